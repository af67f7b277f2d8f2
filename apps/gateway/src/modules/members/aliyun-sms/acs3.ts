import { createHash, createHmac, timingSafeEqual } from "node:crypto";

/**
 * Alibaba Cloud's V3 request signature (ACS3-HMAC-SHA256), as its documentation defines it —
 * "V3版本请求体&签名机制", https://help.aliyun.com/zh/sdk/product-overview/v3-request-structure-and-signature
 * (and the worked example of https://help.aliyun.com/zh/model-studio/user-guide/roa-style-request-body-signature-mechanism):
 *
 *   CanonicalRequest = METHOD \n CanonicalURI \n CanonicalQueryString \n CanonicalHeaders \n
 *                      SignedHeaders \n HashedRequestPayload
 *   StringToSign     = "ACS3-HMAC-SHA256" \n hex(sha256(CanonicalRequest))
 *   Signature        = hex(hmac-sha256(AccessKeySecret, StringToSign))
 *
 * Written from the document, not from the SDK, so that the fake SMS service (which verifies with
 * it) and the official SDK (which signs the adapter's requests) are two independent readings; the
 * document's published example is a test vector both must meet.
 */
export const ACS3 = "ACS3-HMAC-SHA256";

/** RFC 3986 percent-encoding, as the document asks (space %20, `*` %2A, `~` kept). */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The query parameters sorted by name, each name=value percent-encoded, joined with &. */
export function canonicalQuery(params: ReadonlyArray<readonly [string, string]>): string {
  return [...params]
    .map(([k, v]) => [percentEncode(k), percentEncode(v)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
}

/** The signed headers (lower-case names, sorted) and their canonical form. */
export function canonicalHeaders(headers: Readonly<Record<string, string>>, signed: readonly string[]) {
  const names = [...signed].map((n) => n.toLowerCase()).sort();
  return { names: names.join(";"), text: names.map((n) => `${n}:${(headers[n] ?? "").trim()}\n`).join("") };
}

export const sha256Hex = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");

/** The signature of a request under `secret`. */
export function acs3Signature(
  secret: string,
  request: {
    method: string;
    path: string;
    query: ReadonlyArray<readonly [string, string]>;
    headers: Readonly<Record<string, string>>;
    signedHeaders: readonly string[];
    payloadHash: string;
  },
): string {
  const { names, text } = canonicalHeaders(request.headers, request.signedHeaders);
  const canonical = [
    request.method.toUpperCase(),
    request.path || "/",
    canonicalQuery(request.query),
    text,
    names,
    request.payloadHash,
  ].join("\n");
  return createHmac("sha256", secret)
    .update(`${ACS3}\n${sha256Hex(canonical)}`)
    .digest("hex");
}

/** The parts of an `Authorization: ACS3-HMAC-SHA256 Credential=…,SignedHeaders=…,Signature=…` header, or null. */
export function parseAuthorization(header: string): { accessKeyId: string; signedHeaders: string[]; signature: string } | null {
  const match = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(header.trim());
  if (!match) return null;
  return { accessKeyId: match[1]!, signedHeaders: match[2]!.split(";"), signature: match[3]! };
}

/** Constant-time equality of two hex signatures. */
export function sameSignature(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
