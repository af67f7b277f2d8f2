import { generateKeyPairSync } from "node:crypto";
import { readFileSync } from "node:fs";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCommerceJobs } from "../src/flows/commerce-jobs";
import { createSandboxSmsProvider } from "../src/flows/sandbox";
import type { DatabaseHandle } from "../src/kernel/db";
import {
  orderStatusHistory,
  orders,
  paymentEvents,
  paymentReconciliationDifferences,
  paymentReconciliationRuns,
  payments,
  refunds,
} from "../src/kernel/db/schema";
import { loadEnv, sandboxPaymentsRefusal } from "../src/kernel/env";
import { seedCatalogue } from "../src/modules/catalog/seed/catalogue";
import { expireUnpaidOrders } from "../src/modules/orders/order-service";
import { settlePendingRefunds, settleRefund } from "../src/modules/payments";
import {
  createLiteposProvider,
  createLiteposRoutes,
  fromFen,
  LATE_REFUND_REASON,
  LITEPOS_NOTIFY_PATH,
  LiteposError,
  type LiteposProvider,
  liteposSweepStep,
  reconcileDay,
  reconcileDueDay,
  sweepLitepos,
  toFen,
} from "../src/modules/payments/litepos";
import { createFakeLitepos, type FakeLitepos } from "../src/modules/payments/litepos/fake";
import { openEnvelope, readPrivateKey, readPublicKey, sealEnvelope, signText, verifyText } from "../src/modules/payments/litepos/protocol";
import { ADD, ADDRESS, pickSkus, SUBMIT, setStock, type TestSku } from "./support/commerce";
import { createTestDatabase } from "./support/database";
import { gql } from "./support/graphql";
import { createMemberHarness, loginBySms, type MemberHarness, randomMobile } from "./support/members";

// One PGlite for the file; the fake LitePOS listens on a random port (the adapter talks to it
// over real HTTP) and posts its notifications into the gateway in-process. Keys are generated
// per run: the merchant's pair here, the provider's inside the fake.
const vectors = JSON.parse(readFileSync(new URL("./fixtures/litepos-vectors.json", import.meta.url), "utf8")) as {
  debugPrivateKeyPkcs8Base64: string;
  debugPublicKeySpkiBase64: string;
  signing: {
    signType: "SHA1";
    head: Record<string, string>;
    body: Record<string, string>;
    signedText: string;
    signature: string;
    httpBody: string;
  };
};
const merchant = generateKeyPairSync("rsa", { modulusLength: 2048 });
const NOTIFY_URL = `http://gateway.test${LITEPOS_NOTIFY_PATH}`;
let database: DatabaseHandle;
let h: MemberHarness;
let fake: FakeLitepos;
let provider: LiteposProvider;
let plain: TestSku[] = [];
let used = 0;

function makeProvider(overrides: Partial<Parameters<typeof createLiteposProvider>[0]> = {}): LiteposProvider {
  return createLiteposProvider({
    baseUrl: fake.url,
    appId: fake.appId,
    brandCode: fake.brandCode,
    storeSn: "XLWEB01",
    workstationSn: "0",
    merchantPrivateKey: merchant.privateKey,
    platformPublicKey: fake.platformPublicKeyPem,
    notifyUrl: NOTIFY_URL,
    returnOrigin: "http://shop.test",
    timeoutMs: 5_000,
    clock: () => h.clock.now(),
    ...overrides,
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db);
  fake = createFakeLitepos({ merchantPublicKey: merchant.publicKey, deliver: (url, init) => h.gateway.fetch(new Request(url, init)) });
  await fake.listen();
  provider = makeProvider();
  h = createMemberHarness(database.db, {
    payments: { provider, routes: (clock) => createLiteposRoutes({ db: database.db, provider, clock }) },
  });
  plain = await pickSkus(database.db, { count: 30, purchaseLimit: null, minPrice: 100, maxPrice: 280 });
});
afterAll(async () => {
  await fake?.close();
  await database?.close();
});

