import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../kernel/db";
import { ORDER_STATUSES, type OrderStatus, orderStatusHistory, orders } from "../../kernel/db/schema";
import { GatewayError } from "../../kernel/errors";
import { creditOrderPoints } from "../points";

export { ORDER_STATUSES, type OrderStatus };

/** The Chinese text of each status (what order lists and /success show). */
export const ORDER_STATUS_TEXT: Readonly<Record<OrderStatus, string>> = {
  pending_payment: "待付款",
  paid: "待发货",
  shipped: "已发货",
  completed: "已完成",
  cancelled: "已取消",
  after_sale: "售后中",
  refunded: "已退款",
};

/**
 * The Chinese status of an order; a pickup order (issue 24 §1) in its own words: paid is
 * 待自提 (waiting at the store), completed after the store's scan 已自提.
 */
export function orderStatusTextOf(order: { status: OrderStatus; pickUpSelf?: boolean }): string {
  if (order.pickUpSelf && order.status === "paid") return "待自提";
  if (order.pickUpSelf && order.status === "completed") return "已自提";
  return ORDER_STATUS_TEXT[order.status];
}

/**
 * The order state machine: which status may follow which. cancelled and refunded are final. A
 * pickup order goes from paid (待自提) straight to completed (已自提) when the store scans it.
 * An after-sale request that is withdrawn or refused returns the order to where it was
 * (paid, shipped or completed); an accepted full refund ends it as refunded.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending_payment: ["paid", "cancelled"],
  // paid → completed: a pickup order collected at its store (issue 24 §1, collectPickup).
  paid: ["shipped", "completed", "after_sale", "refunded"],
  shipped: ["completed", "after_sale"],
  completed: ["after_sale"],
  after_sale: ["paid", "shipped", "completed", "refunded"],
  cancelled: [],
  refunded: [],
};

/** Whether `to` may follow `from`. */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** Throws '400' 订单状态为「…」，不能变为「…」 when `to` may not follow `from`. */
export function assertTransition(from: OrderStatus, to: OrderStatus): void {
  if (!canTransition(from, to)) {
    throw GatewayError.badRequest(`订单状态为「${ORDER_STATUS_TEXT[from]}」，不能变为「${ORDER_STATUS_TEXT[to]}」`, "status", {
      fromStatus: from,
      toStatus: to,
    });
  }
}

/** Who changed the status (order_status_history.actor). */
export type OrderActor = "member" | "payment" | "expiry" | "staff" | "system";

/** Options of {@link transitionOrder}. */
export interface TransitionOptions {
  orderId: number;
  /** The status the caller expects the order to be in now; any of them when a list. */
  from: OrderStatus | readonly OrderStatus[];
  to: OrderStatus;
  actor: OrderActor;
  reason?: string | null;
  now?: Date;
  /** Extra columns set in the same update (payAt, isPaid, cancelledAt…). */
  set?: Partial<typeof orders.$inferInsert>;
}

/**
 * Moves an order to `to` with one conditional update (`… where status in (from)`), so two
 * racing callers (a payment callback and the expiry sweep) cannot both succeed: the loser gets
 * `null` and must not apply its side effects. Refuses an illegal transition with '400' before
 * touching the database. Writes order_status_history with the change, and on entering 已完成
 * credits the order's points (points-service, once per order). Run it inside the transaction
 * that applies the side effects (stock, coupon).
 */
export async function transitionOrder(
  db: Database,
  options: TransitionOptions,
): Promise<{ id: number; orderNumber: string; to: OrderStatus } | null> {
  const fromList = typeof options.from === "string" ? [options.from] : [...options.from];
  for (const from of fromList) assertTransition(from, options.to);
  const now = options.now ?? new Date();
  const [row] = await db
    .update(orders)
    .set({ ...options.set, status: options.to, updatedAt: now })
    .where(and(eq(orders.id, options.orderId), inArray(orders.status, fromList)))
    .returning({ id: orders.id, orderNumber: orders.orderNumber });
  if (!row) return null;
  // RETURNING sees only the new row: with several allowed sources the history keeps the list.
  await db.insert(orderStatusHistory).values({
    orderId: row.id,
    fromStatus: fromList.join("|"),
    toStatus: options.to,
    actor: options.actor,
    reason: options.reason ?? null,
    createdAt: now,
  });
  // issue 24 §2: an order earns its points when it completes, whichever path completes it
  // (confirm receipt, a pickup scanned, a withdrawn return) — credited once per order.
  if (options.to === "completed") await creditOrderPoints(db, row.id, now);
  return { id: row.id, orderNumber: row.orderNumber, to: options.to };
}
