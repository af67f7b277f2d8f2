/**
 * Page shells (issue 27 §1): every shopper of a cacheable page (home, listings, products, search,
 * content pages, stores…) is served one of two cached copies, chosen by the login flag cookie
 * alone — the guest shell, or the member shell whose header is already signed in (so a member
 * never sees 登录/注册 before hydration). What is one shopper's own (the member's name, the bag's
 * count, the favourite hearts) is in neither: the browser fills it after hydration with one
 * request (MemberSession; a guest with a bag: CartCount).
 *
 * A shell is always rendered from a request made here ({@link shellRequest}), never from the
 * shopper's own: it carries no token, no client id and no bag cookie, only what chooses the
 * layout (the window-size cookie, the user agent) and, for the member shell, the login flag. So
 * no render that fills the shared cache can read anything of the shopper who happened to ask.
 */

import { COOKIE_NAMES, readCookie } from "@xunlan/validation";
import { CSP_NONCE_HEADER } from "./csp-nonce";
import { PAGE_SHELL_HEADER, type PageShell } from "./page-shell-header";

export { PAGE_SHELL_HEADER, type PageShell };

/** The shell a request is served: `member` when the login flag cookie is on, else `guest`. */
export function pageShellOf(cookieHeader: string | null | undefined): PageShell {
  return readCookie(cookieHeader ?? "", COOKIE_NAMES.loginStatus) === "1" ? "member" : "guest";
}

/** The cache key of a shell: the guest shell keeps the page's own key, the member shell its own beside it. */
export function shellCacheKey(pageKey: string, shell: PageShell): string {
  return shell === "member" ? `${pageKey}#member` : pageKey;
}

/**
 * `Cache-Control` of the member shell: its bytes differ from the guest shell's by a cookie that no
 * shared cache keys on, so a CDN must not keep it (`private`); the browser may keep it and must
 * ask again before reusing it (`no-cache`): it holds nothing personal. The storefront's own
 * cache serves it from memory all the same.
 */
export const MEMBER_SHELL_CACHE_CONTROL = "private, no-cache";

/**
 * Request headers a shell render keeps of the shopper's request: what picks the layout and the
 * origin, and the render's CSP nonce (the first caller's answer allows its scripts by it; a
 * cached copy allows them by hash, whatever nonce they carry).
 */
const KEPT_HEADERS = [
  "user-agent",
  "accept",
  "accept-language",
  "host",
  "x-forwarded-proto",
  "x-forwarded-host",
  CSP_NONCE_HEADER,
] as const;

/**
 * The request a shell is rendered from: `request`'s URL and method, the headers that choose the
 * layout and the origin, and as cookies only the window size (the first layout) and, for the
 * member shell, the login flag — no token, client id, bag count or anything else of the shopper's.
 * It carries {@link PAGE_SHELL_HEADER}. `signal`: the render stops when it aborts (the shopper
 * waiting for it left); a background revalidation passes none.
 */
export function shellRequest(request: Request, shell: PageShell, signal?: AbortSignal): Request {
  const headers = new Headers();
  for (const name of KEPT_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const cookies: string[] = [];
  const size = readCookie(request.headers.get("cookie") ?? "", COOKIE_NAMES.windowSize);
  if (size) cookies.push(`${COOKIE_NAMES.windowSize}=${size}`);
  if (shell === "member") cookies.push(`${COOKIE_NAMES.loginStatus}=1`);
  if (cookies.length > 0) headers.set("cookie", cookies.join("; "));
  headers.set(PAGE_SHELL_HEADER, shell);
  // Always a GET: the cache keeps the body (a HEAD is answered from it without one).
  return new Request(request.url, { headers, ...(signal ? { signal } : {}) });
}
