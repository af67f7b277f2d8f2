import { beijingDayKey } from "@xunlan/validation";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCommerceJobs } from "../src/flows/commerce-jobs";
import { createSandboxSmsProvider } from "../src/flows/sandbox";
import type { DatabaseHandle } from "../src/kernel/db";
import {
  arrivalReminders,
  couponRedemptions,
  coupons,
  orderItems,
  orderStatusHistory,
  orders,
  paymentEvents,
  smsOutbox,
} from "../src/kernel/db/schema";
import { seedCatalogue } from "../src/modules/catalog/seed/catalogue";
import { notifyArrivals } from "../src/modules/engagement/arrival-reminder-service";
import { expireUnpaidOrders } from "../src/modules/orders/order-service";
import { createPaymentRoutes, createSandboxPaymentProvider } from "../src/modules/payments";
import { SIGNATURE_HEADER, TIMESTAMP_HEADER } from "../src/modules/payments/signature";
import { ADD, ADDRESS, CART, guestToken, pickSkus, readStock, SUBMIT, setStock, type TestSku } from "./support/commerce";
import { createTestDatabase } from "./support/database";
import { gql } from "./support/graphql";
import { createMemberHarness, get, loginBySms, type MemberHarness, randomMobile, sendCode } from "./support/members";

// One PGlite (migrated, seeded, demo catalogue) for the file. Tests use their own SKUs and
// members, and set the stock they need, so they do not depend on each other's writes.
let database: DatabaseHandle;
let h: MemberHarness;
const sandbox = createSandboxPaymentProvider({ secret: "test-secret-0123456789" });
let plain: TestSku[] = [];
let used = 0;
/** A fresh SKU (no purchase limit) with `qty` units online. */
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
  plain = await pickSkus(database.db, { count: 60, purchaseLimit: null, minPrice: 100, maxPrice: 280, styleSkus: undefined });
});
afterAll(async () => {
  await database?.close();
});

async function member(): Promise<{ token: string; memberUid: string; mobile: string }> {
  const mobile = randomMobile();
  const login = await loginBySms(h, mobile);
  return { token: login.userToken, memberUid: login.user.memberUid, mobile };
}

type Err = { message: string; extensions: { code?: string; field?: string } };
const firstError = (res: { errors?: Err[] }) => res.errors?.[0];

describe("bag (spec §2, §3 cart, §5 quantity rules, §7)", () => {
  it("answers '400', not '500', when a line's input misses a field (a client's mistake)", async () => {
    const res = await gql(
      h.gateway,
      `query P($lines: [OrderProductInput!]!) { calculateOrderPrice(orderProducts: $lines) { totalPrice } }`,
      {
        token: await guestToken(h),
        variables: { lines: [{ quantity: 1 }] },
      },
    );
    expect(firstError(res)?.extensions.code).toBe("400");
    expect(firstError(res)?.message).toContain("ean");
  });

  it("needs a token: '401' without one", async () => {
    const res = await gql(h.gateway, CART);
    expect(firstError(res)?.extensions.code).toBe("401");
  });

  it("keeps a guest's bag on the guest token, with the derived line fields priced from the database", async () => {
    const token = await guestToken(h);
    const sku = await freshSku(2);
    const added = await gql<{ addCartItem: { count: number } }>(h.gateway, ADD, { token, variables: { ean: sku.ean, quantity: 2 } });
    expect(added.errors).toBeUndefined();
    expect(added.data?.addCartItem.count).toBe(2);
    const res = await gql<{
      cart: { count: number; sorttedLists: Array<Record<string, unknown>>; calculateOrderPrice: Record<string, number> };
    }>(h.gateway, CART, { token });
    expect(res.errors).toBeUndefined();
    const line = res.data!.cart.sorttedLists[0]!;
    expect(line).toMatchObject({
      ean: sku.ean,
      sku: sku.ean,
      quantity: 2,
      saleableQty: 2,
      maxQuantity: 2,
      stockStatus: "low_stock",
      stockNotice: "库存紧张",
      orderNumber: null,
      unitPrice: sku.price,
      price: sku.price,
      totalPaid: Math.round(sku.price * 200) / 100,
    });
    expect(["男子", "女子", "儿童", "中性"]).toContain(line.genderCn);
    expect(res.data!.cart.calculateOrderPrice.totalPrice).toBe(Math.round(sku.price * 200) / 100);
    // Another guest sees an empty bag.
    const other = await gql<{ cart: { count: number } }>(h.gateway, "{ cart { count } }", { token: await guestToken(h) });
    expect(other.data?.cart.count).toBe(0);
  });

  it("refuses more than saleableQty with 已达数量上限，无法继续加购 and a sold-out size with 该尺码暂无库存", async () => {
    const token = await guestToken(h);
    const sku = await freshSku(3);
    await gql(h.gateway, ADD, { token, variables: { ean: sku.ean, quantity: 3 } });
    const over = await gql(h.gateway, ADD, { token, variables: { ean: sku.ean, quantity: 1 } });
    expect(firstError(over)).toMatchObject({ message: "已达数量上限，无法继续加购", extensions: { code: "400", field: "quantity" } });
    const plus = await gql(h.gateway, `mutation { updateCartItemQuantity(ean: "${sku.ean}", delta: 1) { count } }`, { token });
    expect(firstError(plus)?.message).toBe("已达数量上限，无法继续加购");
    const soldOut = await freshSku(0);
    const none = await gql(h.gateway, ADD, { token, variables: { ean: soldOut.ean } });
    expect(firstError(none)).toMatchObject({ message: "该尺码暂无库存", extensions: { code: "400", field: "ean" } });
    const unknown = await gql(h.gateway, ADD, { token, variables: { ean: "0000000000000" } });
    expect(firstError(unknown)).toMatchObject({ message: "商品不存在", extensions: { code: "404" } });
    const bad = await gql(h.gateway, ADD, { token, variables: { ean: sku.ean, quantity: 0 } });
    expect(firstError(bad)?.extensions.field).toBe("quantity");
  });

  it("caps all sizes of a colour together at its purchaseLimit", async () => {
    const limited = await pickSkus(database.db, { count: 2, purchaseLimit: 2, distinctColors: false });
    // Two sizes of one colour (the generator limits whole colours).
    expect(limited[0]!.colorId).toBe(limited[1]!.colorId);
    for (const s of limited) await setStock(database.db, s.ean, 10);
    const token = await guestToken(h);
    expect((await gql(h.gateway, ADD, { token, variables: { ean: limited[0]!.ean, quantity: 2 } })).errors).toBeUndefined();
    const other = await gql(h.gateway, ADD, { token, variables: { ean: limited[1]!.ean, quantity: 1 } });
    expect(firstError(other)?.message).toBe("已达数量上限，无法继续加购");
  });

  it("changes quantity by ±1 only; minus at 1 does nothing; deletes with 商品删除成功！", async () => {
    const token = await guestToken(h);
    const sku = await freshSku(10);
    await gql(h.gateway, ADD, { token, variables: { ean: sku.ean } });
    const minus = await gql<{ updateCartItemQuantity: { count: number } }>(
      h.gateway,
      `mutation { updateCartItemQuantity(ean: "${sku.ean}", delta: -1) { count } }`,
      { token },
    );
    expect(minus.data?.updateCartItemQuantity.count).toBe(1);
    const plus = await gql<{ updateCartItemQuantity: { count: number } }>(
      h.gateway,
      `mutation { updateCartItemQuantity(ean: "${sku.ean}", delta: 1) { count } }`,
      { token },
    );
    expect(plus.data?.updateCartItemQuantity.count).toBe(2);
    const two = await gql(h.gateway, `mutation { updateCartItemQuantity(ean: "${sku.ean}", delta: 2) { count } }`, { token });
    expect(firstError(two)).toMatchObject({ message: "数量只能加 1 或减 1", extensions: { field: "delta" } });
    const missing = await gql(h.gateway, `mutation { updateCartItemQuantity(ean: "6900000000000", delta: 1) { count } }`, { token });
    expect(firstError(missing)).toMatchObject({ message: "购物袋中没有该商品", extensions: { code: "404" } });
    const del = await gql<{ deleteCartItem: { message: string; cart: { count: number } } }>(
      h.gateway,
      `mutation { deleteCartItem(ean: "${sku.ean}") { message cart { count } } }`,
      { token },
    );
    expect(del.data?.deleteCartItem).toEqual({ message: "商品删除成功！", cart: { count: 0 } });
  });

  it("merges the guest bag into the member's at login: quantities summed, capped by stock", async () => {
    const mobile = randomMobile();
    const first = await loginBySms(h, mobile);
    const a = await freshSku(3);
    const b = await freshSku(10);
    await gql(h.gateway, ADD, { token: first.userToken, variables: { ean: a.ean, quantity: 2 } });
    const guest = await guestToken(h);
    await gql(h.gateway, ADD, { token: guest, variables: { ean: a.ean, quantity: 2 } });
    await gql(h.gateway, ADD, { token: guest, variables: { ean: b.ean, quantity: 1 } });
    const second = await loginBySms(h, mobile, guest);
    const res = await gql<{ cart: { count: number; sorttedLists: Array<{ ean: string; quantity: number }> } }>(h.gateway, CART, {
      token: second.userToken,
    });
    const byEan = Object.fromEntries(res.data!.cart.sorttedLists.map((l) => [l.ean, l.quantity]));
    expect(byEan).toEqual({ [a.ean]: 3, [b.ean]: 1 });
    expect(res.data!.cart.count).toBe(4);
  });
});

