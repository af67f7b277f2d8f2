import type { HttpRoute } from "../../kernel/http/routes";

/** A short-lived signed upload: the browser sends the file's bytes itself (spec §7 oss/getToken). */
export interface SignedUpload {
  url: string;
  method: "PUT";
  /** Headers the upload must carry. */
  headers: Record<string, string>;
}

/**
 * Object storage behind uploads (return photos). The sandbox keeps files on disk and serves its
 * own signed URLs; a deployment uses an S3-compatible store (presigned URLs, SigV4).
 */
export interface StorageProvider {
  readonly name: string;
  /** A signed PUT of at most `maxBytes` bytes of `contentType` to `key`, valid until `expiresAt`. */
  createUpload(request: { key: string; contentType: string; maxBytes: number; expiresAt: Date }): SignedUpload;
  /** The object's bytes, or null when absent. */
  get(key: string): Promise<Buffer | null>;
  /** Writes an object (the gateway's own writes: processed photos). */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /**
   * A signed, short-lived read URL of `key` for the member `memberUid` (the sandbox binds the
   * member into the signature; the caller hands it only to that member, for their own files).
   */
  signedGetUrl(key: string, expiresAt: Date, memberUid: string): string;
}

/** What createGateway takes: the provider and, for the sandbox, its HTTP routes. */
export interface StorageDeps {
  provider: StorageProvider;
  routes: HttpRoute[];
}

/** Object keys the gateway writes and signs: letters, digits and / . _ - only, no "..". */
export function isSafeKey(key: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9/_.-]{0,200}$/.test(key) && !key.includes("..") && !key.includes("//");
}
