/**
 * The one refund path (issue 24 §3/§4): cancellation of a paid order, after-sale returns and
 * staff refunds all record a refund here and settle it here. Money goes back the way it came:
 * the part of a refund that the order paid with store credit goes back onto the member's
 * balance (credited in the transaction that records the refund), the rest to the payment
 * provider that took it (sent after commit with the refund's idempotency key, retried by the
 * commerce sweep until the provider confirms). All amounts are split in integer fen.
 */
import { randomInt } from "node:crypto";
import { businessNumber, businessNumberRange, toCents } from "@xunlan/validation";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../kernel/db";
import { members, orders, payments, refunds, returnOrders } from "../../kernel/db/schema";
import { GatewayError } from "../../kernel/errors";
import type { PaymentProvider } from "./payment-provider";

export type RefundRow = typeof refunds.$inferSelect;

/** The provider name of a refund that goes back to store credit only. */
export const BALANCE_REFUND_PROVIDER = "balance";

/** A refund split into what goes back online and what goes back onto store credit (fen). */
export interface RefundSplit {
  onlineFen: number;
  balanceFen: number;
}

/**
 * Splits a refund of `amountFen` between the two ways the order was paid, in proportion to
 * them (rounded to the fen, half up), never giving back more on either side than is left
 * there; a refund of everything left gives back exactly what is left of each. Pure.
 */
export function splitRefund(amountFen: number, paid: RefundSplit, refunded: RefundSplit): RefundSplit {
  const leftOnline = Math.max(0, paid.onlineFen - refunded.onlineFen);
  const leftBalance = Math.max(0, paid.balanceFen - refunded.balanceFen);
  const amount = Math.max(0, Math.min(Math.trunc(amountFen), leftOnline + leftBalance));
  if (amount === leftOnline + leftBalance) return { onlineFen: leftOnline, balanceFen: leftBalance };
  const total = paid.onlineFen + paid.balanceFen;
  // amount × balance / total, rounded half up, in integers (BigInt: no floating point on money).
  const proportional = total > 0 ? Number((2n * BigInt(amount) * BigInt(paid.balanceFen) + BigInt(total)) / (2n * BigInt(total))) : 0;
  let balanceFen = Math.min(leftBalance, proportional);
  let onlineFen = amount - balanceFen;
  if (onlineFen > leftOnline) {
    onlineFen = leftOnline;
    balanceFen = amount - leftOnline;
  }
  return { onlineFen, balanceFen };
}

/** What an order has had refunded so far, split (fen). */
export async function refundedSoFar(tx: Database, orderId: number): Promise<RefundSplit> {
  const [row] = await tx
    .select({
      total: sql<string>`coalesce(sum(${refunds.amount}), 0)`,
      balance: sql<string>`coalesce(sum(${refunds.balanceAmount}), 0)`,
    })
    .from(refunds)
    .where(eq(refunds.orderId, orderId));
  const balanceFen = toCents(row?.balance ?? 0);
  return { onlineFen: toCents(row?.total ?? 0) - balanceFen, balanceFen };
}

/** What is left to refund of an order (fen): everything it was paid, online and by balance, less refunds. */
export async function refundableFen(
  tx: Database,
  order: { id: number; onlinePayAmount: number; balancePaidAmount: number },
): Promise<number> {
  const done = await refundedSoFar(tx, order.id);
  return Math.max(0, toCents(order.onlinePayAmount) - done.onlineFen) + Math.max(0, toCents(order.balancePaidAmount) - done.balanceFen);
}

/** XRF + the Beijing day (yyyyMMdd) + 8 random digits. */
function newRefundNo(now: Date): string {
  return businessNumber("refund", now, randomInt(businessNumberRange("refund")));
}

/** The order's paid attempt (what the online part goes back through), or null. */
async function paidAttempt(tx: Database, orderId: number) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, "succeeded")))
    .orderBy(desc(payments.id))
    .limit(1);
  return row ?? null;
}

/** What {@link recordRefund} needs: the refund's total and why; its key makes it happen once. */
export interface RefundInput {
  orderId: number;
  returnId: number | null;
  /** Yuan in all (split between balance and online here). */
  amount: number;
  reason: string;
  /** `cancel:{orderNumber}`, `return:{returnOrderNumber}`, `staff:{…}`: one refund per key. */
  idempotencyKey: string;
  now: Date;
}

/**
 * Records a refund inside the caller's transaction (the order's row should be locked by it):
 * splits it between store credit and the provider ({@link splitRefund} over what the order
 * paid each way and what was refunded before), credits the balance part to the member at once
 * and writes the refund — `succeeded` when nothing goes online, else `pending` for
 * {@link settleRefund} after commit. Once per idempotency key: a repeat answers the first refund
 * and credits nothing. Null when nothing is due. '400' when an online part has no paid attempt.
 */
