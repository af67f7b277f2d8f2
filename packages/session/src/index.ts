// Public surface of @xunlan/session. Named exports only; types on their own lines.

// The session (spec §3 client state, §4 transitions)
export { SessionProvider, useSession, useSessionApi } from "./components/session-provider";
export type { Session, SessionProviderProps } from "./components/session-provider";
export {
  CART_KEY,
  LOGIN_REQUEST_KEY,
  SESSION_KEY,
  ensureSession,
  isLoggedIn,
  requestLogin,
  sessionQueryOptions,
  takeSessionExpiredRedirect,
} from "./lib/session-store";
export type { LoginRequest, SessionState } from "./lib/session-store";

// Cookies: the login flag (720 h) and the browser's token store (168 h)
export {
  LOGIN_FLAG_COOKIE,
  LOGIN_FLAG_COOKIE_OPTIONS,
  LOGIN_FLAG_MAX_AGE_SECONDS,
  browserLoginFlag,
  hasLoginFlag,
} from "./lib/login-flag";
export type { LoginFlag } from "./lib/login-flag";
export { createBrowserTokenStore } from "./lib/browser-token-store";

// Route guards (spec §2)
export { rememberResolvedHref, requireLogin, requireLoginForUcenter } from "./lib/guards";

// The login menu wired to the gateway (spec §2 login popup, WeChat return)
export { MemberLogin, WECHAT_RETURN_PATH } from "./components/member-login/member-login";
export type { MemberLoginProps } from "./components/member-login/member-login";
export { LazyMemberLogin, preloadMemberLoginWhenIdle } from "./components/member-login/lazy-member-login";
export { MemberBoardSection } from "./components/member-login/member-board-section";
export { useLoginMenu } from "./hooks/use-login-menu";

// Inside WeChat (issue 23 §1, 26 §2–3): the JS bridge (sharing, openAddress) and the WeChat return
export { WechatBridge } from "./components/wechat-bridge/wechat-bridge";
export type { WechatBridgeProps } from "./components/wechat-bridge/wechat-bridge";
export {
  WECHAT_SILENT_SESSION_KEY,
  isWechatUserAgent,
  shouldTrySilentWechatSignIn,
  wechatRedirectUri,
  wechatReturnOf,
} from "./lib/wechat-return";
export type { WechatReturn, WechatReturnMode } from "./lib/wechat-return";
export { WECHAT_JS_API_LIST, WECHAT_JS_SDK_URLS, shareDataOf, shareLinkOf, signatureUrl } from "./lib/wechat-js-sdk";
export type { Wx, WxShareData } from "./lib/wechat-js-sdk";
export type { HeaderMenu } from "./hooks/use-login-menu";
/** @deprecated import useIsDesktop from @xunlan/ui (one copy of the hook, issue 22 §3). */
export { useIsDesktop } from "@xunlan/ui";
