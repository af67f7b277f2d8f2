/**
 * The WeChat round trip of a storefront page (spec §2 stage 1; issue 24 item 7; issue 26 §2): the
 * address WeChat sends the shopper back to, what the return carries, and when a page opened
 * inside WeChat may try the silent sign-in. Kept out of the lazily loaded login panel: every
 * page's first chunk needs it.
 */

/** WeChat's return address from the home page: `/?wx=1`, then `&authCode=…` (sandbox) or `&code=…` (WeChat). */
export const WECHAT_RETURN_PATH = "/?wx=1";

/** Query keys a WeChat return adds; a page's own address is written without them. */
const WECHAT_RETURN_KEYS = ["wx", "authCode", "code", "state", "error"];

/**
 * How the sign-in was asked: `1` the shopper tapped (QR, or 微信登录 inside WeChat), `base` the
 * silent snsapi_base attempt of a page opened inside WeChat (its return shows nothing unless the
 * shopper is a bound member).
 */
export type WechatReturnMode = "1" | "base";

/**
 * The WeChat return address: the page the sign-in started on, with `wx=1` (or `wx=base`). Its own
 * query is kept without the keys of an earlier return; on the home page it is
 * {@link WECHAT_RETURN_PATH}. After wechatLogin the session drops authCode, code, state and wx again.
 */
export function wechatRedirectUri(
  location: Pick<Location, "origin" | "pathname" | "search"> = window.location,
  mode: WechatReturnMode = "1",
): string {
  const query = new URLSearchParams(location.search);
  for (const key of WECHAT_RETURN_KEYS) query.delete(key);
  query.append("wx", mode);
  return `${location.origin}${location.pathname}?${query.toString()}`;
}

/** The router's value of a search key as text (TanStack's parser turns `wx=1` into the number 1). */
function text(value: unknown): string | null {
  if (typeof value === "string") return value || null;
  if (typeof value === "number") return String(value);
  return null;
}

/** What a WeChat return brought: the code (the sandbox's `authCode`, WeChat's own `code` beside `wx`), its state and mode. */
export interface WechatReturn {
  code: string;
  state: string | null;
  silent: boolean;
}

/** The WeChat return in a page's search, or null. `code` counts only beside `wx` (other pages use `code` for their own keys). */
export function wechatReturnOf(search: Record<string, unknown>): WechatReturn | null {
  const wx = text(search.wx);
  const code = text(search.authCode) ?? (wx ? text(search.code) : null);
  if (!code) return null;
  return { code, state: text(search.state), silent: wx === "base" };
}

/** The query without what the WeChat redirect added (spec §4: authCode is dropped after use). */
export function withoutWechatReturn(search: Record<string, unknown>): Record<string, unknown> {
  const { authCode: _authCode, state: _state, wx: _wx, ...rest } = search;
  if (_wx !== undefined) delete rest.code;
  delete rest.error;
  return rest;
}

/** sessionStorage key: this browser session already had its silent attempt. */
export const WECHAT_SILENT_SESSION_KEY = "xl_wx_silent";

// Crawlers (WeChat's own link preview included) never go through an authorisation.
const CRAWLER = /bot|spider|crawl|slurp|headless|lighthouse|preview|facebookexternalhit/i;

/** True in WeChat's in-app browser (its user agent carries MicroMessenger), never for a crawler. */
export function isWechatUserAgent(userAgent: string | undefined): boolean {
  return Boolean(userAgent && /MicroMessenger/i.test(userAgent) && !CRAWLER.test(userAgent));
}

/**
 * Whether a page opened now should try the silent sign-in (issue 26 §2): inside WeChat, not a
 * crawler, not signed in, not already coming back from WeChat, and not yet tried in this browser
 * session (the flag is kept in sessionStorage; without storage it is never tried, so it can never
 * loop).
 */
export function shouldTrySilentWechatSignIn(input: {
  userAgent: string | undefined;
  isLoggedIn: boolean;
  search: Record<string, unknown>;
  storage: Pick<Storage, "getItem"> | null;
}): boolean {
  if (input.isLoggedIn || !isWechatUserAgent(input.userAgent) || !input.storage) return false;
  if (input.search.wx !== undefined || input.search.authCode !== undefined) return false;
  try {
    return input.storage.getItem(WECHAT_SILENT_SESSION_KEY) === null;
  } catch {
    return false;
  }
}
