import { ONLINE_WAREHOUSE_CODE } from "@xunlan/catalog-data";
import { addDays, beijingDate } from "@xunlan/validation";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/kernel/db";
import { configSettings, orderStatusHistory, orders, stock, stores } from "../src/kernel/db/schema";
import { seedCatalogue } from "../src/modules/catalog/seed/catalogue";
import { expireUnpaidOrders } from "../src/modules/orders/order-service";
import { collectPickup, STORE_PICKUP_BLOCKED_DAYS_KEY, storePickupTimeSpans } from "../src/modules/orders/pickup-service";
import { shipPaidOrders } from "../src/modules/orders/sandbox-fulfilment";
import { createPaymentRoutes, createSandboxPaymentProvider } from "../src/modules/payments";
import { ADDRESS, pickSkus, readStock, setStock, type TestSku } from "./support/commerce";
import { createTestDatabase } from "./support/database";
import { gql } from "./support/graphql";
import { createMemberHarness, loginBySms, type MemberHarness, randomMobile } from "./support/members";

/**
 * Issue 24 §1 门店自提 on the gateway: the chooser's stores (pickup stores only, nearest first,
 * stock per store), the slot rules with a store's hours as time spans, the reservation at the
 * chosen store, no shipping fee, the pickup code and the one collect service (scan once, a wrong
 * code '400'). One PGlite (migrated, seeded) for the file; each test its own member and SKU.
 */
let database: DatabaseHandle;
let h: MemberHarness;
const sandbox = createSandboxPaymentProvider({ secret: "test-secret-pickup-0123456789" });
let plain: TestSku[] = [];
let used = 0;
const SH = "XLSH01";
const BJ = "XLBJ01";

/** A SKU with `online` units at the warehouse and `qty` at each given store. */
async function freshSku(online: number, atStores: Record<string, number>): Promise<TestSku> {
  const sku = plain[used++];
  if (!sku) throw new Error("out of test skus");
  await setStock(database.db, sku.ean, online);
  // Start from no stock anywhere else, then set the stores asked for.
  await database.db.delete(stock).where(and(eq(stock.sku, sku.ean), eq(stock.storeCode, SH)));
  for (const code of [SH, "XLSH02", BJ, "XLGZ01", "XLSZ01", "XLCD01", "XLHZ01"]) {
    await database.db.delete(stock).where(and(eq(stock.sku, sku.ean), eq(stock.storeCode, code)));
  }
  for (const [storeCode, qty] of Object.entries(atStores))
    await database.db.insert(stock).values({ sku: sku.ean, storeCode, qty, lockQty: 0 });
  return sku;
}

