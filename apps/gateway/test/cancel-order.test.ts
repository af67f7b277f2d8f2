import { and, count, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/kernel/db";
import { couponRedemptions, coupons, members, orderStatusHistory, orders, productSizes } from "../src/kernel/db/schema";
import { seedCatalogue } from "../src/modules/catalog/seed/catalogue";
import { expireUnpaidOrders } from "../src/modules/orders/order-service";
import { createPaymentRoutes, createSandboxPaymentProvider } from "../src/modules/payments";
import { ADDRESS, guestToken, pickSkus, readStock, SUBMIT, setStock, type TestSku } from "./support/commerce";
import { createTestDatabase } from "./support/database";
import { gql } from "./support/graphql";
import { createMemberHarness, loginBySms, type MemberHarness, randomMobile } from "./support/members";

/**
 * Issue 24 item 4: 取消订单 on an unpaid order. One PGlite (migrated, seeded) for the file; each
 * test has its own member and SKU. The give-back path is the expiry sweep's (cancelPendingOrder),
 * so these tests hold the cancel, the sweep and a payment to one outcome between them.
 */
let database: DatabaseHandle;
let h: MemberHarness;
const sandbox = createSandboxPaymentProvider({ secret: "test-secret-cancel-0123456789" });
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

async function member(): Promise<{ token: string; memberUid: string }> {
  const login = await loginBySms(h, randomMobile());
  return { token: login.userToken, memberUid: login.user.memberUid };
}

type Err = { message: string; extensions: { code?: string; field?: string } };
const firstError = (res: { errors?: Err[] }) => res.errors?.[0];

const CANCEL = /* GraphQL */ `
  mutation Cancel($n: String!, $reason: String!) {
    cancelOrder(orderNumber: $n, reason: $reason) { orderNumber status statusText reason cancelledAt }
  }
`;
const PAY = /* GraphQL */ `mutation Pay($n: String!) { payOrder(orderNumber: $n, payType: "wechat") { checkSn orderToken } }`;
type Cancelled = {
  cancelOrder: { orderNumber: string; status: string; statusText: string; reason: string | null; cancelledAt: string | null };
};

async function placeOrder(token: string, sku: TestSku, quantity: number, couponCode?: string): Promise<string> {
  const res = await gql<{ submitOrder: { orderNumber: string } }>(h.gateway, SUBMIT, {
    token,
    variables: { products: [{ ean: sku.ean, quantity }], address: ADDRESS, ...(couponCode ? { couponCode } : {}) },
  });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.submitOrder.orderNumber;
}

async function historyTo(orderNumber: string, status: "cancelled" | "paid"): Promise<number> {
  const [order] = await database.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, orderNumber));
  const [{ n } = { n: 0 }] = await database.db
    .select({ n: count() })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, order!.id), eq(orderStatusHistory.toStatus, status)));
  return n;
}