const PAY = /* GraphQL */ `
  mutation Pay($orderNumber: String!, $payType: String!) {
    payOrder(orderNumber: $orderNumber, payType: $payType) { brandCode storeSn workstationSn checkSn orderSn orderToken orderSource cashierUrl payType amount expiresAt }
  }
`;
const ORDER = /* GraphQL */ `query O($n: String!) { order(orderNumber: $n) { status isPaid lastPaymentStatus } }`;
const CANCEL_REFUND = /* GraphQL */ `mutation C($n: String!) { afterSaleCancelRefund(orderNumber: $n) { refundAmount refundStatus order { status } } }`;

type Pay = {
  checkSn: string;
  orderSn: string;
  orderToken: string;
  cashierUrl: string;
  amount: number;
  brandCode: string;
  storeSn: string;
  workstationSn: string;
};

/** A member with a pending order of one fresh SKU, and its payOrder answer. */
async function orderAndPay(): Promise<{ token: string; orderNumber: string; pay: Pay }> {
  const login = await loginBySms(h, randomMobile());
  const sku = plain[used++]!;
  await setStock(database.db, sku.ean, 5);
  await gql(h.gateway, ADD, { token: login.userToken, variables: { ean: sku.ean, quantity: 1 } });
  const res = await gql<{ submitOrder: { orderNumber: string } }>(h.gateway, SUBMIT, {
    token: login.userToken,
    variables: { products: [{ ean: sku.ean, quantity: 1 }], address: ADDRESS },
  });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  const orderNumber = res.data.submitOrder.orderNumber;
  const pay = await gql<{ payOrder: Pay }>(h.gateway, PAY, { token: login.userToken, variables: { orderNumber, payType: "wechat" } });
  if (!pay.data) throw new Error(JSON.stringify(pay.errors));
  return { token: login.userToken, orderNumber, pay: pay.data.payOrder };
}

async function orderRow(orderNumber: string) {
  const [row] = await database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return row!;
}
async function paymentRow(paymentNo: string) {
  const [row] = await database.db.select().from(payments).where(eq(payments.paymentNo, paymentNo));
  return row!;
}
async function paidTransitions(orderNumber: string): Promise<number> {
  const order = await orderRow(orderNumber);
  const rows = await database.db
    .select()
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.toStatus, "paid")));
  return rows.length;
}
const notifyGateway = (body: string) =>
  h.gateway.fetch(new Request(NOTIFY_URL, { method: "POST", body, headers: { "content-type": "application/json" } }));

describe("LitePOS wire format against the provider's published example (test/fixtures/litepos-vectors.json)", () => {
  const key = () => readPrivateKey(vectors.debugPrivateKeyPkcs8Base64);
  const pub = () => readPublicKey(vectors.debugPublicKeySpkiBase64);

  it("our signing reproduces the document's SHA1withRSA signature and HTTP body byte for byte", () => {
    const { signing } = vectors;
    expect(JSON.stringify({ head: signing.head, body: signing.body })).toBe(signing.signedText);
    expect(signText(signing.signedText, key(), "SHA1")).toBe(signing.signature);
    expect(sealEnvelope("request", { head: signing.head as never, body: signing.body }, key())).toBe(signing.httpBody);
    expect(verifyText(signing.signedText, signing.signature, pub(), "SHA1")).toBe(true);
  });

  it("the fake accepts the document's signed request and refuses it with one byte changed", async () => {
    const docFake = createFakeLitepos({ merchantPublicKey: pub(), appId: "test_appid", brandCode: "000000" });
    const call = (body: string) => docFake.handle(new Request("http://fake.test/api/lite-pos/v1/sales/query", { method: "POST", body }));
    const accepted = openEnvelope(
      await (await call(vectors.signing.httpBody)).text(),
      "response",
      readPublicKey(docFake.platformPublicKeyPem),
    );
    expect(accepted.body).toMatchObject({ result_code: "200", biz_response: { result_code: "400", error_code: "ORDER_NOT_EXIST" } });
    const tampered = vectors.signing.httpBody.replace('"check_sn":"000000001"', '"check_sn":"000000002"');
    const refused = openEnvelope(await (await call(tampered)).text(), "response", readPublicKey(docFake.platformPublicKeyPem));
    expect(refused.body).toMatchObject({ result_code: "400", error_code: "ILLEGAL_SIGN" });
    expect(docFake.refusedSignatures).toBe(1);
  });

  it("money crosses in integer fen, converted without floating-point arithmetic", () => {
    expect(toFen(0.29)).toBe(29);
    expect(toFen("1.10")).toBe(110);
    // Never rounded: a sub-fen amount or one tainted by float arithmetic is refused.
    expect(() => toFen("1.005")).toThrow(/whole number of fen/);
    expect(() => toFen(0.1 + 0.2)).toThrow(/whole number of fen/);
    expect(toFen(199.9)).toBe(19990);
    expect(fromFen(19990)).toBe(199.9);
    expect(fromFen(1)).toBe(0.01);
    expect(() => toFen(Number.NaN)).toThrow(/not an amount/);
    expect(() => fromFen(1.5)).toThrow(/must be an integer/);
  });
});