describe("promotions and coupons (spec §3 price calculation, coupon)", () => {
  const PRICE = /* GraphQL */ `
    query Price($lines: [OrderProductInput!]!, $couponCode: String) {
      calculateOrderPrice(orderProducts: $lines, couponCode: $couponCode) {
        totalPrice paidAmount shippingFee balanceAmount promotionDiscountAmount couponDiscountAmount
        totalQtyOrdered totalItemCount couponCode freeShippingThreshold amountToFreeShipping
        promotions { code name discountAmount }
        lines { ean quantity unitPrice sharePrice rowTotal discountAmount totalPaid }
      }
    }
  `;

  it("charges 10 元 shipping below 299 and none from 299 (满 299 包邮), priced from the database", async () => {
    const token = await guestToken(h);
    const sku = await freshSku(10);
    const one = await gql<{ calculateOrderPrice: Record<string, unknown> }>(h.gateway, PRICE, {
      token,
      variables: { lines: [{ ean: sku.ean, quantity: 1 }] },
    });
    expect(one.data?.calculateOrderPrice).toMatchObject({
      totalPrice: sku.price,
      shippingFee: 10,
      paidAmount: sku.price + 10,
      totalQtyOrdered: 1,
      totalItemCount: 1,
    });
    // Two lines of the same EAN are one line of 2.
    const two = await gql<{
      calculateOrderPrice: { shippingFee: number; totalItemCount: number; totalQtyOrdered: number; paidAmount: number };
    }>(h.gateway, PRICE, {
      token,
      variables: {
        lines: [
          { ean: sku.ean, quantity: 1 },
          { ean: sku.ean, quantity: 1 },
        ],
      },
    });
    expect(two.data?.calculateOrderPrice.totalItemCount).toBe(1);
    expect(two.data?.calculateOrderPrice.totalQtyOrdered).toBe(2);
    expect(two.data?.calculateOrderPrice.shippingFee).toBe(sku.price * 2 >= 299 ? 0 : 10);
    // An empty bag prices as zero (no fee); checkout refuses it.
    const none = await gql<{ calculateOrderPrice: Record<string, unknown> }>(h.gateway, PRICE, { token, variables: { lines: [] } });
    expect(none.data?.calculateOrderPrice).toMatchObject({
      totalPrice: 0,
      paidAmount: 0,
      shippingFee: 0,
      totalQtyOrdered: 0,
      amountToFreeShipping: 299,
    });
  });

  it("takes 20% off the cheaper of two designated running shoes (指定跑鞋第二双 8 折)", async () => {
    const [x, y] = await pickSkus(database.db, {
      count: 2,
      styleSkus: ["XL26RS0007", "XL26RS0013", "XL26RS0018", "XL26RS0028", "XL26RS0029"],
      purchaseLimit: "any",
    });
    const token = await guestToken(h);
    const res = await gql<{
      calculateOrderPrice: {
        promotionDiscountAmount: number;
        promotions: Array<{ name: string; discountAmount: number }>;
        totalPrice: number;
      };
    }>(h.gateway, PRICE, {
      token,
      variables: {
        lines: [
          { ean: x!.ean, quantity: 1 },
          { ean: y!.ean, quantity: 1 },
        ],
      },
    });
    const cheaper = Math.min(x!.price, y!.price);
    expect(res.data?.calculateOrderPrice.promotionDiscountAmount).toBe(Math.round(cheaper * 20) / 100);
    expect(res.data?.calculateOrderPrice.promotions[0]).toEqual({
      code: "spring-run-second-pair",
      name: "指定跑鞋第二双 8 折",
      discountAmount: Math.round(cheaper * 20) / 100,
    });
    // One designated pair alone gets nothing.
    const single = await gql<{ calculateOrderPrice: { promotionDiscountAmount: number } }>(h.gateway, PRICE, {
      token,
      variables: { lines: [{ ean: x!.ean, quantity: 1 }] },
    });
    expect(single.data?.calculateOrderPrice.promotionDiscountAmount).toBe(0);
  });

  it("grants every new member 新会员首单立减 30 元 and says in Chinese why a coupon does not apply", async () => {
    const m = await member();
    const cheap = await freshSku(10);
    const COUPONS = /* GraphQL */ `
      query C($products: [OrderProductInput!]!) {
        availableCoupons(products: $products) { applicable reason discountAmount best coupon { code status availableCount couponRule { name minimumSpend promotionType value couponType { name } } } }
      }
    `;
    const listed = await gql<{
      availableCoupons: Array<{
        applicable: boolean;
        reason: string | null;
        coupon: { code: string; couponRule: { name: string; minimumSpend: number } };
      }>;
    }>(h.gateway, COUPONS, {
      token: m.token,
      variables: { products: [{ ean: cheap.ean, quantity: 1 }] },
    });
    expect(listed.errors).toBeUndefined();
    const newMember = listed.data!.availableCoupons.find((c) => c.coupon.couponRule.name === "新会员首单立减 30 元");
    expect(newMember).toMatchObject({
      applicable: false,
      reason: "订单金额未满 299 元，不可使用",
      coupon: { couponRule: { minimumSpend: 299 } },
    });
    const code = newMember!.coupon.code;

    // Enough for the minimum spend: applies, 30 off.
    const qty = Math.ceil(299 / cheap.price);
    const VALIDATE = /* GraphQL */ `
      query V($products: [OrderProductInput!]!, $couponCode: String!) {
        validateOrderCoupon(products: $products, couponCode: $couponCode) { valid reason couponCode discountAmount price { couponDiscountAmount paidAmount totalPrice shippingFee } }
      }
    `;
    const ok = await gql<{ validateOrderCoupon: { valid: boolean; discountAmount: number; price: { couponDiscountAmount: number } } }>(
      h.gateway,
      VALIDATE,
      {
        token: m.token,
        variables: { products: [{ ean: cheap.ean, quantity: qty }], couponCode: code.toLowerCase() },
      },
    );
    expect(ok.data?.validateOrderCoupon).toMatchObject({ valid: true, discountAmount: 30, price: { couponDiscountAmount: 30 } });
    // Issue 26: the gateway names the best offer — none while nothing applies, the ¥30 once it does.
    expect(listed.data!.availableCoupons.some((c) => (c as { best?: boolean }).best)).toBe(false);
    const BEST = /* GraphQL */ `
      query B($products: [OrderProductInput!]!) {
        availableCoupons(products: $products) { applicable best savingAmount discountAmount coupon { code } }
      }
    `;
    const ranked = await gql<{
      availableCoupons: Array<{ applicable: boolean; best: boolean; savingAmount: number; coupon: { code: string } }>;
    }>(h.gateway, BEST, {
      token: m.token,
      variables: { products: [{ ean: cheap.ean, quantity: qty }] },
    });
    expect(ranked.errors).toBeUndefined();
    expect(ranked.data!.availableCoupons.filter((c) => c.best)).toHaveLength(1);
    expect(ranked.data!.availableCoupons[0]).toMatchObject({
      best: true,
      applicable: true,
      savingAmount: 30,
      discountAmount: 30,
      coupon: { code },
    });
    const unlisted = await gql<{ availableCoupons: Array<{ best: boolean; savingAmount: number }> }>(h.gateway, BEST, {
      token: m.token,
      variables: { products: [{ ean: cheap.ean, quantity: 1 }] },
    });
    expect(unlisted.data!.availableCoupons.every((c) => !c.best && c.savingAmount === 0)).toBe(true);
    const unknown = await gql<{ validateOrderCoupon: { valid: boolean; reason: string } }>(h.gateway, VALIDATE, {
      token: m.token,
      variables: { products: [{ ean: cheap.ean, quantity: 1 }], couponCode: "NOPE123" },
    });
    expect(unknown.data?.validateOrderCoupon).toMatchObject({ valid: false, reason: "优惠券不存在" });
    // calculateOrderPrice with a coupon that does not apply is '400' with the reason.
    const refused = await gql(h.gateway, PRICE, {
      token: m.token,
      variables: { lines: [{ ean: cheap.ean, quantity: 1 }], couponCode: code },
    });
    expect(firstError(refused)).toMatchObject({
      message: "订单金额未满 299 元，不可使用",
      extensions: { code: "400", field: "couponCode" },
    });
    // A guest may not use coupons.
    const guest = await gql(h.gateway, PRICE, {
      token: await guestToken(h),
      variables: { lines: [{ ean: cheap.ean, quantity: 1 }], couponCode: code },
    });
    expect(firstError(guest)?.extensions.code).toBe("403");
  });

  it("ranks a pickup order's coupons without the shipping fee they would bring back (issue 24 §1)", async () => {
    const m = await member();
    // Two lines just over 299: the new member's −¥30 takes the goods under 满 299 包邮.
    const pair = plain
      .slice(used)
      .flatMap((a, i, rest) => rest.slice(i + 1).map((b) => [a, b] as const))
      .find(([a, b]) => a.price + b.price >= 299 && a.price + b.price - 30 < 299);
    if (!pair) throw new Error("no two test skus between ¥299 and ¥329");
    for (const sku of pair) await setStock(database.db, sku.ean, 5);
    const products = pair.map((sku) => ({ ean: sku.ean, quantity: 1 }));
    const RANKED = /* GraphQL */ `
      query R($products: [OrderProductInput!]!, $pickup: Boolean) {
        availableCoupons(products: $products, pickup: $pickup) { applicable best savingAmount discountAmount coupon { couponRule { name } } }
      }
    `;
    type Ranked = {
      availableCoupons: Array<{
        applicable: boolean;
        best: boolean;
        savingAmount: number;
        discountAmount: number;
        coupon: { couponRule: { name: string } };
      }>;
    };
    const newMember = (answer: { data?: Ranked | null }) =>
      answer.data?.availableCoupons.find((c) => c.coupon.couponRule.name === "新会员首单立减 30 元");
    const PRICE_WITH_FEE = /* GraphQL */ `query F($lines: [OrderProductInput!]!) { calculateOrderPrice(orderProducts: $lines) { shippingFee } }`;
    const fee = await gql<{ calculateOrderPrice: { shippingFee: number } }>(h.gateway, PRICE_WITH_FEE, {
      token: m.token,
      variables: { lines: [{ ean: pair[0].ean, quantity: 1 }] },
    });
    const shippingFee = fee.data!.calculateOrderPrice.shippingFee;
    expect(shippingFee).toBeGreaterThan(0);
    const express = await gql<Ranked>(h.gateway, RANKED, { token: m.token, variables: { products } });
    const pickup = await gql<Ranked>(h.gateway, RANKED, { token: m.token, variables: { products, pickup: true } });
    expect(express.errors).toBeUndefined();
    expect(pickup.errors).toBeUndefined();
    // By express the coupon saves ¥30 less the fee it brings back; collected in a store, all ¥30.
    expect(newMember(express)).toMatchObject({ applicable: true, discountAmount: 30, savingAmount: 30 - shippingFee });
    expect(newMember(pickup)).toMatchObject({ applicable: true, discountAmount: 30, savingAmount: 30, best: true });
  });

  it("applies the shared percentage code with its cap and minimum spend", async () => {
    const m = await member();
    const sku = await freshSku(20);
    const PRICE_WITH = /* GraphQL */ `query P($lines: [OrderProductInput!]!) { calculateOrderPrice(orderProducts: $lines, couponCode: "xlrun95") { totalPrice couponDiscountAmount couponCode } }`;
    const qty = Math.ceil(199 / sku.price);
    const res = await gql<{ calculateOrderPrice: { totalPrice: number; couponDiscountAmount: number; couponCode: string } }>(
      h.gateway,
      PRICE_WITH,
      {
        token: m.token,
        variables: { lines: [{ ean: sku.ean, quantity: qty }] },
      },
    );
    expect(res.errors).toBeUndefined();
    const total = res.data!.calculateOrderPrice.totalPrice;
    expect(res.data!.calculateOrderPrice.couponDiscountAmount).toBe(Math.min(50, Math.round(total * 5) / 100));
    expect(res.data!.calculateOrderPrice.couponCode).toBe("XLRUN95");
  });
});

