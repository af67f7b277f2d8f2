import { randomInt } from "node:crypto";
import { ONLINE_WAREHOUSE_CODE } from "@xunlan/catalog-data";
import { businessNumber, businessNumberRange, toCents } from "@xunlan/validation";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../kernel/db";
import { orders } from "../../kernel/db/schema";
import { GatewayError } from "../../kernel/errors";
import { validateAddress } from "../../modules/addresses";
import { memberCartKey } from "../../modules/cart";
import { CART_MESSAGES, orderItemSnapshot, PAYMENT_EXPIRE_MINUTES, type SkuInfo } from "../../modules/catalog";
import type { OrderRow } from "../../modules/orders";
import { type CheckedPickup, checkPickupChoice, newPickupCode, type PickupChoiceInput } from "../../modules/orders";
import { payWithBalance } from "../../modules/payments";
import { BALANCE_MESSAGES, COUPON_MESSAGES, type CouponRecord, type LineInput, priceOrder } from "../../modules/promotions";
import { isRedemptionConflict, placeOrder } from "./place-order";

/** spec §7 submitOrder address. */
export interface OrderAddressInput {
  consignee: string;
  consigneeCellphone: string;
  province: string;
  city: string;
  district: string;
  detailAddress: string;
  postCode?: string | null;
}

/** spec §7 submitOrder arguments. */
export interface SubmitOrderInput {
  memberUid: string;
  isInCart: boolean;
  products: readonly LineInput[];
  /** The checkout attempt id: the same member and sid make one order. */
  sid?: string | null;
  couponCode?: string | null;
  /** Where a delivery order goes; unused (may be null) when `pickup` is given. */
  address?: OrderAddressInput | null;
  /** Issue 24 §1 门店自提: collect at a store instead of delivery (no shipping fee, stock held there). */
  pickup?: PickupChoiceInput | null;
  remark?: string | null;
  channel?: string;
  /** Issue 24 §3: store credit (yuan) to use, whole or in part; the rest is paid online. */
  balanceAmount?: number | null;
  now?: Date;
}

export const CHECKOUT_MESSAGES = {
  sidInvalid: "参数错误：sid",
  addressRequired: "请选择收货地址",
  remarkTooLong: "备注最多 200 个字",
  outOfStock: (name: string, size: string, left: number) =>
    left > 0 ? `${name}（${size}）库存不足，仅剩 ${left} 件` : `${name}（${size}）已售罄`,
} as const;

const SID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** XL + the Beijing day (yyyyMMdd) + 8 random digits, e.g. XL2026112304182736. */
export function newOrderNumber(now: Date): string {
  return businessNumber("order", now, randomInt(businessNumberRange("order")));
}

function checkedAddress(address: OrderAddressInput) {
  try {
    const a = validateAddress({ ...address, cellphone: address.consigneeCellphone, isDefault: false });
    return {
      consignee: a.consignee,
      consigneeCellphone: a.cellphone,
      province: a.province,
      city: a.city,
      district: a.district,
      detailAddress: a.detailAddress,
      postCode: a.postCode,
    };
  } catch (error) {
    if (error instanceof GatewayError && error.extensions.field === "cellphone") {
      throw GatewayError.badRequest(error.message, "consigneeCellphone");
    }
    throw error;
  }
}

/** '400' when a line exceeds the colour's purchase limit (all sizes of a colour count together). */
function assertPurchaseLimits(lines: readonly LineInput[], skus: ReadonlyMap<string, SkuInfo>): void {
  const byColor = new Map<number, { units: number; limit: number | null }>();
  for (const line of lines) {
    const info = skus.get(line.ean) as SkuInfo;
    const entry = byColor.get(info.color.id) ?? { units: 0, limit: info.color.purchaseLimit };
    entry.units += line.quantity;
    byColor.set(info.color.id, entry);
  }
  for (const { units, limit } of byColor.values()) {
    if (limit !== null && units > limit) throw GatewayError.badRequest(CART_MESSAGES.quantityLimit, "products");
  }
}

