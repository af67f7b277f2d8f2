import { randomInt } from "node:crypto";
import { ONLINE_WAREHOUSE_CODE } from "@xunlan/catalog-data";
import { beijingDate, businessNumber, businessNumberRange, isMobile } from "@xunlan/validation";
import { and, asc, count, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "../kernel/db";
import { orderItems, orders, returnOrderItems, returnOrders, stock } from "../kernel/db/schema";
import { GatewayError } from "../kernel/errors";
import { AFTER_SALE_REASONS, assertPickupSlot, assertReturnTransition, pickupBlockedDays, pickupStartDate } from "../modules/after-sale";
import { assertTransition, ORDER_STATUS_TEXT, type OrderActor, pickupDaySlots, stockLocationOf, transitionOrder } from "../modules/orders";
import { type PaymentProvider, type RefundRow, recordRefund, refundableFen, settleRefund } from "../modules/payments";
import { reverseReturnPoints } from "../modules/points";
import type { StorageProvider } from "../modules/storage";
import { claimUploads, RETURN_PHOTOS_MAX, storeReturnPhotos } from "../modules/storage";

export type ReturnRow = typeof returnOrders.$inferSelect;
export type { RefundRow };

/** Longest remark / cancel reason (characters). */
export const AFTER_SALE_REMARK_MAX = 200;

/** One line of an application: which order item and how many units. */
export interface AfterSaleItemInput {
  itemId: string | number;
  quantity: number;
}

/** spec §7 afterSaleApply. */
export interface AfterSaleApplyInput {
  memberUid: string;
  orderNumber: string;
  items: readonly AfterSaleItemInput[];
  consignee: string;
  consigneeCellphone: string;
  province: string;
  city: string;
  district: string;
  detailAddress: string;
  postCode?: string | null;
  reason: string;
  remark?: string | null;
  pickupDate: string;
  pickupTimeSpan: string;
  /** Up to three uploads of the member (ossGetToken keys): photos of the item. */
  photoKeys?: readonly string[] | null;
}

const fen = (yuan: number) => Math.round(yuan * 100);
const yuan = (fenAmount: number) => fenAmount / 100;

/** XR + the Beijing day (yyyyMMdd) + 8 random digits. */
function newNumber(kind: "return", now: Date): string {
  return businessNumber(kind, now, randomInt(businessNumberRange(kind)));
}

function text(value: string | null | undefined): string {
  return (value ?? "").trim();
}

/** The pure checks of an application (before any read): '400' naming the field. */
export function validateApplyInput(input: AfterSaleApplyInput): Array<{ itemId: number; quantity: number }> {
  if (!text(input.orderNumber)) throw GatewayError.badRequest("缺少必要参数：orderNumber", "orderNumber");
  if (input.items.length === 0) throw GatewayError.badRequest("请选择退货商品", "itemId");
  const lines = new Map<number, number>();
  for (const item of input.items) {
    const itemId = Number(item.itemId);
    if (!Number.isInteger(itemId) || itemId < 1 || itemId > 2_147_483_647) throw GatewayError.badRequest("退货商品不存在", "itemId");
    if (!Number.isInteger(item.quantity) || item.quantity < 1) throw GatewayError.badRequest("请选择退货数量", "quantity");
    lines.set(itemId, (lines.get(itemId) ?? 0) + item.quantity);
  }
  if (!text(input.reason)) throw GatewayError.badRequest("请选择退货原因", "reason");
  if (!(AFTER_SALE_REASONS as readonly string[]).includes(text(input.reason))) throw GatewayError.badRequest("退货原因不正确", "reason");
  if (text(input.remark).length > AFTER_SALE_REMARK_MAX)
    throw GatewayError.badRequest(`补充说明不能超过 ${AFTER_SALE_REMARK_MAX} 字`, "remark");
  const consignee = text(input.consignee);
  if (!consignee) throw GatewayError.badRequest("请输入取件联系人", "consignee");
  if (consignee.length > 20) throw GatewayError.badRequest("联系人姓名过长", "consignee");
  if (!text(input.consigneeCellphone)) throw GatewayError.badRequest("请输入手机号", "consigneeCellphone");
  if (!isMobile(text(input.consigneeCellphone))) throw GatewayError.badRequest("请输入正确的手机号码", "consigneeCellphone");
  for (const field of ["province", "city", "district"] as const) {
    if (!text(input[field])) throw GatewayError.badRequest("请选择取件地址所在地区", field);
  }
  if (!text(input.detailAddress)) throw GatewayError.badRequest("请输入取件详细地址", "detailAddress");
  if (text(input.detailAddress).length > 100) throw GatewayError.badRequest("详细地址不能超过 100 字", "detailAddress");
  if ((input.photoKeys?.length ?? 0) > RETURN_PHOTOS_MAX)
    throw GatewayError.badRequest(`最多上传 ${RETURN_PHOTOS_MAX} 张图片`, "photoKeys");
  return [...lines].map(([itemId, quantity]) => ({ itemId, quantity }));
}

/**
 * spec §4/§7 afterSaleApply: the member returns units of a shipped or completed order's items,
 * picked up by the courier on a selectable day slot (spec §4). In one transaction: the order row
 * is locked, its status checked (售后中 while another return is open; 待发货 is cancelled with a
 * refund instead), each line's returnedQuantity grows by a conditional update that can never
 * pass the bought quantity (also under concurrent requests), the order moves to 售后中 and the
 * return is written. The refund is fixed now: the lines' paid share, or — when this return takes
 * the last units — whatever of the payment has not been refunded yet (shipping included); it
 * goes back the way it was paid (payments' recordRefund: store credit to balance, the rest online).
 * Photos (photoKeys, the member's uploads) are resized and stripped of metadata before the
 * transaction and their uploads claimed inside it (see storeReturnPhotos).
 */
export async function applyReturn(
  db: Database,
  input: AfterSaleApplyInput,
  now: Date,
  options: { storage?: StorageProvider | null; actor?: OrderActor } = {},
): Promise<ReturnRow> {
  const lines = validateApplyInput(input);
  const slots = pickupDaySlots(pickupStartDate(now), await pickupBlockedDays(db));
  assertPickupSlot(slots, input.pickupDate, input.pickupTimeSpan);
  const returnOrderNumber = newNumber("return", now);
  const photoKeys = (input.photoKeys ?? []).filter((k) => k.trim());
  let photos: Array<{ key: string; width: number; height: number }> = [];
  if (photoKeys.length > 0) {
    if (!options.storage) throw GatewayError.badRequest("暂不支持上传图片", "photoKeys");
    // Fail fast before the image work: the order must exist for this member.
    const [order] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.orderNumber, text(input.orderNumber)), eq(orders.memberUid, input.memberUid)))
      .limit(1);
    if (!order) throw GatewayError.notFound("订单不存在");
    photos = await storeReturnPhotos(db, options.storage, { memberUid: input.memberUid, keys: photoKeys, returnOrderNumber }, now);
  }

  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.orderNumber, text(input.orderNumber)), eq(orders.memberUid, input.memberUid)))
      .limit(1)
      .for("update");
    if (!order) throw GatewayError.notFound("订单不存在");
    if (order.status === "after_sale")
      throw GatewayError.badRequest("该订单已有售后申请在处理中", "orderNumber", { fromStatus: order.status, toStatus: "after_sale" });
    if (order.status === "paid") {
      throw GatewayError.badRequest("订单尚未发货，可直接取消订单并退款", "orderNumber", {
        fromStatus: order.status,
        toStatus: "after_sale",
      });
    }
    assertTransition(order.status, "after_sale");
    if (order.isStore) throw GatewayError.badRequest("门店购买的商品请到门店办理售后", "orderNumber");

    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
    const byId = new Map(items.map((item) => [item.id, item]));
    let refundFen = 0;
    const written: Array<{ orderItemId: number; quantity: number; refundAmount: number }> = [];
    for (const line of lines) {
      const item = byId.get(line.itemId);
      if (!item) throw GatewayError.badRequest("退货商品不存在", "itemId");
      if (!item.returnable || item.isGift) throw GatewayError.badRequest(`「${item.styleDisplayNameCn}」不支持退货`, "itemId");
      // The guard of the invariant: returned never passes bought, whatever runs at the same time.
      const [updated] = await tx
        .update(orderItems)
        .set({ returnedQuantity: sql`${orderItems.returnedQuantity} + ${line.quantity}` })
        .where(and(eq(orderItems.id, item.id), sql`${orderItems.returnedQuantity} + ${line.quantity} <= ${orderItems.quantity}`))
        .returning({ id: orderItems.id });
      if (!updated) {
        throw GatewayError.badRequest(`「${item.styleDisplayNameCn}」最多可退 ${item.quantity - item.returnedQuantity} 件`, "quantity", {
          itemId: String(item.id),
          returnableQuantity: item.quantity - item.returnedQuantity,
        });
      }
      const lineFen = fen(Number(item.sharePrice)) * line.quantity;
      refundFen += lineFen;
      written.push({ orderItemId: item.id, quantity: line.quantity, refundAmount: yuan(lineFen) });
    }

    const [left] = await tx
      .select({ n: sql<number>`coalesce(sum(${orderItems.quantity} - ${orderItems.returnedQuantity}), 0)::int` })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    // The last units take whatever is left, online and store credit (shipping included).
    if ((left?.n ?? 0) === 0) refundFen = await refundableFen(tx, order);

    const moved = await transitionOrder(tx, {
      orderId: order.id,
      from: order.status,
      to: "after_sale",
      // The member, or customer service applying for them (operations API).
      actor: options.actor ?? "member",
      reason: `申请售后 ${returnOrderNumber}`,
      now,
    });
    if (!moved) throw GatewayError.badRequest("订单状态已变化，请刷新后重试", "orderNumber");
    const [row] = await tx
      .insert(returnOrders)
      .values({
        returnOrderNumber,
        orderId: order.id,
        orderNumber: order.orderNumber,
        memberUid: input.memberUid,
        orderStatusBefore: order.status,
        reason: text(input.reason),
        remark: text(input.remark) || null,
        consignee: text(input.consignee),
        consigneeCellphone: text(input.consigneeCellphone),
        province: text(input.province),
        city: text(input.city),
        district: text(input.district),
        detailAddress: text(input.detailAddress),
        postCode: text(input.postCode) || null,
        pickupDate: text(input.pickupDate),
        pickupTimeSpan: text(input.pickupTimeSpan),
        refundAmount: yuan(refundFen),
        totalQuantity: written.reduce((sum, l) => sum + l.quantity, 0),
        photos,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(returnOrderItems).values(written.map((l) => ({ ...l, returnId: row!.id })));
    await claimUploads(tx, { memberUid: input.memberUid, keys: photoKeys, returnId: row!.id }, now);
    return row!;
  });
}

