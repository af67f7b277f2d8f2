// Public surface of @xunlan/session. Named exports only; types on their own lines.

/** @deprecated import useIsDesktop from @xunlan/ui (one copy of the hook, issue 22 §3). */
export { useIsDesktop } from "@xunlan/ui";
export { LazyMemberLogin, preloadMemberLoginWhenIdle } from "./components/member-login/lazy-member-login";
export { MemberBoardSection } from "./components/member-login/member-board-section";
export type { MemberLoginProps } from "./components/member-login/member-login";
// The login menu wired to the gateway (spec §2 login popup, WeChat return)
export { MemberLogin, WECHAT_RETURN_PATH } from "./components/member-login/member-login";
export type { Session, SessionProviderProps } from "./components/session-provider";
// The session (spec §3 client state, §4 transitions)
export { SessionProvider, useSession, useSessionApi } from "./components/session-provider";
export type { WechatBridgeProps } from "./components/wechat-bridge/wechat-bridge";
// Inside WeChat (issue 23 §1, 26 §2–3): the JS bridge (sharing, openAddress) and the WeChat return
export { WechatBridge } from "./components/wechat-bridge/wechat-bridge";
export type { HeaderMenu } from "./hooks/use-login-menu";
export { useLoginMenu } from "./hooks/use-login-menu";
export { createBrowserTokenStore } from "./lib/browser-token-store";
// Route guards (spec §2)
export { rememberResolvedHref, requireLogin, requireLoginForUcenter } from "./lib/guards";
export type { LoginFlag } from "./lib/login-flag";
// Cookies: the login flag (720 h) and the browser's token store (168 h)
// (the name is @xunlan/validation's COOKIE_NAMES.loginStatus)
export { browserLoginFlag, hasLoginFlag, LOGIN_FLAG_COOKIE_OPTIONS, LOGIN_FLAG_MAX_AGE_SECONDS } from "./lib/login-flag";
export type { LoginRequest, SessionState } from "./lib/session-store";
export {
  CART_KEY,
  ensureSession,
  isLoggedIn,
  LOGIN_REQUEST_KEY,
  requestLogin,
  SESSION_KEY,
  sessionQueryOptions,
  takeSessionExpiredRedirect,
} from "./lib/session-store";
export type { Wx, WxShareData } from "./lib/wechat-js-sdk";
export { shareDataOf, shareLinkOf, signatureUrl, WECHAT_JS_API_LIST, WECHAT_JS_SDK_URLS } from "./lib/wechat-js-sdk";
export type { WechatReturn, WechatReturnMode } from "./lib/wechat-return";
export {
  isWechatUserAgent,
  shouldTrySilentWechatSignIn,
  WECHAT_SILENT_SESSION_KEY,
  wechatRedirectUri,
  wechatReturnOf,
} from "./lib/wechat-return";
