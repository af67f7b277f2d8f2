import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/kernel/db";
import { seedCatalogue } from "../src/modules/catalog/seed/catalogue";
import { insertPaidOrder } from "./support/after-sale";
import { ADD, guestToken, pickSkus, setStock, type TestSku } from "./support/commerce";
import { createTestDatabase } from "./support/database";
import { gql } from "./support/graphql";
import { createMemberHarness, loginBySms, type MemberHarness, randomMobile } from "./support/members";

// spec §4/§7 order/reorder on PGlite with the demo catalogue: every outcome of a line.
let database: DatabaseHandle;
let h: MemberHarness;
let plain: TestSku[] = [];
let used = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db);
  h = createMemberHarness(database.db);
  plain = await pickSkus(database.db, { count: 20, purchaseLimit: null, minPrice: 100, maxPrice: 900 });
  // Booting PGlite and seeding the catalogue on a busy machine.
}, 180_000);
afterAll(async () => {
  await database?.close();
});

async function freshSku(qty: number): Promise<TestSku> {
  const sku = plain[used++];
  if (!sku) throw new Error("out of test skus");
  await setStock(database.db, sku.ean, qty);
  return sku;
}

async function member(): Promise<{ token: string; memberUid: string }> {
  const login = await loginBySms(h, randomMobile());
  return { token: login.userToken, memberUid: login.user.memberUid };
}

const REORDER = /* GraphQL */ `
  mutation R($n: String!) {
    reorder(orderNumber: $n) {
      orderNumber
      addedQuantity
      lines { sku orderedQuantity addedQuantity previousPrice currentPrice status priceChanged message }
      cart { count }
    }
  }
`;
const BAG = /* GraphQL */ `{ cart { count cartItems { ean quantity } } }`;

interface ReorderLine {
  sku: string;
  orderedQuantity: number;
  addedQuantity: number;
  previousPrice: number;
  currentPrice: number | null;
  status: string;
  priceChanged: boolean;
  message: string;
}
type ReorderData = { reorder: { orderNumber: string; addedQuantity: number; lines: ReorderLine[]; cart: { count: number } } };
type Err = { message: string; extensions: { code?: string } };

