import { createHash } from "node:crypto";
import { existsSync, realpathSync } from "node:fs";
import { readFile, realpath, stat } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join, sep } from "node:path";
import { SERVICE_CODES } from "@xunlan/validation";
import { jsonError } from "../kernel/http/responses";
import type { HttpRoute } from "../kernel/http/routes";

/** URL prefix of the published content documents (spec §7). */
export const CONTENT_PREFIX = "/json/publish";

// One path segment of a document path: no dot-files, no separators, no encoded tricks.
const SEGMENT_PATTERN = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;

/**
 * The content root: `CONTENT_DIR` when set, else `documents/` of the @xunlan/cms-content
 * package (whose json/publish/ holds the committed demo documents). Null when neither exists.
 */
export function resolveContentDir(configured: string | undefined): string | null {
  if (configured) return configured;
  try {
    const manifest = createRequire(import.meta.url).resolve("@xunlan/cms-content/package.json");
    const dir = join(realpathSync(dirname(manifest)), "documents");
    return existsSync(dir) ? dir : null;
  } catch {
    return null;
  }
}

/** Options of {@link createContentRoute}. */
export interface ContentRouteOptions {
  /** Folder containing json/publish/…; null serves 404 for everything. */
  contentDir: string | null;
  /** Cache-Control of documents (development revalidates every time). */
  cacheControl: string;
}

/**
 * Serves `GET|HEAD /json/publish/{pageType}.json` and `/json/publish/{pageType}/{code}.json`
 * (spec §7) from `{contentDir}/json/publish`, with an ETag (304 on If-None-Match) and
 * Cache-Control. Only `.json` files inside that folder are reachable: encoded separators,
 * dot segments, dot-files and symlinks out of the folder are refused.
 */
export function createContentRoute({ contentDir, cacheControl }: ContentRouteOptions): HttpRoute {
  const publishRoot = contentDir ? join(contentDir, "json", "publish") : null;
  let realRoot: Promise<string | null> | undefined;
  const root = () => (realRoot ??= publishRoot ? realpath(publishRoot).catch(() => null) : Promise.resolve(null));

  return {
    prefix: CONTENT_PREFIX,
    async handle(request, { subpath }) {
      if (request.method !== "GET" && request.method !== "HEAD") {
        return jsonError(SERVICE_CODES.BAD_REQUEST, "参数错误：仅支持 GET 请求", { allow: "GET, HEAD" });
      }
      const rawSegments = subpath.split("/").filter((s, i) => i > 0 || s !== "");
      if (rawSegments.length === 0 || rawSegments.every((s) => s === "")) {
        return jsonError(SERVICE_CODES.BAD_REQUEST, "参数错误：请求路径不能为空");
      }
      let segments: string[];
      try {
        segments = rawSegments.map((s) => decodeURIComponent(s));
      } catch {
        return jsonError(SERVICE_CODES.BAD_REQUEST, "参数错误：请求路径不合法");
      }
      const last = segments.at(-1) ?? "";
      if (segments.length > 2 || !segments.every((s) => SEGMENT_PATTERN.test(s)) || !last.endsWith(".json")) {
        return jsonError(SERVICE_CODES.BAD_REQUEST, "参数错误：请求路径不合法");
      }

      const base = await root();
      const notFound = () => jsonError(SERVICE_CODES.NOT_FOUND, "请求的内容不存在");
      if (!base) return notFound();
      let file: string;
      let info: Awaited<ReturnType<typeof stat>>;
      try {
        file = await realpath(join(base, ...segments));
        info = await stat(file);
      } catch {
        return notFound();
      }
      // Belt and braces: even a symlink must not lead out of the publish folder.
      if (!file.startsWith(base + sep) || !info.isFile()) return notFound();

      const body = await readFile(file);
      const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
      const headers = new Headers({
        "content-type": "application/json; charset=utf-8",
        etag,
        "cache-control": cacheControl,
        "last-modified": info.mtime.toUTCString(),
      });
      if (matchesEtag(request.headers.get("if-none-match"), etag)) {
        return new Response(null, { status: 304, headers });
      }
      headers.set("content-length", String(body.byteLength));
      return new Response(request.method === "HEAD" ? null : body, { status: 200, headers });
    },
  };
}

function matchesEtag(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t === etag || t === `W/${etag}`;
  });
}
