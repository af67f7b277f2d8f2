import { createHash, createHmac } from "node:crypto";
import type { StorageDeps, StorageProvider } from "./storage-provider";

/** An S3-compatible bucket (AWS S3, Aliyun OSS's S3 API, Tencent COS, MinIO). */
export interface S3Options {
  /** e.g. https://s3.cn-north-1.amazonaws.com.cn or https://minio.internal:9000 */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (MinIO, most self-hosted stores) instead of the host name. Default true. */
  pathStyle?: boolean;
  clock?: () => Date;
}

const rfc3986 = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const hmac = (key: Buffer | string, value: string) => createHmac("sha256", key).update(value).digest();

/**
 * An AWS Signature V4 presigned URL (query-string authentication, UNSIGNED-PAYLOAD, only the
 * host header signed): what a browser or the gateway uses to PUT or GET one object for
 * `expiresSeconds` (1 s – 7 days).
 */
export function presignS3Url(
  options: Omit<S3Options, "clock">,
  request: { method: "GET" | "PUT"; key: string; now: Date; expiresSeconds: number },
): string {
  const endpoint = new URL(options.endpoint);
  const pathStyle = options.pathStyle ?? true;
  const host = pathStyle ? endpoint.host : `${options.bucket}.${endpoint.host}`;
  const path = `${pathStyle ? `/${rfc3986(options.bucket)}` : ""}/${request.key.split("/").map(rfc3986).join("/")}`;
  const amzDate = request.now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${options.region}/s3/aws4_request`;
  const params: Array<[string, string]> = [
    ["X-Amz-Algorithm", "AWS4-HMAC-SHA256"],
    ["X-Amz-Credential", `${options.accessKeyId}/${scope}`],
    ["X-Amz-Date", amzDate],
    ["X-Amz-Expires", String(Math.min(604_800, Math.max(1, Math.floor(request.expiresSeconds))))],
    ["X-Amz-SignedHeaders", "host"],
  ];
  const query = params
    .map(([k, v]) => [rfc3986(k), rfc3986(v)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
  const canonical = [request.method, path, query, `host:${host}`, "", "host", "UNSIGNED-PAYLOAD"].join("\n");
  const toSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonical)].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${options.secretAccessKey}`, day), options.region), "s3"), "aws4_request");
  const signature = createHmac("sha256", key).update(toSign).digest("hex");
  return `${endpoint.protocol}//${host}${path}?${query}&X-Amz-Signature=${signature}`;
}

/**
 * The S3-compatible store of a deployment: presigned PUT URLs for the browser's uploads,
 * presigned GET URLs to show photos, and the gateway's own reads and writes through presigned
 * requests (no SDK).
 */
export function createS3Storage(options: S3Options): StorageDeps {
  const clock = options.clock ?? (() => new Date());
  const url = (method: "GET" | "PUT", key: string, expiresSeconds: number, now = clock()) =>
    presignS3Url(options, { method, key, now, expiresSeconds });
  const provider: StorageProvider = {
    name: "s3",
    createUpload({ key, contentType, expiresAt }) {
      const now = clock();
      return {
        url: url("PUT", key, (expiresAt.getTime() - now.getTime()) / 1000, now),
        method: "PUT",
        headers: { "content-type": contentType },
      };
    },
    async get(key) {
      const response = await fetch(url("GET", key, 60));
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`S3 GET ${key}: ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
    async put(key, body, contentType) {
      const response = await fetch(url("PUT", key, 60), {
        method: "PUT",
        body: new Uint8Array(body),
        headers: { "content-type": contentType },
      });
      if (!response.ok) throw new Error(`S3 PUT ${key}: ${response.status}`);
    },
    signedGetUrl(key, expiresAt) {
      const now = clock();
      return url("GET", key, (expiresAt.getTime() - now.getTime()) / 1000, now);
    },
  };
  // Browsers reach the bucket directly: no gateway routes.
  return { provider, routes: [] };
}
