import { describe, expect, it } from "vitest";
import { parseImageUrl, serveImage } from "./image-route";

describe("parseImageUrl", () => {
  it("reads product and content paths, snapping widths", () => {
    expect(parseImageUrl("/images/products/velox-run-3-black-volt/2.webp?w=300")).toEqual({
      kind: "product", productSlug: "velox-run-3-black-volt", index: 2, format: "webp", width: 316, negotiated: false,
    });
    expect(parseImageUrl("/images/content/hero-running.jpg")).toEqual({ kind: "content", key: "hero-running", format: "jpeg", width: 1920, negotiated: true });
    expect(parseImageUrl("/images/products/x/../../etc/passwd")).toBeNull();
  });
});

describe("serveImage", () => {
  it("serves an image with immutable caching, 404 for unknown slugs", async () => {
    const ok = await serveImage("/images/products/street-lo-white-gum/1.jpg?w=174");
    expect(ok?.status).toBe(200);
    expect(ok?.headers["content-type"]).toBe("image/jpeg");
    expect(ok?.headers["cache-control"]).toContain("immutable");
    expect((await serveImage("/images/products/nope/1.jpg"))?.status).toBe(404);
    expect((await serveImage("/images/content/nope.jpg"))?.status).toBe(404);
    expect(await serveImage("/graphql")).toBeNull();
  });
});