/** '400' on couponCode: the coupon's last use went to another order, or the member used it meanwhile. */
function couponUsedError(coupon: CouponRecord, why: "sold out" | "redeemed"): GatewayError {
  const shared = coupon.coupon.memberUid === null;
  const message =
    why === "sold out"
      ? shared
        ? COUPON_MESSAGES.soldOut
        : COUPON_MESSAGES.used
      : shared
        ? COUPON_MESSAGES.alreadyUsed
        : COUPON_MESSAGES.used;
  return GatewayError.badRequest(message, "couponCode");
}

function outOfStockError(short: { sku: string; saleableQty: number }, skus: ReadonlyMap<string, SkuInfo>): GatewayError {
  const info = skus.get(short.sku);
  const name = info ? info.styleDisplayNameCn : short.sku;
  return GatewayError.badRequest(CHECKOUT_MESSAGES.outOfStock(name, info?.label ?? "", short.saleableQty), "products", {
    ean: short.sku,
    saleableQty: short.saleableQty,
  });
}

/**
 * spec §7 submitOrder (members). Prices the lines from the database (promotions, the coupon,
 * which must apply), then writes everything in one statement ({@link placeOrder}): the order
 * (one per member and sid — a repeated attempt returns the first order, looked up only when this
 * attempt writes nothing or is refused), the stock reservation (rows locked in SKU order, only
 * when every SKU has enough; same-SKU lines summed), the coupon's use, the items, the status
 * history, and the removal of the ordered lines from the bag when isInCart — all or nothing.
 * The order waits for payment for PAYMENT_WINDOW_MINUTES (see expireUnpaidOrders); one paid
 * wholly with store credit (balanceAmount) is paid at once and needs no cashier. With `pickup`
 * (issue 24 §1) the order is collected at a store: no shipping fee, the units reserved at that
 * store, the store's address on the order, and a pickup code of its own.
 */
export async function submitOrder(db: Database, input: SubmitOrderInput): Promise<OrderRow> {
  const now = input.now ?? new Date();
  const sid = input.sid?.trim() || null;
  if (sid !== null && !SID_PATTERN.test(sid)) throw GatewayError.badRequest(CHECKOUT_MESSAGES.sidInvalid, "sid");
  const remark = input.remark?.trim() || null;
  if (remark && [...remark].length > 200) throw GatewayError.badRequest(CHECKOUT_MESSAGES.remarkTooLong, "remark");
  let address: ReturnType<typeof checkedAddress>;
  let pickup: CheckedPickup | null = null;
  if (input.pickup) {
    pickup = await checkPickupChoice(db, input.pickup, now);
    // The order's address is the store's: where the goods are handed over.
    address = {
      consignee: pickup.consignee,
      consigneeCellphone: pickup.consigneeCellphone,
      province: "",
      city: pickup.store.city,
      district: "",
      detailAddress: pickup.store.address,
      postCode: null,
    };
  } else {
    if (!input.address) throw GatewayError.badRequest(CHECKOUT_MESSAGES.addressRequired, "address");
    address = checkedAddress(input.address);
  }

  try {
    return await placeNewOrder(db, input, { now, sid, remark, address, pickup });
  } catch (error) {
    // A repeated attempt answers with its order whatever the pricing or the stock says now (its
    // own order may hold the last units or the coupon): looked up only when this one is refused.
    if (sid && error instanceof GatewayError) {
      const first = await findAttempt(db, input.memberUid, sid);
      if (first) return first;
    }
    throw error;
  }
}

