import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { readBodyWithin } from "@xunlan/api-client/server";
import { json } from "../../kernel/http/responses";
import type { HttpRoute } from "../../kernel/http/routes";
import { ownValue } from "../../kernel/lib/allow-list";
import { sameSignature, sign } from "../../kernel/lib/signature";
import { isSafeKey, type StorageDeps, type StorageProvider } from "./storage-provider";

/** Where the sandbox store answers (the storefront proxies /sandbox/*, so it is same-origin). */
export const SANDBOX_STORAGE_PATH = "/sandbox/storage";
/**
 * The most one upload may carry, whatever a link says (the largest UPLOAD_PURPOSES limit): the
 * route refuses a bigger body with 413 before reading it (issue 21 §5).
 */
export const SANDBOX_STORAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Browsers write only under here (the keys ossGetToken issues); returns/… are the gateway's own writes. */
const UPLOAD_PREFIX = "uploads/";

const tooLarge = () => json({ code: "413", message: "文件过大" }, { status: 413, headers: { connection: "close" } });

const CONTENT_TYPES: Record<string, string> = { jpg: "image/jpeg", jpeg: "image/jpeg", png: "image/png", webp: "image/webp" };

/**
 * The sandbox object store: files under `dir`, signed URLs under /sandbox/storage/{key} —
 * `PUT …?ct&max&expires&sig` writes (the signature binds key, content type, size limit and
 * expiry; a bigger body, another type, an expired or altered URL is refused; only keys under
 * `uploads/`, at most {@link SANDBOX_STORAGE_MAX_BYTES}, refused with 413 before the body is
 * read), `GET …?m&expires&sig` reads (the signature binds the key, the member the link was
 * issued to and the expiry). What an S3-compatible store does with presigned URLs, on the
 * gateway's disk. `secret` is STORAGE_SANDBOX_SECRET or the install's derived key (main.ts);
 * without one, a random key of this store alone — never a value from the source.
 */
export function createSandboxStorage(options: { dir: string; secret?: string; clock?: () => Date; maxBytes?: number }): StorageDeps {
  const secret = options.secret ?? randomBytes(32).toString("base64url");
  const storeLimit = options.maxBytes ?? SANDBOX_STORAGE_MAX_BYTES;
  const clock = options.clock ?? (() => new Date());
  const pathOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return join(options.dir, key);
  };
  const write = async (key: string, body: Buffer) => {
    const file = pathOf(key);
    await mkdir(dirname(file), { recursive: true });
    // Written aside then renamed: a reader never sees half a file.
    const temp = `${file}.${process.pid}.${Date.now()}.part`;
    await writeFile(temp, body);
    await rename(temp, file);
  };
  const read = async (key: string) => {
    try {
      return await readFile(pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  };

  const provider: StorageProvider = {
    name: "sandbox",
    createUpload({ key, contentType, maxBytes, expiresAt }) {
      const expires = Math.floor(expiresAt.getTime() / 1000);
      const sig = sign(secret, ["PUT", key, contentType, maxBytes, expires]);
      const query = new URLSearchParams({ ct: contentType, max: String(maxBytes), expires: String(expires), sig });
      return { url: `${SANDBOX_STORAGE_PATH}/${key}?${query}`, method: "PUT", headers: { "content-type": contentType } };
    },
    get: read,
    put: (key, body) => write(key, body),
    signedGetUrl(key, expiresAt, memberUid) {
      const expires = Math.floor(expiresAt.getTime() / 1000);
      const query = new URLSearchParams({ m: memberUid, expires: String(expires), sig: sign(secret, ["GET", key, memberUid, expires]) });
      return `${SANDBOX_STORAGE_PATH}/${key}?${query}`;
    },
  };

  const route: HttpRoute = {
    prefix: SANDBOX_STORAGE_PATH,
    async handle(request, { log }) {
      const url = new URL(request.url);
      const key = decodeURIComponent(url.pathname.slice(SANDBOX_STORAGE_PATH.length + 1));
      if (!isSafeKey(key)) return json({ code: "404", message: "文件不存在" }, { status: 404 });
      const expires = Number(url.searchParams.get("expires"));
      const given = url.searchParams.get("sig") ?? "";
      const expired = !Number.isInteger(expires) || expires * 1000 < clock().getTime();
      if (request.method === "PUT") {
        const contentType = url.searchParams.get("ct") ?? "";
        const max = Number(url.searchParams.get("max"));
        if (
          expired ||
          !key.startsWith(UPLOAD_PREFIX) ||
          !Number.isInteger(max) ||
          !sameSignature(given, sign(secret, ["PUT", key, contentType, max, expires]))
        ) {
          return json({ code: "403", message: "上传链接无效或已过期" }, { status: 403 });
        }
        if ((request.headers.get("content-type") ?? "").split(";")[0]!.trim() !== contentType) {
          return json({ code: "400", message: "文件类型与上传凭证不符" }, { status: 400 });
        }
        // The link's limit, never above the store's own: refused on the declared size before any
        // byte is read, and while reading when the body is longer than it said (or chunked).
        const limit = Math.min(max, storeLimit);
        const declared = Number(request.headers.get("content-length") ?? "0");
        if (!(declared <= limit)) return tooLarge();
        // api-client/server's bounded reader (the /graphql door's): reading stops past `limit`.
        const read = await readBodyWithin(request, limit);
        if (!read) return tooLarge();
        const body = Buffer.from(read.buffer, read.byteOffset, read.byteLength);
        if (body.length === 0) return json({ code: "400", message: "文件为空" }, { status: 400 });
        await write(key, body);
        log.debug({ key, bytes: body.length }, "sandbox storage upload");
        return new Response(null, { status: 200, headers: { etag: `"${sign(secret, ["ETAG", key, body.length])}"` } });
      }
      if (request.method === "GET" || request.method === "HEAD") {
        const memberUid = url.searchParams.get("m") ?? "";
        if (expired || !memberUid || !sameSignature(given, sign(secret, ["GET", key, memberUid, expires]))) {
          return json({ code: "403", message: "链接无效或已过期" }, { status: 403 });
        }
        const body = await read(key);
        if (!body) return json({ code: "404", message: "文件不存在" }, { status: 404 });
        const type = ownValue(CONTENT_TYPES, key.split(".").pop()?.toLowerCase() ?? "") ?? "application/octet-stream";
        return new Response(request.method === "HEAD" ? null : new Uint8Array(body), {
          status: 200,
          headers: { "content-type": type, "cache-control": "private, max-age=600", "x-content-type-options": "nosniff" },
        });
      }
      return json({ code: "405", message: "不支持的请求方式" }, { status: 405, headers: { allow: "GET, HEAD, PUT" } });
    },
  };
  return { provider, routes: [route] };
}
