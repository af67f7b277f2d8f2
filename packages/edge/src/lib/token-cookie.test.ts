import { describe, expect, it } from "vitest";
import {
  clearTokenCookie,
  headerSafe,
  secureCookiesFor,
  servedOverTls,
  setTokenCookie,
  TOKEN_MAX_AGE_SECONDS,
  tokenFromCookies,
} from "./token-cookie";

describe("the token cookie (spec §4/§9, issue 12 §5)", () => {
  it("keeps the token for 168 h, HttpOnly and SameSite=Lax; Secure over TLS", () => {
    expect(TOKEN_MAX_AGE_SECONDS).toBe(168 * 3600);
    expect(setTokenCookie("guest-1", false)).toBe("token=guest-1; Max-Age=604800; Path=/; HttpOnly; SameSite=Lax");
    expect(setTokenCookie("guest-1", true)).toBe("token=guest-1; Max-Age=604800; Path=/; Secure; HttpOnly; SameSite=Lax");
    expect(clearTokenCookie(false)).toBe("token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax");
  });

  it("is Secure for an https URL or a TLS-terminating proxy's X-Forwarded-Proto", () => {
    expect(servedOverTls("https://shop.test/", null)).toBe(true);
    expect(servedOverTls("http://shop.test/", "HTTPS, http")).toBe(true);
    expect(servedOverTls("http://shop.test/", "http")).toBe(false);
    expect(secureCookiesFor(new Request("http://shop.test/graphql", { headers: { "x-forwarded-proto": "https" } }))).toBe(true);
    expect(secureCookiesFor(new Request("http://shop.test/graphql"))).toBe(false);
  });

  it("reads only a value that can be a request header (a malformed one counts as none)", () => {
    expect(tokenFromCookies("cid=c1; token=guest-1")).toBe("guest-1");
    expect(tokenFromCookies("token=%00")).toBeNull();
    expect(tokenFromCookies("token=%E4%B8%AD")).toBeNull();
    expect(tokenFromCookies(null)).toBeNull();
    expect(headerSafe("x".repeat(513))).toBeNull();
    expect(headerSafe("a b")).toBeNull();
  });
});
