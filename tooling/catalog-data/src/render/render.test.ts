import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { generateCatalogue } from "../catalogue";
import { CONTENT_IMAGES } from "./content";
import { contentImageSvg, renderContentImage, renderProductImage, resolveRenderSpec } from "./render";

describe("renderProductImage", () => {
  it("returns a JPEG of the requested width", async () => {
    const buf = await renderProductImage({ productSlug: "velox-run-3-black-volt", index: 1, width: 640, format: "jpeg" });
    const meta = await sharp(buf).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.width).toBe(640);
    expect(meta.height).toBe(640);
  });
  it("returns a WebP, 4:5 when asked", async () => {
    const buf = await renderProductImage({ productSlug: "club-hoodie-crimson", index: 2, width: 400, format: "webp", aspect: "4:5" });
    const meta = await sharp(buf).metadata();
    expect(meta.format).toBe("webp");
    expect([meta.width, meta.height]).toEqual([400, 500]);
  });
  it("is deterministic and colour-dependent", async () => {
    const a1 = await renderProductImage({ productSlug: "velox-run-3-black-volt", index: 1, width: 200 });
    const a2 = await renderProductImage({ productSlug: "velox-run-3-black-volt", index: 1, width: 200 });
    const b = await renderProductImage({ productSlug: "velox-run-3-white-blue", index: 1, width: 200 });
    expect(a1.equals(a2)).toBe(true);
    const [ra, rb] = await Promise.all([a1, b].map((x) => sharp(x).raw().toBuffer()));
    let diff = 0;
    for (let i = 0; i < ra!.length; i++) diff += Math.abs(ra![i]! - rb![i]!);
    expect(diff / ra!.length).toBeGreaterThan(2); // clearly different pixels, not just bytes
  });
  it("can draw every demo colour's gallery (spec resolves from the slug)", () => {
    const { styles } = generateCatalogue({ stock: false });
    for (const c of styles.flatMap((s) => s.productColors)) expect(resolveRenderSpec(c.productSlug)?.silhouette).toBe(c.silhouette);
  });
  it("rejects unknown slugs and indexes", async () => {
    await expect(renderProductImage({ productSlug: "no-such-thing", index: 1 })).rejects.toBeInstanceOf(RangeError);
    await expect(renderProductImage({ productSlug: "velox-run-3-black-volt", index: 40 })).rejects.toBeInstanceOf(RangeError);
  });
});

describe("renderContentImage", () => {
  it("renders 16:9 heroes and 3:4 tiles", async () => {
    const hero = await sharp(await renderContentImage("hero-running", 800)).metadata();
    expect([hero.width, hero.height]).toEqual([800, 450]);
    const tile = await sharp(await renderContentImage("category-men", 600, "webp")).metadata();
    expect([tile.format, tile.width, tile.height]).toEqual(["webp", 600, 800]);
    expect(Object.keys(CONTENT_IMAGES)).toContain("category-kids");
  });

  it("gives each home and landing slot its own picture, and the phone heroes a portrait crop (issue 13)", async () => {
    // The launch hero, the landing hero, the midsole editorial, the road campaign and the kids'
    // editorial were all one picture (hero-running) or a reused tile.
    const slots = [
      "hero-running",
      "windrunner-3",
      "editorial-lanfoam",
      "campaign-road",
      "editorial-kids",
      "category-kids",
      "category-running",
    ];
    const svgs = slots.map((key) => contentImageSvg(key, 400));
    expect(new Set(svgs).size).toBe(slots.length);
    for (const key of ["hero-running-mobile", "windrunner-3-mobile"]) {
      const meta = await sharp(await renderContentImage(key, 390)).metadata();
      // About the 390 × 690 CSS px the hero fills on a phone, so object-fit: cover keeps the shoes in frame.
      expect(meta.width).toBe(390);
      expect((meta.height ?? 0) / 390).toBeCloseTo(1334 / 750, 2);
    }
  });
});
