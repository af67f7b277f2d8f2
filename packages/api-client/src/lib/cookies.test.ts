import { describe, expect, it } from "vitest";
import { parseWindowSizeCookie, readCookie, serializeCookie } from "./cookies";

describe("cookies", () => {
  it("reads one cookie from a Cookie header, decoded", () => {
    const header = "cid=abc; token=t%2B1; empty=";
    expect(readCookie(header, "token")).toBe("t+1");
    expect(readCookie(header, "cid")).toBe("abc");
    expect(readCookie(header, "empty")).toBeNull();
    expect(readCookie(header, "missing")).toBeNull();
    expect(readCookie(undefined, "token")).toBeNull();
  });

  it("ignores malformed values: broken %-escapes and control characters", () => {
    expect(readCookie("token=%00", "token")).toBeNull();
    expect(readCookie("token=a%0Ab", "token")).toBeNull();
    expect(readCookie("token=%E0%A4%A; cid=ok", "token")).toBeNull();
    expect(readCookie("token=%E0%A4%A; cid=ok", "cid")).toBe("ok");
    expect(readCookie("token=%", "token")).toBeNull();
  });

  it("serialises with Max-Age, Path, Domain, SameSite and Secure", () => {
    expect(serializeCookie("token", "a b", { maxAgeSeconds: 60, domain: "xunlan.example", secure: true })).toBe(
      "token=a%20b; Path=/; Max-Age=60; Domain=xunlan.example; SameSite=Lax; Secure",
    );
  });

  it("finds the w_{n}|h_{n} window size in any cookie (spec §4)", () => {
    expect(parseWindowSizeCookie("cid=1; size=w_1023%7Ch_768")).toEqual({ width: 1023, height: 768 });
    expect(parseWindowSizeCookie("w_1440|h_900=1")).toEqual({ width: 1440, height: 900 });
    expect(parseWindowSizeCookie("size=w_x|h_1")).toBeNull();
    expect(parseWindowSizeCookie(null)).toBeNull();
  });
});
