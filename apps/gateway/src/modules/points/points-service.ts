import { memberLevelProgress, pointsForFen } from "@xunlan/validation";
import { count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../kernel/db";
import { members, orderItems, orders, type PointsKind, pointsLedger, promotions, returnOrders } from "../../kernel/db/schema";
import { GatewayError } from "../../kernel/errors";
import { pointsPromotionAt } from "../promotions";

// ---------------------------------------------------------------------------------------------
// Member points (issue 24 §2). Points are credited when an order completes — one per whole yuan
// of the goods paid online, after promotions and the coupon, times the rate of a points
// promotion running when the order was placed — and a return taken in gives back the points of
// the units it took. Store credit (balancePaidAmount) and shipping earn nothing. Every change is
// a points_ledger row written with members.point in one transaction; the ledger's unique
// indexes (one earn per order, one reversal per return) make each happen once whoever runs it.
// ---------------------------------------------------------------------------------------------

export type PointsEntryRow = typeof pointsLedger.$inferSelect;

const toFen = (yuan: number | string) => Math.round(Number(yuan) * 100);

/** What points are computed from: the order's totals and its items (quantities, paid share). */
export interface PointsOrderFacts {
  totalPaid: number | string;
  onlinePayAmount: number | string;
  items: ReadonlyArray<{ totalPaid: number | string; quantity: number; returnedQuantity: number }>;
}

/**
 * The fen of goods paid online for the units not returned: each item's paid total (after
 * promotions and the coupon) for its kept units; when store credit paid part of the order, only
 * the online payment's share of it (onlinePayAmount / totalPaid). Shipping earns nothing.
 * Integer fen, rounded down.
 */
export function keptOnlineGoodsFen(order: PointsOrderFacts): number {
  const totalFen = toFen(order.totalPaid);
  const onlineFen = toFen(order.onlinePayAmount);
  if (totalFen <= 0 || onlineFen <= 0) return 0;
  let goodsFen = 0;
  for (const item of order.items) {
    if (item.quantity <= 0) continue;
    const kept = Math.max(0, item.quantity - item.returnedQuantity);
    goodsFen += Math.floor((toFen(item.totalPaid) * kept) / item.quantity);
  }
  // Store credit earns none: the goods count in the share the online payment has of the total.
  return onlineFen >= totalFen ? goodsFen : Math.floor((goodsFen * onlineFen) / totalFen);
}

/** The points the kept units of an order earn at `rate`. */
export function orderPoints(order: PointsOrderFacts, rate: number): number {
  return pointsForFen(keptOnlineGoodsFen(order), rate);
}

/** Locks the member row and moves its points by `delta`; writes the level its total reaches. Returns the new total. */
async function movePoints(tx: Database, memberUid: string, delta: number, now: Date): Promise<number> {
  const [member] = await tx.select({ point: members.point }).from(members).where(eq(members.memberUid, memberUid)).limit(1).for("update");
  if (!member) throw new Error(`points: member ${memberUid} not found`);
  const point = member.point + delta;
  await tx
    .update(members)
    .set({ point, level: memberLevelProgress(point).level, updatedAt: now })
    .where(eq(members.memberUid, memberUid));
  return point;
}

async function loadFacts(tx: Database, orderId: number) {
  const [order] = await tx
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      memberUid: orders.memberUid,
      isStore: orders.isStore,
      createdAt: orders.createdAt,
      totalPaid: orders.totalPaid,
      onlinePayAmount: orders.onlinePayAmount,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!order) return null;
  const items = await tx
    .select({ totalPaid: orderItems.totalPaid, quantity: orderItems.quantity, returnedQuantity: orderItems.returnedQuantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return { ...order, items };
}

/**
 * Credits an order's points when it completes (called by transitionOrder on every move to
 * 已完成, inside its transaction): the kept units' online goods amount, at the rate of the
 * points promotion that ran when the order was placed (Beijing-time window, promotions table).
 * Exactly once per order: a second completion (a withdrawn return bringing the order back to
 * 已完成, a retry, a concurrent caller) inserts nothing and changes no points. In-store
 * purchases earn nothing here (paid at the till, not online). Returns the entry written, or null.
 */
export async function creditOrderPoints(tx: Database, orderId: number, now: Date): Promise<PointsEntryRow | null> {
  const order = await loadFacts(tx, orderId);
  if (!order || order.isStore) return null;
  const promotion = await pointsPromotionAt(tx, order.createdAt);
  const rate = promotion?.rate ?? 1;
  const points = orderPoints(order, rate);
  // The unique index decides: only the first earn of an order is written (a concurrent one waits, then skips).
  const [entry] = await tx
    .insert(pointsLedger)
    .values({
      memberUid: order.memberUid,
      kind: "earn",
      points,
      balance: 0,
      rate,
      orderId: order.id,
      orderNumber: order.orderNumber,
      promotionCode: promotion?.code ?? null,
      createdAt: now,
    })
    .onConflictDoNothing({ target: pointsLedger.orderId, where: sql`${pointsLedger.kind} = 'earn'` })
    .returning({ id: pointsLedger.id });
  if (!entry) return null;
  const balance = await movePoints(tx, order.memberUid, points, now);
  const [row] = await tx.update(pointsLedger).set({ balance }).where(eq(pointsLedger.id, entry.id)).returning();
  return row ?? null;
}

/**
 * Takes back the points of the units a return took (called when the warehouse takes the return
 * in, inside that transaction): what the order earned, less earlier reversals, less what the
 * units still kept earn at the same rate — so the reversals of all returns together never pass
 * what was earned, and a full return takes back everything. Nothing when the order has not
 * earned (a return before completion: the earn then counts only the kept units). Exactly once
 * per return (unique index). Returns the entry written, or null.
 */
export async function reverseReturnPoints(tx: Database, returnId: number, now: Date): Promise<PointsEntryRow | null> {
  const [ret] = await tx
    .select({ id: returnOrders.id, orderId: returnOrders.orderId, returnOrderNumber: returnOrders.returnOrderNumber })
    .from(returnOrders)
    .where(eq(returnOrders.id, returnId))
    .limit(1);
  if (!ret) return null;
  const entries = await tx
    .select({ kind: pointsLedger.kind, points: pointsLedger.points, rate: pointsLedger.rate, returnId: pointsLedger.returnId })
    .from(pointsLedger)
    .where(eq(pointsLedger.orderId, ret.orderId));
  const earn = entries.find((e) => e.kind === "earn");
  if (!earn || entries.some((e) => e.kind === "reverse" && e.returnId === ret.id)) return null;
  const order = await loadFacts(tx, ret.orderId);
  if (!order) return null;
  const held = entries.reduce((sum, e) => sum + e.points, 0);
  const take = Math.max(0, held - orderPoints(order, earn.rate));
  if (take === 0) return null;
  const [entry] = await tx
    .insert(pointsLedger)
    .values({
      memberUid: order.memberUid,
      kind: "reverse",
      points: -take,
      balance: 0,
      rate: earn.rate,
      orderId: order.id,
      orderNumber: order.orderNumber,
      returnId: ret.id,
      returnOrderNumber: ret.returnOrderNumber,
      createdAt: now,
    })
    .onConflictDoNothing({ target: pointsLedger.returnId, where: sql`${pointsLedger.kind} = 'reverse'` })
    .returning({ id: pointsLedger.id });
  if (!entry) return null;
  const balance = await movePoints(tx, order.memberUid, -take, now);
  const [row] = await tx.update(pointsLedger).set({ balance }).where(eq(pointsLedger.id, entry.id)).returning();
  return row ?? null;
}

/** The Chinese text of each kind of entry (the points history). */
export const POINTS_KIND_TEXT: Readonly<Record<PointsKind, string>> = {
  earn: "订单完成",
  reverse: "退货扣回",
  adjust: "积分调整",
};

/** Page size bounds of the points history. */
export const POINTS_PAGE_SIZE_MAX = 50;

/** The member's points history, newest first, one page. */
export async function listMemberPoints(
  db: Database,
  memberUid: string,
  options: { pageNumber?: number | null; pageSize?: number | null },
): Promise<{ items: PointsEntryRow[]; count: number; pageNumber: number; pageSize: number }> {
  const pageNumber = options.pageNumber ?? 1;
  const pageSize = options.pageSize ?? 10;
  if (!Number.isInteger(pageNumber) || pageNumber < 1) throw GatewayError.badRequest("页码须为正整数", "pageNumber");
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > POINTS_PAGE_SIZE_MAX) {
    throw GatewayError.badRequest(`每页数量须在 1–${POINTS_PAGE_SIZE_MAX} 之间`, "pageSize");
  }
  const where = eq(pointsLedger.memberUid, memberUid);
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(pointsLedger)
      .where(where)
      .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
      .limit(pageSize)
      .offset((pageNumber - 1) * pageSize),
    db.select({ n: count() }).from(pointsLedger).where(where),
  ]);
  return { items, count: total?.n ?? 0, pageNumber, pageSize };
}

