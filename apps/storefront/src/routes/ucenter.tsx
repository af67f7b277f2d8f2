import { Outlet, createFileRoute, useLocation } from "@tanstack/react-router";
import { UcenterShell, memberQueryOptions, sectionForPath } from "@xunlan/ucenter";
import { useQuery } from "@tanstack/react-query";
import { requireLoginForUcenter, useSession } from "@xunlan/session";

/**
 * /ucenter (spec §2): login needed. The guard keeps a logged-out shopper on the current page
 * and opens the login menu with returnUrl (on a first server request: `/?returnUrl=…`).
 */
export const Route = createFileRoute("/ucenter")({
  beforeLoad: requireLoginForUcenter,
  loader: ({ context }) => context.queryClient.ensureQueryData(memberQueryOptions(context.api)),
  head: () => ({ meta: [{ title: "会员中心 | 迅岚 XUNLAN 官方商城" }, { name: "robots", content: "noindex" }] }),
  component: UcenterLayout,
});

function UcenterLayout() {
  const { api } = Route.useRouteContext();
  const session = useSession();
  const pathname = useLocation({ select: (location) => location.pathname });
  const { data: member } = useQuery({ ...memberQueryOptions(api), enabled: session.isLoggedIn });
  return (
    <UcenterShell
      member={member ?? null}
      active={sectionForPath(pathname) ?? "member"}
      onLogout={session.logout}
    >
      <Outlet />
    </UcenterShell>
  );
}
