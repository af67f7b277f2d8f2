import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, text, timestamp, unique, uniqueIndex } from "drizzle-orm/pg-core";

// ---------------------------------------------------------------------------------------------
// Bag, promotions, coupons, orders, payments (spec §3 cart, coupon, order, order item; §7).
// Money is numeric(10,2) read as a JS number (yuan); services round to fen.
// ---------------------------------------------------------------------------------------------

/**
 * Bag lines (spec §3 cartItems). `ownerKey` is `m:{memberUid}` for a member's bag or
 * `g:{access token id}` for a guest's; at login the guest's lines merge into the member's.
 */
export const cartItems = pgTable(
  "cart_items",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    ownerKey: text().notNull(),
    ean: text().notNull(),
    quantity: integer().notNull(),
    selected: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("cart_items_owner_ean_unique").on(t.ownerKey, t.ean), check("cart_items_quantity_check", sql`${t.quantity} >= 1`)],
);

/**
 * Automatic promotions (spec §3 promotionDiscountAmount, shippingFee): `free_shipping`
 * (config { threshold, fee }) and `nth_item_percent` (config { nth, percentOff, styleSkus })
 * price the bag; `points_multiplier` (config { rate }) multiplies the points of orders placed
 * inside its window (issue 24 §2 积分翻倍). Seeded by `code`; disabled or out-of-window rows are
 * ignored.
 */
export const promotions = pgTable(
  "promotions",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    code: text().notNull(),
    name: text().notNull(),
    type: text().$type<"free_shipping" | "nth_item_percent" | "points_multiplier">().notNull(),
    config: jsonb().$type<Record<string, unknown>>().notNull(),
    enabled: boolean().notNull().default(true),
    startDate: timestamp({ withTimezone: true }),
    endDate: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique("promotions_code_unique").on(t.code),
    check("promotions_type_check", sql`${t.type} in ('free_shipping', 'nth_item_percent', 'points_multiplier')`),
  ],
);

/**
 * Coupon rules (spec §3 couponRule). A rule with `fixedCode` is a shared code anyone may
 * enter (its `coupons` row has no member); others are granted per member (`grantOn`
 * 'registration': every new member receives one). `validDays` gives a granted coupon its own
 * window from the grant; otherwise start/endDate apply.
 */
export const couponRules = pgTable(
  "coupon_rules",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** Natural key for the seed. */
    key: text().notNull(),
    name: text().notNull(),
    description: text().notNull().default(""),
    /** 满减券 | 折扣券. */
    couponTypeName: text().notNull(),
    promotionType: text().$type<"fixed" | "percentage">().notNull(),
    /** Yuan off (fixed) or percent off (percentage, 10 → 9 折). */
    value: numeric({ precision: 10, scale: 2, mode: "number" }).notNull(),
    /** Minimum spend after promotions; 0 = none. */
    minimumSpend: numeric({ precision: 10, scale: 2, mode: "number" }).notNull().default(0),
    /** Cap of a percentage discount; null = none. */
    maxDiscount: numeric({ precision: 10, scale: 2, mode: "number" }),
    status: text().$type<"enabled" | "disabled">().notNull().default("enabled"),
    fixedCode: text(),
    isShareable: boolean().notNull().default(false),
    /** Only a member's first order (no earlier order that was not cancelled). */
    firstOrderOnly: boolean().notNull().default(false),
    /** 'registration': granted to every new member. */
    grantOn: text(),
    validDays: integer(),
    startDate: timestamp({ withTimezone: true }).notNull(),
    endDate: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("coupon_rules_key_unique").on(t.key),
    unique("coupon_rules_fixed_code_unique").on(t.fixedCode),
    check("coupon_rules_type_check", sql`${t.promotionType} in ('fixed', 'percentage')`),
    check("coupon_rules_status_check", sql`${t.status} in ('enabled', 'disabled')`),
  ],
);

/**
 * Coupons (spec §3 coupon). A member's coupon (`memberUid` set, usually availableCount 1) or a
 * shared code (`memberUid` null, availableCount = uses left for everyone; each member may use
 * it once, see coupon_redemptions). availableCount only goes down through a conditional
 * update (`… where available_count > 0`), so the last use is taken once.
 */
export const coupons = pgTable(
  "coupons",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    couponRuleId: integer()
      .notNull()
      .references(() => couponRules.id, { onDelete: "cascade" }),
    code: text().notNull(),
    memberUid: text(),
    /** Uses left; null = unlimited (shared codes only). */
    availableCount: integer(),
    shareStatus: text(),
    isShareable: boolean().notNull().default(false),
    originMemberUid: text(),
    startDate: timestamp({ withTimezone: true }).notNull(),
    endDate: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("coupons_code_unique").on(t.code),
    index("coupons_member_idx").on(t.memberUid),
    // One grant of a rule per member (registration coupons are granted once).
    uniqueIndex("coupons_rule_member_unique").on(t.couponRuleId, t.memberUid).where(sql`${t.memberUid} is not null`),
    check("coupons_available_count_check", sql`${t.availableCount} is null or ${t.availableCount} >= 0`),
  ],
);