describe("submitOrder (spec §7), payment and expiry", () => {
  it("is for members only: a guest gets '403' 请先登录后再购买～", async () => {
    const sku = await freshSku(5);
    const res = await gql(h.gateway, SUBMIT, {
      token: await guestToken(h),
      variables: { products: [{ ean: sku.ean, quantity: 1 }], address: ADDRESS },
    });
    expect(firstError(res)).toMatchObject({ message: "请先登录后再购买～", extensions: { code: "403" } });
  });

  it("reserves stock, copies the address, uses the coupon, empties the ordered bag lines — once per sid", async () => {
    const m = await member();
    const sku = await freshSku(10);
    const keep = await freshSku(10);
    const qty = Math.ceil(299 / sku.price);
    await gql(h.gateway, ADD, { token: m.token, variables: { ean: sku.ean, quantity: qty } });
    await gql(h.gateway, ADD, { token: m.token, variables: { ean: keep.ean, quantity: 1 } });
    const [coupon] = await database.db.select().from(coupons).where(eq(coupons.memberUid, m.memberUid));
    const variables = {
      products: [{ ean: sku.ean, quantity: qty }],
      sid: "attempt-0001",
      couponCode: coupon!.code,
      isInCart: true,
      address: ADDRESS,
    };
    const [a, b] = await Promise.all([
      gql<{ submitOrder: { orderNumber: string; totalPaid: number } }>(h.gateway, SUBMIT, { token: m.token, variables }),
      gql<{ submitOrder: { orderNumber: string } }>(h.gateway, SUBMIT, { token: m.token, variables }),
    ]);
    expect(a.errors).toBeUndefined();
    expect(b.errors).toBeUndefined();
    expect(b.data!.submitOrder.orderNumber).toBe(a.data!.submitOrder.orderNumber);
    const orderNumber = a.data!.submitOrder.orderNumber;
    expect(orderNumber).toMatch(/^XL\d{16}$/);
    expect(orderNumber.slice(2, 10)).toBe(beijingDayKey(h.clock.now()));
    const subtotal = Math.round(sku.price * qty * 100) / 100;
    expect(a.data!.submitOrder.totalPaid).toBe(Math.round((subtotal - 30) * 100) / 100 + (subtotal - 30 >= 299 ? 0 : 10));

    expect(await readStock(database.db, sku.ean)).toEqual({ qty: 10, lockQty: qty });
    const [order] = await database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(order).toMatchObject({
      status: "pending_payment",
      consignee: "张三",
      consigneeCellphone: "13800138000",
      district: "徐汇区",
      couponCode: coupon!.code,
      couponDiscountAmount: 30,
    });
    const [{ n: items } = { n: 0 }] = await database.db.select({ n: count() }).from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(items).toBe(1);
    const [spent] = await database.db.select().from(coupons).where(eq(coupons.id, coupon!.id));
    expect(spent!.availableCount).toBe(0);
    const cart = await gql<{ cart: { sorttedLists: Array<{ ean: string }> } }>(h.gateway, CART, { token: m.token });
    expect(cart.data!.cart.sorttedLists.map((l) => l.ean)).toEqual([keep.ean]);

    // The coupon is spent: a second order cannot use it; first-order rule too.
    const again = await gql(h.gateway, SUBMIT, { token: m.token, variables: { ...variables, sid: "attempt-0002" } });
    expect(firstError(again)).toMatchObject({ extensions: { code: "400", field: "couponCode" } });
    expect(["优惠券已使用", "仅限首单使用"]).toContain(firstError(again)?.message);
  });

  it("立即购买 (issue 26): buyNowLines derives the lines; isInCart false leaves the bag as it was", async () => {
    const m = await member();
    const inBag = await freshSku(10);
    const bought = await freshSku(10);
    await gql(h.gateway, ADD, { token: m.token, variables: { ean: inBag.ean, quantity: 2 } });
    await gql(h.gateway, ADD, { token: m.token, variables: { ean: bought.ean, quantity: 1 } });
    const LINES = /* GraphQL */ `
      query L($products: [OrderProductInput!]!) { buyNowLines(products: $products) { ean quantity saleableQty unitPrice totalPaid styleDisplayNameCn productSize { label } } }
    `;
    const lines = await gql<{
      buyNowLines: Array<{
        ean: string;
        quantity: number;
        saleableQty: number;
        unitPrice: number;
        totalPaid: number;
        styleDisplayNameCn: string;
      }>;
    }>(h.gateway, LINES, {
      token: m.token,
      variables: { products: [{ ean: bought.ean, quantity: 2 }] },
    });
    expect(lines.errors).toBeUndefined();
    expect(lines.data!.buyNowLines).toEqual([
      expect.objectContaining({
        ean: bought.ean,
        quantity: 2,
        saleableQty: 10,
        unitPrice: bought.price,
        totalPaid: Math.round(bought.price * 200) / 100,
      }),
    ]);
    expect(lines.data!.buyNowLines[0]!.styleDisplayNameCn).not.toBe("");
    const unknown = await gql(h.gateway, LINES, { token: m.token, variables: { products: [{ ean: "0000000000000", quantity: 1 }] } });
    expect(firstError(unknown)).toMatchObject({ message: "商品不存在", extensions: { code: "404" } });
    const tooMany = await gql(h.gateway, LINES, { token: m.token, variables: { products: [{ ean: bought.ean, quantity: 0 }] } });
    expect(firstError(tooMany)?.extensions).toMatchObject({ code: "400", field: "products" });

    const res = await gql<{ submitOrder: { orderNumber: string } }>(h.gateway, SUBMIT, {
      token: m.token,
      variables: { isInCart: false, products: [{ ean: bought.ean, quantity: 2 }], address: ADDRESS, sid: "buy-now-0001" },
    });
    expect(res.errors).toBeUndefined();
    const cart = await gql<{ cart: { sorttedLists: Array<{ ean: string; quantity: number }> } }>(h.gateway, CART, { token: m.token });
    expect(cart.data!.cart.sorttedLists.map((l) => [l.ean, l.quantity]).sort()).toEqual(
      [
        [inBag.ean, 2],
        [bought.ean, 1],
      ].sort(),
    );
    expect(await readStock(database.db, bought.ean)).toEqual({ qty: 10, lockQty: 2 });
  });

  it("refuses more than the stock with the product's name and what is left, writing nothing", async () => {
    const m = await member();
    const sku = await freshSku(2);
    const res = await gql(h.gateway, SUBMIT, {
      token: m.token,
      variables: { products: [{ ean: sku.ean, quantity: 3 }], address: ADDRESS },
    });
    expect(firstError(res)?.message).toMatch(/库存不足，仅剩 2 件$/);
    expect(firstError(res)?.extensions.field).toBe("products");
    expect(await readStock(database.db, sku.ean)).toEqual({ qty: 2, lockQty: 0 });
    const empty = await gql(h.gateway, SUBMIT, { token: m.token, variables: { products: [], address: ADDRESS } });
    expect(firstError(empty)).toMatchObject({ message: "请选择要购买的商品", extensions: { field: "products" } });
    const bad = await gql(h.gateway, SUBMIT, {
      token: m.token,
      variables: { products: [{ ean: sku.ean, quantity: 1 }], address: { ...ADDRESS, consigneeCellphone: "123" } },
    });
    expect(firstError(bad)).toMatchObject({ message: "请输入正确的手机号码", extensions: { field: "consigneeCellphone" } });
  });

  async function placeOrder(token: string, sku: TestSku, quantity = 1): Promise<string> {
    const res = await gql<{ submitOrder: { orderNumber: string } }>(h.gateway, SUBMIT, {
      token,
      variables: { products: [{ ean: sku.ean, quantity }], address: ADDRESS },
    });
    if (!res.data) throw new Error(JSON.stringify(res.errors));
    return res.data.submitOrder.orderNumber;
  }

  const PAY = /* GraphQL */ `
    mutation Pay($orderNumber: String!, $payType: String!) {
      payOrder(orderNumber: $orderNumber, payType: $payType) { brandCode storeSn workstationSn checkSn orderSn orderToken orderSource cashierUrl payType amount expiresAt }
    }
  `;
  const ORDER = /* GraphQL */ `query O($n: String!) { order(orderNumber: $n) { status statusText isPaid payAt payType totalPaid lastPaymentStatus orderItems { sku quantity returnedQuantity } } }`;

  it("pays through the sandbox cashier: QR on desktop, button in WeChat, signed callback, one transition", async () => {
    const m = await member();
    const sku = await freshSku(5);
    const orderNumber = await placeOrder(m.token, sku, 2);
    const pay = await gql<{ payOrder: Record<string, string> }>(h.gateway, PAY, {
      token: m.token,
      variables: { orderNumber, payType: "wechat" },
    });
    expect(pay.errors).toBeUndefined();
    const p = pay.data!.payOrder;
    expect(p).toMatchObject({ brandCode: "XUNLAN", orderSn: orderNumber, orderSource: "WEB", payType: "wechat" });
    expect(p.cashierUrl).toMatch(/^\/sandbox\/cashier\/XP\d+\?token=/);

    const desktop = await get(h.gateway, p.cashierUrl!, { headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130" } });
    const desktopHtml = await desktop.text();
    expect(desktop.status).toBe(200);
    expect(desktopHtml).toContain('aria-label="支付二维码"');
    expect(desktopHtml).toContain("请使用微信扫一扫");
    const wechat = await get(h.gateway, p.cashierUrl!, { headers: { "user-agent": "Mozilla/5.0 (iPhone) Mobile MicroMessenger/8.0" } });
    const wechatHtml = await wechat.text();
    expect(wechatHtml).not.toContain("支付二维码");
    expect(wechatHtml).toContain("确认支付 ¥");
    expect((await get(h.gateway, p.cashierUrl!.replace(/token=[^&]+/, "token=wrong"))).status).toBe(404);

    const paid = await h.gateway.fetch(
      new Request(`http://gateway.test/sandbox/cashier/${p.checkSn}/pay`, {
        method: "POST",
        body: new URLSearchParams({ token: p.orderToken! }),
      }),
    );
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`/success?orderNumber=${orderNumber}`);
    const order = await gql<{ order: Record<string, unknown> }>(h.gateway, ORDER, { token: m.token, variables: { n: orderNumber } });
    expect(order.data?.order).toMatchObject({
      status: "paid",
      statusText: "待发货",
      isPaid: true,
      payType: "wechat",
      lastPaymentStatus: "succeeded",
    });
    // The desktop cashier (reloading every 5 s) now says so and goes back to the storefront.
    expect(desktopHtml).toContain('http-equiv="refresh" content="5"');
    const after = await (await get(h.gateway, p.cashierUrl!)).text();
    expect(after).toContain("订单已支付");
    expect(after).toContain(`content="2;url=/success?orderNumber=${orderNumber}"`);
    expect(await readStock(database.db, sku.ean)).toEqual({ qty: 3, lockQty: 0 });
    // Paying again is refused; someone else's order is invisible.
    const twice = await gql(h.gateway, PAY, { token: m.token, variables: { orderNumber, payType: "wechat" } });
    expect(firstError(twice)?.message).toBe("订单已支付");
    const stranger = await member();
    expect(
      (await gql<{ order: unknown }>(h.gateway, ORDER, { token: stranger.token, variables: { n: orderNumber } })).data?.order,
    ).toBeNull();
  });

  it("verifies callbacks: a bad signature is refused, a replay is applied once, an older cancel after the payment changes nothing", async () => {
    const m = await member();
    const sku = await freshSku(5);
    const orderNumber = await placeOrder(m.token, sku);
    const pay = await gql<{ payOrder: { checkSn: string; amount: number } }>(h.gateway, PAY, {
      token: m.token,
      variables: { orderNumber, payType: "alipay" },
    });
    const { checkSn, amount } = pay.data!.payOrder;
    const post = (body: string, headers: Record<string, string>) =>
      h.gateway.fetch(new Request("http://gateway.test/payments/notify/sandbox", { method: "POST", body, headers }));
    const at = h.clock.now();
    const paid = sandbox.signEvent(
      { eventId: "evt-paid-1", type: "paid", paymentNo: checkSn, amount, occurredAt: at, providerTradeNo: "T1" },
      h.clock.now(),
    );
    const tampered = await post(paid.body.replace(`"amount":${amount}`, `"amount":0.01`), paid.headers);
    expect(tampered.status).toBe(401);
    const stale = sandbox.signEvent(
      { eventId: "evt-paid-1", type: "paid", paymentNo: checkSn, amount, occurredAt: at, providerTradeNo: "T1" },
      new Date(h.clock.now().getTime() - 3_600_000),
    );
    expect((await post(stale.body, stale.headers)).status).toBe(401);
    const outcomes = [];
    for (let i = 0; i < 3; i += 1) outcomes.push(((await (await post(paid.body, paid.headers)).json()) as { outcome: string }).outcome);
    expect(outcomes).toEqual(["paid", "duplicate", "duplicate"]);
    const cancel = sandbox.signEvent(
      {
        eventId: "evt-cancel-0",
        type: "cancelled",
        paymentNo: checkSn,
        amount,
        occurredAt: new Date(at.getTime() - 1000),
        providerTradeNo: null,
      },
      h.clock.now(),
    );
    expect(((await (await post(cancel.body, cancel.headers)).json()) as { outcome: string }).outcome).toBe("ignored");
    const [order] = await database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(order!.status).toBe("paid");
    const [{ n } = { n: 0 }] = await database.db
      .select({ n: count() })
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, order!.id), eq(orderStatusHistory.toStatus, "paid")));
    expect(n).toBe(1);
    const [{ e } = { e: 0 }] = await database.db.select({ e: count() }).from(paymentEvents).where(eq(paymentEvents.paymentNo, checkSn));
    expect(e).toBe(2);
    expect(paid.headers[SIGNATURE_HEADER]).toMatch(/^[0-9a-f]{64}$/);
    expect(paid.headers[TIMESTAMP_HEADER]).toMatch(/^\d+$/);
  });

  it("cancelling in the cashier goes back to the storefront and leaves the order waiting", async () => {
    const m = await member();
    const sku = await freshSku(5);
    const orderNumber = await placeOrder(m.token, sku);
    const pay = await gql<{ payOrder: { checkSn: string; orderToken: string } }>(h.gateway, PAY, {
      token: m.token,
      variables: { orderNumber, payType: "wechat" },
    });
    const res = await h.gateway.fetch(
      new Request(`http://gateway.test/sandbox/cashier/${pay.data!.payOrder.checkSn}/cancel`, {
        method: "POST",
        body: new URLSearchParams({ token: pay.data!.payOrder.orderToken }),
      }),
    );
    expect(res.status).toBe(303);
    const order = await gql<{ order: { status: string; lastPaymentStatus: string } }>(h.gateway, ORDER, {
      token: m.token,
      variables: { n: orderNumber },
    });
    expect(order.data?.order).toMatchObject({ status: "pending_payment", lastPaymentStatus: "cancelled" });
  });

  it("expires unpaid orders after 15 minutes: stock and coupon back exactly once; a later payment is late", async () => {
    const m = await member();
    const sku = await freshSku(10);
    const qty = Math.ceil(299 / sku.price);
    const [coupon] = await database.db.select().from(coupons).where(eq(coupons.memberUid, m.memberUid));
    const res = await gql<{ submitOrder: { orderNumber: string; paymentExpireAt: string } }>(h.gateway, SUBMIT, {
      token: m.token,
      variables: { products: [{ ean: sku.ean, quantity: qty }], couponCode: coupon!.code, address: ADDRESS },
    });
    const orderNumber = res.data!.submitOrder.orderNumber;
    expect(new Date(res.data!.submitOrder.paymentExpireAt).getTime() - h.clock.now().getTime()).toBe(15 * 60_000);
    const pay = await gql<{ payOrder: { checkSn: string; amount: number } }>(h.gateway, PAY, {
      token: m.token,
      variables: { orderNumber, payType: "wechat" },
    });
    expect(await readStock(database.db, sku.ean)).toEqual({ qty: 10, lockQty: qty });

    const later = new Date(h.clock.now().getTime() + 15 * 60_000 + 1);
    expect(await expireUnpaidOrders(database.db, later)).toBeGreaterThanOrEqual(1);
    expect(await expireUnpaidOrders(database.db, later)).toBe(0);
    expect(await readStock(database.db, sku.ean)).toEqual({ qty: 10, lockQty: 0 });
    const [back] = await database.db.select().from(coupons).where(eq(coupons.id, coupon!.id));
    expect(back!.availableCount).toBe(1);
    const [{ r } = { r: 0 }] = await database.db
      .select({ r: count() })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.orderNumber, orderNumber));
    expect(r).toBe(1);

    // The payment arrives after all: recorded as late (to refund); the order stays cancelled.
    const late = sandbox.signEvent(
      {
        eventId: "evt-late-1",
        type: "paid",
        paymentNo: pay.data!.payOrder.checkSn,
        amount: pay.data!.payOrder.amount,
        occurredAt: h.clock.now(),
        providerTradeNo: "T2",
      },
      h.clock.now(),
    );
    const answer = await h.gateway.fetch(
      new Request("http://gateway.test/payments/notify/sandbox", { method: "POST", body: late.body, headers: late.headers }),
    );
    expect(((await answer.json()) as { outcome: string }).outcome).toBe("late");
    const order = await gql<{ order: { status: string; statusText: string; isPaid: boolean; lastPaymentStatus: string } }>(
      h.gateway,
      ORDER,
      { token: m.token, variables: { n: orderNumber } },
    );
    expect(order.data?.order).toMatchObject({ status: "cancelled", statusText: "已取消", isPaid: false, lastPaymentStatus: "late" });
    expect(await readStock(database.db, sku.ean)).toEqual({ qty: 10, lockQty: 0 });
    const again = await gql(h.gateway, PAY, { token: m.token, variables: { orderNumber, payType: "wechat" } });
    expect(firstError(again)?.message).toBe("订单已取消");
  });

  it("cancels orders that expired while the gateway was down as soon as the sweep starts", async () => {
    const m = await member();
    const sku = await freshSku(4);
    const orderNumber = await placeOrder(m.token, sku, 2);
    expect(await readStock(database.db, sku.ean)).toEqual({ qty: 4, lockQty: 2 });
    // A "restarted" gateway 20 minutes later: nothing in memory knows the order, the sweep finds it.
    const later = () => new Date(h.clock.now().getTime() + 20 * 60_000);
    const sms = createSandboxSmsProvider({ db: database.db, logger: h.logs.logger, nodeEnv: "test" });
    const stop = startCommerceJobs({ db: database.db, logger: h.logs.logger, sms, clock: later, intervalMs: 3_600_000 });
    await stop();
    const [row] = await database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(row).toMatchObject({ status: "cancelled", reason: "超时未支付，订单已自动取消" });
    expect(await readStock(database.db, sku.ean)).toEqual({ qty: 4, lockQty: 0 });
  });

  it("paymentExpireTime says 15 minutes and an order's deadline", async () => {
    const m = await member();
    const sku = await freshSku(5);
    const orderNumber = await placeOrder(m.token, sku);
    const res = await gql<{ paymentExpireTime: { minutes: number; remainingSeconds: number } }>(
      h.gateway,
      `query P($n: String) { paymentExpireTime(orderNumber: $n) { minutes expiresAt remainingSeconds } }`,
      {
        token: m.token,
        variables: { n: orderNumber },
      },
    );
    expect(res.data?.paymentExpireTime).toMatchObject({ minutes: 15, remainingSeconds: 900 });
  });
});

