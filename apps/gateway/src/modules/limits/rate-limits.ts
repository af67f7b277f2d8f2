import { sql } from "drizzle-orm";
import type { Database } from "../../kernel/db";
import { rateLimits } from "../../kernel/db/schema";
import { GatewayError } from "../../kernel/errors";

/** One fixed window: at most `limit` hits per `windowMs`. */
export interface RateRule {
  limit: number;
  windowMs: number;
}

/**
 * The expensive or guessable operations that are limited (issue 12 item 4), and those that
 * create work for the brand or a message to a stranger (issue 21 item 7): a subscription, a
 * 到货提醒 (a future SMS), a customer-service ticket, an upload link, a share poster. Not guest
 * tokens (issue 21 §1): signing one costs an HMAC, stores nothing, and grants nothing any limit
 * keys on.
 */
export type RateAction =
  | "captcha"
  | "sms"
  | "login"
  | "guestOrder"
  | "subscribe"
  | "arrivalReminder"
  | "customerService"
  | "uploadToken"
  | "shareQrCode";

/**
 * Per client IP and for all clients together; `perSubject`, when set, also per the thing a
 * call is about (the mobile that will be texted, the member who asks), whatever the address.
 */
export interface ActionLimits {
  perIp: RateRule;
  global: RateRule;
  perSubject?: RateRule;
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
  login: { perIp: { limit: 20, windowMs: 10 * MINUTE }, global: { limit: 1_200, windowMs: MINUTE } },
  guestOrder: { perIp: { limit: 20, windowMs: 10 * MINUTE }, global: { limit: 600, windowMs: MINUTE } },
  // Issue 21 item 7. Per IP: many shoppers behind one carrier-grade NAT address each subscribe,
  // ask for a 到货提醒 or write to customer service once or twice — a campaign's hundreds of
  // visitors a minute are mostly browsing — while a script is stopped after a handful of
  // minutes' worth. Per subject: the mobile that will be texted or the member who asks, from
  // any number of addresses.
  subscribe: { perIp: { limit: 30, windowMs: 10 * MINUTE }, global: { limit: 1_200, windowMs: MINUTE } },
  arrivalReminder: {
    perIp: { limit: 30, windowMs: 10 * MINUTE },
    global: { limit: 1_200, windowMs: MINUTE },
    perSubject: { limit: 10, windowMs: 24 * 60 * MINUTE },
  },
  customerService: { perIp: { limit: 20, windowMs: 10 * MINUTE }, global: { limit: 300, windowMs: MINUTE } },
  // A return takes at most 3 photos (a retry or two each); the per-member limit stops a member
  // asking for 60 links of 10 MB in a second, the per-IP one a swarm of fresh members.
  uploadToken: {
    perIp: { limit: 120, windowMs: 10 * MINUTE },
    global: { limit: 1_200, windowMs: MINUTE },
    perSubject: { limit: 20, windowMs: 10 * MINUTE },
  },
  shareQrCode: {
    perIp: { limit: 120, windowMs: 10 * MINUTE },
    global: { limit: 3_000, windowMs: MINUTE },
    perSubject: { limit: 30, windowMs: 10 * MINUTE },
  },
};

/** The shopper-facing message of a '429' from these limits. */
export const RATE_LIMITED_MESSAGE = "操作过于频繁，请稍后再试";

/**
 * Limits multiplied by `factor` (test gateways: SANDBOX_RATE_LIMIT_FACTOR): the per-IP and global
 * ones, since every browser journey comes from 127.0.0.1. Per-subject limits stay as they are,
 * like the per-mobile SMS cap: a journey uses its own mobile and member.
 */