describe("LitePOS cashier through the fake (issue 23)", () => {
  it("purchase → cashier (微信支付 / 支付宝 / 银联云闪付) → signed notification → paid → refund", async () => {
    const { token, orderNumber, pay } = await orderAndPay();
    expect(pay.cashierUrl.startsWith(`${fake.url}/cashier?order_token=`)).toBe(true);
    const sale = fake.sales.get(pay.checkSn)!;
    expect(pay).toMatchObject({
      brandCode: fake.brandCode,
      storeSn: "XLWEB01",
      workstationSn: "0",
      orderSn: sale.orderSn,
      orderToken: sale.orderToken,
    });
    expect(sale.amountFen).toBe(toFen(pay.amount));
    expect(sale.notifyUrl).toBe(NOTIFY_URL);

    const page = await (await fetch(pay.cashierUrl)).text();
    for (const label of ["微信支付", "支付宝", "银联云闪付"]) expect(page).toContain(label);
    const paid = await fetch(`${fake.url}/cashier`, {
      method: "POST",
      body: new URLSearchParams({ order_token: pay.orderToken, method: "unionpay" }),
      redirect: "manual",
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`http://shop.test/success?orderNumber=${orderNumber}`);
    expect((await orderRow(orderNumber)).status).toBe("pending_payment");

    expect(await fake.deliver()).toBe(1);
    const order = await gql<{ order: { status: string; isPaid: boolean; lastPaymentStatus: string } }>(h.gateway, ORDER, {
      token,
      variables: { n: orderNumber },
    });
    expect(order.data?.order).toMatchObject({ status: "paid", isPaid: true, lastPaymentStatus: "succeeded" });
    expect((await paymentRow(pay.checkSn)).providerTradeNo).toBe(sale.tenders[0]!.tender_sn);

    const refund = await gql<{ afterSaleCancelRefund: { refundAmount: number; refundStatus: string; order: { status: string } } }>(
      h.gateway,
      CANCEL_REFUND,
      { token, variables: { n: orderNumber } },
    );
    expect(refund.data?.afterSaleCancelRefund).toEqual({
      refundAmount: pay.amount,
      refundStatus: "succeeded",
      order: { status: "refunded" },
    });
    const [row] = await database.db.select().from(refunds).where(eq(refunds.paymentNo, pay.checkSn));
    const refundSale = fake.sales.get(row!.refundNo)!;
    expect(refundSale).toMatchObject({ refundOf: pay.checkSn, amountFen: -toFen(pay.amount) });
    expect(refundSale.tenders[0]).toMatchObject({ original_tender_sn: sale.tenders[0]!.tender_sn, pay_status: "5" });
    expect(row!.providerRefundNo).toBe(refundSale.orderSn);
  });

  it("a request signed with another key is refused by the fake: no cashier, the attempt closed as failed", async () => {
    const stranger = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const wrong = makeProvider({ merchantPrivateKey: stranger.privateKey });
    const before = fake.refusedSignatures;
    await expect(wrong.query("XP-none")).rejects.toMatchObject({ kind: "refused", code: "ILLEGAL_SIGN" });
    expect(fake.refusedSignatures).toBe(before + 1);

    const wrongHarness = createMemberHarness(database.db, { payments: { provider: wrong, routes: () => [] } });
    const login = await loginBySms(wrongHarness, randomMobile());
    const sku = plain[used++]!;
    await setStock(database.db, sku.ean, 5);
    const res = await gql<{ submitOrder: { orderNumber: string } }>(wrongHarness.gateway, SUBMIT, {
      token: login.userToken,
      variables: { products: [{ ean: sku.ean, quantity: 1 }], address: ADDRESS },
    });
    const orderNumber = res.data!.submitOrder.orderNumber;
    const pay = await gql(wrongHarness.gateway, PAY, { token: login.userToken, variables: { orderNumber, payType: "alipay" } });
    expect(pay.errors?.[0]).toMatchObject({ message: "收银台暂时无法打开，请稍后重试", extensions: { code: "500" } });
    const [attempt] = await database.db.select().from(payments).where(eq(payments.orderNumber, orderNumber));
    expect(attempt?.status).toBe("failed");
    expect((await orderRow(orderNumber)).status).toBe("pending_payment");
  });

  it("a notification with a bad signature is refused (401) and the order stays unpaid", async () => {
    const { orderNumber, pay } = await orderAndPay();
    fake.holdNotifications = true;
    try {
      await fake.pay(pay.orderToken, "wechat");
    } finally {
      fake.holdNotifications = false;
    }
    const genuine = fake.notifications.at(-1)!;
    // The amount changed after signing.
    const tampered = genuine.body.replace(/"amount":"(\d+)"/, (_m, fen: string) => `"amount":"${Number(fen) + 1}"`);
    expect(tampered).not.toBe(genuine.body);
    const r1 = await notifyGateway(tampered);
    expect(r1.status).toBe(401);
    // Signed, but by someone else's key.
    const forger = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const inner = JSON.parse(genuine.body).request as { head: never; body: unknown };
    const r2 = await notifyGateway(sealEnvelope("request", inner, forger.privateKey));
    expect(r2.status).toBe(401);
    // Its acknowledgement says so, signed: the provider keeps retrying.
    const ack = openEnvelope(await r2.text(), "response", merchant.publicKey);
    expect(ack.body).toMatchObject({ result_code: "400" });
    expect((await orderRow(orderNumber)).status).toBe("pending_payment");
    expect(await database.db.select().from(paymentEvents).where(eq(paymentEvents.paymentNo, pay.checkSn))).toEqual([]);
    // The genuine one still settles it.
    expect(await fake.deliver({ force: true })).toBeGreaterThanOrEqual(1);
    expect((await orderRow(orderNumber)).status).toBe("paid");
  });

  it("replayed, duplicated and out-of-order notifications are applied once", async () => {
    const { orderNumber, pay } = await orderAndPay();
    fake.holdNotifications = true;
    await fake.pay(pay.orderToken, "alipay");
    fake.notify(pay.checkSn); // a second notification (new notification_sn) of the same payment
    fake.holdNotifications = false;
    expect(await fake.deliver({ order: "reversed" })).toBe(2);
    const first = fake.notifications.find((n) => n.orderSn === pay.orderSn)!;
    const replay = await notifyGateway(first.body);
    expect(replay.status).toBe(200);
    expect(openEnvelope(await replay.text(), "response", merchant.publicKey).body).toMatchObject({
      result_code: "200",
      biz_response: { result_code: "200" },
    });
    expect(await paidTransitions(orderNumber)).toBe(1);
    const events = await database.db.select().from(paymentEvents).where(eq(paymentEvents.paymentNo, pay.checkSn));
    expect(events.map((e) => [e.eventId, e.outcome])).toEqual([[`litepos:${pay.orderSn}:paid`, "paid"]]);
  });

  it("a late notification: the query job settles the payment first, the notification is then a no-op", async () => {
    const { orderNumber, pay } = await orderAndPay();
    fake.holdNotifications = true;
    await fake.pay(pay.orderToken, "wechat");
    // Too early for the query job: the attempt is younger than QUERY_AFTER_MS.
    expect((await sweepLitepos(database.db, provider, h.clock.now(), { reconcile: false })).settled).toBe(0);
    const later = new Date(h.clock.now().getTime() + 3 * 60_000);
    const swept = await sweepLitepos(database.db, provider, later, { reconcile: false });
    expect(swept.settled).toBeGreaterThanOrEqual(1);
    expect((await orderRow(orderNumber)).status).toBe("paid");
    fake.holdNotifications = false;
    expect(await fake.deliver({ force: true })).toBeGreaterThanOrEqual(1);
    expect(fake.notifications.filter((n) => n.orderSn === pay.orderSn).every((n) => n.acknowledged)).toBe(true);
    expect(await paidTransitions(orderNumber)).toBe(1);
    const [event] = await database.db.select().from(paymentEvents).where(eq(paymentEvents.paymentNo, pay.checkSn));
    expect(event?.outcome).toBe("paid");
  });

  it("the commerce sweep queries before it expires: paid in time, notification lost, the order is paid, not cancelled", async () => {
    const { orderNumber, pay } = await orderAndPay();
    fake.holdNotifications = true;
    await fake.pay(pay.orderToken, "wechat");
    fake.holdNotifications = false;
    // The gateway comes back after the deadline: one tick of the sweep.
    const afterDeadline = new Date((await paymentRow(pay.checkSn)).expiresAt.getTime() + 60_000);
    const sms = createSandboxSmsProvider({ db: database.db, logger: h.logs.logger, nodeEnv: "test" });
    const stop = startCommerceJobs({
      db: database.db,
      logger: h.logs.logger,
      sms,
      payments: provider,
      cashier: liteposSweepStep(provider),
      clock: () => afterDeadline,
      intervalMs: 3_600_000,
    });
    await stop();
    expect((await orderRow(orderNumber)).status).toBe("paid");
    // The notification arrives at last: acknowledged, nothing more happens.
    expect(await fake.deliver()).toBe(1);
    expect(await paidTransitions(orderNumber)).toBe(1);
  });

  it("an abandoned purchase is voided at the provider after the deadline; its cashier can no longer take money", async () => {
    const { orderNumber, pay } = await orderAndPay();
    const afterDeadline = new Date((await paymentRow(pay.checkSn)).expiresAt.getTime() + 1_000);
    const swept = await sweepLitepos(database.db, provider, afterDeadline, { reconcile: false });
    expect(swept.voided).toBeGreaterThanOrEqual(1);
    expect(fake.sales.get(pay.checkSn)!.status).toBe("0");
    expect((await paymentRow(pay.checkSn)).status).toBe("cancelled");
    await expect(fake.pay(pay.orderToken, "wechat")).rejects.toThrow(/not 待操作/);
    expect(await expireUnpaidOrders(database.db, afterDeadline)).toBeGreaterThanOrEqual(1);
    expect((await orderRow(orderNumber)).status).toBe("cancelled");
  });

  it("a notification for an order already cancelled is refunded automatically; the order stays cancelled", async () => {
    const { orderNumber, pay } = await orderAndPay();
    const deadline = (await paymentRow(pay.checkSn)).expiresAt;
    expect(await expireUnpaidOrders(database.db, new Date(deadline.getTime() + 1_000))).toBeGreaterThanOrEqual(1);
    // The shopper had the cashier open and pays after the order was cancelled.
    await fake.pay(pay.orderToken, "alipay", new Date(deadline.getTime() + 30_000));
    expect(await fake.deliver()).toBe(1);
    expect(await paymentRow(pay.checkSn)).toMatchObject({ status: "late" });
    const [refund] = await database.db
      .select()
      .from(refunds)
      .where(eq(refunds.idempotencyKey, `late:${pay.checkSn}`));
    expect(refund).toMatchObject({ status: "pending", amount: pay.amount, reason: LATE_REFUND_REASON });
    expect(await settlePendingRefunds(database.db, provider, h.clock.now())).toBeGreaterThanOrEqual(1);
    const [settled] = await database.db
      .select()
      .from(refunds)
      .where(eq(refunds.idempotencyKey, `late:${pay.checkSn}`));
    expect(settled?.status).toBe("succeeded");
    expect(fake.sales.get(settled!.refundNo)).toMatchObject({ refundOf: pay.checkSn, amountFen: -toFen(pay.amount) });
    expect((await orderRow(orderNumber)).status).toBe("cancelled");
    // A replay of the notification refunds nothing more.
    await notifyGateway(fake.notifications.find((n) => n.orderSn === pay.orderSn)!.body);
    expect((await database.db.select().from(refunds).where(eq(refunds.paymentNo, pay.checkSn))).length).toBe(1);
  });

  it("a refund larger than the payment is refused by the provider; within it, one refund per key", async () => {
    const { pay } = await orderAndPay();
    await fake.pay(pay.orderToken, "wechat");
    await fake.deliver();
    const tender = (await paymentRow(pay.checkSn)).providerTradeNo;
    const base = { paymentNo: pay.checkSn, providerTradeNo: tender, reason: "测试" };
    await expect(
      provider.refund({ ...base, idempotencyKey: "k-over", refundNo: "XRFTEST0001", amount: fromFen(toFen(pay.amount) + 1) }),
    ).rejects.toMatchObject({
      kind: "refused",
      code: "REFUND_AMOUNT_EXCEEDED",
    });
    const part = await provider.refund({ ...base, idempotencyKey: "k-part", refundNo: "XRFTEST0002", amount: 10 });
    expect(part.amount).toBe(10);
    // The same refund again (a retry): the first answer, no second refund at the provider.
    expect(await provider.refund({ ...base, idempotencyKey: "k-part", refundNo: "XRFTEST0002", amount: 10 })).toEqual(part);
    await expect(provider.refund({ ...base, idempotencyKey: "k-rest", refundNo: "XRFTEST0003", amount: pay.amount })).rejects.toMatchObject(
      { code: "REFUND_AMOUNT_EXCEEDED" },
    );
    expect([...fake.sales.values()].filter((s) => s.refundOf === pay.checkSn).map((s) => s.amountFen)).toEqual([-1000]);
  });

  it("a provider that does not answer: a clear error, nothing half-written", async () => {
    const quick = makeProvider({ timeoutMs: 300 });
    const slowHarness = createMemberHarness(database.db, { payments: { provider: quick, routes: () => [] } });
    const { orderNumber, pay } = await orderAndPay();
    await fake.pay(pay.orderToken, "wechat");
    await fake.deliver();
    const [order] = await database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    const open = [await orderAndPay(), await orderAndPay()];
    fake.hang = true;
    try {
      await expect(quick.query(pay.checkSn)).rejects.toMatchObject({
        kind: "timeout",
        message: expect.stringMatching(/did not answer within 300 ms/),
      });
      expect(await quick.query(pay.checkSn).catch((e: unknown) => e)).toBeInstanceOf(LiteposError);
      // The query job gives up for this tick at the first timeout (one wait, not one per attempt); nothing changes.
      const swept = await sweepLitepos(database.db, quick, new Date(h.clock.now().getTime() + 3 * 60_000), { reconcile: false });
      expect(swept).toMatchObject({ queried: 1, failures: 1, settled: 0, voided: 0 });
      for (const o of open) expect((await paymentRow(o.pay.checkSn)).status).toBe("pending");
      // A refund during the outage stays pending with the reason; the order is refunded in our books only once the provider confirms.
      await database.db.insert(refunds).values({
        refundNo: "XRFHANG0001",
        idempotencyKey: `test:${orderNumber}`,
        orderId: order!.id,
        paymentNo: pay.checkSn,
        provider: "litepos",
        amount: 1,
        reason: "测试",
      });
      const [pending] = await database.db.select().from(refunds).where(eq(refunds.refundNo, "XRFHANG0001"));
      expect(await settleRefund(database.db, quick, pending!, h.clock.now())).toBe(false);
      const [after] = await database.db.select().from(refunds).where(eq(refunds.refundNo, "XRFHANG0001"));
      expect(after).toMatchObject({ status: "pending", attempts: 1, providerRefundNo: null });
      expect(after!.lastError).toMatch(/did not answer/);
      // payOrder during the outage: the shopper gets a clear message, the attempt is closed.
      const login = await loginBySms(slowHarness, randomMobile());
      const sku = plain[used++]!;
      await setStock(database.db, sku.ean, 5);
      const res = await gql<{ submitOrder: { orderNumber: string } }>(slowHarness.gateway, SUBMIT, {
        token: login.userToken,
        variables: { products: [{ ean: sku.ean, quantity: 1 }], address: ADDRESS },
      });
      const second = res.data!.submitOrder.orderNumber;
      const answer = await gql(slowHarness.gateway, PAY, { token: login.userToken, variables: { orderNumber: second, payType: "wechat" } });
      expect(answer.errors?.[0]?.message).toBe("收银台暂时无法打开，请稍后重试");
      const [attempt] = await database.db.select().from(payments).where(eq(payments.orderNumber, second));
      expect(attempt?.status).toBe("failed");
      expect((await orderRow(second)).status).toBe("pending_payment");
    } finally {
      fake.hang = false;
    }
    // Back up: the retry settles the same refund once.
    const [pending] = await database.db.select().from(refunds).where(eq(refunds.refundNo, "XRFHANG0001"));
    expect(await settleRefund(database.db, quick, pending!, h.clock.now())).toBe(true);
    expect([...fake.sales.values()].filter((s) => s.checkSn === "XRFHANG0001")).toHaveLength(1);
  });
});

describe("daily reconciliation (Beijing day) against the provider's records", () => {
  it("writes planted differences to the report, once per day", async () => {
    // Three attempts today: one clean, one the provider took less for, one paid but never notified.
    const clean = await orderAndPay();
    await fake.pay(clean.pay.orderToken, "wechat");
    const short = await orderAndPay();
    await fake.pay(short.pay.orderToken, "wechat");
    await fake.deliver();
    const unrecorded = await orderAndPay();
    fake.holdNotifications = true;
    await fake.pay(unrecorded.pay.orderToken, "alipay");
    fake.holdNotifications = false;
    // Planted: the provider's record of `short` says 1 fen less was taken.
    const tender = fake.sales.get(short.pay.checkSn)!.tenders[0]!;
    tender.amount = String(Number(tender.amount) - 1);

    const now = h.clock.now();
    const day = new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    await reconcileDay(database.db, provider, day);
    const rows = await database.db.select().from(paymentReconciliationDifferences).where(eq(paymentReconciliationDifferences.day, day));
    const mine = (paymentNo: string) => rows.filter((r) => r.paymentNo === paymentNo).map((r) => [r.kind, r.oursFen, r.theirsFen]);
    expect(mine(clean.pay.checkSn)).toEqual([]);
    expect(mine(short.pay.checkSn)).toEqual([["amount_mismatch", toFen(short.pay.amount), toFen(short.pay.amount) - 1]]);
    expect(mine(unrecorded.pay.checkSn)).toEqual([["paid_not_recorded", 0, toFen(unrecorded.pay.amount)]]);
    // Run again: no duplicate rows.
    await reconcileDay(database.db, provider, day);
    expect(
      (await database.db.select().from(paymentReconciliationDifferences).where(eq(paymentReconciliationDifferences.day, day))).length,
    ).toBe(rows.length);

    // The sweep reconciles yesterday once: not before 02:00 the next morning, then once.
    const midnight = new Date(`${day}T00:00:00+08:00`).getTime() + 86_400_000;
    expect(await reconcileDueDay(database.db, provider, new Date(midnight + 3_600_000))).toBeNull();
    const nextMorning = midnight + 3 * 3_600_000;
    expect(await reconcileDueDay(database.db, provider, new Date(nextMorning))).toBe(day);
    expect(await reconcileDueDay(database.db, provider, new Date(nextMorning + 60_000))).toBeNull();
    const [run] = await database.db.select().from(paymentReconciliationRuns).where(eq(paymentReconciliationRuns.day, day));
    expect(run).toMatchObject({ provider: "litepos", error: null });
    expect(run!.checked).toBeGreaterThanOrEqual(3);
    expect(run!.finishedAt).not.toBeNull();
  });
});

describe("LITEPOS_* environment", () => {
  const pem = (k: { export(o: object): string | Buffer }, type: "pkcs8" | "spki") => String(k.export({ type, format: "pem" }));
  const base = {
    PAYMENT_PROVIDER: "litepos",
    LITEPOS_BASE_URL: "https://vapi.shouqianba.com",
    LITEPOS_APP_ID: "28lp00000001",
    LITEPOS_BRAND_CODE: "999888",
    LITEPOS_STORE_SN: "XLWEB01",
    LITEPOS_WORKSTATION_SN: "0",
    LITEPOS_MERCHANT_PRIVATE_KEY: pem(merchant.privateKey, "pkcs8").replaceAll("\n", "\\n"),
    LITEPOS_PLATFORM_PUBLIC_KEY: pem(merchant.publicKey, "spki"),
  };

  it("reads a complete configuration (PEM with literal \\n too); a deployment needs no ALLOW_SANDBOX_PAYMENTS", () => {
    const env = loadEnv({
      ...base,
      NODE_ENV: "production",
      DATABASE_URL: "postgres://u:p@db.example:5432/x",
      PUBLIC_URL: "https://api.xunlan.example",
    });
    expect(env.payments.provider).toBe("litepos");
    expect(env.payments.litepos).toMatchObject({ appId: "28lp00000001", notifyUrl: "https://api.xunlan.example/payments/notify/litepos" });
    expect(sandboxPaymentsRefusal(env)).toBeNull();
  });

  it("stops the start naming a missing or malformed variable", () => {
    const { LITEPOS_APP_ID: _drop, ...withoutApp } = base;
    expect(() => loadEnv(withoutApp)).toThrow(/PAYMENT_PROVIDER=litepos needs LITEPOS_APP_ID/);
    expect(() =>
      loadEnv({ ...base, LITEPOS_MERCHANT_PRIVATE_KEY: "-----BEGIN PRIVATE KEY-----\nnot a key\n-----END PRIVATE KEY-----" }),
    ).toThrow(/LITEPOS_MERCHANT_PRIVATE_KEY: not a readable RSA private key/);
    expect(() => loadEnv({ ...base, LITEPOS_PLATFORM_PUBLIC_KEY: "garbage" })).toThrow(/LITEPOS_PLATFORM_PUBLIC_KEY/);
    const small = generateKeyPairSync("rsa", { modulusLength: 1024 });
    expect(() => loadEnv({ ...base, LITEPOS_PLATFORM_PUBLIC_KEY: pem(small.publicKey, "spki") })).toThrow(
      /LITEPOS_PLATFORM_PUBLIC_KEY: must be an RSA key of at least 2048 bits/,
    );
  });
});