describe("cancelOrder (issue 24 item 4)", () => {
  it("cancels the member's unpaid order with the reason: stock, coupon and balance back exactly once", async () => {
    const m = await member();
    const sku = await freshSku(10);
    const qty = Math.ceil(299 / sku.price);
    const [coupon] = await database.db.select().from(coupons).where(eq(coupons.memberUid, m.memberUid));
    const orderNumber = await placeOrder(m.token, sku, qty, coupon!.code);
    expect(await readStock(database.db, sku.ean)).toEqual({ qty: 10, lockQty: qty });
    // Checkout does not take store credit yet: the order says it used ¥20.50 of the member's ¥100.
    await database.db.update(orders).set({ balancePaidAmount: 20.5 }).where(eq(orders.orderNumber, orderNumber));
    await database.db.update(members).set({ storeCreditBalance: 79.5 }).where(eq(members.memberUid, m.memberUid));

    const reason = "商品选错了（尺码、颜色）";
    const first = await gql<Cancelled>(h.gateway, CANCEL, { token: m.token, variables: { n: orderNumber, reason } });
    expect(first.errors).toBeUndefined();
    expect(first.data!.cancelOrder).toMatchObject({ orderNumber, status: "cancelled", statusText: "已取消", reason });
    expect(first.data!.cancelOrder.cancelledAt).not.toBeNull();

    // A second tap answers the cancelled order and gives nothing back again; so does the sweep.
    const second = await gql<Cancelled>(h.gateway, CANCEL, { token: m.token, variables: { n: orderNumber, reason: "不想买了" } });
    expect(second.errors).toBeUndefined();
    expect(second.data!.cancelOrder).toMatchObject({ status: "cancelled", reason });
    expect(await expireUnpaidOrders(database.db, new Date(h.clock.now().getTime() + 60 * 60_000))).toBeGreaterThanOrEqual(0);

    expect(await readStock(database.db, sku.ean)).toEqual({ qty: 10, lockQty: 0 });
    const [back] = await database.db.select().from(coupons).where(eq(coupons.id, coupon!.id));
    expect(back!.availableCount).toBe(1);
    const open = await database.db
      .select({ n: count() })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.orderNumber, orderNumber), isNull(couponRedemptions.releasedAt)));
    expect(open[0]!.n).toBe(0);
    const [me] = await database.db.select({ balance: members.storeCreditBalance }).from(members).where(eq(members.memberUid, m.memberUid));
    expect(Number(me!.balance)).toBe(100);
    expect(await historyTo(orderNumber, "cancelled")).toBe(1);
    const [row] = await database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(row).toMatchObject({ status: "cancelled", reason });
  });

  it("is the owner's only: '404' for another member, '403' for a guest, '401' without a token", async () => {
    const m = await member();
    const sku = await freshSku(5);
    const orderNumber = await placeOrder(m.token, sku, 1);
    const stranger = await member();
    const theirs = await gql(h.gateway, CANCEL, { token: stranger.token, variables: { n: orderNumber, reason: "不想买了" } });
    expect(firstError(theirs)).toMatchObject({ message: "订单不存在", extensions: { code: "404" } });
    const guest = await gql(h.gateway, CANCEL, { token: await guestToken(h), variables: { n: orderNumber, reason: "不想买了" } });
    expect(firstError(guest)).toMatchObject({ message: "请先登录", extensions: { code: "403" } });
    const nobody = await gql(h.gateway, CANCEL, { variables: { n: orderNumber, reason: "不想买了" } });
    expect(firstError(nobody)?.extensions.code).toBe("401");
    const [row] = await database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(row!.status).toBe("pending_payment");
    expect(await readStock(database.db, sku.ean)).toEqual({ qty: 5, lockQty: 1 });
  });

  it("asks for a reason of at most 60 characters, in Chinese", async () => {
    const m = await member();
    const orderNumber = await placeOrder(m.token, await freshSku(5), 1);
    const blank = await gql(h.gateway, CANCEL, { token: m.token, variables: { n: orderNumber, reason: "   " } });
    expect(firstError(blank)).toMatchObject({ message: "请选择取消原因", extensions: { code: "400", field: "reason" } });
    const long = await gql(h.gateway, CANCEL, { token: m.token, variables: { n: orderNumber, reason: "太".repeat(61) } });
    expect(firstError(long)).toMatchObject({ message: "取消原因不能超过 60 个字", extensions: { code: "400", field: "reason" } });
    const ok = await gql<Cancelled>(h.gateway, CANCEL, { token: m.token, variables: { n: orderNumber, reason: "太".repeat(60) } });
    expect(ok.data?.cancelOrder.status).toBe("cancelled");
  });

  it("refuses a paid order in Chinese and leaves its stock sold", async () => {
    const m = await member();
    const sku = await freshSku(5);
    const orderNumber = await placeOrder(m.token, sku, 2);
    const pay = await gql<{ payOrder: { checkSn: string; orderToken: string } }>(h.gateway, PAY, {
      token: m.token,
      variables: { n: orderNumber },
    });
    const paid = await h.gateway.fetch(
      new Request(`http://gateway.test/sandbox/cashier/${pay.data!.payOrder.checkSn}/pay`, {
        method: "POST",
        body: new URLSearchParams({ token: pay.data!.payOrder.orderToken }),
      }),
    );
    expect(paid.status).toBe(303);
    const res = await gql(h.gateway, CANCEL, { token: m.token, variables: { n: orderNumber, reason: "不想买了" } });
    expect(firstError(res)).toMatchObject({ message: "订单已支付，不能取消", extensions: { code: "400", field: "orderNumber" } });
    expect(await readStock(database.db, sku.ean)).toEqual({ qty: 3, lockQty: 0 });
    expect(await historyTo(orderNumber, "cancelled")).toBe(0);
  });

  it("loses cleanly to the sweep: an expired order stays cancelled with the sweep's reason, given back once", async () => {
    const m = await member();
    const sku = await freshSku(6);
    const orderNumber = await placeOrder(m.token, sku, 3);
    expect(await expireUnpaidOrders(database.db, new Date(h.clock.now().getTime() + 16 * 60_000))).toBeGreaterThanOrEqual(1);
    const res = await gql<Cancelled>(h.gateway, CANCEL, { token: m.token, variables: { n: orderNumber, reason: "不想买了" } });
    expect(res.data!.cancelOrder).toMatchObject({ status: "cancelled", reason: "超时未支付，订单已自动取消" });
    expect(await readStock(database.db, sku.ean)).toEqual({ qty: 6, lockQty: 0 });
    expect(await historyTo(orderNumber, "cancelled")).toBe(1);
  });

  it("shows the size an order item was picked in, as the bag wrote it", async () => {
    const m = await member();
    const sku = await freshSku(5);
    const orderNumber = await placeOrder(m.token, sku, 1);
    const res = await gql<{ orderDetail: { orderItems: Array<{ sizeText: string; sizeLabel: string }> } }>(
      h.gateway,
      `query D($n: String!) { orderDetail(orderNumber: $n) { orderItems { sizeText sizeLabel } } }`,
      { token: m.token, variables: { n: orderNumber } },
    );
    const [size] = await database.db.select().from(productSizes).where(eq(productSizes.ean, sku.ean));
    const expected = size!.usSize && size!.usSize !== size!.cnSize ? `${size!.cnSize}（US ${size!.usSize}）` : size!.cnSize;
    expect(res.data!.orderDetail.orderItems).toEqual([{ sizeText: expected, sizeLabel: size!.label }]);
  });
});
