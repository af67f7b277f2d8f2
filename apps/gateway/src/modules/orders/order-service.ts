import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../../kernel/db";
import { members, orderItems, orders } from "../../kernel/db/schema";
import { PAYMENT_EXPIRE_MINUTES } from "../catalog";
import { releaseCoupons } from "../promotions";
import { type OrderActor, orderStatusTextOf, transitionOrder } from "./order-status";
import { stockLocationOf } from "./pickup-service";
import { releaseReservedStock } from "./stock-reservation";

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** The Chinese text of an order's status. */
export function orderStatusText(order: Pick<OrderRow, "status"> & Partial<Pick<OrderRow, "pickUpSelf">>): string {
  return orderStatusTextOf(order);
}

/** The member's order by number; null when unknown or someone else's. */
export async function getMemberOrder(db: Database, memberUid: string, orderNumber: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber.trim()), eq(orders.memberUid, memberUid)))
    .limit(1);
  return row ?? null;
}

/** Items of an order, in the order they were written. */
export async function getOrderItems(db: Database, orderId: number): Promise<OrderItemRow[]> {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
}

/** spec §7 paymentExpireTime. */
export function paymentExpireTime(order: Pick<OrderRow, "paymentExpireAt" | "status"> | null, now: Date) {
  if (!order) return { minutes: PAYMENT_EXPIRE_MINUTES, expiresAt: null, remainingSeconds: null };
  const remaining =
    order.status === "pending_payment" ? Math.max(0, Math.floor((order.paymentExpireAt.getTime() - now.getTime()) / 1000)) : 0;
  return { minutes: PAYMENT_EXPIRE_MINUTES, expiresAt: order.paymentExpireAt, remainingSeconds: remaining };
}

/**
 * Cancels an order that waits for payment and gives back its stock reservation, coupon and the
 * store credit it used (balancePaidAmount back onto the member's storeCreditBalance) — exactly
 * once: the status change is a conditional update from pending_payment, and only the caller
 * that made it releases anything. The one give-back path of the expiry sweep and of the
 * shopper's 取消订单 (cancelMemberOrder). Run inside a transaction. Returns whether it cancelled.
 */
export async function cancelPendingOrder(
  tx: Database,
  order: Pick<OrderRow, "id" | "orderNumber">,
  options: { actor: OrderActor; reason: string; now: Date },
): Promise<boolean> {
  const changed = await transitionOrder(tx, {
    orderId: order.id,
    from: "pending_payment",
    to: "cancelled",
    actor: options.actor,
    reason: options.reason,
    now: options.now,
    set: { cancelledAt: options.now, reason: options.reason },
  });
  if (!changed) return false;
  const items = await tx
    .select({ sku: orderItems.sku, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  const [where] = await tx
    .select({ pickUpSelf: orders.pickUpSelf, storeCode: orders.storeCode })
    .from(orders)
    .where(eq(orders.id, order.id))
    .limit(1);
  // A pickup order's units were held at its store (issue 24 §1).
  await releaseReservedStock(tx, items, where ? stockLocationOf(where) : undefined);
  await releaseCoupons(tx, order.orderNumber, options.now);
  await releaseBalance(tx, order.id, options.now);
  return true;
}

/** Store credit a cancelled order used goes back onto its member's balance (numeric, exact). */
async function releaseBalance(tx: Database, orderId: number, now: Date): Promise<void> {
  const [row] = await tx
    .select({ memberUid: orders.memberUid, balancePaidAmount: orders.balancePaidAmount })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!row || !(Number(row.balancePaidAmount) > 0)) return;
  await tx
    .update(members)
    .set({ storeCreditBalance: sql`${members.storeCreditBalance} + ${row.balancePaidAmount}::numeric`, updatedAt: now })
    .where(eq(members.memberUid, row.memberUid));
}

/** The reason written on orders the sweep cancels. */
export const EXPIRED_REASON = "超时未支付，订单已自动取消";

/**
 * The expiry sweep: cancels unpaid orders whose paymentExpireAt has passed (stock and coupon
 * given back), in batches. Safe to run from several gateway instances at once: each batch
 * claims its orders with `for update skip locked`, and the cancel itself is conditional, so a
 * payment that lands at the same moment wins or loses cleanly. Returns the number cancelled.
 */
export async function expireUnpaidOrders(db: Database, now: Date, batchSize = 50): Promise<number> {
  let total = 0;
  for (;;) {
    const cancelled = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: orders.id, orderNumber: orders.orderNumber })
        .from(orders)
        .where(and(eq(orders.status, "pending_payment"), lte(orders.paymentExpireAt, now)))
        .orderBy(asc(orders.paymentExpireAt))
        .limit(batchSize)
        .for("update", { skipLocked: true });
      let n = 0;
      for (const order of due) {
        if (await cancelPendingOrder(tx, order, { actor: "expiry", reason: EXPIRED_REASON, now })) n += 1;
      }
      return { n, claimed: due.length };
    });
    total += cancelled.n;
    if (cancelled.claimed < batchSize) return total;
  }
}

/** Orders by number (for tests and the orders pages). */
export async function getOrdersByNumber(db: Database, numbers: readonly string[]): Promise<OrderRow[]> {
  if (numbers.length === 0) return [];
  return db
    .select()
    .from(orders)
    .where(inArray(orders.orderNumber, [...numbers]));
}
