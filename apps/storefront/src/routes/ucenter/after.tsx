import { createFileRoute } from "@tanstack/react-router";
import { AfterSaleListPage } from "@xunlan/orders";
import { useSession } from "@xunlan/session";

/** /ucenter/after (spec §2 after-sales): the member's returns, newest first. */
export const Route = createFileRoute("/ucenter/after")({
  head: () => ({ meta: [{ title: "售后服务 | 迅岚 XUNLAN 官方商城" }] }),
  component: AfterRoute,
});

function AfterRoute() {
  const { api } = Route.useRouteContext();
  const { isLoggedIn } = useSession();
  return <AfterSaleListPage api={api} isLoggedIn={isLoggedIn} />;
}
