import { describe, expect, it } from "vitest";
import {
  authRedirectPath,
  convertLegacyLink,
  errorCodeFromPath,
  errorMessageFor,
  isProtectedPath,
  MAX_RETURN_URL_LENGTH,
  safeReturnUrl,
  sessionExpiredLoginPath,
} from "./routes";

describe("convertLegacyLink", () => {
  it("converts category levels", () => {
    expect(convertLegacyLink({ n1: "men" })).toBe("/explore/men");
    expect(convertLegacyLink({ n1: "men", n2: "shoes" })).toBe("/explore/men/shoes");
    expect(convertLegacyLink({ n1: "men", n2: "shoes", n3: "running" })).toBe("/explore/men/shoes/running");
  });
  it("uses a level only when the levels before it exist", () => {
    expect(convertLegacyLink({ n1: "men", n3: "running" })).toBe("/explore/men");
    expect(convertLegacyLink({ n2: "shoes" })).toBeNull();
  });
  it("converts product slugs only as a pair", () => {
    expect(convertLegacyLink({ style_slug: "air-run", product_slug: "air-run-black" })).toBe("/products/air-run/air-run-black");
    expect(convertLegacyLink({ style_slug: "air-run" })).toBeNull();
  });
  it("converts key or frame to a landing page, key first", () => {
    expect(convertLegacyLink({ key: "summer" })).toBe("/landing/summer");
    expect(convertLegacyLink({ frame: "winter" })).toBe("/landing/winter");
    expect(convertLegacyLink({ key: "summer", frame: "winter" })).toBe("/landing/summer");
  });
  it("prefers categories over products over landing, reads arrays, ignores blanks and encodes", () => {
    expect(convertLegacyLink({ n1: "a", style_slug: "s", product_slug: "p", key: "k" })).toBe("/explore/a");
    expect(convertLegacyLink({ style_slug: "s", product_slug: "p", key: "k" })).toBe("/products/s/p");
    expect(convertLegacyLink({ n1: ["x", "y"] })).toBe("/explore/x");
    expect(convertLegacyLink({ n1: "  ", key: "k" })).toBe("/landing/k");
    expect(convertLegacyLink({ key: "跑步 鞋/1" })).toBe("/landing/%E8%B7%91%E6%AD%A5%20%E9%9E%8B%2F1");
  });
  it("returns null otherwise", () => {
    expect(convertLegacyLink({})).toBeNull();
    expect(convertLegacyLink({ other: "x", key: null, frame: undefined })).toBeNull();
  });
});

describe("errorCodeFromPath", () => {
  it("reads the forced codes", () => {
    expect(errorCodeFromPath("/error-400")).toBe(400);
    expect(errorCodeFromPath("/error-404")).toBe(404);
    expect(errorCodeFromPath("/error-500/")).toBe(500);
    expect(errorCodeFromPath("/error-404?x=1")).toBe(404);
  });
  it("returns null for anything else", () => {
    for (const v of ["/", "/error-401", "/error-4040", "/a/error-404", "/error-", ""]) {
      expect(errorCodeFromPath(v)).toBeNull();
    }
  });
});

describe("errorMessageFor", () => {
  it("uses the 404 text only for 404", () => {
    expect(errorMessageFor(404)).toBe("很抱歉，您访问的页面不存在");
    expect(errorMessageFor(500)).toBe("服务器出了小问题，请稍后再试～");
    expect(errorMessageFor(400)).toBe("服务器出了小问题，请稍后再试～");
    expect(errorMessageFor(null)).toBe("服务器出了小问题，请稍后再试～");
  });
});

describe("guards", () => {
  it("protects /ucenter and below", () => {
    expect(isProtectedPath("/ucenter")).toBe(true);
    expect(isProtectedPath("/ucenter/orders")).toBe(true);
    expect(isProtectedPath("/ucenter?tab=1")).toBe(true);
    expect(isProtectedPath("/ucenterx")).toBe(false);
    expect(isProtectedPath("/cart")).toBe(false);
  });
  it("builds redirect paths with an encoded returnUrl", () => {
    expect(authRedirectPath("/checkout?sid=1&x=2")).toBe("/?returnUrl=%2Fcheckout%3Fsid%3D1%26x%3D2");
    // spec §8 logout response code: /login with the current path and why
    expect(sessionExpiredLoginPath("/ucenter/orders?tab=paid")).toBe("/login?returnUrl=%2Fucenter%2Forders%3Ftab%3Dpaid&reason=expired");
  });
  it("keeps a crafted link's huge query out of the redirect (issue 12 page fuzzer: its Location header overflowed)", () => {
    const query = `?orderNumber=${"%E8%B7%91".repeat(1_500)}`;
    expect(authRedirectPath(`/ucenter/orders${query}`)).toBe("/?returnUrl=%2Fucenter%2Forders");
    expect(authRedirectPath(`/refund${query}#x`)).toBe("/?returnUrl=%2Frefund");
    expect(authRedirectPath(`/ucenter/${"x".repeat(3_000)}`)).toBe("/?returnUrl=%2F");
    const longest = `/ucenter?a=${"x".repeat(MAX_RETURN_URL_LENGTH - 20)}`;
    expect(authRedirectPath(longest)).toBe(`/?returnUrl=${encodeURIComponent(longest)}`);
  });
  it("accepts only local return URLs", () => {
    expect(safeReturnUrl("/ucenter/orders?a=1")).toBe("/ucenter/orders?a=1");
    for (const v of [
      "//evil.com",
      "/\\evil.com",
      "https://evil.com",
      "",
      null,
      undefined,
      "/\t/evil.example",
      "/%09/evil.example".replace("%09", "\t"),
      "/\n/evil.example",
      "/a\\b",
      "/\u0000x",
      "/ /evil.example",
    ]) {
      expect(safeReturnUrl(v)).toBeNull();
    }
  });
});