/** The member's return by number, or '404' 售后单不存在 (someone else's is not found either). */
export async function requireMemberReturn(db: Database, memberUid: string, returnOrderNumber: string): Promise<ReturnRow> {
  const [row] = await db
    .select()
    .from(returnOrders)
    .where(and(eq(returnOrders.returnOrderNumber, text(returnOrderNumber)), eq(returnOrders.memberUid, memberUid)))
    .limit(1);
  if (!row) throw GatewayError.notFound("售后单不存在");
  return row;
}

/**
 * spec §4/§7 afterSaleCancel: the member withdraws an application before pickup (待取件 → 已取消):
 * the units become returnable again and the order goes back to the status it had (已发货 or
 * 已完成). Refused once the parcel is picked up or the return is settled ('400' with both
 * statuses in Chinese); a second cancel is refused the same way.
 */
export async function cancelReturn(
  db: Database,
  memberUid: string,
  returnOrderNumber: string,
  now: Date,
  actor: OrderActor = "member",
): Promise<ReturnRow> {
  const found = await requireMemberReturn(db, memberUid, returnOrderNumber);
  assertReturnTransition(found.status, "cancelled");
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(returnOrders)
      .set({ status: "cancelled", cancelledAt: now, updatedAt: now })
      .where(and(eq(returnOrders.id, found.id), eq(returnOrders.status, "applied")))
      .returning();
    if (!row) throw GatewayError.badRequest("售后单状态已变化，请刷新后重试", "returnOrderNumber");
    const lines = await tx.select().from(returnOrderItems).where(eq(returnOrderItems.returnId, row.id));
    for (const line of lines) {
      await tx
        .update(orderItems)
        .set({ returnedQuantity: sql`${orderItems.returnedQuantity} - ${line.quantity}` })
        .where(and(eq(orderItems.id, line.orderItemId), sql`${orderItems.returnedQuantity} >= ${line.quantity}`));
    }
    const moved = await transitionOrder(tx, {
      orderId: row.orderId,
      from: "after_sale",
      to: row.orderStatusBefore,
      actor,
      reason: `撤销售后申请 ${row.returnOrderNumber}`,
      now,
    });
    if (!moved) throw GatewayError.badRequest("订单状态已变化，请刷新后重试", "returnOrderNumber");
    return row;
  });
}

