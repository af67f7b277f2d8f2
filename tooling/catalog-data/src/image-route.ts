/**
 * Framework-agnostic image serving for the gateway: parses `/images/products/{slug}/{n}.{jpg|webp}`
 * and `/images/content/{key}.{jpg|webp}` (width from `?w=`), renders, and memoises results in
 * a small LRU. Rendering is deterministic, so responses are cacheable forever.
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import { DEFAULT_IMAGE_WIDTH, type ImageFormat, renderContentImage, renderProductImage, resolveRenderSpec } from "./render/render";

/** A parsed image request. */
export type ImageRequest = (
  | { kind: "product"; productSlug: string; index: number; format: ImageFormat; width: number }
  | { kind: "content"; key: string; format: ImageFormat; width: number }
) & {
  /** True when the format could depend on the Accept header (no fm, not a .webp path). */
  negotiated: boolean;
};

/** Widths the gateway renders; a requested width snaps up to the next one (bounded cache). */
export const IMAGE_WIDTHS = [174, 316, 500, 750, 1080, 1536, 1920] as const;

function snapWidth(raw: string | null): number {
  const n = Number(raw);
  if (!raw || !Number.isFinite(n) || n <= 0) return DEFAULT_IMAGE_WIDTH;
  return IMAGE_WIDTHS.find((w) => w >= n) ?? DEFAULT_IMAGE_WIDTH;
}

/**
 * Parses a request URL (path + optional query) into an image request, or null if it is not
 * one of ours. `?w=` picks the width (snapped to IMAGE_WIDTHS); `.webp` or `?fm=webp` (as
 * validation's resizeImageUrl writes it) picks WebP; `?fm=jpg|jpeg` forces JPEG. Otherwise a
 * `.jpg` URL is WebP when `accept` lists image/webp (the response must then say Vary: Accept).
 */
export function parseImageUrl(url: string, accept?: string | null): ImageRequest | null {
  const u = new URL(url, "http://x");
  const fm = u.searchParams.get("fm");
  const width = snapWidth(u.searchParams.get("w"));
  const acceptsWebp = /(^|[\s,])image\/webp\b/i.test(accept ?? "");
  const formatOf = (ext: string): ImageFormat =>
    fm === "webp" ? "webp" : fm === "jpg" || fm === "jpeg" ? "jpeg" : ext === "webp" ? "webp" : acceptsWebp ? "webp" : "jpeg";
  // The format followed the Accept header only for a non-webp path without fm.
  const negotiated = (ext: string) => (fm === null || fm === "") && ext !== "webp";
  let m = /^\/images\/products\/([a-z0-9-]+)\/(\d{1,2})\.(jpg|jpeg|webp)$/.exec(u.pathname);
  if (m) {
    return { kind: "product", productSlug: m[1]!, index: Number(m[2]), format: formatOf(m[3]!), width, negotiated: negotiated(m[3]!) };
  }
  // Content documents also name .png files (diagrams, the store QR code); they are served as
  // JPEG/WebP like the rest, with the matching content-type.
  m = /^\/images\/content\/([a-z0-9-]+)\.(jpg|jpeg|webp|png)$/.exec(u.pathname);
  if (m) return { kind: "content", key: m[1]!, format: formatOf(m[2]!), width, negotiated: negotiated(m[2]!) };
  return null;
}

/** What {@link serveImage} answers. */
export interface ImageResponse {
  status: 200 | 404;
  headers: Record<string, string>;
  body: Buffer | null;
}

/** Options of {@link serveImage}. */
export interface ServeImageOptions {
  /** The request's Accept header: image/webp there turns a `.jpg` URL without fm into WebP. */
  accept?: string | null;
  /**
   * Folder for rendered files (the gateway uses `.data/images`): a render takes 40–250 ms of
   * CPU at the card and gallery widths (more for a 1920-px content picture), a disk read a
   * millisecond, and the files survive restarts.
   */
  cacheDir?: string | null;
}

/**
 * Bump when the renderer's output changes: cached files of older versions are ignored (v2: the
 * texture tiles and grouped fold blurs of issue 27, pixels within a few levels of v1).
 */
export const RENDER_VERSION = "v2";

const cache = new Map<string, Promise<{ body: Buffer; etag: string }>>();
const CACHE_MAX = 120;