describe("到货提醒 (spec §7 addSmsProductArrivalReminder)", () => {
  const REMIND = /* GraphQL */ `mutation R($ean: String!, $mobile: String!, $code: String) { addSmsProductArrivalReminder(ean: $ean, mobile: $mobile, code: $code) { success message } }`;
  /** getVerifyCode type 6: the code that proves a 到货提醒's mobile. */
  const reminderCode = (mobile: string) => sendCode(h, mobile, { type: 6 });
  const reminders = async (mobile: string) =>
    (await database.db.select({ n: count() }).from(arrivalReminders).where(eq(arrivalReminders.mobile, mobile)))[0]?.n ?? 0;

  it("a guest needs the SMS code of the mobile: none → '400' 请输入短信验证码, wrong → refused, right → stored once", async () => {
    const token = await guestToken(h);
    const sku = await freshSku(0);
    const mobile = randomMobile();
    const missing = await gql(h.gateway, REMIND, { token, variables: { ean: sku.ean, mobile } });
    expect(firstError(missing)).toMatchObject({ message: "请输入短信验证码", extensions: { code: "400", field: "code" } });
    const blank = await gql(h.gateway, REMIND, { token, variables: { ean: sku.ean, mobile, code: "  " } });
    expect(firstError(blank)).toMatchObject({ message: "请输入短信验证码", extensions: { code: "400", field: "code" } });

    const code = await reminderCode(mobile);
    const wrong = code === "000000" ? "111111" : "000000";
    const refused = await gql(h.gateway, REMIND, { token, variables: { ean: sku.ean, mobile, code: wrong } });
    expect(firstError(refused)).toMatchObject({ message: "短信验证码错误或已过期", extensions: { code: "400", field: "code" } });
    // a code sent for another purpose (login) does not prove a 到货提醒
    const loginCode = await sendCode(h, mobile, { type: 4 });
    const otherPurpose = await gql(h.gateway, REMIND, { token, variables: { ean: sku.ean, mobile, code: loginCode } });
    expect(firstError(otherPurpose)?.message).toBe("短信验证码错误或已过期");
    expect(await reminders(mobile)).toBe(0);

    const right = await reminderCode(mobile);
    const ok = await gql<{ addSmsProductArrivalReminder: { success: boolean } }>(h.gateway, REMIND, {
      token,
      variables: { ean: sku.ean, mobile, code: right },
    });
    expect(ok.data?.addSmsProductArrivalReminder.success).toBe(true);
    expect(await reminders(mobile)).toBe(1);
    // single use: the same code again is refused
    const reused = await gql(h.gateway, REMIND, { token, variables: { ean: sku.ean, mobile, code: right } });
    expect(firstError(reused)?.message).toBe("短信验证码错误或已过期");
    expect(await reminders(mobile)).toBe(1);
  });

  it("a member asks for their own cellphone without a code; another mobile needs that mobile's code", async () => {
    const m = await member();
    const sku = await freshSku(0);
    const own = await gql<{ addSmsProductArrivalReminder: { success: boolean } }>(h.gateway, REMIND, {
      token: m.token,
      variables: { ean: sku.ean, mobile: m.mobile },
    });
    expect(own.errors).toBeUndefined();
    expect(own.data?.addSmsProductArrivalReminder.success).toBe(true);
    expect(await reminders(m.mobile)).toBe(1);

    const stranger = randomMobile();
    const missing = await gql(h.gateway, REMIND, { token: m.token, variables: { ean: sku.ean, mobile: stranger } });
    expect(firstError(missing)).toMatchObject({ message: "请输入短信验证码", extensions: { code: "400", field: "code" } });
    // the member's own login code proves nothing about the stranger's mobile
    const ownCode = await reminderCode(m.mobile);
    const wrongMobile = await gql(h.gateway, REMIND, { token: m.token, variables: { ean: sku.ean, mobile: stranger, code: ownCode } });
    expect(firstError(wrongMobile)?.message).toBe("短信验证码错误或已过期");
    expect(await reminders(stranger)).toBe(0);
    const code = await reminderCode(stranger);
    const ok = await gql(h.gateway, REMIND, { token: m.token, variables: { ean: sku.ean, mobile: stranger, code } });
    expect(ok.errors).toBeUndefined();
    expect(await reminders(stranger)).toBe(1);
  });

  it("stores one reminder per mobile and size and texts it once when stock returns", async () => {
    const token = await guestToken(h);
    const sku = await freshSku(0);
    const mobile = randomMobile();
    for (let i = 0; i < 2; i += 1) {
      const code = await reminderCode(mobile);
      const res = await gql<{ addSmsProductArrivalReminder: { success: boolean; message: string } }>(h.gateway, REMIND, {
        token,
        variables: { ean: sku.ean, mobile, code },
      });
      expect(res.data?.addSmsProductArrivalReminder).toEqual({ success: true, message: "到货后将短信通知您" });
    }
    const [{ n } = { n: 0 }] = await database.db.select({ n: count() }).from(arrivalReminders).where(eq(arrivalReminders.mobile, mobile));
    expect(n).toBe(1);
    const bad = await gql(h.gateway, REMIND, { token, variables: { ean: sku.ean, mobile: "12345" } });
    expect(firstError(bad)).toMatchObject({ message: "请输入正确的手机号码", extensions: { field: "mobile" } });
    const inStock = await freshSku(3);
    expect(firstError(await gql(h.gateway, REMIND, { token, variables: { ean: inStock.ean, mobile, code: "123456" } }))?.message).toBe(
      "该尺码有货，可直接加入购物袋",
    );

    const sms = createSandboxSmsProvider({ db: database.db, logger: h.logs.logger, nodeEnv: "test" });
    expect(await notifyArrivals(database.db, sms)).toBe(0);
    await setStock(database.db, sku.ean, 4);
    expect(await notifyArrivals(database.db, sms)).toBeGreaterThanOrEqual(1);
    expect(await notifyArrivals(database.db, sms)).toBe(0);
    // (the outbox also holds the codes that proved the mobile)
    const texts = await database.db
      .select()
      .from(smsOutbox)
      .where(and(eq(smsOutbox.mobile, mobile), eq(smsOutbox.purpose, "arrival")));
    expect(texts).toHaveLength(1);
    expect(texts[0]!.text).toContain("已到货");
  });

  it("a 到货提醒 whose text fails stays open for the next sweep; the others still go out", async () => {
    const [a, b] = [await freshSku(0), await freshSku(0)];
    const [failing, fine] = [randomMobile(), randomMobile()];
    const token = await guestToken(h);
    for (const [mobile, sku] of [
      [failing, a],
      [fine, b],
    ] as const) {
      const code = await reminderCode(mobile);
      expect(firstError(await gql(h.gateway, REMIND, { token, variables: { ean: sku!.ean, mobile, code } }))).toBeUndefined();
    }
    await setStock(database.db, a!.ean, 2);
    await setStock(database.db, b!.ean, 2);
    const sandboxSms = createSandboxSmsProvider({ db: database.db, logger: h.logs.logger, nodeEnv: "test" });
    const flaky = {
      ...sandboxSms,
      send: async (message: Parameters<typeof sandboxSms.send>[0]) => {
        if (message.mobile === failing) throw new Error("provider down");
        await sandboxSms.send(message);
      },
    };
    const failures: string[] = [];
    // (other tests' reminders whose stock is back may go out in the same sweep)
    expect(
      await notifyArrivals(database.db, flaky, new Date(), 100, (_error, reminder) => failures.push(reminder.ean)),
    ).toBeGreaterThanOrEqual(1);
    expect(failures).toEqual([a!.ean]);
    const open = await database.db.select().from(arrivalReminders).where(eq(arrivalReminders.mobile, failing));
    expect(open.map((r) => r.notifiedAt)).toEqual([null]);
    expect(await notifyArrivals(database.db, sandboxSms)).toBeGreaterThanOrEqual(1);
    const arrivals = (mobile: string) =>
      database.db
        .select()
        .from(smsOutbox)
        .where(and(eq(smsOutbox.mobile, mobile), eq(smsOutbox.purpose, "arrival")));
    expect(await arrivals(failing)).toHaveLength(1);
    expect(await arrivals(fine)).toHaveLength(1);
  });
});
