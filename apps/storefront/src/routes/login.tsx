import { createFileRoute, redirect } from "@tanstack/react-router";
import { safeReturnUrl, searchParamText } from "@xunlan/validation";
import { MemberAuthLayout } from "@xunlan/auth-popup";
import { MemberLogin, isLoggedIn } from "@xunlan/session";

/** Where /login goes without a returnUrl: the member centre. */
const DEFAULT_RETURN = "/ucenter";

/** /login?returnUrl=… (spec §2): the login form as a page; afterwards the (safe, local) returnUrl. */
export const Route = createFileRoute("/login")({
  // `returnUrl` is always returned, as text or nothing: the router keeps a raw parameter the
  // validator leaves out, and ?returnUrl=1 (a number) or a repeated key reached safeReturnUrl as
  // they came — the render failed (value.startsWith is not a function; found by the page fuzzer,
  // issue 12). A repeated returnUrl is none: the member centre.
  validateSearch: (search: Record<string, unknown>): { returnUrl?: string } => ({
    returnUrl: searchParamText(search.returnUrl, { repeated: false }),
  }),
  beforeLoad: ({ context, search }) => {
    if (isLoggedIn(context.queryClient)) throw redirect({ href: safeReturnUrl(search.returnUrl) ?? DEFAULT_RETURN, replace: true });
  },
  head: () => ({ meta: [{ title: "登录/注册 | 迅岚 XUNLAN 官方商城" }, { name: "robots", content: "noindex" }] }),
  component: LoginPage,
});

function LoginPage() {
  const { returnUrl } = Route.useSearch();
  return (
    <MemberAuthLayout eyebrow="迅岚会员" title="登录/注册" subtitle="手机号验证即可登录，未注册的手机号将自动创建会员账号。" showTitle={false}>
      <MemberLogin variant="full" embedded returnUrl={safeReturnUrl(returnUrl) ?? DEFAULT_RETURN} />
    </MemberAuthLayout>
  );
}
