/**
 * How LitePOS money becomes order state, whichever way the news comes:
 * - the signed 销售结果通知 (POST /payments/notify/litepos), acknowledged with a signed response
 *   (the provider retries 7 times, 4m…15h apart, until it gets one);
 * - the query job: an attempt still pending {@link QUERY_AFTER_MS} after its purchase is
 *   queried (then every QUERY_AFTER_MS while its cashier is open) and settled; one past its
 *   deadline that nobody paid is voided at the provider;
 * - a payment for an order that is no longer payable (cancelled, or paid after its deadline)
 *   is refunded automatically (a refunds row, sent by the sweep's refund step).
 * All of them go through applyPaymentEvent with the provider's ids as event ids, so a
 * notification, its retries and duplicates and the query settle an attempt exactly once.
 */
import { randomInt } from "node:crypto";
import { beijingDate } from "@xunlan/validation";
import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "../../../kernel/db";
import { payments, refunds } from "../../../kernel/db/schema";
import { json } from "../../../kernel/http/responses";
import type { HttpRoute } from "../../../kernel/http/routes";
import { CallbackRejected } from "../payment-provider";
import { applyPaymentEvent, type EventOutcome } from "../payment-service";
import { LiteposError, type LiteposProvider } from "./client";
import { reconcileDueDay } from "./reconciliation";

/** Where the provider posts notifications (register `${PUBLIC_URL}${LITEPOS_NOTIFY_PATH}`). */
export const LITEPOS_NOTIFY_PATH = "/payments/notify/litepos";

/** A pending attempt this old is queried (the notification is late or lost). */
export const QUERY_AFTER_MS = 2 * 60_000;

/** The reason of an automatic refund of a payment that came too late. */
export const LATE_REFUND_REASON = "订单已取消，支付款项原路退回";

/**
 * Records the refund of a payment that arrived for an order no longer payable (payments.status
 * 'late'), once per attempt (idempotency key `late:{paymentNo}`); the sweep's refund step sends
 * it. Returns whether a refund was written now.
 */
export async function recordLateRefund(db: Database, paymentNo: string, now: Date): Promise<boolean> {
  const [payment] = await db.select().from(payments).where(eq(payments.paymentNo, paymentNo)).limit(1);
  if (!payment || payment.status !== "late") return false;
  const inserted = await db
    .insert(refunds)
    .values({
      refundNo: `XRF${beijingDay(now).replaceAll("-", "")}${String(randomInt(1e8)).padStart(8, "0")}`,
      idempotencyKey: `late:${payment.paymentNo}`,
      orderId: payment.orderId,
      returnId: null,
      paymentNo: payment.paymentNo,
      provider: payment.provider,
      amount: payment.amount,
      reason: LATE_REFUND_REASON,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: refunds.id });
  return inserted.length > 0;
}

/** YYYY-MM-DD of a moment in Beijing time. */
export function beijingDay(date: Date): string {
  return beijingDate(date);
}

/** What a notification did (also the acknowledgement's HTTP status). */
export interface NotificationResult {
  status: number;
  body: string;
  outcome: EventOutcome | "rejected" | "not_final";
}

/** Verifies, applies and acknowledges one notification. */
export async function handleLiteposNotification(
  db: Database,
  provider: LiteposProvider,
  rawBody: string,
  options: { now: Date; log?: Logger },
): Promise<NotificationResult> {
  const { now, log } = options;
  let sale;
  try {
    sale = provider.readNotification(rawBody).sale;
  } catch (error) {
    if (!(error instanceof CallbackRejected)) throw error;
    log?.warn({ provider: provider.name, reason: error.message }, "payment callback rejected");
    return { status: error.status, body: provider.acknowledgement(false, now), outcome: "rejected" };
  }
  const event = provider.eventOf(sale, now);
  if (!event) return { status: 200, body: provider.acknowledgement(true, now), outcome: "not_final" };
  const outcome = await applyPaymentEvent(db, event, { provider: provider.name, now, ...(log ? { log } : {}) });
  if (outcome === "late") await recordLateRefund(db, event.paymentNo, now);
  if (outcome === "amount_mismatch")
    log?.error(
      { paymentNo: event.paymentNo, orderSn: sale.orderSn, paidFen: sale.paidFen },
      "litepos paid another amount than the attempt's: left for reconciliation",
    );
  log?.info({ provider: provider.name, eventId: event.eventId, outcome }, "payment callback");
  return { status: 200, body: provider.acknowledgement(true, now), outcome };
}

