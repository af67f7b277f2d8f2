import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADDRESS, pickSkus, readStock, setStock, type TestSku } from "../../../test/support/commerce";
import { createTestDatabase } from "../../../test/support/database";
import { submitOrder } from "../../flows/checkout/checkout-service";
import type { Database, DatabaseHandle } from "../../kernel/db";
import { orders, payments } from "../../kernel/db/schema";
import { GatewayError } from "../../kernel/errors";
import { seedCatalogue } from "../catalog/seed/catalogue";
import { findOrCreateMember } from "../members/member-service";
import { applyPaymentEvent, payOrder } from "./payment-service";
import { createSandboxPaymentProvider } from "./sandbox-cashier";

// The payment service beside it (issue 22 §6): payOrder's refusals and the state machine a
// provider's events drive — paid once, replays recognised, amounts compared in fen, a payment
// after the deadline or for a cancelled order recorded `late` (to refund), never a sale.

let handle: DatabaseHandle;
let db: Database;
let skus: TestSku[];
let used = 0;
let mobile = 13_700_000_000;
const provider = () => createSandboxPaymentProvider({ db });

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  await seedCatalogue(db);
  skus = await pickSkus(db, { count: 10, purchaseLimit: null, minPrice: 100, maxPrice: 500 });
});
afterAll(async () => {
  await handle?.close();
});

/** A member's unpaid order of one unit of a fresh size (stock 5), placed at `now`. */
async function unpaidOrder(now = new Date()) {
  const sku = skus[used++];
  if (!sku) throw new Error("out of test sizes");
  await setStock(db, sku.ean, 5);
  const member = await findOrCreateMember(db, String(++mobile), now);
  const order = await submitOrder(db, {
    memberUid: member.memberUid,
    isInCart: false,
    products: [{ ean: sku.ean, quantity: 1 }],
    couponCode: null,
    address: ADDRESS,
    now,
  });
  return { order, memberUid: member.memberUid, sku };
}

const paid = (paymentNo: string, amount: number, occurredAt: Date, eventId = `ev-${paymentNo}`) => ({
  eventId,
  type: "paid" as const,
  paymentNo,
  amount,
  occurredAt,
  providerTradeNo: `T${paymentNo}`,
});

async function refusal(promise: Promise<unknown>): Promise<GatewayError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GatewayError);
  return error as GatewayError;
}

describe("payOrder", () => {
  it("opens the cashier for the order's online amount and records the attempt", async () => {
    const { order, memberUid } = await unpaidOrder();
    const result = await payOrder(db, provider(), { memberUid, orderNumber: order.orderNumber, payType: "wechat" });
    expect(result.orderSn).toBe(order.orderNumber);
    expect(result.amount).toBe(Number(order.onlinePayAmount));
    expect(result.cashierUrl).toBeTruthy();
    const [attempt] = await db.select().from(payments).where(eq(payments.paymentNo, result.checkSn));
    expect(attempt?.status).toBe("pending");
    expect(attempt?.returnUrl).toBe(`/success?orderNumber=${order.orderNumber}`);
  });

  it("refuses an unknown pay type, a foreign return address and another member's order", async () => {
    const { order, memberUid } = await unpaidOrder();
    expect(
      (await refusal(payOrder(db, provider(), { memberUid, orderNumber: order.orderNumber, payType: "bitcoin" }))).extensions?.field,
    ).toBe("payType");
    expect(
      (
        await refusal(
          payOrder(db, provider(), { memberUid, orderNumber: order.orderNumber, payType: "wechat", returnUrl: "//evil.example/x" }),
        )
      ).extensions?.field,
    ).toBe("returnUrl");
    const stranger = await findOrCreateMember(db, String(++mobile), new Date());
    expect(
      (await refusal(payOrder(db, provider(), { memberUid: stranger.memberUid, orderNumber: order.orderNumber, payType: "wechat" }))).code,
    ).toBe("404");
  });

  it("cancels an order past its deadline instead of opening the cashier, and gives its stock back", async () => {
    const placed = new Date(Date.now() - 60 * 60_000);
    const { order, memberUid, sku } = await unpaidOrder(placed);
    await refusal(payOrder(db, provider(), { memberUid, orderNumber: order.orderNumber, payType: "wechat" }));
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe("cancelled");
    expect((await readStock(db, sku.ean)).lockQty).toBe(0);
  });
});

describe("applyPaymentEvent", () => {
  it("pays the order once; a replay is a duplicate and a second event for a settled attempt is ignored", async () => {
    const { order, memberUid } = await unpaidOrder();
    const pay = await payOrder(db, provider(), { memberUid, orderNumber: order.orderNumber, payType: "wechat" });
    const event = paid(pay.checkSn, pay.amount, new Date());
    expect(await applyPaymentEvent(db, event, { provider: "sandbox" })).toBe("paid");
    expect(await applyPaymentEvent(db, event, { provider: "sandbox" })).toBe("duplicate");
    expect(await applyPaymentEvent(db, { ...event, eventId: "another-id" }, { provider: "sandbox" })).toBe("ignored");
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe("paid");
    expect(row?.isPaid).toBe(true);
  });

  it("compares amounts in fen: a cent off is a mismatch and the order still waits", async () => {
    const { order, memberUid } = await unpaidOrder();
    const pay = await payOrder(db, provider(), { memberUid, orderNumber: order.orderNumber, payType: "wechat" });
    expect(await applyPaymentEvent(db, paid(pay.checkSn, pay.amount - 0.01, new Date()), { provider: "sandbox" })).toBe("amount_mismatch");
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe("pending_payment");
  });

  it("records a payment made after the deadline as late (to refund) and cancels the order", async () => {
    const { order, memberUid } = await unpaidOrder();
    const pay = await payOrder(db, provider(), { memberUid, orderNumber: order.orderNumber, payType: "wechat" });
    const afterDeadline = new Date(order.paymentExpireAt.getTime() + 60_000);
    expect(await applyPaymentEvent(db, paid(pay.checkSn, pay.amount, afterDeadline), { provider: "sandbox", now: afterDeadline })).toBe(
      "late",
    );
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe("cancelled");
    const [attempt] = await db.select().from(payments).where(eq(payments.paymentNo, pay.checkSn));
    expect(attempt?.status).toBe("late");
  });

  it("answers unknown_payment for an attempt it never opened, and keeps a failure from reopening a paid attempt", async () => {
    expect(await applyPaymentEvent(db, paid("XP-none", 1, new Date()), { provider: "sandbox" })).toBe("unknown_payment");
    const { order, memberUid } = await unpaidOrder();
    const pay = await payOrder(db, provider(), { memberUid, orderNumber: order.orderNumber, payType: "wechat" });
    expect(await applyPaymentEvent(db, paid(pay.checkSn, pay.amount, new Date()), { provider: "sandbox" })).toBe("paid");
    const failed = {
      eventId: `fail-${pay.checkSn}`,
      type: "failed" as const,
      paymentNo: pay.checkSn,
      amount: 0,
      occurredAt: new Date(),
      providerTradeNo: null,
    };
    expect(await applyPaymentEvent(db, failed, { provider: "sandbox" })).toBe("ignored");
  });
});
