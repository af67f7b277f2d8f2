import { createFileRoute } from "@tanstack/react-router";
import { useSession } from "@xunlan/session";
import { MemberPage } from "@xunlan/ucenter";

/** /ucenter: the member centre opens on the profile (spec §2; the shell marks 个人资料). */
export const Route = createFileRoute("/ucenter/")({
  component: MemberRoute,
});

function MemberRoute() {
  const { api } = Route.useRouteContext();
  const { isLoggedIn } = useSession();
  return <MemberPage api={api} isLoggedIn={isLoggedIn} />;
}
