import { describe, expect, it } from "vitest";
import { WECHAT_RETURN_PATH, wechatRedirectUri } from "./member-login";

const at = (path: string) => {
  const url = new URL(path, "https://shop.example");
  return { origin: url.origin, pathname: url.pathname, search: url.search };
};

// Issue 24 item 7: WeChat sign-in returns to the page where it started.
describe("wechatRedirectUri", () => {
  it("comes back to the page the sign-in started on", () => {
    expect(wechatRedirectUri(at("/explore/men"))).toBe("https://shop.example/explore/men?wx=1");
  });

  it("keeps the page's own query and drops what an earlier return added", () => {
    expect(wechatRedirectUri(at("/search?keyword=%E8%B7%91%E9%9E%8B&wx=1&authCode=old&state=s&code=c&error=access_denied"))).toBe(
      "https://shop.example/search?keyword=%E8%B7%91%E9%9E%8B&wx=1",
    );
  });

  it("is the home page's return address on the home page", () => {
    expect(wechatRedirectUri(at("/"))).toBe(`https://shop.example${WECHAT_RETURN_PATH}`);
  });
});
