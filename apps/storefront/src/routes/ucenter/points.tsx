import { createFileRoute } from "@tanstack/react-router";
import { PointsPage } from "@xunlan/account";
import { useSession } from "@xunlan/session";

/** /ucenter/points (issue 24 §2 我的积分): the level, the points history and how points work. */
export const Route = createFileRoute("/ucenter/points")({
  head: () => ({ meta: [{ title: "我的积分 | 迅岚 XUNLAN 官方商城" }] }),
  component: PointsRoute,
});

function PointsRoute() {
  const { api } = Route.useRouteContext();
  const { isLoggedIn } = useSession();
  return <PointsPage api={api} isLoggedIn={isLoggedIn} />;
}
