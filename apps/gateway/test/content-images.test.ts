import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { serveImage } from "@xunlan/catalog-data";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { resolveContentDir } from "../src/http/content";

// Every picture the committed content documents name (heroes, tiles, banners, the store QR code,
// size-guide diagrams) must be served by the gateway's image route, or the storefront shows a
// broken image. The gateway renders no videos, so a document may name none (a hero video that
// answers 404 is a console error and a broken asset in the shopper's browser).

function documentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? documentFiles(join(dir, e.name)) : e.name.endsWith(".json") ? [join(dir, e.name)] : [],
  );
}

function referencedImages(): string[] {
  const dir = resolveContentDir(undefined);
  if (!dir) throw new Error("content documents folder not found");
  const found = new Set<string>();
  for (const file of documentFiles(dir)) {
    for (const m of readFileSync(file, "utf8").matchAll(/\/images\/content\/[a-z0-9-]+\.(?:jpg|jpeg|png|webp)/g)) found.add(m[0]);
  }
  return [...found].sort();
}

/** Every `/images/…` or `/videos/…` path the documents name, whatever its extension. */
function referencedAssets(): string[] {
  const dir = resolveContentDir(undefined);
  if (!dir) throw new Error("content documents folder not found");
  const found = new Set<string>();
  for (const file of documentFiles(dir)) {
    for (const m of readFileSync(file, "utf8").matchAll(/"(\/(?:images|videos)\/[^"?#]+)/g)) found.add(m[1]!);
  }
  return [...found].sort();
}

describe("content images", () => {
  const images = referencedImages();

  it("names only assets the gateway serves: pictures, each checked below (no videos)", () => {
    expect(referencedAssets()).toEqual(images);
  });

  it("finds the images the documents reference", () => {
    expect(images.length).toBeGreaterThan(20);
    expect(images).toContain("/images/content/store-qrcode.png");
  });

  it.each(images)("serves %s", async (path) => {
    const res = await serveImage(`${path}?w=174`);
    expect(res?.status).toBe(200);
    expect(res?.headers["content-type"]).toMatch(/^image\/(jpeg|webp)$/);
    const meta = await sharp(res!.body as Buffer).metadata();
    expect(meta.width).toBe(174);
  });

  it("draws the store QR code as a real QR code: square, black on white", async () => {
    const res = await serveImage("/images/content/store-qrcode.png?w=316");
    const { data, info } = await sharp(res!.body as Buffer)
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(info.height);
    const dark = data.filter((v) => v < 80).length / data.length;
    const light = data.filter((v) => v > 200).length / data.length;
    // A QR code is roughly half dark modules; almost nothing is mid-grey.
    expect(dark).toBeGreaterThan(0.25);
    expect(light).toBeGreaterThan(0.3);
    expect(dark + light).toBeGreaterThan(0.95);
  });
});