const yuan = (n: number) => `¥${n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe("reorder (spec §4, §7 order/reorder)", () => {
  it("puts the lines back at today's prices and stock and says per line what changed", async () => {
    const m = await member();
    const same = await freshSku(10);
    const repriced = await freshSku(10);
    const short = await freshSku(1);
    const soldOut = await freshSku(0);
    const order = await insertPaidOrder(database.db, m.memberUid, {
      status: "completed",
      lines: [
        { sku: same.ean, quantity: 2, sharePrice: same.price },
        { sku: repriced.ean, quantity: 1, sharePrice: repriced.price + 100 },
        { sku: short.ean, quantity: 3, sharePrice: short.price },
        { sku: soldOut.ean, quantity: 1, sharePrice: soldOut.price },
        { sku: "6999999999990", quantity: 1, sharePrice: 299 },
      ],
    });
    const res = await gql<ReorderData>(h.gateway, REORDER, { token: m.token, variables: { n: order.orderNumber } });
    expect(res.errors).toBeUndefined();
    const result = res.data!.reorder;
    const bySku = new Map(result.lines.map((l) => [l.sku, l]));
    expect(bySku.get(same.ean)).toEqual({
      sku: same.ean,
      orderedQuantity: 2,
      addedQuantity: 2,
      previousPrice: same.price,
      currentPrice: same.price,
      status: "added",
      priceChanged: false,
      message: "",
    });
    expect(bySku.get(repriced.ean)).toMatchObject({ addedQuantity: 1, status: "added", priceChanged: true, currentPrice: repriced.price });
    expect(bySku.get(repriced.ean)!.message).toBe(`价格由 ${yuan(repriced.price + 100)} 变为 ${yuan(repriced.price)}`);
    expect(bySku.get(short.ean)).toMatchObject({
      orderedQuantity: 3,
      addedQuantity: 1,
      status: "capped",
      message: "库存或限购数量不足，仅加入 1 件（原购买 3 件）",
    });
    expect(bySku.get(soldOut.ean)).toMatchObject({ addedQuantity: 0, status: "sold_out", message: "该尺码已售罄，未加入购物袋" });
    expect(bySku.get("6999999999990")).toMatchObject({
      addedQuantity: 0,
      status: "unavailable",
      currentPrice: null,
      message: "商品已下架，未加入购物袋",
    });
    expect(result.addedQuantity).toBe(4);
    expect(result.cart.count).toBe(4);
    const bag = await gql<{ cart: { count: number; cartItems: Array<{ ean: string; quantity: number }> } }>(h.gateway, BAG, {
      token: m.token,
    });
    expect(Object.fromEntries(bag.data!.cart.cartItems.map((i) => [i.ean, i.quantity]))).toEqual({
      [same.ean]: 2,
      [repriced.ean]: 1,
      [short.ean]: 1,
    });
  });

  it("counts what the bag already holds: a second reorder adds only up to the stock", async () => {
    const m = await member();
    const sku = await freshSku(3);
    const order = await insertPaidOrder(database.db, m.memberUid, {
      status: "shipped",
      lines: [{ sku: sku.ean, quantity: 2, sharePrice: sku.price }],
    });
    const first = await gql<ReorderData>(h.gateway, REORDER, { token: m.token, variables: { n: order.orderNumber } });
    expect(first.data!.reorder.lines[0]).toMatchObject({ addedQuantity: 2, status: "added" });
    const second = await gql<ReorderData>(h.gateway, REORDER, { token: m.token, variables: { n: order.orderNumber } });
    expect(second.data!.reorder.lines[0]).toMatchObject({
      addedQuantity: 1,
      status: "capped",
      message: "库存或限购数量不足，仅加入 1 件（原购买 2 件）",
    });
    const third = await gql<ReorderData>(h.gateway, REORDER, { token: m.token, variables: { n: order.orderNumber } });
    expect(third.data!.reorder.lines[0]).toMatchObject({
      addedQuantity: 0,
      status: "capped",
      message: "购物袋中该商品已达购买上限，未再加入",
    });
    expect(third.data!.reorder.cart.count).toBe(3);
  });

  it("caps the sizes of a colour together at its purchaseLimit", async () => {
    const [x, y] = await pickSkus(database.db, { count: 2, purchaseLimit: 2, distinctColors: false });
    expect(x!.colorId).toBe(y!.colorId);
    await setStock(database.db, x!.ean, 10);
    await setStock(database.db, y!.ean, 10);
    const m = await member();
    const added = await gql(h.gateway, ADD, { token: m.token, variables: { ean: x!.ean, quantity: 1 } });
    expect(added.errors).toBeUndefined();
    const order = await insertPaidOrder(database.db, m.memberUid, {
      status: "completed",
      lines: [{ sku: y!.ean, quantity: 2, sharePrice: y!.price }],
    });
    const res = await gql<ReorderData>(h.gateway, REORDER, { token: m.token, variables: { n: order.orderNumber } });
    expect(res.data!.reorder.lines[0]).toMatchObject({ orderedQuantity: 2, addedQuantity: 1, status: "capped" });
    expect(res.data!.reorder.cart.count).toBe(2);
  });

  it("answers '404' 订单不存在 for another member's order and '403' for a guest, and changes no bag", async () => {
    const owner = await member();
    const other = await member();
    const sku = await freshSku(5);
    const order = await insertPaidOrder(database.db, owner.memberUid, { lines: [{ sku: sku.ean, quantity: 1, sharePrice: sku.price }] });
    const res = await gql<ReorderData>(h.gateway, REORDER, { token: other.token, variables: { n: order.orderNumber } });
    const error = (res.errors as Err[] | undefined)?.[0];
    expect(error?.message).toBe("订单不存在");
    expect(error?.extensions.code).toBe("404");
    const guest = await gql<ReorderData>(h.gateway, REORDER, { token: await guestToken(h), variables: { n: order.orderNumber } });
    expect((guest.errors as Err[] | undefined)?.[0]?.extensions.code).toBe("403");
    const bag = await gql<{ cart: { count: number } }>(h.gateway, "{ cart { count } }", { token: other.token });
    expect(bag.data!.cart.count).toBe(0);
  });
});