/**
 * One use of a coupon by an order. Released (releasedAt) when the order is cancelled, which
 * gives the use back exactly once. A member uses one coupon row at most once at a time.
 */
export const couponRedemptions = pgTable(
  "coupon_redemptions",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    couponId: integer()
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    memberUid: text().notNull(),
    orderNumber: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("coupon_redemptions_active_unique").on(t.couponId, t.memberUid).where(sql`${t.releasedAt} is null`),
    index("coupon_redemptions_order_idx").on(t.orderNumber),
  ],
);

/** Order statuses (modules/orders/order-status.ts holds the transitions and Chinese texts). */
export const ORDER_STATUSES = ["pending_payment", "paid", "shipped", "completed", "cancelled", "after_sale", "refunded"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Orders (spec §3 order). Prices, the address and the promotions are copied in at submit time.
 * `checkoutKey` is the client's checkout attempt id (submitOrder sid): one order per member
 * and key. `status` changes only through modules/orders/order-status.ts (conditional updates
 * from the expected status), which also writes order_status_history.
 */
export const orders = pgTable(
  "orders",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    orderNumber: text().notNull(),
    channel: text().notNull().default("WEB"),
    originalOrderNumber: text(),
    /** normal | exchange (after-sale replacement). */
    orderType: text().notNull().default("normal"),
    status: text().$type<OrderStatus>().notNull().default("pending_payment"),
    /** spec §3 memberCode: the member's memberUid. */
    memberUid: text().notNull(),
    referedSource: text(),
    checkoutKey: text(),
    totalQtyOrdered: integer().notNull(),
    totalItemCount: integer().notNull(),
    couponCode: text(),
    couponId: integer(),
    /** Sum of unit prices × quantities. */
    subtotal: numeric({ precision: 10, scale: 2, mode: "number" }).notNull(),
    /** promotionDiscountAmount + couponDiscountAmount. */
    discountAmount: numeric({ precision: 10, scale: 2, mode: "number" }).notNull().default(0),
    promotionDiscountAmount: numeric({ precision: 10, scale: 2, mode: "number" }).notNull().default(0),
    couponDiscountAmount: numeric({ precision: 10, scale: 2, mode: "number" }).notNull().default(0),
    shippingFee: numeric({ precision: 10, scale: 2, mode: "number" }).notNull().default(0),
    totalPaid: numeric({ precision: 10, scale: 2, mode: "number" }).notNull(),
    onlinePayAmount: numeric({ precision: 10, scale: 2, mode: "number" }).notNull(),
    balancePaidAmount: numeric({ precision: 10, scale: 2, mode: "number" }).notNull().default(0),
    /** [{ code, name, discountAmount }] as priced at submit. */
    orderPromotions: jsonb().$type<Array<{ code: string; name: string; discountAmount: number }>>().notNull().default([]),
    isPaid: boolean().notNull().default(false),
    isOld: boolean().notNull().default(false),
    payAt: timestamp({ withTimezone: true }),
    payType: text(),
    paymentExpireAt: timestamp({ withTimezone: true }).notNull(),
    openid: text(),
    consignee: text().notNull(),
    consigneeCellphone: text().notNull(),
    province: text().notNull(),
    city: text().notNull(),
    district: text().notNull(),
    detailAddress: text().notNull(),
    postCode: text(),
    shippingNumber: text(),
    shippingCompany: text(),
    isStore: boolean().notNull().default(false),
    pickUpSelf: boolean().notNull().default(false),
    pickupDate: date({ mode: "string" }),
    pickupTimeSpan: text(),
    /** stores.oms_store_code for store / pickup orders. */
    storeCode: text(),
    /**
     * Issue 24 §1 门店自提: the pickup order's own code (12 digits), shown as a barcode and QR once
     * paid and scanned at the store; the store's own orderBarCode stays the store's.
     */
    pickupCode: text(),
    /** When the store scanned the pickup code (待自提 → 已自提). */
    pickedUpAt: timestamp({ withTimezone: true }),
    /** When staff marked the pickup order ready at its store (issue 25 §2, operations API). */
    pickupReadyAt: timestamp({ withTimezone: true }),
    remark: text(),
    /** Why it was cancelled or refunded. */
    reason: text(),
    hasInvoice: boolean().notNull().default(false),
    eInvoiceStatus: text(),
    eInvoiceImgUrl: text(),
    /** The issued invoice's number (the tax system's; what a red-letter invoice names). */
    eInvoiceNo: text(),
    /** Yuan, tax included, the invoice is for: totalPaid less the refunds made before it was issued. */
    eInvoiceAmount: numeric({ precision: 10, scale: 2, mode: "number" }),
    shippedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("orders_order_number_unique").on(t.orderNumber),
    unique("orders_member_checkout_key_unique").on(t.memberUid, t.checkoutKey),
    index("orders_member_created_idx").on(t.memberUid, t.createdAt),
    // Guest order lookup (spec §2 /guest-search-order): orders sent to a mobile.
    index("orders_consignee_cellphone_created_idx").on(t.consigneeCellphone, t.createdAt),
    // A scanned pickup code finds one order.
    uniqueIndex("orders_pickup_code_unique").on(t.pickupCode).where(sql`${t.pickupCode} is not null`),
    // The expiry sweep: unpaid orders by deadline.
    index("orders_pending_expire_idx").on(t.paymentExpireAt).where(sql`${t.status} = 'pending_payment'`),
    check(
      "orders_status_check",
      sql`${t.status} in ('pending_payment', 'paid', 'shipped', 'completed', 'cancelled', 'after_sale', 'refunded')`,
    ),
  ],
);