/** Adds sold units back to the online warehouse (a returned parcel) or, for a cancelled pickup sale, its store. */
async function restock(
  tx: Database,
  lines: ReadonlyArray<{ sku: string; quantity: number }>,
  location: string = ONLINE_WAREHOUSE_CODE,
): Promise<void> {
  for (const line of lines) {
    await tx
      .update(stock)
      .set({ qty: sql`${stock.qty} + ${line.quantity}` })
      .where(and(eq(stock.sku, line.sku), eq(stock.storeCode, location)));
  }
}

/** The default reason of a cancel-refund. */
export const CANCEL_REFUND_REASON = "买家取消订单";

/**
 * spec §4 cancel-refund: the member cancels a paid order that has not shipped (待发货 → 已退款):
 * the units go back to stock and the whole payment goes back the way it came (store credit to
 * the balance at once, the online part through the payment provider), exactly once (refund recorded in the same transaction, sent after commit with its
 * idempotency key; the sweep retries a refund the provider did not confirm). Any other status is
 * refused ('400' naming both statuses); a second call is refused the same way.
 */
export async function cancelRefund(
  db: Database,
  provider: PaymentProvider,
  input: { memberUid: string; orderNumber: string; reason?: string | null },
  now: Date,
): Promise<{ orderNumber: string; refund: RefundRow | null }> {
  const refund = await db.transaction((tx) => recordCancelRefund(tx, input, now));
  if (refund) await settleRefund(db, provider, refund, now);
  return { orderNumber: text(input.orderNumber), refund };
}