async function storeStock(ean: string, storeCode: string) {
  const [row] = await database.db
    .select({ qty: stock.qty, lockQty: stock.lockQty })
    .from(stock)
    .where(and(eq(stock.sku, ean), eq(stock.storeCode, storeCode)));
  return row ?? null;
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
  // One store does not offer pickup: the chooser leaves it out.
  await database.db.update(stores).set({ enablePickup: false }).where(eq(stores.omsStoreCode, "XLGZ01"));
  plain = await pickSkus(database.db, { count: 10, purchaseLimit: null, minPrice: 100, maxPrice: 280 });
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

const STORES = /* GraphQL */ `
  query Stores($products: [OrderProductInput!]!, $lng: Float, $lat: Float) {
    pickupStores(products: $products, longitude: $lng, latitude: $lat) {
      store { omsStoreCode storeName distance enablePickup operationStartTime operationEndTime }
      inStock
      stock { ean saleableQty }
      pickupDays { form_pickupDate disabled }
      pickupTimeSpans
    }
  }
`;
type PickupStores = {
  pickupStores: Array<{
    store: { omsStoreCode: string; storeName: string; distance: number | null; enablePickup: boolean };
    inStock: boolean;
    stock: Array<{ ean: string; saleableQty: number }>;
    pickupDays: Array<{ form_pickupDate: string; disabled: boolean }>;
    pickupTimeSpans: string[];
  }>;
};

const SUBMIT_PICKUP = /* GraphQL */ `
  mutation Submit($products: [OrderProductInput!]!, $pickup: PickupOrderInput, $address: OrderAddressInput, $sid: String) {
    submitOrder(isInCart: false, products: $products, pickup: $pickup, address: $address, sid: $sid) { orderNumber totalPaid }
  }
`;
const DETAIL = /* GraphQL */ `
  query Detail($n: String!) {
    orderDetail(orderNumber: $n) {
      status statusText isStore pickUpSelf pickupDate pickupTimeSpan storeCode pickupCode pickedUpAt shippingFee totalPaid subtotal
      consignee consigneeCellphone detailAddress completedAt shippingNumber
      store { omsStoreCode storeName orderBarCode }
    }
  }
`;
type Detail = {
  orderDetail: {
    status: string;
    statusText: string;
    isStore: boolean;
    pickUpSelf: boolean;
    pickupDate: string | null;
    pickupTimeSpan: string | null;
    storeCode: string | null;
    pickupCode: string | null;
    pickedUpAt: string | null;
    shippingFee: number;
    totalPaid: number;
    subtotal: number;
    consignee: string;
    consigneeCellphone: string;
    detailAddress: string;
    completedAt: string | null;
    shippingNumber: string | null;
    store: { omsStoreCode: string; storeName: string; orderBarCode: string | null } | null;
  };
};
const PAY = /* GraphQL */ `mutation Pay($n: String!) { payOrder(orderNumber: $n, payType: "wechat") { checkSn orderToken } }`;

/** The first selectable day offered now (tomorrow in Beijing unless blocked). */
function firstDay(): string {
  return addDays(beijingDate(h.clock.now()), 1);
}

function pickup(storeCode: string, extra: Partial<Record<string, string>> = {}) {
  return {
    storeCode,
    pickupDate: firstDay(),
    pickupTimeSpan: "10:00-12:00",
    consignee: "李四",
    consigneeCellphone: "13900139000",
    ...extra,
  };
}

async function placePickup(token: string, sku: TestSku, quantity: number, storeCode = SH): Promise<string> {
  const res = await gql<{ submitOrder: { orderNumber: string } }>(h.gateway, SUBMIT_PICKUP, {
    token,
    variables: { products: [{ ean: sku.ean, quantity }], pickup: pickup(storeCode) },
  });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.submitOrder.orderNumber;
}

async function pay(token: string, orderNumber: string): Promise<void> {
  const res = await gql<{ payOrder: { checkSn: string; orderToken: string } }>(h.gateway, PAY, { token, variables: { n: orderNumber } });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  const paid = await h.gateway.fetch(
    new Request(`http://gateway.test/sandbox/cashier/${res.data.payOrder.checkSn}/pay`, {
      method: "POST",
      body: new URLSearchParams({ token: res.data.payOrder.orderToken }),
    }),
  );
  expect(paid.status).toBe(303);
}

async function detail(token: string, n: string): Promise<Detail["orderDetail"]> {
  const res = await gql<Detail>(h.gateway, DETAIL, { token, variables: { n } });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.orderDetail;
}

/** The sandbox retail system's scanner. */
async function scan(body: Record<string, string>): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await h.gateway.fetch(
    new Request("http://gateway.test/sandbox/retail/pickup", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe("pickup time spans (issue 24 §1: §4's slot rules with the store's hours)", () => {
  it("cuts opening hours into two-hour spans, the last ending at closing", () => {
    expect(storePickupTimeSpans("10:00", "22:00")).toEqual([
      "10:00-12:00",
      "12:00-14:00",
      "14:00-16:00",
      "16:00-18:00",
      "18:00-20:00",
      "20:00-22:00",
    ]);
    expect(storePickupTimeSpans("10:00", "21:30").at(-1)).toBe("20:00-21:30");
    expect(storePickupTimeSpans("09:30", "10:15")).toEqual(["09:30-10:15"]);
    expect(storePickupTimeSpans("22:00", "10:00")).toEqual([]);
    expect(storePickupTimeSpans("", "10:00")).toEqual([]);
  });
});

describe("pickupStores", () => {
  it("lists only pickup stores, nearest first with a position, with each store's stock of the lines", async () => {
    const m = await member();
    const sku = await freshSku(10, { [SH]: 3, [BJ]: 1 });
    const near = await gql<PickupStores>(h.gateway, STORES, {
      token: m.token,
      variables: { products: [{ ean: sku.ean, quantity: 2 }], lng: 116.45, lat: 39.93 },
    });
    expect(near.errors).toBeUndefined();
    const list = near.data!.pickupStores;
    const codes = list.map((s) => s.store.omsStoreCode);
    expect(codes).not.toContain("XLGZ01");
    expect(codes).not.toContain(ONLINE_WAREHOUSE_CODE);
    expect(list.every((s) => s.store.enablePickup)).toBe(true);
    // Shanghai holds 3 (enough for 2) so it comes first; Beijing, the nearest, holds only 1.
    expect(list[0]).toMatchObject({ store: { omsStoreCode: SH }, inStock: true, stock: [{ ean: sku.ean, saleableQty: 3 }] });
    const beijing = list.find((s) => s.store.omsStoreCode === BJ)!;
    expect(beijing).toMatchObject({ inStock: false, stock: [{ ean: sku.ean, saleableQty: 1 }] });
    expect(list.indexOf(beijing)).toBe(list.findIndex((s) => !s.inStock));
    expect(beijing.store.distance).toBeLessThan(list[0]!.store.distance!);
    // Among the stores without enough, nearest first.
    const outOfStock = list.filter((s) => !s.inStock).map((s) => s.store.distance!);
    expect(outOfStock).toEqual([...outOfStock].sort((a, b) => a - b));
    // Spec §4: two disabled days, three selectable from tomorrow, two disabled.
    expect(list[0]!.pickupDays.map((d) => d.disabled)).toEqual([true, true, false, false, false, true, true]);
    expect(list[0]!.pickupDays[2]!.form_pickupDate).toBe(firstDay());
    expect(list[0]!.pickupTimeSpans.at(-1)).toBe("20:00-22:00");
  });

  it("skips a blocked day and marks it disabled", async () => {
    const m = await member();
    const sku = await freshSku(10, { [SH]: 3 });
    const second = addDays(firstDay(), 1);
    await database.db.insert(configSettings).values({ configKey: STORE_PICKUP_BLOCKED_DAYS_KEY, configValue: [second] });
    try {
      const res = await gql<PickupStores>(h.gateway, STORES, { token: m.token, variables: { products: [{ ean: sku.ean, quantity: 1 }] } });
      const days = res.data!.pickupStores[0]!.pickupDays;
      expect(days.filter((d) => !d.disabled).map((d) => d.form_pickupDate)).toEqual([
        firstDay(),
        addDays(firstDay(), 2),
        addDays(firstDay(), 3),
      ]);
      expect(days.find((d) => d.form_pickupDate === second)).toMatchObject({ disabled: true });
      // A blocked day is refused at submit too.
      const refused = await gql(h.gateway, SUBMIT_PICKUP, {
        token: m.token,
        variables: { products: [{ ean: sku.ean, quantity: 1 }], pickup: pickup(SH, { pickupDate: second }) },
      });
      expect(firstError(refused)).toMatchObject({
        message: "该自提日期不可选，请重新选择",
        extensions: { code: "400", field: "pickup.pickupDate" },
      });
    } finally {
      await database.db.delete(configSettings).where(eq(configSettings.configKey, STORE_PICKUP_BLOCKED_DAYS_KEY));
    }
  });

  it("is for members: '403' for a guest", async () => {
    const guest = await gql<{ webAuthorization: { token: string } }>(h.gateway, "mutation { webAuthorization { token } }");
    const res = await gql(h.gateway, STORES, {
      token: guest.data!.webAuthorization.token,
      variables: { products: [{ ean: plain[0]!.ean, quantity: 1 }] },
    });
    expect(firstError(res)?.extensions.code).toBe("403");
  });
});

describe("submitOrder with pickup", () => {
  it("reserves at the chosen store, charges no shipping, keeps the slot and the store", async () => {
    const m = await member();
    // Under ¥299 a delivery pays ¥10 shipping; pickup pays none.
    const sku = await freshSku(10, { [SH]: 4 });
    const priced = await gql<{ calculateOrderPrice: { shippingFee: number; paidAmount: number } }>(
      h.gateway,
      `query P($p: [OrderProductInput!]!, $pickup: Boolean) { calculateOrderPrice(orderProducts: $p, pickup: $pickup) { shippingFee paidAmount } }`,
      { token: m.token, variables: { p: [{ ean: sku.ean, quantity: 1 }], pickup: true } },
    );
    expect(priced.data!.calculateOrderPrice).toEqual({ shippingFee: 0, paidAmount: sku.price });
    const express = await gql<{ calculateOrderPrice: { shippingFee: number } }>(
      h.gateway,
      `query P($p: [OrderProductInput!]!) { calculateOrderPrice(orderProducts: $p) { shippingFee } }`,
      { token: m.token, variables: { p: [{ ean: sku.ean, quantity: 1 }] } },
    );
    expect(express.data!.calculateOrderPrice.shippingFee).toBe(10);

    const orderNumber = await placePickup(m.token, sku, 2);
    expect(await storeStock(sku.ean, SH)).toEqual({ qty: 4, lockQty: 2 });
    expect(await readStock(database.db, sku.ean)).toEqual({ qty: 10, lockQty: 0 });
    const order = await detail(m.token, orderNumber);
    expect(order).toMatchObject({
      status: "pending_payment",
      statusText: "待付款",
      isStore: false,
      pickUpSelf: true,
      pickupDate: firstDay(),
      pickupTimeSpan: "10:00-12:00",
      storeCode: SH,
      shippingFee: 0,
      consignee: "李四",
      consigneeCellphone: "13900139000",
      store: { omsStoreCode: SH, storeName: "迅岚上海南京西路旗舰店" },
      // Not shown before payment: nothing to collect yet.
      pickupCode: null,
    });
    expect(order.detailAddress).toContain("南京西路");
    const [row] = await database.db.select({ pickupCode: orders.pickupCode }).from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(row!.pickupCode).toMatch(/^\d{12}$/);
    // The order's code is its own, not the store's.
    expect(row!.pickupCode).not.toBe(order.store!.orderBarCode);
  });

  it("refuses more than the store holds even when the warehouse has plenty", async () => {
    const m = await member();
    const sku = await freshSku(50, { [SH]: 1 });
    const res = await gql(h.gateway, SUBMIT_PICKUP, {
      token: m.token,
      variables: { products: [{ ean: sku.ean, quantity: 2 }], pickup: pickup(SH) },
    });
    expect(firstError(res)).toMatchObject({ extensions: { code: "400", field: "products" } });
    expect(firstError(res)!.message).toContain("仅剩 1 件");
    expect(await storeStock(sku.ean, SH)).toEqual({ qty: 1, lockQty: 0 });
  });

  it("checks the store, the time span and the 提货人 in Chinese", async () => {
    const m = await member();
    const sku = await freshSku(10, { [SH]: 5, XLGZ01: 5 });
    const submit = (p: Record<string, string>) =>
      gql(h.gateway, SUBMIT_PICKUP, { token: m.token, variables: { products: [{ ean: sku.ean, quantity: 1 }], pickup: p } });
    expect(firstError(await submit(pickup("XLGZ01")))).toMatchObject({
      message: "该门店暂不支持自提，请选择其他门店",
      extensions: { code: "400", field: "pickup.storeCode" },
    });
    expect(firstError(await submit(pickup(ONLINE_WAREHOUSE_CODE)))).toMatchObject({
      extensions: { code: "400", field: "pickup.storeCode" },
    });
    expect(firstError(await submit(pickup("constructor")))).toMatchObject({ extensions: { code: "400", field: "pickup.storeCode" } });
    expect(firstError(await submit(pickup(SH, { pickupTimeSpan: "08:00-10:00" })))).toMatchObject({
      message: "该自提时间段不可选，请重新选择",
      extensions: { code: "400", field: "pickup.pickupTimeSpan" },
    });
    expect(firstError(await submit(pickup(SH, { pickupDate: beijingDate(h.clock.now()) })))).toMatchObject({
      extensions: { code: "400", field: "pickup.pickupDate" },
    });
    expect(firstError(await submit(pickup(SH, { consigneeCellphone: "1234" })))).toMatchObject({
      message: "请输入正确的手机号码",
      extensions: { code: "400", field: "pickup.consigneeCellphone" },
    });
    expect(firstError(await submit(pickup(SH, { consignee: "" })))).toMatchObject({
      extensions: { code: "400", field: "pickup.consignee" },
    });
    // Neither address nor pickup.
    const none = await gql(h.gateway, SUBMIT_PICKUP, { token: m.token, variables: { products: [{ ean: sku.ean, quantity: 1 }] } });
    expect(firstError(none)).toMatchObject({ message: "请选择收货地址", extensions: { code: "400", field: "address" } });
    // A delivery order still works through the same mutation.
    const delivery = await gql<{ submitOrder: { orderNumber: string } }>(h.gateway, SUBMIT_PICKUP, {
      token: m.token,
      variables: { products: [{ ean: sku.ean, quantity: 1 }], address: ADDRESS },
    });
    expect(delivery.errors).toBeUndefined();
    expect(await storeStock(sku.ean, SH)).toEqual({ qty: 5, lockQty: 0 });
  });

  it("gives the store's units back when the unpaid order expires", async () => {
    const m = await member();
    const sku = await freshSku(10, { [SH]: 3 });
    await placePickup(m.token, sku, 3);
    expect(await storeStock(sku.ean, SH)).toEqual({ qty: 3, lockQty: 3 });
    expect(await expireUnpaidOrders(database.db, new Date(h.clock.now().getTime() + 60 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(await storeStock(sku.ean, SH)).toEqual({ qty: 3, lockQty: 0 });
    expect(await readStock(database.db, sku.ean)).toEqual({ qty: 10, lockQty: 0 });
  });
});

describe("collectPickup (待自提 → 已自提)", () => {
  it("sells from the store on payment, is never shipped, and is collected once when the store scans the code", async () => {
    const m = await member();
    const sku = await freshSku(10, { [SH]: 4 });
    const orderNumber = await placePickup(m.token, sku, 1);
    // Unpaid: nothing to collect.
    const [unpaid] = await database.db.select({ pickupCode: orders.pickupCode }).from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(await scan({ code: unpaid!.pickupCode! })).toMatchObject({
      status: 400,
      body: { code: "400", message: "订单尚未支付，不能提货" },
    });

    await pay(m.token, orderNumber);
    expect(await storeStock(sku.ean, SH)).toEqual({ qty: 3, lockQty: 0 });
    expect(await readStock(database.db, sku.ean)).toEqual({ qty: 10, lockQty: 0 });
    const waiting = await detail(m.token, orderNumber);
    expect(waiting).toMatchObject({ status: "paid", statusText: "待自提", pickedUpAt: null });
    expect(waiting.pickupCode).toBe(unpaid!.pickupCode);
    // The warehouse's sweep leaves a pickup order alone, however long it waits.
    await shipPaidOrders(database.db, new Date(Date.now() + 7 * 86_400_000), 0);
    expect((await detail(m.token, orderNumber)).shippingNumber).toBeNull();

    // Another store cannot hand it out.
    expect(await scan({ code: waiting.pickupCode!, storeCode: BJ })).toMatchObject({
      status: 400,
      body: { message: "该订单不在本门店自提" },
    });
    const first = await scan({ code: waiting.pickupCode!, storeCode: SH });
    expect(first).toMatchObject({ status: 200, body: { orderNumber, storeCode: SH, status: "completed", statusText: "已自提" } });
    const done = await detail(m.token, orderNumber);
    expect(done).toMatchObject({ status: "completed", statusText: "已自提" });
    expect(done.pickedUpAt).not.toBeNull();
    expect(done.completedAt).not.toBeNull();

    // Once only: a second scan and the service itself refuse, and nothing is written again.
    expect(await scan({ code: waiting.pickupCode! })).toMatchObject({ status: 400, body: { message: "该订单已自提，不能重复提货" } });
    await expect(collectPickup(database.db, { code: waiting.pickupCode! }, new Date())).rejects.toMatchObject({
      extensions: { code: "400", field: "code" },
    });
    const [row] = await database.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, orderNumber));
    const completions = await database.db
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, row!.id), eq(orderStatusHistory.toStatus, "completed")));
    expect(completions).toHaveLength(1);
  });

  it("answers '400' 取货码无效 for a wrong, malformed or delivery order's code", async () => {
    for (const code of ["000000000000", "12345", "", "constructor", "1".repeat(200)]) {
      const res = await scan({ code });
      expect(res).toMatchObject({ status: 400, body: { code: "400", message: "取货码无效，请核对后重试" } });
    }
    const bad = await h.gateway.fetch(
      new Request("http://gateway.test/sandbox/retail/pickup", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{",
      }),
    );
    expect(bad.status).toBe(400);
    const get = await h.gateway.fetch(new Request("http://gateway.test/sandbox/retail/pickup"));
    expect(get.status).toBe(400);
  });

  it("a paid pickup order cancelled with a refund puts the units back at its store", async () => {
    const m = await member();
    const sku = await freshSku(10, { [SH]: 2 });
    const orderNumber = await placePickup(m.token, sku, 2);
    await pay(m.token, orderNumber);
    expect(await storeStock(sku.ean, SH)).toEqual({ qty: 0, lockQty: 0 });
    const res = await gql(h.gateway, `mutation C($n: String!) { afterSaleCancelRefund(orderNumber: $n) { order { orderNumber } } }`, {
      token: m.token,
      variables: { n: orderNumber },
    });
    expect(res.errors).toBeUndefined();
    expect(await storeStock(sku.ean, SH)).toEqual({ qty: 2, lockQty: 0 });
    expect(await readStock(database.db, sku.ean)).toEqual({ qty: 10, lockQty: 0 });
  });
});
