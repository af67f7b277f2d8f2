import { describe, expect, it } from "vitest";
import { imageRedirect } from "./image-origin";

describe("imageRedirect", () => {
  const get = (url: string, method = "GET") => new Request(url, { method });

  it("sends a picture to the picture origin with its query, cacheable for a year", () => {
    const response = imageRedirect(get("http://shop.test/images/products/velox-run-2-black/1.jpg?w=500&fm=webp"), "http://img.test:4000");
    expect(response?.status).toBe(308);
    expect(response?.headers.get("location")).toBe("http://img.test:4000/images/products/velox-run-2-black/1.jpg?w=500&fm=webp");
    expect(response?.headers.get("cache-control")).toContain("immutable");
  });

  it("leaves everything else alone: no origin set, other paths, other methods, the same origin", () => {
    expect(imageRedirect(get("http://shop.test/images/content/hero-running.jpg"), undefined)).toBeUndefined();
    expect(imageRedirect(get("http://shop.test/graphql"), "http://img.test")).toBeUndefined();
    expect(imageRedirect(get("http://shop.test/images/content/hero-running.jpg", "POST"), "http://img.test")).toBeUndefined();
    expect(imageRedirect(get("http://shop.test/images/content/hero-running.jpg"), "http://shop.test")).toBeUndefined();
  });
});