/**
 * The transaction of {@link cancelRefund}: 待发货 → 已退款, units back to stock, the refund
 * recorded (not yet sent: the caller settles it after commit). Also what customer service's
 * cancel-on-request of a paid order runs (operations API, `actor: "staff"`).
 */
export async function recordCancelRefund(
  tx: Database,
  input: { memberUid: string; orderNumber: string; reason?: string | null; actor?: OrderActor },
  now: Date,
): Promise<RefundRow | null> {
  const reason = text(input.reason) || CANCEL_REFUND_REASON;
  if (reason.length > AFTER_SALE_REMARK_MAX) throw GatewayError.badRequest(`取消原因不能超过 ${AFTER_SALE_REMARK_MAX} 字`, "reason");
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, text(input.orderNumber)), eq(orders.memberUid, input.memberUid)))
    .limit(1)
    .for("update");
  if (!order) throw GatewayError.notFound("订单不存在");
  if (order.status !== "paid") {
    throw GatewayError.badRequest(`订单状态为「${ORDER_STATUS_TEXT[order.status]}」，不能取消并退款`, "status", {
      fromStatus: order.status,
      toStatus: "refunded",
    });
  }
  const moved = await transitionOrder(tx, {
    orderId: order.id,
    from: "paid",
    to: "refunded",
    actor: input.actor ?? "member",
    reason,
    now,
    set: { cancelledAt: now, reason },
  });
  if (!moved) throw GatewayError.badRequest("订单状态已变化，请刷新后重试", "orderNumber");
  const items = await tx
    .select({ sku: orderItems.sku, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  await restock(tx, items, stockLocationOf(order));
  return recordRefund(tx, {
    orderId: order.id,
    returnId: null,
    amount: fen(Number(order.totalPaid)) / 100,
    reason,
    idempotencyKey: `cancel:${order.orderNumber}`,
    now,
  });
}

/**
 * The sandbox warehouse receives returned parcels: a return still 待取件 whose pickup day has
 * passed (Beijing time) is taken in — units back to stock, the order to 已退款 when nothing of
 * it is left, else back to the status it had — its refund is recorded (退款中) and sent
 * through the provider, and the points its units earned are taken back. Each return once (skip-locked claim, conditional change). Returns the
 * number received.
 */
export async function receiveDueReturns(db: Database, provider: PaymentProvider, now: Date, batchSize = 50): Promise<number> {
  const today = beijingDate(now);
  const received = await db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(returnOrders)
      .where(and(eq(returnOrders.status, "applied"), lt(returnOrders.pickupDate, today)))
      .orderBy(asc(returnOrders.pickupDate))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    const written: RefundRow[] = [];
    for (const row of due) written.push(...(await receiveReturn(tx, row, now)));
    return written;
  });
  for (const refund of received) await settleRefund(db, provider, refund, now);
  return received.length;
}

