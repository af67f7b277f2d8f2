import { sql } from "drizzle-orm";
import type { Database } from "../../db";
import { rateLimits } from "../../db/schema";
import { GatewayError } from "../../errors";

/** One fixed window: at most `limit` hits per `windowMs`. */
export interface RateRule {
  limit: number;
  windowMs: number;
}

/** The expensive or guessable operations that are limited (issue 12 item 4). */
export type RateAction = "captcha" | "sms" | "guestToken" | "login" | "guestOrder";

/** Per client IP and for all clients together. */
export interface ActionLimits {
  perIp: RateRule;
  global: RateRule;
}

/** The limits of every {@link RateAction}. */
export type RateLimits = Record<RateAction, ActionLimits>;

const MINUTE = 60_000;

/**
 * Production limits. Per IP they leave room for a household or an office behind one address
 * (a login with a few retries needs 2–3 captchas); the global ones stop a distributed flood
 * from costing the store unlimited captchas, SMS and argon2 verifies.
 */
export const DEFAULT_RATE_LIMITS: Readonly<RateLimits> = {
  captcha: { perIp: { limit: 60, windowMs: 10 * MINUTE }, global: { limit: 6_000, windowMs: MINUTE } },
  sms: { perIp: { limit: 10, windowMs: 10 * MINUTE }, global: { limit: 600, windowMs: MINUTE } },
  guestToken: { perIp: { limit: 120, windowMs: MINUTE }, global: { limit: 20_000, windowMs: MINUTE } },
  login: { perIp: { limit: 20, windowMs: 10 * MINUTE }, global: { limit: 1_200, windowMs: MINUTE } },
  guestOrder: { perIp: { limit: 20, windowMs: 10 * MINUTE }, global: { limit: 600, windowMs: MINUTE } },
};

/** The shopper-facing message of a '429' from these limits. */
export const RATE_LIMITED_MESSAGE = "操作过于频繁，请稍后再试";

/** Limits multiplied by `factor` (test gateways: SANDBOX_RATE_LIMIT_FACTOR). */
export function scaleRateLimits(limits: RateLimits, factor: number): RateLimits {
  const scale = (rule: RateRule): RateRule => ({ ...rule, limit: rule.limit * factor });
  return Object.fromEntries(
    Object.entries(limits).map(([action, l]) => [action, { perIp: scale(l.perIp), global: scale(l.global) }]),
  ) as RateLimits;
}

/**
 * Counts one hit on `key` in the current fixed window of `rule` and returns the count so far
 * (this hit included). One atomic upsert: concurrent hits on any number of gateway instances
 * sharing the database each get their own count, and a new window restarts at 1.
 */
export async function hitRate(db: Database, key: string, rule: RateRule, now: Date): Promise<number> {
  const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
  const expiresAt = new Date(windowStart.getTime() + rule.windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, hits: 1, expiresAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.windowStart} = excluded.window_start then ${rateLimits.hits} + 1 else 1 end`,
        windowStart: sql`excluded.window_start`,
        expiresAt: sql`excluded.expires_at`,
      },
    })
    .returning({ hits: rateLimits.hits });
  return row?.hits ?? 1;
}

/**
 * Counts a request of `action` against its per-IP limit (when the client's address is known)
 * and its global limit; '429' 操作过于频繁，请稍后再试 when either is exceeded. The hit counts
 * even when refused, so hammering on keeps the window full.
 */
export async function enforceRateLimit(
  db: Database,
  limits: RateLimits,
  action: RateAction,
  clientIp: string | null,
  now: Date,
): Promise<void> {
  const { perIp, global } = limits[action];
  if (clientIp && (await hitRate(db, `${action}:ip:${clientIp}`, perIp, now)) > perIp.limit) {
    throw GatewayError.tooManyRequests(RATE_LIMITED_MESSAGE);
  }
  if ((await hitRate(db, `${action}:global`, global, now)) > global.limit) {
    throw GatewayError.tooManyRequests(RATE_LIMITED_MESSAGE);
  }
}
