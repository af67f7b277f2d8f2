/**
 * The daily reconciliation (issue 23 §3): for one Beijing business day, every LitePOS attempt
 * opened that day is queried at the provider and compared with ours in fen — money taken, and
 * money refunded (each of our refunds is a sale of its own at the provider, queried by its
 * number). Differences go to payment_reconciliation_differences for finance; nothing is
 * corrected automatically. A day runs once per provider (its payment_reconciliation_runs row).
 */

import { addDays, beijingDate, beijingParts } from "@xunlan/validation";
import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "../../../kernel/db";
import { paymentReconciliationDifferences, paymentReconciliationRuns, payments, refunds } from "../../../kernel/db/schema";
import { type LiteposProvider, type LiteposSale } from "./client";
import { toFen } from "./money";
import { ORDER_STATUS } from "./protocol";

type Kind = (typeof paymentReconciliationDifferences.$inferInsert)["kind"];

/** Start and end (exclusive) of a Beijing day `YYYY-MM-DD`. */
function dayBounds(day: string): { from: Date; to: Date } {
  const from = new Date(`${day}T00:00:00+08:00`);
  return { from, to: new Date(from.getTime() + 86_400_000) };
}

/** Compares one Beijing day; returns the number of differences written. */
export async function reconcileDay(
  db: Database,
  provider: LiteposProvider,
  day: string,
  log?: Logger,
): Promise<{ checked: number; differences: number }> {
  const { from, to } = dayBounds(day);
  const attempts = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider.name), gte(payments.createdAt, from), lt(payments.createdAt, to)))
    .orderBy(payments.id);
  const refundRows = attempts.length
    ? await db
        .select()
        .from(refunds)
        .where(
          inArray(
            refunds.paymentNo,
            attempts.map((a) => a.paymentNo),
          ),
        )
    : [];
  let differences = 0;
  const note = async (attempt: (typeof attempts)[number], kind: Kind, oursFen: number, theirsFen: number | null, detail: string) => {
    const written = await db
      .insert(paymentReconciliationDifferences)
      .values({
        provider: provider.name,
        day,
        paymentNo: attempt.paymentNo,
        orderNumber: attempt.orderNumber,
        kind,
        oursFen,
        theirsFen,
        detail,
      })
      .onConflictDoNothing()
      .returning({ id: paymentReconciliationDifferences.id });
    differences += written.length;
    log?.warn({ paymentNo: attempt.paymentNo, kind, oursFen, theirsFen }, "reconciliation difference");
  };

  for (const attempt of attempts) {
    const oursTaken = attempt.status === "succeeded" || attempt.status === "late" ? toFen(attempt.amount) : 0;
    const sale: LiteposSale | null = await provider.query(attempt.paymentNo);
    const theirsTaken = sale && (sale.status === ORDER_STATUS.completed || sale.status === ORDER_STATUS.partial) ? sale.paidFen : 0;
    if (!sale && oursTaken > 0) await note(attempt, "missing_at_provider", oursTaken, null, "我方记录已收款，收钱吧无此订单");
    else if (oursTaken === 0 && theirsTaken > 0)
      await note(attempt, "paid_not_recorded", 0, theirsTaken, `收钱吧已收款，我方支付状态为 ${attempt.status}`);
    else if (oursTaken > 0 && theirsTaken === 0)
      await note(attempt, "recorded_not_paid", oursTaken, 0, `我方记录已收款，收钱吧订单状态为 ${sale?.status ?? "无"}`);
    else if (oursTaken !== theirsTaken) await note(attempt, "amount_mismatch", oursTaken, theirsTaken, "双方收款金额不一致");

    const mine = refundRows.filter((r) => r.paymentNo === attempt.paymentNo && r.status === "succeeded");
    if (mine.length === 0) continue;
    let oursRefunded = 0;
    let theirsRefunded = 0;
    for (const refund of mine) {
      // Only the online part went through the provider (the rest went back to store credit).
      oursRefunded += toFen(refund.amount) - toFen(refund.balanceAmount);
      const refundSale = await provider.query(refund.refundNo);
      if (refundSale && refundSale.status === ORDER_STATUS.completed) theirsRefunded += refundSale.refundedFen;
    }
    if (oursRefunded !== theirsRefunded) await note(attempt, "refund_mismatch", oursRefunded, theirsRefunded, "双方退款金额不一致");
  }
  return { checked: attempts.length, differences };
}

/** The Beijing hour from which yesterday is reconciled. */
export const RECONCILE_FROM_HOUR = 2;

/** Yesterday in Beijing, `YYYY-MM-DD`. */
export function previousBeijingDay(now: Date): string {
  return addDays(beijingDate(now), -1);
}

/**
 * Runs yesterday's reconciliation once (the first sweep after 02:00 Beijing claims it; other
 * instances see the claimed row and skip). A provider failure leaves the run with its error
 * and no finish time; it is not retried automatically (an operator re-runs the day).
 * Returns the day reconciled now, or null.
 */
export async function reconcileDueDay(db: Database, provider: LiteposProvider, now: Date, log?: Logger): Promise<string | null> {
  // From 02:00 Beijing: the day's last attempts have expired, been voided or settled by then.
  if (beijingParts(now).hour < RECONCILE_FROM_HOUR) return null;
  const day = previousBeijingDay(now);
  const claimed = await db
    .insert(paymentReconciliationRuns)
    .values({ provider: provider.name, day, startedAt: now })
    .onConflictDoNothing()
    .returning({ day: paymentReconciliationRuns.day });
  if (claimed.length === 0) return null;
  try {
    const { checked, differences } = await reconcileDay(db, provider, day, log);
    await db
      .update(paymentReconciliationRuns)
      .set({ finishedAt: sql`now()`, checked, differences })
      .where(and(eq(paymentReconciliationRuns.provider, provider.name), eq(paymentReconciliationRuns.day, day)));
    log?.info({ day, checked, differences }, "litepos reconciliation done");
  } catch (error) {
    await db
      .update(paymentReconciliationRuns)
      .set({ error: String((error as Error)?.message ?? error).slice(0, 500) })
      .where(and(eq(paymentReconciliationRuns.provider, provider.name), eq(paymentReconciliationRuns.day, day)));
    log?.warn({ err: error, day }, "litepos reconciliation failed");
  }
  return day;
}
