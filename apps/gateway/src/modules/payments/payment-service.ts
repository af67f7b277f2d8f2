import { randomInt } from "node:crypto";
import { businessNumber, businessNumberRange, SERVICE_CODES, toCents } from "@xunlan/validation";
import { and, desc, eq, ne } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "../../kernel/db";
import { orderItems, orders, paymentEvents, payments } from "../../kernel/db/schema";
import { GatewayError } from "../../kernel/errors";
import { cancelPendingOrder, commitReservedStock, getMemberOrder, type OrderRow, stockLocationOf, transitionOrder } from "../orders";
import type { PaymentEvent, PaymentProvider } from "./payment-provider";

export type PaymentRow = typeof payments.$inferSelect;

/**
 * spec §7 payOrder payType values: the cashier's methods (issue 24 §3: 微信支付, 支付宝,
 * 银联云闪付). What payOrder is given is the shopper's preference (the cashier opens with it
 * chosen); the order records the method the provider reports as used. An order paid wholly by
 * store credit records {@link BALANCE_PAY_TYPE}.
 */
export const PAY_TYPES = ["wechat", "alipay", "unionpay"] as const;
export type PayType = (typeof PAY_TYPES)[number];

/** The payType of an order paid wholly by store credit (no cashier). */
export const BALANCE_PAY_TYPE = "balance";

/** The Chinese names of the methods (cashier, order pages). */
export const PAY_TYPE_NAMES: Readonly<Record<PayType | typeof BALANCE_PAY_TYPE, string>> = {
  wechat: "微信支付",
  alipay: "支付宝",
  unionpay: "银联云闪付",
  balance: "余额支付",
};

/** Whether a value is one of {@link PAY_TYPES}. */
export function isPayType(value: unknown): value is PayType {
  return typeof value === "string" && (PAY_TYPES as readonly string[]).includes(value);
}

export const PAYMENT_MESSAGES = {
  orderNotFound: "订单不存在",
  alreadyPaid: "订单已支付",
  cancelled: "订单已取消",
  expired: "订单已超时，请重新下单",
  payTypeInvalid: "请选择微信支付、支付宝或银联云闪付",
  returnUrlInvalid: "参数错误：returnUrl",
  notPayable: "订单当前状态不可支付",
  cashierUnavailable: "收银台暂时无法打开，请稍后重试",
} as const;

/** The cashier fields of spec §7 that do not depend on the attempt. */
export const CASHIER_FIELDS = { brandCode: "XUNLAN", storeSn: "XLWEB01", workstationSn: "WEB01", orderSource: "WEB" } as const;

/** What payOrder returns (spec §7). */
export interface PayOrderResult {
  brandCode: string;
  storeSn: string;
  workstationSn: string;
  checkSn: string;
  orderSn: string;
  orderToken: string;
  orderSource: string;
  cashierUrl: string;
  payType: string;
  amount: number;
  expiresAt: Date;
}

/** XP + the Beijing day (yyyyMMdd) + 10 random digits. */
function newPaymentNo(now: Date): string {
  return businessNumber("payment", now, randomInt(businessNumberRange("payment")));
}

/** A storefront path (no scheme, no host, no "//"), or null. */
function safeReturnPath(value: string | null | undefined): string | null {
  const path = value?.trim();
  if (!path) return null;
  if (!path.startsWith("/") || path.startsWith("//") || path.includes("\\") || [...path].some((c) => c.charCodeAt(0) < 0x20)) return "";
  return path;
}

/**
 * spec §7 payOrder (members): refuses paid ('400' 订单已支付), cancelled (订单已取消) and
 * expired orders (订单已超时…, cancelled on the spot with stock and coupon given back), then
 * records a payment attempt and opens the provider's cashier.
 */
