import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/kernel/db";
import { members, orders, refunds, sandboxRefunds } from "../src/kernel/db/schema";
import { seedCatalogue } from "../src/modules/catalog/seed/catalogue";
import { expireUnpaidOrders } from "../src/modules/orders/order-service";
import { createPaymentRoutes, createSandboxPaymentProvider, type SandboxPaymentProvider, splitRefund } from "../src/modules/payments";
import { ADDRESS, guestToken, pickSkus, readStock, setStock, type TestSku } from "./support/commerce";
import { createTestDatabase } from "./support/database";
import { gql } from "./support/graphql";
import { createMemberHarness, loginBySms, type MemberHarness, randomMobile } from "./support/members";

/**
 * Issue 24 §3 (payment choice and store credit) and §4 (balance back on cancel): checkout takes
 * store credit whole or in part, the rest goes through the sandbox cashier, which offers the
 * real cashier's methods and reports the one used; refunds go back the way they came. One
 * PGlite for the file; each test has its own member and SKU.
 */
let database: DatabaseHandle;
let h: MemberHarness;
let sandbox: SandboxPaymentProvider;
let plain: TestSku[] = [];
let used = 0;

async function freshSku(qty = 10): Promise<TestSku> {
  const sku = plain[used++];
  if (!sku) throw new Error("out of test skus");
  await setStock(database.db, sku.ean, qty);
  return sku;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db);
  // With the database: its refunds are kept in the sandbox's ledger.
  sandbox = createSandboxPaymentProvider({ secret: "test-secret-balance-0123456789", db: database.db });
  h = createMemberHarness(database.db, {
    payments: {
      provider: sandbox,
      routes: (clock, logger) => createPaymentRoutes({ db: database.db, logger, providers: [sandbox], sandbox, clock }),
    },
  });
  plain = await pickSkus(database.db, { count: 12, purchaseLimit: null, minPrice: 100, maxPrice: 280, styleSkus: undefined });
});
afterAll(async () => {
  await database?.close();
});

async function member(balance: number): Promise<{ token: string; memberUid: string }> {
  const login = await loginBySms(h, randomMobile());
  await database.db.update(members).set({ storeCreditBalance: balance }).where(eq(members.memberUid, login.user.memberUid));
  return { token: login.userToken, memberUid: login.user.memberUid };
}

async function balanceOf(memberUid: string): Promise<number> {
  const [row] = await database.db.select({ balance: members.storeCreditBalance }).from(members).where(eq(members.memberUid, memberUid));
  return Number(row!.balance);
}

type Err = { message: string; extensions: { code?: string; field?: string } };
const firstError = (res: { errors?: Err[] }) => res.errors?.[0];

const PRICE = /* GraphQL */ `
  query P($products: [OrderProductInput!]!, $b: Float) {
    calculateOrderPrice(orderProducts: $products, balanceAmount: $b) { totalPrice paidAmount balanceAmount shippingFee }
  }
`;
const SUBMIT = /* GraphQL */ `
  mutation S($products: [OrderProductInput!]!, $address: OrderAddressInput!, $b: Float) {
    submitOrder(isInCart: false, products: $products, address: $address, balanceAmount: $b) {
      orderNumber totalPaid onlinePayAmount balancePaidAmount isPaid
    }
  }
`;
const PAY = /* GraphQL */ `
  mutation Pay($n: String!, $t: String!) { payOrder(orderNumber: $n, payType: $t) { checkSn orderToken cashierUrl amount payType } }
`;
const ORDER = /* GraphQL */ `query O($n: String!) { order(orderNumber: $n) { status isPaid payType totalPaid onlinePayAmount balancePaidAmount } }`;
const CANCEL = /* GraphQL */ `mutation C($n: String!) { cancelOrder(orderNumber: $n, reason: "不想买了") { status } }`;
const CANCEL_REFUND = /* GraphQL */ `mutation R($n: String!) { afterSaleCancelRefund(orderNumber: $n) { refundAmount refundStatus order { status } } }`;

type Submitted = {
  submitOrder: { orderNumber: string; totalPaid: number; onlinePayAmount: number; balancePaidAmount: number; isPaid: boolean };
};

async function submit(token: string, sku: TestSku, quantity: number, balanceAmount?: number) {
  return gql<Submitted>(h.gateway, SUBMIT, {
    token,
    variables: { products: [{ ean: sku.ean, quantity }], address: ADDRESS, ...(balanceAmount === undefined ? {} : { b: balanceAmount }) },
  });
}