/**
 * Developer tool of the sandbox warehouse (browser tests, demos): takes one return in now,
 * without waiting for its pickup day — the same intake as {@link receiveDueReturns} (stock, the
 * order's status, the refund recorded, the points taken back); the sweep settles the refund.
 * Returns the return's status afterwards, or null when no such return exists.
 */
export async function receiveReturnNow(db: Database, returnOrderNumber: string, now: Date): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(returnOrders)
      .where(eq(returnOrders.returnOrderNumber, returnOrderNumber.trim()))
      .limit(1)
      .for("update");
    if (!row) return null;
    if (row.status !== "applied") return row.status;
    await receiveReturn(tx, row, now);
    const [after] = await tx.select({ status: returnOrders.status }).from(returnOrders).where(eq(returnOrders.id, row.id));
    return after?.status ?? null;
  });
}

/** Takes one claimed return in (see {@link receiveDueReturns}). */
async function receiveReturn(tx: Database, row: ReturnRow, now: Date): Promise<RefundRow[]> {
  assertReturnTransition(row.status, "refunding");
  const amount = Number(row.refundAmount);
  const [claimed] = await tx
    .update(returnOrders)
    .set({ status: amount > 0 ? "refunding" : "refunded", receivedAt: now, updatedAt: now, ...(amount > 0 ? {} : { refundedAt: now }) })
    .where(and(eq(returnOrders.id, row.id), eq(returnOrders.status, "applied")))
    .returning({ id: returnOrders.id });
  if (!claimed) return [];
  const lines = await tx
    .select({ sku: orderItems.sku, quantity: returnOrderItems.quantity })
    .from(returnOrderItems)
    .innerJoin(orderItems, eq(orderItems.id, returnOrderItems.orderItemId))
    .where(eq(returnOrderItems.returnId, row.id));
  await restock(tx, lines);
  const [left] = await tx
    .select({ n: sql<number>`coalesce(sum(${orderItems.quantity} - ${orderItems.returnedQuantity}), 0)::int` })
    .from(orderItems)
    .where(eq(orderItems.orderId, row.orderId));
  const fully = (left?.n ?? 0) === 0;
  await transitionOrder(tx, {
    orderId: row.orderId,
    from: "after_sale",
    to: fully ? "refunded" : row.orderStatusBefore,
    actor: "system",
    reason: `退货已入库 ${row.returnOrderNumber}`,
    now,
    ...(fully ? { set: { reason: `退货退款 ${row.returnOrderNumber}` } } : {}),
  });
  // issue 24 §2: the returned units' points go back with the parcel (once per return).
  await reverseReturnPoints(tx, row.id, now);
  const refund = await recordRefund(tx, {
    orderId: row.orderId,
    returnId: row.id,
    amount,
    reason: `退货退款 ${row.returnOrderNumber}`,
    idempotencyKey: `return:${row.returnOrderNumber}`,
    now,
  });
  return refund ? [refund] : [];
}