export async function payOrder(
  db: Database,
  provider: PaymentProvider,
  input: { memberUid: string; orderNumber: string; payType: string; returnUrl?: string | null; now?: Date },
): Promise<PayOrderResult> {
  const now = input.now ?? new Date();
  if (!(PAY_TYPES as readonly string[]).includes(input.payType)) throw GatewayError.badRequest(PAYMENT_MESSAGES.payTypeInvalid, "payType");
  const returnPath = safeReturnPath(input.returnUrl);
  if (returnPath === "") throw GatewayError.badRequest(PAYMENT_MESSAGES.returnUrlInvalid, "returnUrl");
  const order = await getMemberOrder(db, input.memberUid, input.orderNumber);
  if (!order) throw GatewayError.notFound(PAYMENT_MESSAGES.orderNotFound);
  if (order.status === "cancelled") throw GatewayError.badRequest(PAYMENT_MESSAGES.cancelled, "orderNumber");
  if (order.status !== "pending_payment") throw GatewayError.badRequest(PAYMENT_MESSAGES.alreadyPaid, "orderNumber");
  if (order.paymentExpireAt <= now) {
    await db.transaction((tx) => cancelPendingOrder(tx, order, { actor: "expiry", reason: "超时未支付，订单已自动取消", now }));
    throw GatewayError.badRequest(PAYMENT_MESSAGES.expired, "orderNumber");
  }
  const returnUrl = returnPath ?? `/success?orderNumber=${encodeURIComponent(order.orderNumber)}`;
  if (toCents(order.onlinePayAmount) === 0) {
    // Paid wholly by store credit (submitOrder settles it at once; this covers a crash between
    // the two): nothing to take online, no cashier — the shopper goes straight back.
    await payWithBalance(db, order, now);
    return {
      ...CASHIER_FIELDS,
      checkSn: "",
      orderSn: order.orderNumber,
      orderToken: "",
      cashierUrl: returnUrl,
      payType: BALANCE_PAY_TYPE,
      amount: 0,
      expiresAt: order.paymentExpireAt,
    };
  }
  const paymentNo = newPaymentNo(now);
  const amount = Number(order.onlinePayAmount);
  await db.insert(payments).values({
    paymentNo,
    orderId: order.id,
    orderNumber: order.orderNumber,
    provider: provider.name,
    payType: input.payType,
    amount,
    returnUrl,
    createdAt: now,
    updatedAt: now,
    expiresAt: order.paymentExpireAt,
  });
  let session: Awaited<ReturnType<PaymentProvider["createCheckout"]>>;
  try {
    session = await provider.createCheckout({
      paymentNo,
      orderNumber: order.orderNumber,
      amount,
      payType: input.payType,
      returnUrl,
      expiresAt: order.paymentExpireAt,
      subject: `迅岚 XUNLAN 订单 ${order.orderNumber}`,
    });
  } catch (error) {
    // The cashier never opened: the attempt is closed as failed (the order still waits for a new one).
    await db
      .update(payments)
      .set({ status: "failed", updatedAt: now })
      .where(and(eq(payments.paymentNo, paymentNo), eq(payments.status, "pending")));
    // '500' with its own message (not masked): the provider is down or slow, not the shopper's input.
    throw new GatewayError(SERVICE_CODES.INTERNAL, PAYMENT_MESSAGES.cashierUnavailable, { reason: (error as Error)?.name ?? "Error" });
  }
  return {
    ...CASHIER_FIELDS,
    checkSn: paymentNo,
    orderSn: order.orderNumber,
    ...session.fields,
    orderToken: session.orderToken,
    cashierUrl: session.cashierUrl,
    payType: input.payType,
    amount,
    expiresAt: order.paymentExpireAt,
  };
}

/**
 * Issue 24 §3: an order whose whole amount was taken from store credit at submit (onlinePayAmount
 * 0) becomes paid without a cashier: pending_payment → paid (payType "balance"), its stock
 * reservation a sale. Conditional like every payment, so it happens once; returns the paid
 * order, or null when it was not waiting for payment or has something left to pay online.
 */
export async function payWithBalance(
  db: Database,
  order: Pick<OrderRow, "id" | "onlinePayAmount" | "balancePaidAmount">,
  now: Date,
): Promise<OrderRow | null> {
  if (toCents(order.onlinePayAmount) !== 0 || !(toCents(order.balancePaidAmount) > 0)) return null;
  return db.transaction(async (tx) => {
    const changed = await transitionOrder(tx, {
      orderId: order.id,
      from: "pending_payment",
      to: "paid",
      actor: "payment",
      reason: BALANCE_PAY_TYPE,
      now,
      set: { isPaid: true, payAt: now, payType: BALANCE_PAY_TYPE },
    });
    if (!changed) return null;
    const items = await tx
      .select({ sku: orderItems.sku, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    await commitReservedStock(tx, items);
    const [row] = await tx.select().from(orders).where(eq(orders.id, order.id)).limit(1);
    return row ?? null;
  });
}

/** A payment attempt with its order's status and numbers (the cashier page reads it). */
export async function getPayment(db: Database, paymentNo: string): Promise<{ payment: PaymentRow; order: OrderRow } | null> {
  const [row] = await db
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.paymentNo, paymentNo))
    .limit(1);
  return row ?? null;
}

/** The latest payment attempt's status of an order (null when never paid for). */
export async function latestPaymentStatus(db: Database, orderId: number): Promise<string | null> {
  const [row] = await db
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.id))
    .limit(1);
  return row?.status ?? null;
}