const fen = (yuan: number) => Math.round(yuan * 100);

describe("splitRefund (issue 24 §3: refunds go back the way they came)", () => {
  it("splits in proportion, to the fen, and the last refund takes exactly what is left of each", () => {
    const paid = { onlineFen: 20_000, balanceFen: 10_001 };
    const first = splitRefund(10_000, paid, { onlineFen: 0, balanceFen: 0 });
    expect(first).toEqual({ onlineFen: 6_666, balanceFen: 3_334 });
    const second = splitRefund(10_000, paid, first);
    expect(second.onlineFen + second.balanceFen).toBe(10_000);
    const done = { onlineFen: first.onlineFen + second.onlineFen, balanceFen: first.balanceFen + second.balanceFen };
    const last = splitRefund(10_001, paid, done);
    expect(last).toEqual({ onlineFen: 20_000 - done.onlineFen, balanceFen: 10_001 - done.balanceFen });
    // Nothing more than was paid, whichever way.
    expect(splitRefund(1, paid, paid)).toEqual({ onlineFen: 0, balanceFen: 0 });
    expect(splitRefund(50_000, { onlineFen: 0, balanceFen: 4_999 }, { onlineFen: 0, balanceFen: 0 })).toEqual({
      onlineFen: 0,
      balanceFen: 4_999,
    });
    expect(splitRefund(300, { onlineFen: 1_000, balanceFen: 0 }, { onlineFen: 0, balanceFen: 0 })).toEqual({
      onlineFen: 300,
      balanceFen: 0,
    });
  });
});

