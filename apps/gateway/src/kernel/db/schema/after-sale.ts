import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, numeric, pgTable, text, timestamp, unique, uniqueIndex } from "drizzle-orm/pg-core";
import { type OrderStatus, orderItems, orders } from "./commerce";

// ---------------------------------------------------------------------------------------------
// After-sale (spec §4 after-sale apply / cancel / cancel-refund, §7 afterSaleApply,
// afterSaleCancel, afterSale/*). A return takes units of an order's items back through a courier
// pickup on a chosen day slot; money goes back through the payment provider (refunds).
// ---------------------------------------------------------------------------------------------

/** Return statuses (modules/after-sale/return-status.ts holds the transitions and texts). */
export const RETURN_STATUSES = ["applied", "refunding", "refunded", "cancelled"] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/**
 * Return orders (spec §7 afterSaleApply → returnOrderNumber). The pickup address is copied in.
 * `orderStatusBefore` is where the order goes back to when the return is withdrawn. One open
 * return (applied or refunding) per order at a time (partial index).
 */
export const returnOrders = pgTable(
  "return_orders",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    returnOrderNumber: text().notNull(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    orderNumber: text().notNull(),
    memberUid: text().notNull(),
    status: text().$type<ReturnStatus>().notNull().default("applied"),
    orderStatusBefore: text().$type<OrderStatus>().notNull(),
    reason: text().notNull(),
    remark: text(),
    consignee: text().notNull(),
    consigneeCellphone: text().notNull(),
    province: text().notNull(),
    city: text().notNull(),
    district: text().notNull(),
    detailAddress: text().notNull(),
    postCode: text(),
    pickupDate: date({ mode: "string" }).notNull(),
    pickupTimeSpan: text().notNull(),
    /** Yuan going back to the shopper (fixed at apply). */
    refundAmount: numeric({ precision: 10, scale: 2, mode: "number" }).notNull(),
    totalQuantity: integer().notNull(),
    /** Up to three photos of the item: processed copies (resized, metadata stripped) in the object store. */
    photos: jsonb().$type<Array<{ key: string; width: number; height: number }>>().notNull().default([]),
    cancelledAt: timestamp({ withTimezone: true }),
    receivedAt: timestamp({ withTimezone: true }),
    refundedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("return_orders_number_unique").on(t.returnOrderNumber),
    index("return_orders_member_created_idx").on(t.memberUid, t.createdAt),
    uniqueIndex("return_orders_open_unique").on(t.orderId).where(sql`${t.status} in ('applied', 'refunding')`),
    check("return_orders_status_check", sql`${t.status} in ('applied', 'refunding', 'refunded', 'cancelled')`),
    check("return_orders_quantity_check", sql`${t.totalQuantity} >= 1 and ${t.refundAmount} >= 0`),
  ],
);

/** The units of one order item a return takes back. */
export const returnOrderItems = pgTable(
  "return_order_items",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    returnId: integer()
      .notNull()
      .references(() => returnOrders.id, { onDelete: "cascade" }),
    orderItemId: integer()
      .notNull()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    quantity: integer().notNull(),
    refundAmount: numeric({ precision: 10, scale: 2, mode: "number" }).notNull(),
  },
  (t) => [
    unique("return_order_items_line_unique").on(t.returnId, t.orderItemId),
    check("return_order_items_quantity_check", sql`${t.quantity} >= 1`),
  ],
);

/**
 * Money going back to a shopper through the payment provider. Written (pending) in the
 * transaction that decides the refund; the provider is called after commit with
 * `idempotencyKey`, so a retry (the sweep, another instance) never refunds twice.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    refundNo: text().notNull(),
    /** `return:{returnOrderNumber}` or `cancel:{orderNumber}`. */
    idempotencyKey: text().notNull(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    returnId: integer().references(() => returnOrders.id, { onDelete: "cascade" }),
    /** The paid attempt the online part goes back through; null when all of it goes back to balance. */
    paymentNo: text(),
    /** The payment provider, or "balance" when nothing goes back online. */
    provider: text().notNull(),
    /** Yuan refunded in all: balanceAmount back onto store credit, the rest to the provider. */
    amount: numeric({ precision: 10, scale: 2, mode: "number" }).notNull(),
    /**
     * Issue 24 §3: the part that goes back onto the member's store credit (credited when the
     * refund is recorded, in the same transaction); amount − balanceAmount goes to the provider.
     */
    balanceAmount: numeric({ precision: 10, scale: 2, mode: "number" }).notNull().default(0),
    reason: text().notNull(),
    status: text().$type<"pending" | "succeeded">().notNull().default("pending"),
    providerRefundNo: text(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    succeededAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique("refunds_refund_no_unique").on(t.refundNo),
    unique("refunds_idempotency_key_unique").on(t.idempotencyKey),
    index("refunds_pending_idx").on(t.createdAt).where(sql`${t.status} = 'pending'`),
    check("refunds_status_check", sql`${t.status} in ('pending', 'succeeded')`),
    check("refunds_balance_amount_check", sql`${t.balanceAmount} >= 0 and ${t.balanceAmount} <= ${t.amount}`),
  ],
);

/**
 * What became of each succeeded refund on the order's e-invoice, one row per refund (the unique
 * key is what makes a reversal happen exactly once, whatever runs it): `netted` — the refund
 * came before the invoice was issued, which is for the net amount, so nothing is reversed;
 * `issued` — a red-letter invoice (红字发票, 冲红) for the refunded amount, with its picture;
 * `failed` — the provider refused it for good. A succeeded refund of an order whose invoice is
 * issued and that has no row yet is a pending reversal (invoice-reversal.ts).
 */
export const invoiceReversals = pgTable(
  "invoice_reversals",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    refundId: integer()
      .notNull()
      .references(() => refunds.id, { onDelete: "cascade" }),
    status: text().$type<"netted" | "issued" | "failed">().notNull(),
    /** Yuan refunded (positive; the red-letter invoice shows it negative). */
    amount: numeric({ precision: 10, scale: 2, mode: "number" }).notNull(),
    invoiceNo: text(),
    imgUrl: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("invoice_reversals_refund_unique").on(t.refundId),
    index("invoice_reversals_order_idx").on(t.orderId),
    check("invoice_reversals_status_check", sql`${t.status} in ('netted', 'issued', 'failed')`),
  ],
);

/**
 * The sandbox payment provider's own ledger of refunds, by the caller's idempotency key (what
 * WeChat Pay's out_refund_no / Alipay's out_request_no are): the same key refunds once.
 */
export const sandboxRefunds = pgTable("sandbox_refunds", {
  idempotencyKey: text().primaryKey(),
  providerRefundNo: text().notNull(),
  paymentNo: text().notNull(),
  amount: numeric({ precision: 10, scale: 2, mode: "number" }).notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Uploads handed out by ossGetToken (spec §7 /api/support/oss/getToken): which member may use
 * which object key for what. A return takes an upload once (usedAt, returnId).
 */
export const uploads = pgTable(
  "uploads",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    key: text().notNull(),
    memberUid: text().notNull(),
    /** after_sale. */
    purpose: text().notNull(),
    contentType: text().notNull(),
    maxBytes: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    returnId: integer().references(() => returnOrders.id, { onDelete: "set null" }),
  },
  (t) => [unique("uploads_key_unique").on(t.key), index("uploads_member_created_idx").on(t.memberUid, t.createdAt)],
);
