import { describe, expect, it } from "vitest";
import { layoutForPath, shouldReloadAfterChunkError } from "./layout";

describe("layoutForPath", () => {
  it("uses the thin header on explore, product detail and cart", () => {
    for (const p of ["/explore/men", "/explore/collection/3", "/products/air/air-black", "/cart", "/cart/"]) {
      expect(layoutForPath(p)).toEqual({ headerMode: "thin", footerMode: "full", logoColor: "black" });
    }
  });
  it("hides header and footer on checkout", () => {
    expect(layoutForPath("/checkout?sid=1")).toEqual({ headerMode: "hidden", footerMode: "hidden", logoColor: "black" });
  });
  it("uses the full header elsewhere and a white logo in /ucenter", () => {
    expect(layoutForPath("/")).toEqual({ headerMode: "full", footerMode: "full", logoColor: "black" });
    expect(layoutForPath("/cartoon").headerMode).toBe("full");
    expect(layoutForPath("/ucenter/orders")).toEqual({ headerMode: "full", footerMode: "full", logoColor: "white" });
    expect(layoutForPath("/ucenter").logoColor).toBe("white");
  });
});

describe("shouldReloadAfterChunkError", () => {
  it("reloads the first time", () => {
    expect(shouldReloadAfterChunkError(null, 1000)).toBe(true);
    expect(shouldReloadAfterChunkError(undefined, 1000)).toBe(true);
  });
  it("reloads at most once per 60 s", () => {
    expect(shouldReloadAfterChunkError(0, 59_999)).toBe(false);
    expect(shouldReloadAfterChunkError(0, 60_000)).toBe(true);
  });
});
