import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Webhook signatures (issue 25 §3), in the shape Stripe and GitHub receivers already know:
 * `X-Xunlan-Signature: t=<unix seconds>,v1=<hex HMAC-SHA-256 of "<t>.<raw body>">`, keyed with the
 * endpoint's secret. The timestamp is signed, so a captured delivery cannot be replayed later
 * than the receiver's tolerance; a receiver deduplicates on `X-Xunlan-Event-Id` (the body's `id`).
 */
export const SIGNATURE_HEADER = "x-xunlan-signature";
export const EVENT_ID_HEADER = "x-xunlan-event-id";
export const EVENT_TYPE_HEADER = "x-xunlan-event";
export const DELIVERY_HEADER = "x-xunlan-delivery";
export const ATTEMPT_HEADER = "x-xunlan-attempt";

/** How old a signed timestamp a receiver accepts by default (seconds). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

function mac(secret: string, timestamp: number, body: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
}

/** The signature header's value for `body` sent at `at`. */
export function signWebhook(secret: string, body: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${mac(secret, timestamp, body)}`;
}

/** Why a receiver refuses a delivery, or null when the signature holds. */
export function webhookSignatureProblem(
  secret: string,
  header: string | null | undefined,
  body: string,
  now: Date,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): "missing" | "malformed" | "expired" | "mismatch" | null {
  if (!header) return "missing";
  const parts = new Map(
    header.split(",").map((part) => {
      const at = part.indexOf("=");
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get("t"));
  const given = parts.get("v1");
  if (!Number.isSafeInteger(timestamp) || !given || !/^[0-9a-f]{64}$/.test(given)) return "malformed";
  if (Math.abs(Math.floor(now.getTime() / 1000) - timestamp) > toleranceSeconds) return "expired";
  const expected = Buffer.from(mac(secret, timestamp, body), "hex");
  return timingSafeEqual(expected, Buffer.from(given, "hex")) ? null : "mismatch";
}