/**
 * Renders at a time (sharp and the SVG rasteriser use a core each): the first request of a size
 * renders it once (others await the same promise above), and a burst of new sizes queues here
 * instead of taking every core from the other requests (/health stays fast). The queue serves
 * the smallest picture first: a bag line's thumbnail or a card (a tenth of a 1536-px gallery
 * shot's cost) never waits behind a phone's row of big gallery renders.
 */
export const MAX_CONCURRENT_RENDERS = Math.max(1, availableParallelism() - 1);
let rendersRunning = 0;
const renderQueue: Array<{ width: number; order: number; start: () => void }> = [];
let queued = 0;

async function withRenderSlot<T>(width: number, work: () => Promise<T>): Promise<T> {
  if (rendersRunning >= MAX_CONCURRENT_RENDERS) {
    await new Promise<void>((start) => {
      renderQueue.push({ width, order: queued++, start });
    });
  } else {
    rendersRunning += 1;
  }
  try {
    return await work();
  } finally {
    const next = nextInQueue();
    // The slot passes straight to the next render (or frees up when none waits).
    if (next) next.start();
    else rendersRunning -= 1;
  }
}

/** Removes and returns the waiting render of the smallest width (first come among equals). */
function nextInQueue(): (typeof renderQueue)[number] | undefined {
  if (renderQueue.length === 0) return undefined;
  let best = 0;
  for (let i = 1; i < renderQueue.length; i += 1) {
    const a = renderQueue[i]!;
    const b = renderQueue[best]!;
    if (a.width < b.width || (a.width === b.width && a.order < b.order)) best = i;
  }
  return renderQueue.splice(best, 1)[0];
}

/** Renders waiting for a slot now (for tests). */
export function queuedRenders(): number {
  return renderQueue.length;
}

function cachePath(dir: string, req: ImageRequest): string {
  const ext = req.format === "webp" ? "webp" : "jpg";
  return req.kind === "product"
    ? join(dir, RENDER_VERSION, "products", req.productSlug, `${req.index}-${req.width}.${ext}`)
    : join(dir, RENDER_VERSION, "content", `${req.key}-${req.width}.${ext}`);
}

async function renderOrRead(req: ImageRequest, cacheDir: string | null | undefined): Promise<Buffer> {
  const file = cacheDir ? cachePath(cacheDir, req) : null;
  if (file) {
    try {
      return await readFile(file);
    } catch {
      // not cached yet
    }
  }
  const body = await withRenderSlot(req.width, () =>
    req.kind === "product"
      ? renderProductImage({ productSlug: req.productSlug, index: req.index, width: req.width, format: req.format })
      : renderContentImage(req.key, req.width, req.format),
  );
  if (file) {
    // Write-then-rename: a concurrent reader never sees half a file.
    const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    try {
      await mkdir(dirname(file), { recursive: true });
      await writeFile(tmp, body);
      await rename(tmp, file);
    } catch {
      await rm(tmp, { force: true }).catch(() => undefined);
    }
  }
  return body;
}

/**
 * Renders (or returns the cached) image for a URL. Null when the URL is not an image route;
 * 404 when the slug, index or key is unknown. Headers: content type, immutable one-year
 * Cache-Control (output never changes), a strong ETag of the bytes, and Vary: Accept when
 * the format followed the Accept header.
 */
export async function serveImage(url: string, options: ServeImageOptions = {}): Promise<ImageResponse | null> {
  const req = parseImageUrl(url, options.accept);
  if (!req) return null;
  const vary: Record<string, string> = req.negotiated ? { vary: "Accept" } : {};
  if (req.kind === "product" && !resolveRenderSpec(req.productSlug)) return { status: 404, headers: vary, body: null };
  const { negotiated: _negotiated, ...identity } = req;
  const key = JSON.stringify(identity);
  let p = cache.get(key);
  if (!p) {
    // The ETag is computed once per cached render, not per request.
    p = renderOrRead(req, options.cacheDir).then((body) => ({ body, etag: `"${createHash("sha1").update(body).digest("base64url")}"` }));
    cache.set(key, p);
    if (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value!);
  } else {
    cache.delete(key); // refresh LRU position
    cache.set(key, p);
  }
  try {
    const { body, etag } = await p;
    return {
      status: 200,
      headers: {
        "content-type": req.format === "webp" ? "image/webp" : "image/jpeg",
        "cache-control": "public, max-age=31536000, immutable",
        "content-length": String(body.length),
        etag,
        ...vary,
      },
      body,
    };
  } catch (error) {
    cache.delete(key);
    if (error instanceof RangeError) return { status: 404, headers: vary, body: null };
    throw error;
  }
}
