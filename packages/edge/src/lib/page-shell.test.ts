import { describe, expect, it } from "vitest";
import { CSP_NONCE_HEADER } from "./csp-nonce";
import { PAGE_SHELL_HEADER, pageShellOf, shellCacheKey, shellRequest } from "./page-shell";

describe("page shells (issue 27 §1)", () => {
  it("chooses the member shell by the login flag alone: a bag, a token or a client id change nothing", () => {
    expect(pageShellOf(null)).toBe("guest");
    expect(pageShellOf("")).toBe("guest");
    expect(pageShellOf("cid=abc; token=guest-or-member; bag_count=3")).toBe("guest");
    expect(pageShellOf("login_status=0")).toBe("guest");
    expect(pageShellOf("cid=abc; login_status=1; token=member-a")).toBe("member");
    expect(pageShellOf("login_status=1; bag_count=2")).toBe("member");
  });

  it("keeps the member shell under its own key beside the guest shell's", () => {
    expect(shellCacheKey("Desktop:/products/a/b", "guest")).toBe("Desktop:/products/a/b");
    expect(shellCacheKey("Desktop:/products/a/b", "member")).toBe("Desktop:/products/a/b#member");
  });

  it("renders a shell from a request that carries nothing of the shopper's: no token, client id, bag or other cookie", () => {
    const shopper = new Request("http://shop.test/products/a/b?utm_source=wx", {
      method: "HEAD",
      headers: {
        cookie: "token=member-a-token; cid=member-a-cid; login_status=1; bag_count=4; winSize=w_390|h_844; xl_wx_state=s",
        "user-agent": "Mozilla/5.0 (iPhone) MicroMessenger/8.0",
        "accept-encoding": "gzip, br",
        authorization: "Bearer member-a-token",
        "x-forwarded-for": "203.0.113.9",
        accept: "text/html",
        [CSP_NONCE_HEADER]: "nonce-1",
      },
    });
    const member = shellRequest(shopper, "member");
    expect(member.method).toBe("GET");
    expect(member.url).toBe(shopper.url);
    expect(Object.fromEntries(member.headers)).toEqual({
      accept: "text/html",
      cookie: "winSize=w_390|h_844; login_status=1",
      "user-agent": "Mozilla/5.0 (iPhone) MicroMessenger/8.0",
      [CSP_NONCE_HEADER]: "nonce-1",
      [PAGE_SHELL_HEADER]: "member",
    });
    const guest = shellRequest(shopper, "guest");
    expect(guest.headers.get("cookie")).toBe("winSize=w_390|h_844");
    expect(guest.headers.get(PAGE_SHELL_HEADER)).toBe("guest");
    expect(shellRequest(new Request("http://shop.test/"), "guest").headers.has("cookie")).toBe(false);
  });
});