export function scaleRateLimits(limits: RateLimits, factor: number): RateLimits {
  const scale = (rule: RateRule): RateRule => ({ ...rule, limit: rule.limit * factor });
  return Object.fromEntries(
    Object.entries(limits).map(([action, l]) => [action, { ...l, perIp: scale(l.perIp), global: scale(l.global) }]),
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

/** The window of `rule` that `now` falls in. */
function windowOf(rule: RateRule, now: Date): { start: Date; end: Date } {
  const start = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
  return { start, end: new Date(start.getTime() + rule.windowMs) };
}

/**
 * {@link hitRate} on a per-IP key and then, only when that count is within `perIp.limit`, on the
 * global key — in one statement (two data-modifying CTEs): one round trip and one commit instead
 * of two (on PGlite the second upsert was a third of the gateway's CPU when webAuthorization still ran
 * this for every first visit). Returns both counts; `global` is null when the
 * per-IP limit refused the hit (the global window does not count it, as before).
 */
export async function hitRates(
  db: Database,
  ip: { key: string; rule: RateRule },
  global: { key: string; rule: RateRule },
  now: Date,
): Promise<{ ip: number; global: number | null }> {
  const a = windowOf(ip.rule, now);
  const b = windowOf(global.rule, now);
  const upsertSet = sql`hits = case when rate_limits.window_start = excluded.window_start then rate_limits.hits + 1 else 1 end,
      window_start = excluded.window_start, expires_at = excluded.expires_at`;
  const result = await db.execute(sql`
    with ip as (
      insert into rate_limits (key, window_start, hits, expires_at)
      values (${ip.key}, ${a.start.toISOString()}::timestamptz, 1, ${a.end.toISOString()}::timestamptz)
      on conflict (key) do update set ${upsertSet}
      returning hits
    ), global as (
      insert into rate_limits (key, window_start, hits, expires_at)
      select ${global.key}, ${b.start.toISOString()}::timestamptz, 1, ${b.end.toISOString()}::timestamptz
      where (select hits from ip) <= ${ip.rule.limit}
      on conflict (key) do update set ${upsertSet}
      returning hits
    )
    select (select hits from ip) as ip_hits, (select hits from global) as global_hits`);
  const [row] = (result as unknown as { rows: Array<{ ip_hits: number | string | null; global_hits: number | string | null }> }).rows;
  return {
    ip: Number(row?.ip_hits ?? 1),
    global: row?.global_hits === null || row?.global_hits === undefined ? null : Number(row.global_hits),
  };
}

/**
 * Counts a request of `action` against its per-IP limit (when the client's address is known)
 * and its global limit, then, when the action has one and `subject` is given, its per-subject
 * limit; '429' 操作过于频繁，请稍后再试 when any is exceeded. The hit counts even when refused,
 * so hammering on keeps the window full; a hit the per-IP limit refuses is not counted
 * globally nor against the subject (one address cannot use up everyone's window, nor a
 * stranger's mobile).
 */
export async function enforceRateLimit(
  db: Database,
  limits: RateLimits,
  action: RateAction,
  clientIp: string | null,
  now: Date,
  subject?: string | null,
): Promise<void> {
  const { perIp, global, perSubject } = limits[action];
  if (!clientIp) {
    if ((await hitRate(db, `${action}:global`, global, now)) > global.limit) throw GatewayError.tooManyRequests(RATE_LIMITED_MESSAGE);
  } else {
    const hits = await hitRates(db, { key: `${action}:ip:${clientIp}`, rule: perIp }, { key: `${action}:global`, rule: global }, now);
    if (hits.ip > perIp.limit || hits.global === null || hits.global > global.limit) {
      throw GatewayError.tooManyRequests(RATE_LIMITED_MESSAGE);
    }
  }
  if (perSubject && subject) {
    if ((await hitRate(db, `${action}:subject:${subject}`, perSubject, now)) > perSubject.limit)
      throw GatewayError.tooManyRequests(RATE_LIMITED_MESSAGE);
  }
}

/** Counts one call of an action for a subject (see {@link enforceRateLimit}); '429' past a limit. */
export type SubjectLimiter = (subject?: string | null) => Promise<void>;

/**
 * A {@link SubjectLimiter} for one request: a service calls it once its input is valid and
 * before it creates anything, with the mobile or member the call is about.
 */
export function rateLimiter(db: Database, limits: RateLimits, action: RateAction, clientIp: string | null, now: Date): SubjectLimiter {
  return (subject) => enforceRateLimit(db, limits, action, clientIp, now, subject);
}