/** Page size bounds of afterSaleList. */
export const AFTER_SALE_PAGE_SIZE_MAX = 50;

/** spec §7 afterSale/list: the member's returns, newest first, one page. */
export async function listMemberReturns(
  db: Database,
  memberUid: string,
  options: { pageNumber?: number | null; pageSize?: number | null; orderNumber?: string | null },
): Promise<{ items: ReturnRow[]; count: number; pageNumber: number; pageSize: number }> {
  const pageNumber = options.pageNumber ?? 1;
  const pageSize = options.pageSize ?? 10;
  if (!Number.isInteger(pageNumber) || pageNumber < 1) throw GatewayError.badRequest("页码须为正整数", "pageNumber");
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > AFTER_SALE_PAGE_SIZE_MAX) {
    throw GatewayError.badRequest(`每页数量须在 1–${AFTER_SALE_PAGE_SIZE_MAX} 之间`, "pageSize");
  }
  // The order detail lists that order's returns only.
  const orderNumber = options.orderNumber?.trim();
  const where = orderNumber
    ? and(eq(returnOrders.memberUid, memberUid), eq(returnOrders.orderNumber, orderNumber))
    : eq(returnOrders.memberUid, memberUid);
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(returnOrders)
      .where(where)
      .orderBy(desc(returnOrders.createdAt), desc(returnOrders.id))
      .limit(pageSize)
      .offset((pageNumber - 1) * pageSize),
    db.select({ n: count() }).from(returnOrders).where(where),
  ]);
  return { items, count: total?.n ?? 0, pageNumber, pageSize };
}

/** A return's lines with the product as it was sold. */
export async function returnLines(db: Database, returnIds: readonly number[]) {
  if (returnIds.length === 0) return [];
  return db
    .select({
      id: returnOrderItems.id,
      returnId: returnOrderItems.returnId,
      orderItemId: returnOrderItems.orderItemId,
      quantity: returnOrderItems.quantity,
      refundAmount: returnOrderItems.refundAmount,
      sku: orderItems.sku,
      unitPrice: orderItems.unitPrice,
      sharePrice: orderItems.sharePrice,
      productId: orderItems.productId,
      productName: orderItems.productName,
      styleDisplayNameCn: orderItems.styleDisplayNameCn,
      colorNameCn: orderItems.colorNameCn,
      sizeLabel: orderItems.sizeLabel,
      cnSize: orderItems.cnSize,
      usSize: orderItems.usSize,
      image: orderItems.image,
    })
    .from(returnOrderItems)
    .innerJoin(orderItems, eq(orderItems.id, returnOrderItems.orderItemId))
    .where(inArray(returnOrderItems.returnId, [...returnIds]))
    .orderBy(asc(returnOrderItems.id));
}
