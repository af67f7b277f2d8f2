/**
 * Framework-agnostic image serving for the gateway: parses `/images/products/{slug}/{n}.{jpg|webp}`
 * and `/images/content/{key}.{jpg|webp}` (width from `?w=`), renders, and memoises results in
 * a small LRU. Rendering is deterministic, so responses are cacheable forever.
 */
import {
  DEFAULT_IMAGE_WIDTH,
  type ImageFormat,
  renderContentImage,
  renderProductImage,
  resolveRenderSpec,
} from "./render/render";

/** A parsed image request. */
export type ImageRequest =
  | { kind: "product"; productSlug: string; index: number; format: ImageFormat; width: number }
  | { kind: "content"; key: string; format: ImageFormat; width: number };

/** Widths the gateway renders; a requested width snaps up to the next one (bounded cache). */
export const IMAGE_WIDTHS = [174, 316, 500, 750, 1080, 1536, 1920] as const;

function snapWidth(raw: string | null): number {
  const n = Number(raw);
  if (!raw || !Number.isFinite(n) || n <= 0) return DEFAULT_IMAGE_WIDTH;
  return IMAGE_WIDTHS.find((w) => w >= n) ?? DEFAULT_IMAGE_WIDTH;
}

const fmt = (ext: string): ImageFormat => (ext === "webp" ? "webp" : "jpeg");

/**
 * Parses a request URL (path + optional query) into an image request, or null if it is not
 * one of ours. `?w=` picks the width (snapped to IMAGE_WIDTHS); `.webp` or `?fm=webp` (as validation's resizeImageUrl writes it) picks WebP.
 */
export function parseImageUrl(url: string): ImageRequest | null {
  const u = new URL(url, "http://x");
  const wantWebp = u.searchParams.get("fm") === "webp";
  const width = snapWidth(u.searchParams.get("w"));
  let m = /^\/images\/products\/([a-z0-9-]+)\/(\d{1,2})\.(jpg|jpeg|webp)$/.exec(u.pathname);
  if (m) {
    return { kind: "product", productSlug: m[1]!, index: Number(m[2]), format: wantWebp ? "webp" : fmt(m[3]!), width };
  }
  m = /^\/images\/content\/([a-z0-9-]+)\.(jpg|jpeg|webp)$/.exec(u.pathname);
  if (m) return { kind: "content", key: m[1]!, format: wantWebp ? "webp" : fmt(m[2]!), width };
  return null;
}

/** What {@link serveImage} answers. */
export interface ImageResponse {
  status: 200 | 404;
  headers: Record<string, string>;
  body: Buffer | null;
}

const cache = new Map<string, Promise<Buffer>>();
const CACHE_MAX = 400;

/**
 * Renders (or returns the cached) image for a URL. Null when the URL is not an image route;
 * 404 when the slug, index or key is unknown. Cache-Control is immutable: output never changes.
 */
export async function serveImage(url: string): Promise<ImageResponse | null> {
  const req = parseImageUrl(url);
  if (!req) return null;
  if (req.kind === "product" && !resolveRenderSpec(req.productSlug))
    return { status: 404, headers: {}, body: null };
  const key = JSON.stringify(req);
  let p = cache.get(key);
  if (!p) {
    p =
      req.kind === "product"
        ? renderProductImage({ productSlug: req.productSlug, index: req.index, width: req.width, format: req.format })
        : renderContentImage(req.key, req.width, req.format);
    cache.set(key, p);
    if (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value!);
  } else {
    cache.delete(key); // refresh LRU position
    cache.set(key, p);
  }
  try {
    const body = await p;
    return {
      status: 200,
      headers: {
        "content-type": req.format === "webp" ? "image/webp" : "image/jpeg",
        "cache-control": "public, max-age=31536000, immutable",
        "content-length": String(body.length),
      },
      body,
    };
  } catch (error) {
    cache.delete(key);
    if (error instanceof RangeError) return { status: 404, headers: {}, body: null };
    throw error;
  }
}