/** Order items (spec §3 order item), with the product copied in as it was sold. */
export const orderItems = pgTable(
  "order_items",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The size's EAN (the stock sku). */
    sku: text().notNull(),
    quantity: integer().notNull(),
    unitPrice: numeric({ precision: 10, scale: 2, mode: "number" }).notNull(),
    /** Price of one unit after promotions and coupon. */
    sharePrice: numeric({ precision: 10, scale: 2, mode: "number" }).notNull(),
    /** unitPrice × quantity. */
    rowTotal: numeric({ precision: 10, scale: 2, mode: "number" }).notNull(),
    discountAmount: numeric({ precision: 10, scale: 2, mode: "number" }).notNull().default(0),
    /** rowTotal − discountAmount. */
    totalPaid: numeric({ precision: 10, scale: 2, mode: "number" }).notNull(),
    returnedQuantity: integer().notNull().default(0),
    returnable: boolean().notNull().default(true),
    changeable: boolean().notNull().default(true),
    isGift: boolean().notNull().default(false),
    productId: text().notNull(),
    productSlug: text().notNull(),
    styleSku: text().notNull(),
    productName: text().notNull(),
    styleDisplayNameCn: text().notNull(),
    colorNameCn: text().notNull(),
    sizeLabel: text().notNull(),
    cnSize: text().notNull(),
    usSize: text().notNull(),
    image: text().notNull(),
  },
  (t) => [
    index("order_items_order_idx").on(t.orderId),
    check("order_items_quantity_check", sql`${t.quantity} >= 1 and ${t.returnedQuantity} between 0 and ${t.quantity}`),
  ],
);

/** Every status change of an order (who, why), written with the change. */
export const orderStatusHistory = pgTable(
  "order_status_history",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fromStatus: text(),
    toStatus: text().notNull(),
    /** member | payment | expiry | staff | system. */
    actor: text().notNull(),
    reason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_status_history_order_idx").on(t.orderId, t.createdAt)],
);

/**
 * Payment attempts (spec §7 payOrder). One row per payOrder call; the provider's callback
 * settles it. `status`: pending | succeeded | failed | cancelled | late (paid after the order
 * was cancelled: to be refunded).
 */
export const payments = pgTable(
  "payments",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** Public id of the attempt: the cashier's checkSn. */
    paymentNo: text().notNull(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    orderNumber: text().notNull(),
    provider: text().notNull(),
    payType: text().notNull(),
    amount: numeric({ precision: 10, scale: 2, mode: "number" }).notNull(),
    status: text().$type<"pending" | "succeeded" | "failed" | "cancelled" | "late">().notNull().default("pending"),
    returnUrl: text().notNull(),
    providerTradeNo: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    paidAt: timestamp({ withTimezone: true }),
  },
  (t) => [unique("payments_payment_no_unique").on(t.paymentNo), index("payments_order_idx").on(t.orderId)],
);

/** Provider callbacks received, by event id: a replayed event is recognised and not applied again. */
export const paymentEvents = pgTable("payment_events", {
  eventId: text().primaryKey(),
  provider: text().notNull(),
  paymentNo: text().notNull(),
  /** paid | failed | cancelled. */
  type: text().notNull(),
  /** What applying it did: paid | ignored | late | failed | cancelled. */
  outcome: text().notNull(),
  payload: jsonb().$type<unknown>().notNull(),
  occurredAt: timestamp({ withTimezone: true }).notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * 到货提醒 (spec §7 addSmsProductArrivalReminder): one open reminder per mobile and size; texted
 * once (notifiedAt) when the size's online stock returns.
 */
export const arrivalReminders = pgTable(
  "arrival_reminders",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    mobile: text().notNull(),
    ean: text().notNull(),
    memberUid: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("arrival_reminders_open_unique").on(t.mobile, t.ean).where(sql`${t.notifiedAt} is null`),
    index("arrival_reminders_ean_open_idx").on(t.ean).where(sql`${t.notifiedAt} is null`),
  ],
);
