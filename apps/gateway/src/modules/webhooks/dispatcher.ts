import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import { type Database, executeRows } from "../../kernel/db";
import type { WebhookEventType } from "../../kernel/db/schema";
import { ATTEMPT_HEADER, DELIVERY_HEADER, EVENT_ID_HEADER, EVENT_TYPE_HEADER, SIGNATURE_HEADER, signWebhook } from "./signature";

/** The NOTIFY channel outbox_fan_out() signals on commit when an event has deliveries. */
export const WEBHOOKS_CHANNEL = "xunlan_webhooks";

/** What an endpoint receives (the request body). */
export interface WebhookEvent {
  /** The event's id: the same on every attempt and for every endpoint; receivers deduplicate on it. */
  id: string;
  type: WebhookEventType;
  createdAt: string;
  data: Record<string, unknown>;
}

export interface DeliverOptions {
  /** How deliveries are sent (tests pass a fetch that fails on purpose). */
  fetch?: typeof fetch;
  now?: Date;
  /** Rows claimed per round. */
  batch?: number;
  /** How long a claimed delivery is held: a dispatcher that dies mid-delivery lets go after it. */
  lockMs?: number;
  /** A receiver that has not answered by then counts as failed. */
  timeoutMs?: number;
  /** After this many failed attempts a delivery goes to the dead-letter list. */
  maxAttempts?: number;
  /** The wait before attempt n + 1 after n failed ones (ms). */
  backoffMs?: (failedAttempts: number) => number;
}

export const WEBHOOK_DEFAULTS = {
  batch: 20,
  lockMs: 60_000,
  timeoutMs: 10_000,
  maxAttempts: 10,
} as const;

/**
 * Exponential backoff: 30 s after the first failure, doubling, at most 6 h (10 attempts span
 * about a day), each wait drawn from its upper half so that retries of many deliveries spread out.
 */
export function webhookBackoffMs(failedAttempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(30_000 * 2 ** Math.max(0, failedAttempts - 1), 6 * 3_600_000);
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

interface Claimed {
  id: number;
  attempts: number;
  event_id: string;
  type: WebhookEventType;
  data: Record<string, unknown>;
  created_at: Date | string;
  url: string;
  secret: string;
}

/** The body of an event, byte for byte what is signed. */
export function webhookBody(row: {
  event_id: string;
  type: WebhookEventType;
  created_at: Date | string;
  data: Record<string, unknown>;
}): string {
  const event: WebhookEvent = { id: row.event_id, type: row.type, createdAt: new Date(row.created_at).toISOString(), data: row.data };
  return JSON.stringify(event);
}

/**
 * One round of the dispatcher (issue 25 §3): claims due deliveries (`FOR UPDATE SKIP LOCKED`, so
 * dispatchers on several instances never send the same row at once), sends each as a signed POST
 * and records the answer: a 2xx is delivered; anything else (an error status, a refused
 * connection, no answer within the timeout) is retried after a backoff, and after `maxAttempts`
 * the delivery is dead (the dead-letter list; `replayWebhookDelivery` sends it again). A
 * dispatcher killed between sending and recording leaves the row claimed until `lockMs` has
 * passed; another then sends it again with the same event id: delivery is at least once, and a
 * receiver deduplicates on the id.
 */
export async function deliverDueWebhooks(
  db: Database,
  options: DeliverOptions = {},
): Promise<{ delivered: number; retried: number; dead: number }> {
  const now = options.now ?? new Date();
  const batch = options.batch ?? WEBHOOK_DEFAULTS.batch;
  const lockMs = options.lockMs ?? WEBHOOK_DEFAULTS.lockMs;
  const timeoutMs = options.timeoutMs ?? WEBHOOK_DEFAULTS.timeoutMs;
  const maxAttempts = options.maxAttempts ?? WEBHOOK_DEFAULTS.maxAttempts;
  const backoff = options.backoffMs ?? ((n: number) => webhookBackoffMs(n));
  const send = options.fetch ?? fetch;
  const claimed = await executeRows<Claimed>(
    db,
    sql`update webhook_deliveries d
      set locked_until = ${new Date(now.getTime() + lockMs)}, attempts = d.attempts + 1
      from outbox_events e, webhook_endpoints w
      where d.id in (
        select due.id from webhook_deliveries due
        join webhook_endpoints active on active.id = due.endpoint_id and active.active
        where due.status = 'pending' and due.next_attempt_at <= ${now} and (due.locked_until is null or due.locked_until <= ${now})
        order by due.next_attempt_at, due.id
        limit ${batch}
        for update of due skip locked
      ) and e.id = d.event_id and w.id = d.endpoint_id
      returning d.id, d.attempts, e.event_id, e.type, e.data, e.created_at, w.url, w.secret`,
  );
  const outcome = { delivered: 0, retried: 0, dead: 0 };
  await Promise.all(
    claimed.map(async (row) => {
      const body = webhookBody(row);
      let status: number | null = null;
      let problem: string | null = null;
      try {
        const answer = await send(row.url, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "user-agent": "xunlan-webhooks/1",
            [SIGNATURE_HEADER]: signWebhook(row.secret, body, new Date()),
            [EVENT_ID_HEADER]: row.event_id,
            [EVENT_TYPE_HEADER]: row.type,
            [DELIVERY_HEADER]: String(row.id),
            [ATTEMPT_HEADER]: String(row.attempts),
          },
          body,
          redirect: "manual",
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = answer.status;
        await answer.body?.cancel().catch(() => undefined);
        if (status < 200 || status > 299) problem = `HTTP ${status}`;
      } catch (error) {
        problem = error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 500) : "send failed";
      }
      const done = new Date();
      if (problem === null) {
        outcome.delivered += 1;
        await db.execute(sql`update webhook_deliveries
          set status = 'delivered', delivered_at = ${done}, locked_until = null, last_status_code = ${status}, last_error = null
          where id = ${row.id} and status = 'pending'`);
      } else if (row.attempts >= maxAttempts) {
        outcome.dead += 1;
        await db.execute(sql`update webhook_deliveries
          set status = 'dead', locked_until = null, last_status_code = ${status}, last_error = ${problem}
          where id = ${row.id} and status = 'pending'`);
      } else {
        outcome.retried += 1;
        await db.execute(sql`update webhook_deliveries
          set next_attempt_at = ${new Date(done.getTime() + backoff(row.attempts))}, locked_until = null,
            last_status_code = ${status}, last_error = ${problem}
          where id = ${row.id} and status = 'pending'`);
      }
    }),
  );
  return outcome;
}

