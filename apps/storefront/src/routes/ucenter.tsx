import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Outlet, useLocation } from "@tanstack/react-router";
import { memberQueryOptions, sectionForPath, UcenterShell } from "@xunlan/account";
import { optionalDocumentQueryOptions } from "@xunlan/cms-content";
import { ContentBlocks } from "@xunlan/content-blocks";
import { requireLoginForUcenter, useSession } from "@xunlan/session";

/**
 * /ucenter (spec §2): login needed. The guard keeps a logged-out shopper on the current page
 * and opens the login menu with returnUrl (on a first server request: `/?returnUrl=…`).
 */
export const Route = createFileRoute("/ucenter")({
  beforeLoad: requireLoginForUcenter,
  loader: async ({ context }) => {
    // The member centre's published documents (spec §7 uc_ad, user_center) come with the first
    // HTML; a missing or broken one leaves its place empty.
    await Promise.all([
      context.queryClient.ensureQueryData(memberQueryOptions(context.api)),
      context.queryClient.ensureQueryData(optionalDocumentQueryOptions(context.content, "uc_ad")),
      context.queryClient.ensureQueryData(optionalDocumentQueryOptions(context.content, "user_center")),
    ]);
  },
  head: () => ({ meta: [{ title: "会员中心 | 迅岚 XUNLAN 官方商城" }, { name: "robots", content: "noindex" }] }),
  component: UcenterLayout,
});

function UcenterLayout() {
  const { api, content } = Route.useRouteContext();
  const session = useSession();
  const pathname = useLocation({ select: (location) => location.pathname });
  const { data: member } = useQuery({ ...memberQueryOptions(api), enabled: session.isLoggedIn });
  // Issue 24 §6: the user_center document (member benefits) closes the member centre's front page.
  const front = pathname === "/ucenter" || pathname === "/ucenter/";
  const { data: userCenter } = useQuery({ ...optionalDocumentQueryOptions(content, "user_center"), enabled: front });
  return (
    <>
      <UcenterShell member={member ?? null} active={sectionForPath(pathname) ?? "member"} onLogout={session.logout}>
        <Outlet />
      </UcenterShell>
      {front && userCenter ? (
        <div data-content="user_center" className="border-t border-grey-200 bg-paper">
          <ContentBlocks blocks={userCenter.blocks} heroHeadingLevel={2} />
        </div>
      ) : null}
    </>
  );
}