async function placeNewOrder(
  db: Database,
  input: SubmitOrderInput,
  {
    now,
    sid,
    remark,
    address,
    pickup,
  }: { now: Date; sid: string | null; remark: string | null; address: ReturnType<typeof checkedAddress>; pickup: CheckedPickup | null },
): Promise<OrderRow> {
  const { price, lines, skus, coupon } = await priceOrder(db, {
    lines: input.products,
    couponCode: input.couponCode,
    memberUid: input.memberUid,
    now,
    delivery: pickup ? "pickup" : "express",
    balanceAmount: input.balanceAmount,
  });
  assertPurchaseLimits(lines, skus);
  // The online stock is checked here; a pickup order's store stock only by the statement's gate.
  if (!pickup)
    for (const line of lines) {
      const info = skus.get(line.ean) as SkuInfo;
      if (info.saleableQty < line.quantity) throw outOfStockError({ sku: line.ean, saleableQty: info.saleableQty }, skus);
    }

  const orderNumber = newOrderNumber(now);
  const placed = await placeOrder(db, {
    order: {
      orderNumber,
      channel: input.channel ?? "WEB",
      memberUid: input.memberUid,
      checkoutKey: sid,
      totalQtyOrdered: price.totalQtyOrdered,
      totalItemCount: price.totalItemCount,
      couponCode: coupon ? coupon.coupon.code : null,
      couponId: coupon ? coupon.coupon.id : null,
      subtotal: price.totalPrice,
      discountAmount: Math.round((price.promotionDiscountAmount + price.couponDiscountAmount) * 100) / 100,
      promotionDiscountAmount: price.promotionDiscountAmount,
      couponDiscountAmount: price.couponDiscountAmount,
      shippingFee: price.shippingFee,
      // Issue 24 §3: totalPaid is the whole amount; onlinePayAmount what the cashier takes,
      // balancePaidAmount the store credit taken off the member's balance in the same statement.
      totalPaid: (toCents(price.paidAmount) + toCents(price.balanceAmount)) / 100,
      onlinePayAmount: price.paidAmount,
      balancePaidAmount: price.balanceAmount,
      orderPromotions: price.promotions,
      paymentExpireAt: new Date(now.getTime() + PAYMENT_EXPIRE_MINUTES * 60_000),
      ...address,
      postCode: address.postCode ?? null,
      remark,
      createdAt: now,
      pickUpSelf: pickup !== null,
      storeCode: pickup ? pickup.store.omsStoreCode : null,
      pickupDate: pickup ? pickup.pickupDate : null,
      pickupTimeSpan: pickup ? pickup.pickupTimeSpan : null,
      pickupCode: pickup ? newPickupCode() : null,
    },
    items: price.lines.map((l) => {
      const info = skus.get(l.ean) as SkuInfo;
      return {
        sku: l.ean,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        sharePrice: l.sharePrice,
        rowTotal: l.rowTotal,
        discountAmount: l.discountAmount,
        totalPaid: l.totalPaid,
        ...orderItemSnapshot(info),
      };
    }),
    stock: lines.map((l) => ({ sku: l.ean, quantity: l.quantity })),
    warehouse: pickup ? pickup.store.omsStoreCode : ONLINE_WAREHOUSE_CODE,
    couponId: coupon ? coupon.coupon.id : null,
    cartOwnerKey: input.isInCart ? memberCartKey(input.memberUid) : null,
  }).catch((error: unknown) => {
    if (coupon && isRedemptionConflict(error)) throw couponUsedError(coupon, "redeemed");
    throw error;
  });
  switch (placed.kind) {
    case "placed":
      // Paid wholly by store credit: no cashier, the order is paid now.
      return price.paidAmount === 0 && price.balanceAmount > 0
        ? ((await payWithBalance(db, placed.order, now)) ?? placed.order)
        : placed.order;
    case "balanceShort":
      throw GatewayError.badRequest(BALANCE_MESSAGES.insufficient, "balanceAmount");
    case "short":
      throw outOfStockError(placed.short[0] as { sku: string; saleableQty: number }, skus);
    case "couponGone":
      throw couponUsedError(coupon as CouponRecord, "sold out");
    case "duplicate": {
      // The same attempt committed meanwhile (a double click): answer with that order.
      const first = sid ? await findAttempt(db, input.memberUid, sid) : null;
      if (first) return first;
      throw new Error("submitOrder: the order was neither written nor found");
    }
  }
}

async function findAttempt(db: Database, memberUid: string, sid: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.memberUid, memberUid), eq(orders.checkoutKey, sid)))
    .limit(1);
  return row ?? null;
}
