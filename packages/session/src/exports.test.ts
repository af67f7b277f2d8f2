import { describe, expect, it } from "vitest";
import * as session from "./index";

// Guards the public surface: removing or renaming an export is a breaking change.
describe("@xunlan/session exports", () => {
  it("names every public export", () => {
    expect(Object.keys(session).sort()).toMatchInlineSnapshot(`
      [
        "CART_KEY",
        "LOGIN_FLAG_COOKIE_OPTIONS",
        "LOGIN_FLAG_MAX_AGE_SECONDS",
        "LOGIN_REQUEST_KEY",
        "LazyMemberLogin",
        "MemberBoardSection",
        "MemberLogin",
        "SESSION_KEY",
        "SessionProvider",
        "WECHAT_JS_API_LIST",
        "WECHAT_JS_SDK_URLS",
        "WECHAT_RETURN_PATH",
        "WECHAT_SILENT_SESSION_KEY",
        "WechatBridge",
        "browserLoginFlag",
        "createBrowserTokenStore",
        "ensureSession",
        "hasLoginFlag",
        "isLoggedIn",
        "isWechatUserAgent",
        "preloadMemberLoginWhenIdle",
        "rememberResolvedHref",
        "requestLogin",
        "requireLogin",
        "requireLoginForUcenter",
        "sessionQueryOptions",
        "shareDataOf",
        "shareLinkOf",
        "shouldTrySilentWechatSignIn",
        "signatureUrl",
        "takeSessionExpiredRedirect",
        "useIsDesktop",
        "useLoginMenu",
        "useSession",
        "useSessionApi",
        "wechatRedirectUri",
        "wechatReturnOf",
      ]
    `);
  });
});