/** What applying a callback did. */
export type EventOutcome = "paid" | "duplicate" | "late" | "ignored" | "failed" | "cancelled" | "unknown_payment" | "amount_mismatch";

/**
 * Applies a verified provider event, once per event id, through the order state machine:
 * - paid: the order goes pending_payment → paid (its stock reservation becomes a sale) when it
 *   still waits and the payment happened before the deadline; a payment that arrives for an
 *   order already cancelled (or paid after its deadline, which cancels it) is recorded as
 *   `late` — to be refunded — and changes nothing else; a second payment of a paid order too.
 * - failed / cancelled: only the attempt is marked (the order may still be paid until it expires).
 * Replays (same event id) answer `duplicate`; events about a settled attempt are `ignored`, so
 * late, repeated and out-of-order deliveries end in one outcome.
 */
export async function applyPaymentEvent(
  db: Database,
  event: PaymentEvent,
  options: { provider: string; now?: Date; log?: Logger },
): Promise<EventOutcome> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(paymentEvents)
      .values({
        eventId: event.eventId,
        provider: options.provider,
        paymentNo: event.paymentNo,
        type: event.type,
        outcome: "pending",
        payload: { ...event, occurredAt: event.occurredAt.toISOString() },
        occurredAt: event.occurredAt,
        receivedAt: now,
      })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (recorded.length === 0) return "duplicate";

    const outcome = await applyOnce(tx, event, now);
    await tx.update(paymentEvents).set({ outcome }).where(eq(paymentEvents.eventId, event.eventId));
    if (outcome === "late")
      options.log?.warn({ paymentNo: event.paymentNo }, "payment arrived for an order that is no longer payable: refund it");
    return outcome;
  });
}

async function applyOnce(tx: Database, event: PaymentEvent, now: Date): Promise<EventOutcome> {
  const [payment] = await tx.select().from(payments).where(eq(payments.paymentNo, event.paymentNo)).limit(1).for("update");
  if (!payment) return "unknown_payment";

  if (event.type !== "paid") {
    // A settled attempt (paid, late) is not reopened by an older failure or cancellation.
    const updated = await tx
      .update(payments)
      .set({ status: event.type, updatedAt: now })
      .where(and(eq(payments.id, payment.id), eq(payments.status, "pending")))
      .returning({ id: payments.id });
    return updated.length > 0 ? event.type : "ignored";
  }

  if (payment.status === "succeeded" || payment.status === "late") return "ignored";
  // Compared in fen through the decimal text (validation's toCents), not by multiplying floats.
  if (toCents(event.amount) !== toCents(payment.amount)) return "amount_mismatch";

  const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).limit(1).for("update");
  if (!order) return "unknown_payment";

  const inTime = event.occurredAt.getTime() <= order.paymentExpireAt.getTime();
  // Issue 24 §3: the method the shopper used at the cashier (the provider says), else the one asked for.
  const payType = isPayType(event.payType) ? event.payType : payment.payType;
  const changed =
    order.status === "pending_payment" && inTime
      ? await transitionOrder(tx, {
          orderId: order.id,
          from: "pending_payment",
          to: "paid",
          actor: "payment",
          reason: `${payment.provider}:${payment.paymentNo}`,
          now,
          set: { isPaid: true, payAt: event.occurredAt, payType },
        })
      : null;
  if (changed) {
    const items = await tx
      .select({ sku: orderItems.sku, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    await commitReservedStock(tx, items, stockLocationOf(order));
    await tx
      .update(payments)
      .set({ status: "succeeded", paidAt: event.occurredAt, providerTradeNo: event.providerTradeNo, payType, updatedAt: now })
      .where(eq(payments.id, payment.id));
    // Other open attempts of the order can no longer succeed as a sale.
    await tx
      .update(payments)
      .set({ status: "cancelled", updatedAt: now })
      .where(and(eq(payments.orderId, order.id), ne(payments.id, payment.id), eq(payments.status, "pending")));
    return "paid";
  }
  // Paid after the deadline while the order still waits: the deadline wins — cancel it now
  // (stock and coupon back) so the outcome is the same whichever runs first, sweep or callback.
  if (order.status === "pending_payment" && !inTime) {
    await cancelPendingOrder(tx, order, { actor: "expiry", reason: "超时未支付，订单已自动取消", now });
  }
  await tx
    .update(payments)
    .set({ status: "late", paidAt: event.occurredAt, providerTradeNo: event.providerTradeNo, updatedAt: now })
    .where(eq(payments.id, payment.id));
  return "late";
}
