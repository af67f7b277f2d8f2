import { describe, expect, it } from "vitest";
import { parseImageUrl, RENDER_VERSION, serveImage } from "./image-route";

describe("parseImageUrl", () => {
  it("reads product and content paths, snapping widths", () => {
    expect(parseImageUrl("/images/products/velox-run-3-black-volt/2.webp?w=300")).toEqual({
      kind: "product",
      productSlug: "velox-run-3-black-volt",
      index: 2,
      format: "webp",
      width: 316,
      negotiated: false,
    });
    expect(parseImageUrl("/images/content/hero-running.jpg")).toEqual({
      kind: "content",
      key: "hero-running",
      format: "jpeg",
      width: 1920,
      negotiated: true,
    });
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

describe("image renders (issue 11)", () => {
  it("renders a new size once for concurrent requests, into the disk cache", async () => {
    const { mkdtempSync, readdirSync, rmSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const { join } = await import("node:path");
    const dir = mkdtempSync(join(tmpdir(), "images-"));
    try {
      const url = "/images/products/street-lo-white-gum/2.jpg?w=316&fm=webp";
      const answers = await Promise.all([1, 2, 3, 4].map(() => serveImage(url, { cacheDir: dir })));
      expect(new Set(answers.map((a) => a?.headers.etag)).size).toBe(1);
      expect(readdirSync(join(dir, RENDER_VERSION, "products", "street-lo-white-gum"))).toEqual(["2-316.webp"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("render queue", () => {
  it("serves the smallest waiting picture first: a thumbnail overtakes the big gallery renders queued before it", async () => {
    const { MAX_CONCURRENT_RENDERS, queuedRenders } = await import("./image-route");
    const done: string[] = [];
    const ask = async (url: string, name: string) => {
      const answer = await serveImage(url);
      done.push(`${name}:${answer?.status}`);
    };
    // Every slot busy with a big render, then three more big ones wait, then a thumbnail.
    const bigs = Array.from({ length: MAX_CONCURRENT_RENDERS + 3 }, (_, i) =>
      ask(`/images/products/velox-run-2-black/${(i % 4) + 1}.jpg?w=1920&fm=${i < 4 ? "webp" : "jpg"}`, `big${i}`),
    );
    await Promise.resolve();
    expect(queuedRenders()).toBe(3);
    const small = ask("/images/products/velox-run-2-black/1.jpg?w=174&fm=webp", "small");
    await Promise.all([...bigs, small]);
    // The thumbnail ran as soon as the first slot freed: only the renders already running ended before it.
    expect(done.every((entry) => entry.endsWith(":200"))).toBe(true);
    expect(done.indexOf("small:200")).toBeLessThanOrEqual(MAX_CONCURRENT_RENDERS);
    expect(queuedRenders()).toBe(0);
  });
});