/** How many deliveries wait (pending) and how many are dead: /metrics and the alert rules. */
export async function webhookQueueDepth(db: Database): Promise<{ pending: number; dead: number; oldestPendingSeconds: number }> {
  const [row] = await executeRows<{ pending: number; dead: number; oldest: number | null }>(
    db,
    sql`select count(*) filter (where status = 'pending')::int as pending, count(*) filter (where status = 'dead')::int as dead,
      extract(epoch from now() - min(created_at) filter (where status = 'pending'))::float8 as oldest
      from webhook_deliveries where status <> 'delivered'`,
  );
  return { pending: row?.pending ?? 0, dead: row?.dead ?? 0, oldestPendingSeconds: Math.max(0, Math.round(row?.oldest ?? 0)) };
}

/**
 * The dispatcher of a gateway process: a round when an event commits (NOTIFY), and every
 * `intervalMs` for retries that fall due. Rounds never overlap; a failed round is logged and the
 * next one tries again. Returns a stop function that waits for the round in flight.
 */
export function startWebhookDispatcher(options: {
  db: Database;
  logger: Logger;
  listen?: (channel: string, onNotify: (payload: string | null) => void) => Promise<void>;
  intervalMs?: number;
  deliver?: DeliverOptions;
}): { ready: Promise<void>; stop: () => Promise<void> } {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const more = () => again && !stopped;
  const round = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          const outcome = await deliverDueWebhooks(options.db, options.deliver);
          if (outcome.delivered + outcome.retried + outcome.dead > 0) options.logger.info(outcome, "webhooks sent");
          if (outcome.dead > 0)
            options.logger.error({ dead: outcome.dead }, "webhook deliveries out of attempts: see the dead-letter list");
          // A full batch: more may be due at once.
          if (outcome.delivered + outcome.retried + outcome.dead >= (options.deliver?.batch ?? WEBHOOK_DEFAULTS.batch)) again = true;
        } catch (err) {
          options.logger.error({ err }, "webhook dispatch failed; retrying on the next round");
        }
      } while (more());
    })().finally(() => {
      running = null;
    });
  };
  const timer = setInterval(round, options.intervalMs ?? 5_000);
  timer.unref();
  const ready = (options.listen ? options.listen(WEBHOOKS_CHANNEL, () => round()) : Promise.resolve()).then(() => round());
  return {
    ready,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