describe("store credit at checkout (issue 24 §3)", () => {
  it("prices with store credit whole or in part, capped at what is due; refuses more than the balance, odd amounts and guests", async () => {
    const m = await member(100);
    const sku = await freshSku(5);
    const products = [{ ean: sku.ean, quantity: 2 }];
    const plainPrice = await gql<{ calculateOrderPrice: { paidAmount: number; balanceAmount: number } }>(h.gateway, PRICE, {
      token: m.token,
      variables: { products },
    });
    const due = plainPrice.data!.calculateOrderPrice.paidAmount;
    expect(plainPrice.data!.calculateOrderPrice.balanceAmount).toBe(0);

    const part = await gql<{ calculateOrderPrice: { paidAmount: number; balanceAmount: number } }>(h.gateway, PRICE, {
      token: m.token,
      variables: { products, b: 33.33 },
    });
    expect(part.data!.calculateOrderPrice).toMatchObject({ balanceAmount: 33.33, paidAmount: (fen(due) - 3333) / 100 });

    const rich = await member(10_000);
    const whole = await gql<{ calculateOrderPrice: { paidAmount: number; balanceAmount: number } }>(h.gateway, PRICE, {
      token: rich.token,
      variables: { products, b: 10_000 },
    });
    expect(whole.data!.calculateOrderPrice).toMatchObject({ balanceAmount: due, paidAmount: 0 });

    const tooMuch = await gql(h.gateway, PRICE, { token: m.token, variables: { products, b: 100.01 } });
    expect(firstError(tooMuch)).toMatchObject({ message: "可用余额不足，请重新选择", extensions: { code: "400", field: "balanceAmount" } });
    for (const b of [-1, 1.005, 1e12]) {
      const odd = await gql(h.gateway, PRICE, { token: m.token, variables: { products, b } });
      expect(firstError(odd)).toMatchObject({ message: "余额使用金额不正确", extensions: { code: "400", field: "balanceAmount" } });
    }
    const guest = await gql(h.gateway, PRICE, { token: await guestToken(h), variables: { products, b: 1 } });
    expect(firstError(guest)?.extensions.code).toBe("403");
  });

  it("pays part by balance and the rest in the cashier, which offers 微信支付/支付宝/银联云闪付 and records the one used", async () => {
    const m = await member(100);
    const sku = await freshSku(5);
    const placed = await submit(m.token, sku, 2, 33.33);
    expect(placed.errors).toBeUndefined();
    const order = placed.data!.submitOrder;
    const total = sku.price * 2 + 0; // over 299 yuan or not, shipping is in totalPaid
    expect(fen(order.balancePaidAmount)).toBe(3333);
    expect(fen(order.onlinePayAmount) + fen(order.balancePaidAmount)).toBe(fen(order.totalPaid));
    expect(fen(order.totalPaid)).toBeGreaterThanOrEqual(fen(total));
    expect(order.isPaid).toBe(false);
    // Taken off the balance in the order's statement, to the fen.
    expect(await balanceOf(m.memberUid)).toBe(66.67);

    const pay = await gql<{ payOrder: { checkSn: string; orderToken: string; cashierUrl: string; amount: number; payType: string } }>(
      h.gateway,
      PAY,
      {
        token: m.token,
        variables: { n: order.orderNumber, t: "alipay" },
      },
    );
    expect(pay.errors).toBeUndefined();
    const p = pay.data!.payOrder;
    expect(p.amount).toBe(order.onlinePayAmount);

    // Outside WeChat: the three methods, the one asked for chosen; the balance already used is said.
    const desktop = await (
      await h.gateway.fetch(
        new Request(`http://gateway.test${p.cashierUrl}`, { headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130" } }),
      )
    ).text();
    expect(desktop).toContain('value="wechat" id="m-wechat">');
    expect(desktop).toContain('value="alipay" id="m-alipay" checked>');
    expect(desktop).toContain('value="unionpay" id="m-unionpay">');
    expect(desktop).toContain("银联云闪付");
    expect(desktop).toContain("已用余额抵扣 ¥33.33");
    // Inside WeChat: no Alipay; WeChat Pay chosen instead.
    const inWechat = await (
      await h.gateway.fetch(
        new Request(`http://gateway.test${p.cashierUrl}`, { headers: { "user-agent": "Mozilla/5.0 (iPhone) Mobile MicroMessenger/8.0" } }),
      )
    ).text();
    expect(inWechat).not.toContain('value="alipay"');
    expect(inWechat).toContain('value="wechat" id="m-wechat" checked>');
    expect(inWechat).toContain('value="unionpay" id="m-unionpay">');

    // The shopper picks 银联云闪付 and pays: the order records it.
    const paid = await h.gateway.fetch(
      new Request(`http://gateway.test/sandbox/cashier/${p.checkSn}/pay`, {
        method: "POST",
        body: new URLSearchParams({ token: p.orderToken, method: "unionpay" }),
      }),
    );
    expect(paid.status).toBe(303);
    const after = await gql<{ order: Record<string, unknown> }>(h.gateway, ORDER, { token: m.token, variables: { n: order.orderNumber } });
    expect(after.data!.order).toMatchObject({
      status: "paid",
      isPaid: true,
      payType: "unionpay",
      balancePaidAmount: 33.33,
      onlinePayAmount: order.onlinePayAmount,
    });
  });

  it("an order wholly paid by balance is paid at once, with no cashier; its cancel-refund goes back to the balance", async () => {
    const m = await member(5_000);
    const sku = await freshSku(5);
    const placed = await submit(m.token, sku, 1, 5_000);
    expect(placed.errors).toBeUndefined();
    const order = placed.data!.submitOrder;
    expect(order).toMatchObject({ onlinePayAmount: 0, isPaid: true });
    expect(order.balancePaidAmount).toBe(order.totalPaid);
    expect(fen(await balanceOf(m.memberUid))).toBe(500_000 - fen(order.totalPaid));
    const row = await gql<{ order: Record<string, unknown> }>(h.gateway, ORDER, { token: m.token, variables: { n: order.orderNumber } });
    expect(row.data!.order).toMatchObject({ status: "paid", payType: "balance" });
    // Sold, not held.
    expect(await readStock(database.db, sku.ean)).toEqual({ qty: 4, lockQty: 0 });
    const again = await gql(h.gateway, PAY, { token: m.token, variables: { n: order.orderNumber, t: "wechat" } });
    expect(firstError(again)?.message).toBe("订单已支付");

    const refund = await gql<{ afterSaleCancelRefund: { refundAmount: number; refundStatus: string; order: { status: string } } }>(
      h.gateway,
      CANCEL_REFUND,
      {
        token: m.token,
        variables: { n: order.orderNumber },
      },
    );
    expect(refund.errors).toBeUndefined();
    expect(refund.data!.afterSaleCancelRefund).toMatchObject({
      refundAmount: order.totalPaid,
      refundStatus: "succeeded",
      order: { status: "refunded" },
    });
    expect(await balanceOf(m.memberUid)).toBe(5_000);
    const [written] = await database.db
      .select()
      .from(refunds)
      .where(eq(refunds.idempotencyKey, `cancel:${order.orderNumber}`));
    expect(written).toMatchObject({ provider: "balance", paymentNo: null, balanceAmount: order.totalPaid, amount: order.totalPaid });
    // A second call is refused and credits nothing.
    const twice = await gql(h.gateway, CANCEL_REFUND, { token: m.token, variables: { n: order.orderNumber } });
    expect(firstError(twice)?.extensions.code).toBe("400");
    expect(await balanceOf(m.memberUid)).toBe(5_000);
  });

  it("refunds a balance-plus-online order the way it came: balance back at once, the online part to the provider", async () => {
    const m = await member(50);
    const sku = await freshSku(5);
    const order = (await submit(m.token, sku, 2, 50)).data!.submitOrder;
    expect(await balanceOf(m.memberUid)).toBe(0);
    const p = (
      await gql<{ payOrder: { checkSn: string; orderToken: string } }>(h.gateway, PAY, {
        token: m.token,
        variables: { n: order.orderNumber, t: "wechat" },
      })
    ).data!.payOrder;
    await h.gateway.fetch(
      new Request(`http://gateway.test/sandbox/cashier/${p.checkSn}/pay`, {
        method: "POST",
        body: new URLSearchParams({ token: p.orderToken }),
      }),
    );

    const refund = await gql<{ afterSaleCancelRefund: { refundAmount: number; refundStatus: string } }>(h.gateway, CANCEL_REFUND, {
      token: m.token,
      variables: { n: order.orderNumber },
    });
    expect(refund.errors).toBeUndefined();
    expect(refund.data!.afterSaleCancelRefund).toMatchObject({ refundAmount: order.totalPaid, refundStatus: "succeeded" });
    expect(await balanceOf(m.memberUid)).toBe(50);
    const [written] = await database.db
      .select()
      .from(refunds)
      .where(eq(refunds.idempotencyKey, `cancel:${order.orderNumber}`));
    expect(written).toMatchObject({
      provider: "sandbox",
      paymentNo: p.checkSn,
      balanceAmount: 50,
      amount: order.totalPaid,
      status: "succeeded",
    });
    const [sent] = await database.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentNo, p.checkSn));
    expect(fen(Number(sent!.amount))).toBe(fen(order.onlinePayAmount));
  });

  it("refuses store credit spent meanwhile, writing nothing", async () => {
    const m = await member(80);
    const sku = await freshSku(5);
    await database.db.update(members).set({ storeCreditBalance: 20 }).where(eq(members.memberUid, m.memberUid));
    const refused = await submit(m.token, sku, 1, 80);
    expect(firstError(refused)).toMatchObject({ message: "可用余额不足，请重新选择", extensions: { code: "400", field: "balanceAmount" } });
    expect(await readStock(database.db, sku.ean)).toEqual({ qty: 5, lockQty: 0 });
    expect(await balanceOf(m.memberUid)).toBe(20);
  });
});

