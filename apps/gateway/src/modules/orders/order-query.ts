import { ORDER_CANCEL_REASON_MAX_LENGTH } from "@xunlan/validation";
import { and, count, desc, eq, gte, inArray, lte, type SQL } from "drizzle-orm";
import type { Database } from "../../kernel/db";
import { ORDER_STATUSES, type OrderStatus, orders } from "../../kernel/db/schema";
import { GatewayError } from "../../kernel/errors";
import { invoiceRequestColumns } from "./invoice-service";
import { cancelPendingOrder, type OrderRow } from "./order-service";
import { ORDER_STATUS_TEXT, transitionOrder } from "./order-status";

/** spec §7 orderList filters; every given filter must hold. */
export interface OrderListFilters {
  statuses?: readonly string[] | null;
  status?: string | null;
  orderNumber?: string | null;
  isStore?: boolean | null;
  beginTime?: Date | string | null;
  endTime?: Date | string | null;
  types?: readonly string[] | null;
  type?: string | null;
}

export const ORDER_PAGE_SIZE_MAX = 50;

function checkStatus(value: string): OrderStatus {
  if (!(ORDER_STATUSES as readonly string[]).includes(value)) {
    throw GatewayError.badRequest(`未知的订单状态：${value}`, "status");
  }
  return value as OrderStatus;
}

function toTime(value: Date | string | null | undefined, field: string): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const time = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(time.getTime())) throw GatewayError.badRequest("时间格式不正确", field);
  return time;
}

/** The where-conditions of the filters for one member. Throws '400' on an unknown status or an inverted time range. */
export function orderListConditions(memberUid: string, filters: OrderListFilters | null | undefined): SQL[] {
  const conditions: SQL[] = [eq(orders.memberUid, memberUid)];
  const f = filters ?? {};
  if (f.statuses && f.statuses.length > 0) conditions.push(inArray(orders.status, f.statuses.map(checkStatus)));
  if (f.status) conditions.push(eq(orders.status, checkStatus(f.status)));
  const number = f.orderNumber?.trim();
  if (number) conditions.push(eq(orders.orderNumber, number));
  if (f.isStore !== null && f.isStore !== undefined) conditions.push(eq(orders.isStore, f.isStore));
  const begin = toTime(f.beginTime, "beginTime");
  const end = toTime(f.endTime, "endTime");
  if (begin && end && begin.getTime() > end.getTime()) {
    throw GatewayError.badRequest("开始时间不能晚于结束时间", "beginTime");
  }
  if (begin) conditions.push(gte(orders.createdAt, begin));
  if (end) conditions.push(lte(orders.createdAt, end));
  if (f.types && f.types.length > 0) conditions.push(inArray(orders.orderType, [...f.types]));
  if (f.type) conditions.push(eq(orders.orderType, f.type));
  return conditions;
}

/** spec §7 orderList: the member's orders, newest first, one page. */
export async function listMemberOrders(
  db: Database,
  memberUid: string,
  options: { pageNumber?: number | null; pageSize?: number | null; filters?: OrderListFilters | null },
): Promise<{ items: OrderRow[]; count: number; pageNumber: number; pageSize: number }> {
  const pageNumber = options.pageNumber ?? 1;
  const pageSize = options.pageSize ?? 10;
  if (!Number.isInteger(pageNumber) || pageNumber < 1) throw GatewayError.badRequest("页码须为正整数", "pageNumber");
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > ORDER_PAGE_SIZE_MAX) {
    throw GatewayError.badRequest(`每页数量须在 1–${ORDER_PAGE_SIZE_MAX} 之间`, "pageSize");
  }
  const where = and(...orderListConditions(memberUid, options.filters));
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize)
      .offset((pageNumber - 1) * pageSize),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { items, count: total?.n ?? 0, pageNumber, pageSize };
}

/** The member's order or '404' 订单不存在 (someone else's order is not found either). */
export async function requireMemberOrder(db: Database, memberUid: string, orderNumber: string): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber.trim()), eq(orders.memberUid, memberUid)))
    .limit(1);
  if (!row) throw GatewayError.notFound("订单不存在");
  return row;
}

/**
 * spec §4/§7 confirmOrder: the member confirms receipt — 已发货 → 已完成 (completedAt set), and
 * the order's e-invoice is requested (eInvoice pending; see issuePendingInvoices).
 * Refused from any other status, after_sale included ('400' with both statuses in Chinese); a second confirm of a
 * completed order is refused the same way. A race with another change loses cleanly.
 */
export async function confirmOrder(db: Database, memberUid: string, orderNumber: string, now: Date): Promise<OrderRow> {
  const order = await requireMemberOrder(db, memberUid, orderNumber);
  // Only a shipped order is received: after_sale → completed is the state machine's return from a
  // withdrawn after-sale, not the member's to take.
  if (order.status !== "shipped") {
    throw GatewayError.badRequest(`订单状态为「${ORDER_STATUS_TEXT[order.status]}」，不能变为「已完成」`, "status", {
      fromStatus: order.status,
      toStatus: "completed",
    });
  }
  return db.transaction(async (tx) => {
    const changed = await transitionOrder(tx, {
      orderId: order.id,
      from: "shipped",
      to: "completed",
      actor: "member",
      reason: "确认收货",
      now,
      // The order's 电子发票 is asked for with its completion (issued by the commerce sweep).
      set: { completedAt: now, ...invoiceRequestColumns(Number(order.totalPaid)) },
    });
    if (!changed) throw GatewayError.badRequest("订单状态已变化，请刷新后重试", "orderNumber");
    return requireMemberOrder(tx, memberUid, orderNumber);
  });
}

/**
 * spec §4 取消订单 (issue 24 item 4): the member cancels their unpaid order with a reason —
 * 待付款 → 已取消, stock, coupon and store credit given back by {@link cancelPendingOrder}, the
 * expiry sweep's own path, so a cancel racing the sweep or a payment callback has one outcome:
 * whichever conditional update lands first. Cancelling an order that is already cancelled (a
 * second tap, or the sweep got there first) answers the order as it is and gives nothing back
 * again. '400' 订单已支付，不能取消 once paid, 订单状态为「…」，不能取消 otherwise.
 */
export async function cancelMemberOrder(
  db: Database,
  memberUid: string,
  orderNumber: string,
  reason: string,
  now: Date,
): Promise<OrderRow> {
  const why = reason.trim();
  if (!why) throw GatewayError.badRequest("请选择取消原因", "reason");
  if ([...why].length > ORDER_CANCEL_REASON_MAX_LENGTH) {
    throw GatewayError.badRequest(`取消原因不能超过 ${ORDER_CANCEL_REASON_MAX_LENGTH} 个字`, "reason");
  }
  const order = await requireMemberOrder(db, memberUid, orderNumber);
  const refuse = (status: OrderStatus) =>
    GatewayError.badRequest(
      status === "paid" ? "订单已支付，不能取消" : `订单状态为「${ORDER_STATUS_TEXT[status]}」，不能取消`,
      "orderNumber",
      {
        fromStatus: status,
        toStatus: "cancelled",
      },
    );
  if (order.status === "cancelled") return order;
  if (order.status !== "pending_payment") throw refuse(order.status);
  return db.transaction(async (tx) => {
    const cancelled = await cancelPendingOrder(tx, order, { actor: "member", reason: why, now });
    const current = await requireMemberOrder(tx, memberUid, orderNumber);
    // Lost the race: to a payment (refused) or to the sweep or another tap (already cancelled).
    if (!cancelled && current.status !== "cancelled") throw refuse(current.status);
    return current;
  });
}
