import { describe, expect, it } from "vitest";
import { resizeImageUrl } from "./images";

describe("resizeImageUrl", () => {
  it("adds the default width 1920", () => {
    expect(resizeImageUrl("/images/a.jpg")).toBe("/images/a.jpg?w=1920");
  });
  it("adds a given width and fm=webp when supported", () => {
    expect(resizeImageUrl("https://cdn.x.cn/a.png", { width: 316, webp: true })).toBe("https://cdn.x.cn/a.png?w=316&fm=webp");
    expect(resizeImageUrl("/a.png", { width: 174, webp: false })).toBe("/a.png?w=174");
  });
  it("keeps existing params and the hash, replacing an old width", () => {
    expect(resizeImageUrl("/a.png?v=3&w=100&q=a%20b#x", { width: 500 })).toBe("/a.png?v=3&q=a%20b&w=500#x");
    expect(resizeImageUrl("/a.png?fm=jpg", { webp: true })).toBe("/a.png?w=1920&fm=webp");
    expect(resizeImageUrl("/a.png?fm=jpg")).toBe("/a.png?fm=jpg&w=1920");
    expect(resizeImageUrl("/a.png?")).toBe("/a.png?w=1920");
  });
  it("returns non-images unchanged", () => {
    expect(resizeImageUrl("/video.mp4", { webp: true })).toBe("/video.mp4");
    expect(resizeImageUrl("")).toBe("");
  });
  it("rejects invalid widths", () => {
    expect(() => resizeImageUrl("/a.png", { width: 0 })).toThrow(RangeError);
    expect(() => resizeImageUrl("/a.png", { width: Number.NaN })).toThrow(RangeError);
  });
});