export async function recordRefund(tx: Database, input: RefundInput): Promise<RefundRow | null> {
  const [existing] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, input.idempotencyKey)).limit(1);
  if (existing) return existing;
  if (!(toCents(input.amount) > 0)) return null;
  const [order] = await tx
    .select({
      id: orders.id,
      memberUid: orders.memberUid,
      onlinePayAmount: orders.onlinePayAmount,
      balancePaidAmount: orders.balancePaidAmount,
    })
    .from(orders)
    .where(eq(orders.id, input.orderId))
    .limit(1);
  if (!order) throw GatewayError.notFound("订单不存在");
  const split = splitRefund(
    toCents(input.amount),
    { onlineFen: toCents(order.onlinePayAmount), balanceFen: toCents(order.balancePaidAmount) },
    await refundedSoFar(tx, order.id),
  );
  if (split.onlineFen + split.balanceFen === 0) return null;
  const payment = split.onlineFen > 0 ? await paidAttempt(tx, order.id) : null;
  if (split.onlineFen > 0 && !payment) throw GatewayError.badRequest("未找到该订单的支付记录，请联系客服", "orderNumber");
  const online = split.onlineFen > 0;
  const [row] = await tx
    .insert(refunds)
    .values({
      refundNo: newRefundNo(input.now),
      idempotencyKey: input.idempotencyKey,
      orderId: order.id,
      returnId: input.returnId,
      paymentNo: payment?.paymentNo ?? null,
      provider: payment?.provider ?? BALANCE_REFUND_PROVIDER,
      amount: (split.onlineFen + split.balanceFen) / 100,
      balanceAmount: split.balanceFen / 100,
      reason: input.reason,
      createdAt: input.now,
      ...(online ? {} : { status: "succeeded" as const, succeededAt: input.now }),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    const [first] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, input.idempotencyKey)).limit(1);
    return first ?? null;
  }
  if (split.balanceFen > 0) {
    // Back onto the member's store credit, exactly: numeric + numeric in the database.
    await tx
      .update(members)
      .set({
        storeCreditBalance: sql`${members.storeCreditBalance} + ${(split.balanceFen / 100).toFixed(2)}::numeric`,
        updatedAt: input.now,
      })
      .where(eq(members.memberUid, order.memberUid));
  }
  if (!online && row.returnId) await markReturnRefunded(tx, row.returnId, input.now);
  return row;
}

/** The online part of a refund (yuan): what the provider sends back. */
export function onlineRefundAmount(refund: Pick<RefundRow, "amount" | "balanceAmount">): number {
  return (toCents(refund.amount) - toCents(refund.balanceAmount)) / 100;
}

async function markReturnRefunded(tx: Database, returnId: number, now: Date): Promise<void> {
  await tx
    .update(returnOrders)
    .set({ status: "refunded", refundedAt: now, updatedAt: now })
    .where(and(eq(returnOrders.id, returnId), eq(returnOrders.status, "refunding")));
}

/**
 * Sends the online part of a pending refund through the payment provider, outside any
 * transaction, with its idempotency key: however often it runs (a retry, the sweep, another
 * instance at the same moment), the provider moves the money once. Marks it succeeded (and its
 * return 已退款) after the provider confirms; a failure is counted and left pending for the
 * sweep. Returns whether it is settled.
 */
export async function settleRefund(db: Database, provider: PaymentProvider, refund: RefundRow, now: Date): Promise<boolean> {
  if (refund.status === "succeeded") return true;
  const amount = onlineRefundAmount(refund);
  let providerRefundNo: string | null = null;
  if (amount > 0 && refund.paymentNo) {
    const paymentNo = refund.paymentNo;
    const [payment] = await db.select().from(payments).where(eq(payments.paymentNo, paymentNo)).limit(1);
    try {
      const result = await provider.refund({
        idempotencyKey: refund.idempotencyKey,
        refundNo: refund.refundNo,
        paymentNo,
        providerTradeNo: payment?.providerTradeNo ?? null,
        amount,
        reason: refund.reason,
      });
      providerRefundNo = result.providerRefundNo;
    } catch (error) {
      await db
        .update(refunds)
        .set({ attempts: sql`${refunds.attempts} + 1`, lastError: String((error as Error)?.message ?? error).slice(0, 500) })
        .where(eq(refunds.id, refund.id));
      return false;
    }
  }
  await db.transaction(async (tx) => {
    const [settled] = await tx
      .update(refunds)
      .set({ status: "succeeded", providerRefundNo, succeededAt: now, attempts: sql`${refunds.attempts} + 1` })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, "pending")))
      .returning({ returnId: refunds.returnId });
    if (settled?.returnId) await markReturnRefunded(tx, settled.returnId, now);
  });
  return true;
}

/** A refund by id (null when unknown). */
export async function getRefund(db: Database, id: number): Promise<RefundRow | null> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id)).limit(1);
  return row ?? null;
}

/** Settles pending refunds, oldest first (the sweep); returns how many settled. */
export async function settlePendingRefunds(db: Database, provider: PaymentProvider, now: Date, limit = 50): Promise<number> {
  const pending = await db.select().from(refunds).where(eq(refunds.status, "pending")).orderBy(asc(refunds.createdAt)).limit(limit);
  let settled = 0;
  for (const refund of pending) if (await settleRefund(db, provider, refund, now)) settled += 1;
  return settled;
}