describe("store credit comes back once when an unpaid order ends (issue 24 §4)", () => {
  it("取消订单 gives the balance back once; a second cancel and the sweep give nothing more", async () => {
    const m = await member(100);
    const sku = await freshSku(5);
    const order = (await submit(m.token, sku, 1, 12.34)).data!.submitOrder;
    expect(await balanceOf(m.memberUid)).toBe(87.66);
    expect((await gql(h.gateway, CANCEL, { token: m.token, variables: { n: order.orderNumber } })).errors).toBeUndefined();
    expect((await gql(h.gateway, CANCEL, { token: m.token, variables: { n: order.orderNumber } })).errors).toBeUndefined();
    await expireUnpaidOrders(database.db, new Date(h.clock.now().getTime() + 60 * 60_000));
    expect(await balanceOf(m.memberUid)).toBe(100);
    expect(await readStock(database.db, sku.ean)).toEqual({ qty: 5, lockQty: 0 });
  });

  it("the expiry sweep gives the balance back once", async () => {
    const m = await member(30);
    const sku = await freshSku(5);
    const order = (await submit(m.token, sku, 1, 30)).data!.submitOrder;
    expect(await balanceOf(m.memberUid)).toBe(0);
    const later = new Date(h.clock.now().getTime() + 60 * 60_000);
    expect(await expireUnpaidOrders(database.db, later)).toBeGreaterThanOrEqual(1);
    expect(await expireUnpaidOrders(database.db, later)).toBe(0);
    expect(await balanceOf(m.memberUid)).toBe(30);
    const [row] = await database.db.select().from(orders).where(eq(orders.orderNumber, order.orderNumber));
    expect(row!.status).toBe("cancelled");
  });
});
