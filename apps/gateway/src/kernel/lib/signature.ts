import { createHmac, timingSafeEqual } from "node:crypto";

/** HMAC-SHA256 of `parts` (joined by newlines), base64url: the signature of a sandbox link. */
export function sign(secret: string, parts: ReadonlyArray<string | number>): string {
  return createHmac("sha256", secret).update(parts.join("\n")).digest("base64url");
}

/** Compares two signatures in constant time (false when the lengths differ). */
export function sameSignature(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
