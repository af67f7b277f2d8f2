import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { RENDER_VERSION } from "@xunlan/catalog-data";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../test/support/database";
import { createCapturingLogger } from "../../../test/support/logs";
import type { DatabaseHandle } from "../../kernel/db";
import { createGateway } from "../../server";
import { createImageRoute } from "./image-http";

describe("GET /images (spec §5, §9)", () => {
  let database: DatabaseHandle;
  let gateway: ReturnType<typeof createGateway>;
  const cacheDir = mkdtempSync(join(tmpdir(), "xl-images-"));
  const get = (path: string, headers: Record<string, string> = {}) => gateway.fetch(new Request(`http://gateway.test${path}`, { headers }));

  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
    gateway = createGateway({
      db: database.db,
      logger: createCapturingLogger().logger,
      contentDir: null,
      nodeEnv: "test",
      routes: [createImageRoute({ cacheDir })],
    });
  });
  afterAll(async () => {
    await database?.close();
    rmSync(cacheDir, { recursive: true, force: true });
  });

  it("serves a JPEG with immutable caching and an ETag, snapping the width up", async () => {
    const res = await get("/images/products/velox-run-2-black/1.jpg?w=300");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("etag")).toMatch(/^"[\w-]+"$/);
    expect(res.headers.get("vary")).toBe("Accept");
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 316 });
    // Written to the disk cache.
    expect(readdirSync(join(cacheDir, RENDER_VERSION, "products", "velox-run-2-black"))).toContain("1-316.jpg");
  });

  it("answers WebP for fm=webp (no Vary) and for Accept: image/webp (with Vary: Accept)", async () => {
    const byParam = await get("/images/products/velox-run-2-black/1.jpg?w=174&fm=webp");
    expect(byParam.headers.get("content-type")).toBe("image/webp");
    expect(byParam.headers.get("vary")).toBeNull();
    expect((await sharp(Buffer.from(await byParam.arrayBuffer())).metadata()).format).toBe("webp");

    const byAccept = await get("/images/products/velox-run-2-black/1.jpg?w=174", { accept: "image/avif,image/webp,*/*" });
    expect(byAccept.headers.get("content-type")).toBe("image/webp");
    expect(byAccept.headers.get("vary")).toBe("Accept");
    expect(byAccept.headers.get("etag")).toBe(byParam.headers.get("etag"));
    // fm=jpg overrides Accept.
    expect((await get("/images/products/velox-run-2-black/1.jpg?w=174&fm=jpg", { accept: "image/webp" })).headers.get("content-type")).toBe(
      "image/jpeg",
    );
  });

  it("defaults to 1920 px and serves content images", async () => {
    const res = await get("/images/content/hero-running.jpg");
    expect(res.status).toBe(200);
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(1920);
  });

  it("answers 304 to a matching If-None-Match, and HEAD without a body", async () => {
    const first = await get("/images/products/velox-run-2-black/2.jpg?w=174");
    const etag = first.headers.get("etag")!;
    const again = await get("/images/products/velox-run-2-black/2.jpg?w=174", { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe("");
    expect((await get("/images/products/velox-run-2-black/2.jpg?w=174", { "if-none-match": '"other"' })).status).toBe(200);
    const head = await gateway.fetch(new Request("http://gateway.test/images/products/velox-run-2-black/2.jpg?w=174", { method: "HEAD" }));
    expect(head.status).toBe(200);
  });

  it("answers a JSON 404 for unknown slugs, indexes, keys and paths", async () => {
    for (const path of [
      "/images/products/no-such-shoe/1.jpg",
      "/images/products/velox-run-2-black/42.jpg",
      "/images/content/nope.jpg",
      "/images/other/x.jpg",
      "/images/products/velox-run-2-black/1.mp4",
    ]) {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: "404", message: "图片不存在" });
    }
    expect(existsSync(join(cacheDir, RENDER_VERSION, "products", "no-such-shoe"))).toBe(false);
  });
});
