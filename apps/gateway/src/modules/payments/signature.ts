import { createHmac, timingSafeEqual } from "node:crypto";

/** Header names of a signed callback. */
export const SIGNATURE_HEADER = "x-xunlan-signature";
export const TIMESTAMP_HEADER = "x-xunlan-timestamp";

/** A callback older or newer than this (by its signing time) is refused: a replay window of 5 minutes. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** Hex HMAC-SHA256 of `${timestamp}.${rawBody}` with the shared secret. */
export function signPayload(secret: string, timestamp: number, rawBody: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${rawBody}`, "utf8").digest("hex");
}

/** Whether the signature matches (constant time) and the timestamp is within the tolerance. */
export function verifySignature(
  secret: string,
  rawBody: string,
  timestampHeader: string | null,
  signatureHeader: string | null,
  now: Date,
): "ok" | "missing" | "stale" | "mismatch" {
  if (!timestampHeader || !signatureHeader) return "missing";
  const timestamp = Number(timestampHeader);
  if (!Number.isInteger(timestamp)) return "missing";
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return "stale";
  const expected = Buffer.from(signPayload(secret, timestamp, rawBody), "hex");
  const given = Buffer.from(signatureHeader.trim().toLowerCase(), "hex");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "mismatch";
  return "ok";
}