/** POST /payments/notify/litepos: put before the generic payment routes. */
export function createLiteposRoutes(options: { db: Database; provider: LiteposProvider; clock?: () => Date }): HttpRoute[] {
  const clock = options.clock ?? (() => new Date());
  return [
    {
      prefix: LITEPOS_NOTIFY_PATH,
      async handle(request, { subpath, log }) {
        if (subpath !== "" && subpath !== "/") return json({ code: "FAIL", message: "not found" }, { status: 404 });
        if (request.method !== "POST") return json({ code: "FAIL", message: "POST only" }, { status: 405, headers: { allow: "POST" } });
        const result = await handleLiteposNotification(options.db, options.provider, await request.text(), { now: clock(), log });
        return new Response(result.body, {
          status: result.status,
          headers: { "content-type": "application/json;charset=utf-8", "cache-control": "no-store" },
        });
      },
    },
  ];
}

/** What one sweep did. */
export interface LiteposSweepResult {
  queried: number;
  settled: number;
  voided: number;
  lateRefunds: number;
  failures: number;
  reconciled: string | null;
}

/**
 * The LitePOS part of the commerce sweep (run before the expiry step, so a payment made in
 * time whose notification is late settles as paid rather than being cancelled and refunded):
 * 1. pending attempts older than `queryAfterMs` are queried; a final sale is applied like its
 *    notification; an unpaid one past its deadline is voided and the attempt cancelled;
 * 2. late payments without a refund get one (a crash between event and refund);
 * 3. the daily reconciliation of yesterday (Beijing), once a day.
 * A provider failure on one attempt is logged and the rest go on; the next sweep retries.
 */
export async function sweepLitepos(
  db: Database,
  provider: LiteposProvider,
  now: Date,
  options: { log?: Logger; queryAfterMs?: number; limit?: number; reconcile?: boolean } = {},
): Promise<LiteposSweepResult> {
  const result: LiteposSweepResult = { queried: 0, settled: 0, voided: 0, lateRefunds: 0, failures: 0, reconciled: null };
  const cutoff = new Date(now.getTime() - (options.queryAfterMs ?? QUERY_AFTER_MS));
  // Pending, and not looked at for queryAfterMs (updatedAt moves on each unanswered query), or
  // past its deadline (to void it).
  const stale = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.provider, provider.name),
        eq(payments.status, "pending"),
        or(lte(payments.updatedAt, cutoff), lte(payments.expiresAt, now)),
      ),
    )
    .orderBy(payments.updatedAt)
    .limit(options.limit ?? 50);
  for (const payment of stale) {
    try {
      result.queried += 1;
      const sale = await provider.query(payment.paymentNo);
      const event = sale ? provider.eventOf(sale, now) : null;
      if (event) {
        const outcome = await applyPaymentEvent(db, event, { provider: provider.name, now, ...(options.log ? { log: options.log } : {}) });
        if (outcome === "late") await recordLateRefund(db, payment.paymentNo, now);
        if (outcome !== "duplicate" && outcome !== "ignored") result.settled += 1;
        continue;
      }
      if (payment.expiresAt > now) {
        // Still open at the cashier: look again in queryAfterMs.
        await db
          .update(payments)
          .set({ updatedAt: now })
          .where(and(eq(payments.id, payment.id), eq(payments.status, "pending")));
        continue;
      }
      // Abandoned: nobody paid before the deadline. Void the sale so its cashier can no longer
      // take money (a payment racing the void is refused by the provider, or arrives as a
      // notification for a cancelled order and is refunded).
      if (sale) await provider.voidSale(payment.paymentNo);
      const voided = await applyPaymentEvent(
        db,
        {
          eventId: `litepos:${sale?.orderSn || payment.paymentNo}:void`,
          type: "cancelled",
          paymentNo: payment.paymentNo,
          amount: Number(payment.amount),
          occurredAt: now,
          providerTradeNo: null,
        },
        { provider: provider.name, now },
      );
      if (voided === "cancelled") result.voided += 1;
    } catch (error) {
      result.failures += 1;
      options.log?.warn({ err: error, paymentNo: payment.paymentNo }, "litepos query/void failed; retried on the next sweep");
      // The provider is down or silent: stop here rather than wait a timeout per attempt (the
      // rest of the commerce sweep — expiry among it — runs after this step).
      if (error instanceof LiteposError && (error.kind === "timeout" || error.kind === "unreachable")) break;
    }
  }
  const lateWithoutRefund = await db
    .select({ paymentNo: payments.paymentNo })
    .from(payments)
    .leftJoin(refunds, eq(refunds.idempotencyKey, sql`'late:' || ${payments.paymentNo}`))
    .where(and(eq(payments.provider, provider.name), eq(payments.status, "late"), isNull(refunds.id)))
    .limit(50);
  for (const row of lateWithoutRefund) if (await recordLateRefund(db, row.paymentNo, now)) result.lateRefunds += 1;
  if (options.reconcile !== false) result.reconciled = await reconcileDueDay(db, provider, now, options.log);
  return result;
}