/** What an order shows about its points (Order.points). */
export interface OrderPointsView {
  points: number;
  rate: number;
  credited: boolean;
  reversed: number;
  promotionName: string | null;
}

/** The ledger entries of orders, by order id (one query for a page of orders). */
export async function ledgerByOrder(db: Database, orderIds: readonly number[]): Promise<Map<number, PointsEntryRow[]>> {
  const map = new Map<number, PointsEntryRow[]>();
  if (orderIds.length === 0) return map;
  const rows = await db
    .select()
    .from(pointsLedger)
    .where(inArray(pointsLedger.orderId, [...orderIds]));
  for (const row of rows) {
    if (row.orderId === null) continue;
    map.set(row.orderId, [...(map.get(row.orderId) ?? []), row]);
  }
  return map;
}

/**
 * An order's points: once completed, what it was credited less what returns took back;
 * before, what it will earn on completion (its kept units at the rate of the promotion that
 * ran when it was placed). A cancelled or refunded order earns none, nor an in-store purchase.
 */
export async function orderPointsView(
  db: Database,
  order: { id: number; status: string; isStore: boolean; createdAt: Date } & Omit<PointsOrderFacts, "items">,
  entries: readonly PointsEntryRow[],
): Promise<OrderPointsView> {
  const earn = entries.find((e) => e.kind === "earn");
  if (earn) {
    const reversed = -entries.filter((e) => e.kind === "reverse").reduce((sum, e) => sum + e.points, 0);
    return {
      points: earn.points - reversed,
      rate: earn.rate,
      credited: true,
      reversed,
      promotionName: earn.promotionCode ? await promotionName(db, earn.promotionCode) : null,
    };
  }
  if (order.isStore || order.status === "cancelled" || order.status === "refunded" || order.status === "completed") {
    return { points: 0, rate: 1, credited: false, reversed: 0, promotionName: null };
  }
  const promotion = await pointsPromotionAt(db, order.createdAt);
  const items = await db
    .select({ totalPaid: orderItems.totalPaid, quantity: orderItems.quantity, returnedQuantity: orderItems.returnedQuantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  const rate = promotion?.rate ?? 1;
  return { points: orderPoints({ ...order, items }, rate), rate, credited: false, reversed: 0, promotionName: promotion?.name ?? null };
}

async function promotionName(db: Database, code: string): Promise<string | null> {
  const [row] = await db.select({ name: promotions.name }).from(promotions).where(eq(promotions.code, code)).limit(1);
  return row?.name ?? null;
}
