import { describe, expect, it } from "vitest";
import {
  isWechatUserAgent,
  shouldTrySilentWechatSignIn,
  WECHAT_SILENT_SESSION_KEY,
  wechatRedirectUri,
  wechatReturnOf,
  withoutWechatReturn,
} from "./wechat-return";

const WECHAT =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323d) NetType/WIFI Language/zh_CN";
const SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const storage = (kept: Record<string, string> = {}) => ({ getItem: (key: string) => kept[key] ?? null });
const at = (path: string) => {
  const url = new URL(path, "https://shop.example");
  return { origin: url.origin, pathname: url.pathname, search: url.search };
};

describe("silent sign-in inside WeChat (issue 26 §2)", () => {
  const base = { userAgent: WECHAT, isLoggedIn: false, search: {}, storage: storage() };
  it("is tried on a page opened inside WeChat by a shopper not signed in, once per browser session", () => {
    expect(shouldTrySilentWechatSignIn(base)).toBe(true);
    expect(shouldTrySilentWechatSignIn({ ...base, storage: storage({ [WECHAT_SILENT_SESSION_KEY]: "1" }) })).toBe(false);
  });

  it("is never tried outside WeChat, by a crawler, for a member, on a WeChat return, or without storage", () => {
    expect(shouldTrySilentWechatSignIn({ ...base, userAgent: SAFARI })).toBe(false);
    expect(shouldTrySilentWechatSignIn({ ...base, userAgent: `${WECHAT} Googlebot/2.1` })).toBe(false);
    expect(isWechatUserAgent("Mozilla/5.0 (compatible; Baiduspider/2.0) MicroMessenger")).toBe(false);
    expect(shouldTrySilentWechatSignIn({ ...base, isLoggedIn: true })).toBe(false);
    expect(shouldTrySilentWechatSignIn({ ...base, search: { wx: "base" } })).toBe(false);
    expect(shouldTrySilentWechatSignIn({ ...base, search: { authCode: "x" } })).toBe(false);
    expect(shouldTrySilentWechatSignIn({ ...base, storage: null })).toBe(false);
  });

  it("comes back to the same page marked wx=base", () => {
    expect(wechatRedirectUri(at("/explore/men?from=singlemessage"), "base")).toBe(
      "https://shop.example/explore/men?from=singlemessage&wx=base",
    );
  });
});

describe("the WeChat return in a page's search", () => {
  it("reads the sandbox's authCode and WeChat's own code (only beside wx), and the silent mark", () => {
    expect(wechatReturnOf({ wx: 1, authCode: "a1", state: "s" })).toEqual({ code: "a1", state: "s", silent: false });
    expect(wechatReturnOf({ wx: "base", code: "c1", state: "s" })).toEqual({ code: "c1", state: "s", silent: true });
    expect(wechatReturnOf({ code: "landing-key" })).toBeNull();
    expect(wechatReturnOf({ wx: 1 })).toBeNull();
  });

  it("drops what the return added and keeps the page's own keys", () => {
    expect(withoutWechatReturn({ keyword: "跑鞋", wx: "base", code: "c", state: "s" })).toEqual({ keyword: "跑鞋" });
    expect(withoutWechatReturn({ code: "campaign", authCode: "a", state: "s", error: "access_denied" })).toEqual({ code: "campaign" });
  });
});
