import { and, lt, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "../../kernel/db";
import {
  accessTokens,
  captchas,
  loginFailures,
  opsIdempotency,
  sandboxWechatCodes,
  smsCodes,
  smsOutbox,
  staffSessions,
  wechatPendingBindings,
} from "../../kernel/db/schema";

/** How often the clean-up runs (and once at start). */
export const CLEANUP_INTERVAL_MS = 60 * 60_000;

/**
 * Rows that serve as a send or failure log (SMS codes for the daily caps, failed logins for the
 * throttle, the sandbox outbox) are kept this long: longer than any limit's window (spec §4:
 * the daily SMS caps count 24 h), so deleting them never lifts a limit.
 */
export const LOG_RETENTION_MS = 24 * 60 * 60_000;

/** Stored answers of the operations API's Idempotency-Keys are kept this long (a client's retries fall well inside it). */
export const IDEMPOTENCY_RETENTION_MS = 7 * 24 * 60 * 60_000;

/** The advisory-lock key of the clean-up: one instance runs it, the others skip that tick. */
const CLEANUP_LOCK = "xunlan:cleanup";

/** Rows deleted per table by one run. */
export interface CleanupResult {
  accessTokens: number;
  captchas: number;
  smsCodes: number;
  smsOutbox: number;
  loginFailures: number;
  wechatBindings: number;
  sandboxWechatCodes: number;
  staffSessions: number;
  opsIdempotency: number;
}

/**
 * Deletes what can no longer be used (issue 12: expired tokens, codes and outbox rows were never
 * removed): expired access tokens (a revoked one is kept until it expires — the guest-token
 * revocation list is read from those rows), expired captchas and WeChat codes, SMS codes and
 * failed-login rows older than {@link LOG_RETENTION_MS} (and expired), sandbox outbox rows older
 * than a day. Runs in one transaction under a transaction-level advisory lock: when another
 * instance is already cleaning, returns null at once. Safe to run at any time.
 */
export async function cleanUpExpired(db: Database, now: Date): Promise<CleanupResult | null> {
  const logCutoff = new Date(now.getTime() - LOG_RETENTION_MS);
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${CLEANUP_LOCK})) as locked`);
    // Both drivers answer { rows }; drizzle's shared type does not say so.
    const locked = (result as unknown as { rows: Array<{ locked: boolean }> }).rows[0]?.locked === true;
    if (!locked) return null;
    const count = async (query: Promise<unknown[]>) => (await query).length;
    return {
      accessTokens: await count(tx.delete(accessTokens).where(lt(accessTokens.expiresAt, now)).returning({ id: accessTokens.id })),
      captchas: await count(tx.delete(captchas).where(lt(captchas.expiresAt, now)).returning({ id: captchas.id })),
      smsCodes: await count(
        tx
          .delete(smsCodes)
          .where(and(lt(smsCodes.createdAt, logCutoff), lt(smsCodes.expiresAt, now)))
          .returning({ id: smsCodes.id }),
      ),
      smsOutbox: await count(tx.delete(smsOutbox).where(lt(smsOutbox.createdAt, logCutoff)).returning({ id: smsOutbox.id })),
      loginFailures: await count(
        tx.delete(loginFailures).where(lt(loginFailures.createdAt, logCutoff)).returning({ id: loginFailures.id }),
      ),
      wechatBindings: await count(
        tx.delete(wechatPendingBindings).where(lt(wechatPendingBindings.expiresAt, now)).returning({ id: wechatPendingBindings.id }),
      ),
      sandboxWechatCodes: await count(
        tx.delete(sandboxWechatCodes).where(lt(sandboxWechatCodes.expiresAt, now)).returning({ id: sandboxWechatCodes.id }),
      ),
      // issue 25 §2: ended staff sessions and week-old stored answers of the operations API.
      staffSessions: await count(tx.delete(staffSessions).where(lt(staffSessions.expiresAt, now)).returning({ id: staffSessions.id })),
      opsIdempotency: await count(
        tx
          .delete(opsIdempotency)
          .where(lt(opsIdempotency.createdAt, new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS)))
          .returning({ key: opsIdempotency.key }),
      ),
    };
  });
}

/**
 * Runs {@link cleanUpExpired} at start and every {@link CLEANUP_INTERVAL_MS} (each tick on one
 * instance only, see the advisory lock). Logs what was removed; a failure logs and waits for the
 * next tick. Returns a stop function.
 */
export function startCleanupJob(options: { db: Database; logger: Logger; intervalMs?: number; clock?: () => Date }): () => Promise<void> {
  const clock = options.clock ?? (() => new Date());
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = (async () => {
      try {
        const removed = await cleanUpExpired(options.db, clock());
        if (removed && Object.values(removed).some((n) => n > 0))
          options.logger.info({ removed }, "expired tokens, codes and outbox rows removed");
      } catch (err) {
        options.logger.error({ err }, "clean-up failed; retrying on the next tick");
      } finally {
        running = null;
      }
    })();
  };
  tick();
  const timer = setInterval(tick, options.intervalMs ?? CLEANUP_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
