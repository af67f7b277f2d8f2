import { createFileRoute, redirect } from "@tanstack/react-router";
import { MemberAuthLayout } from "@xunlan/auth-popup";
import { isLoggedIn, MemberLogin } from "@xunlan/session";
import { isProtectedPath, MESSAGES, SESSION_EXPIRED_REASON, safeReturnUrl, searchParamText } from "@xunlan/validation";
import { RouterAnchor as Link } from "../components/router-anchor";

/** Where /login goes without a returnUrl: the member centre. */
const DEFAULT_RETURN = "/ucenter";

/** /login?returnUrl=… (spec §2): the login form as a page; afterwards the (safe, local) returnUrl. */
export const Route = createFileRoute("/login")({
  // `returnUrl` is always returned, as text or nothing: the router keeps a raw parameter the
  // validator leaves out, and ?returnUrl=1 (a number) or a repeated key reached safeReturnUrl as
  // they came — the render failed (value.startsWith is not a function; found by the page fuzzer,
  // issue 12). A repeated returnUrl is none: the member centre.
  // `reason=expired`: spec §8's logout response code sent the shopper here (the session ended).
  validateSearch: (search: Record<string, unknown>): { returnUrl?: string; reason?: typeof SESSION_EXPIRED_REASON } => ({
    returnUrl: searchParamText(search.returnUrl, { repeated: false }),
    ...(search.reason === SESSION_EXPIRED_REASON ? { reason: SESSION_EXPIRED_REASON } : {}),
  }),
  beforeLoad: ({ context, search }) => {
    if (isLoggedIn(context.queryClient)) throw redirect({ href: safeReturnUrl(search.returnUrl) ?? DEFAULT_RETURN, replace: true });
  },
  head: () => ({ meta: [{ title: "登录/注册 | 迅岚 XUNLAN 官方商城" }, { name: "robots", content: "noindex" }] }),
  component: LoginPage,
});

function LoginPage() {
  const { returnUrl, reason } = Route.useSearch();
  const target = safeReturnUrl(returnUrl);
  return (
    <MemberAuthLayout
      eyebrow="迅岚会员"
      title="登录/注册"
      subtitle="手机号验证即可登录，未注册的手机号将自动创建会员账号。"
      showTitle={false}
    >
      {reason === SESSION_EXPIRED_REASON ? (
        // spec §8: the session ended; the shopper is told, and may carry on as a guest
        <div
          role="alert"
          className="mb-6 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-l-4 border-accent bg-accent-soft px-4 py-3 text-sm"
        >
          <p className="font-bold text-ink">{MESSAGES.sessionExpired}</p>
          <Link
            href={target && !isProtectedPath(target) ? target : "/"}
            className="text-xs font-bold text-grey-600 underline underline-offset-4 hover:text-ink"
          >
            暂不登录，继续逛逛
          </Link>
        </div>
      ) : null}
      <MemberLogin variant="full" embedded returnUrl={target ?? DEFAULT_RETURN} />
    </MemberAuthLayout>
  );
}
