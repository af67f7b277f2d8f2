import { serveImage } from "@xunlan/catalog-data";
import { SERVICE_CODES } from "@xunlan/validation";
import { jsonError } from "../../kernel/http/responses";
import type { HttpRoute } from "../../kernel/http/routes";

/** Options of {@link createImageRoute}. */
export interface ImageRouteOptions {
  /** Disk cache of rendered files (main.ts: apps/gateway/.data/images); null → memory only. */
  cacheDir: string | null;
}

/**
 * GET/HEAD /images/products/{productSlug}/{n}.jpg and /images/content/{key}.jpg (spec §5):
 * rendered product and content photographs. `?w=` snaps up to the next rendered width
 * (default 1920, spec §9); `?fm=webp`, a `.webp` path or `Accept: image/webp` give WebP
 * (the last with Vary: Accept). Cacheable for a year (immutable), with an ETag answered by
 * 304. Unknown slugs, indexes and keys are a JSON 404. There are no /videos: video assets are
 * left out of the API instead.
 */
export function createImageRoute(options: ImageRouteOptions): HttpRoute {
  return {
    prefix: "/images",
    handle: async (request) => {
      if (request.method !== "GET" && request.method !== "HEAD")
        return jsonError(SERVICE_CODES.BAD_REQUEST, "不支持的请求方法", { allow: "GET, HEAD" });
      const url = new URL(request.url);
      const result = await serveImage(url.pathname + url.search, {
        accept: request.headers.get("accept"),
        cacheDir: options.cacheDir,
      });
      if (!result || result.status === 404 || !result.body) return jsonError(SERVICE_CODES.NOT_FOUND, "图片不存在", result?.headers);
      const etag = result.headers.etag;
      const inm = request.headers.get("if-none-match");
      if (etag && inm && inm.split(",").some((t) => t.trim().replace(/^W\//, "") === etag)) {
        const { "content-length": _length, ...headers } = result.headers;
        return new Response(null, { status: 304, headers });
      }
      return new Response(request.method === "HEAD" ? null : new Uint8Array(result.body), { status: 200, headers: result.headers });
    },
  };
}
