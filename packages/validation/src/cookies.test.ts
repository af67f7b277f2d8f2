import { describe, expect, it } from "vitest";
import {
  COOKIE_NAMES,
  formatWindowSizeCookie,
  hasLoginFlag,
  LOGIN_FLAG_MAX_AGE_SECONDS,
  parseCookies,
  parseWindowSizeCookie,
  readCookie,
  serializeCookie,
} from "./cookies";

describe("serializeCookie", () => {
  it("writes name=value with the default path", () => {
    expect(serializeCookie("token", "abc")).toBe("token=abc; Path=/");
  });
  it("writes every option in order and encodes the value", () => {
    const expires = new Date(Date.UTC(2030, 0, 2, 3, 4, 5));
    expect(
      serializeCookie("winSize", "w_390|h_844", {
        maxAge: 604800.9,
        expires,
        domain: ".xunlan.cn",
        path: "/shop",
        secure: true,
        httpOnly: true,
        sameSite: "lax",
      }),
    ).toBe(
      "winSize=w_390%7Ch_844; Max-Age=604800; Expires=Wed, 02 Jan 2030 03:04:05 GMT; Domain=.xunlan.cn; Path=/shop; Secure; HttpOnly; SameSite=Lax",
    );
  });
  it("rejects invalid names and options", () => {
    expect(() => serializeCookie("a b", "x")).toThrow(TypeError);
    expect(() => serializeCookie("", "x")).toThrow(TypeError);
    expect(() => serializeCookie("a;b", "x")).toThrow(TypeError);
    expect(() => serializeCookie("a", "x", { maxAge: Number.NaN })).toThrow(TypeError);
    expect(() => serializeCookie("a", "x", { expires: new Date("nope") })).toThrow(TypeError);
    expect(() => serializeCookie("a", "x", { domain: "x.cn; Secure" })).toThrow(TypeError);
    expect(() => serializeCookie("a", "x", { path: "/a; b" })).toThrow(TypeError);
  });
});

describe("parseCookies", () => {
  it("parses and decodes a header", () => {
    expect(parseCookies("token=abc; cid=1%202; winSize=w_390%7Ch_844")).toEqual({
      token: "abc",
      cid: "1 2",
      winSize: "w_390|h_844",
    });
  });
  it("keeps the first occurrence, strips quotes, tolerates junk", () => {
    expect(parseCookies('a=1; a=2; b="q"; junk; =x; c=%E0%A4%A; d=')).toEqual({ a: "1", b: "q", c: "%E0%A4%A", d: "" });
  });
  it("handles empty headers and __proto__ safely", () => {
    expect(parseCookies("")).toEqual({});
    expect(parseCookies(null)).toEqual({});
    const parsed = parseCookies("__proto__=x");
    expect(parsed["__proto__"]).toBe("x");
    expect(({} as Record<string, unknown>)["x"]).toBeUndefined();
  });
});

describe("readCookie", () => {
  const header = "token=t1; empty=";
  it("reads values", () => {
    expect(readCookie(header, "token")).toBe("t1");
    expect(readCookie(header, "empty")).toBeNull();
    expect(readCookie(header, "missing")).toBeNull();
    expect(readCookie(undefined, "token")).toBeNull();
    expect(readCookie("a=1", "toString")).toBeNull();
  });
  it("ignores malformed values: broken %-escapes and control characters", () => {
    expect(readCookie("token=%00", "token")).toBeNull();
    expect(readCookie("token=a%0Ab", "token")).toBeNull();
    expect(readCookie("token=%E0%A4%A; cid=ok", "token")).toBeNull();
    expect(readCookie("token=%E0%A4%A; cid=ok", "cid")).toBe("ok");
    expect(readCookie("token=%", "token")).toBeNull();
    expect(readCookie('q="a%20b"', "q")).toBe("a b");
  });
});

describe("window size cookie", () => {
  it("parses w_{n}|h_{n}", () => {
    expect(parseWindowSizeCookie("w_390|h_844")).toEqual({ width: 390, height: 844 });
    expect(parseWindowSizeCookie(readCookie("winSize=w_1440%7Ch_900", "winSize"))).toEqual({ width: 1440, height: 900 });
  });
  it("returns null for anything malformed", () => {
    for (const v of [
      "",
      null,
      undefined,
      "w_390",
      "h_844|w_390",
      "w_-1|h_2",
      "w_0|h_844",
      "w_1.5|h_2",
      "w_390|h_844x",
      "w_abc|h_1",
      " w_390|h_844",
    ]) {
      expect(parseWindowSizeCookie(v)).toBeNull();
    }
  });
  it("formats a size and round-trips", () => {
    expect(formatWindowSizeCookie({ width: 390.4, height: 844 })).toBe("w_390|h_844");
    expect(parseWindowSizeCookie(formatWindowSizeCookie({ width: 1024, height: 768 }))).toEqual({ width: 1024, height: 768 });
  });
});

describe("COOKIE_NAMES", () => {
  it("names each cookie once, as an RFC 6265 token serializeCookie accepts", () => {
    const names = Object.values(COOKIE_NAMES);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(() => serializeCookie(name, "1")).not.toThrow();
  });
});

describe("hasLoginFlag", () => {
  it("is true only for login_status=1 (spec §9: the flag lives 720 h)", () => {
    expect(hasLoginFlag("cid=a; login_status=1; token=x")).toBe(true);
    expect(hasLoginFlag("login_status=0")).toBe(false);
    expect(hasLoginFlag("token=x")).toBe(false);
    expect(hasLoginFlag(null)).toBe(false);
    expect(LOGIN_FLAG_MAX_AGE_SECONDS).toBe(720 * 3600);
  });
});
