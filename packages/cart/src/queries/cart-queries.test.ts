// @vitest-environment node
import { QueryClient } from "@tanstack/react-query";
import type { CartFieldsFragment, CartLineFieldsFragment, PriceCalculationFieldsFragment } from "@xunlan/api-client";
import { createTestApiClient, type RootResolver, type SchemaServer, startSchemaServer } from "@xunlan/api-client/testing";
import { GraphQLError } from "graphql";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  addCartItemMutationOptions,
  cartKeys,
  cartQueryOptions,
  deleteCartItemMutationOptions,
  orderPaymentState,
  updateCartItemQuantityMutationOptions,
  validateCoupon,
} from "./cart-queries";
import { type BagData, toCheckoutCoupon } from "./mappers";

// The operations run against the contract (api-client's schema.graphql) with real validation:
// an answer missing a field the operation selects, or a variable the schema does not take, fails.
let server: SchemaServer;
/** What each root field answers in the running test (set per test). */
let answers: Record<string, RootResolver> = {};
const answer =
  (field: string): RootResolver =>
  (root, args, context) => {
    const resolve = answers[field];
    if (!resolve) throw new GraphQLError(`this test gave ${field} no answer`);
    return resolve(root, args, context);
  };

beforeAll(async () => {
  server = await startSchemaServer({
    Query: { cart: answer("cart"), validateOrderCoupon: answer("validateOrderCoupon") },
    Mutation: {
      webAuthorization: () => ({ token: "guest-token", expiresAt: "2030-01-01T00:00:00.000Z" }),
      addCartItem: answer("addCartItem"),
      updateCartItemQuantity: answer("updateCartItemQuantity"),
      deleteCartItem: answer("deleteCartItem"),
    },
  });
});
beforeEach(() => {
  server.reset();
  answers = {};
});
afterAll(async () => {
  await server.close();
});

/** The arguments of every call of a root field, in order. */
const argsOf = (field: string) => server.calls.filter((call) => call.field === field).map((call) => call.args);

/** A refusal as the gateway sends it (GatewayError.badRequest: '400' with the field). */
const refusal = (message: string, field: string) => new GraphQLError(message, { extensions: { code: "400", statusCode: 400, field } });

const PRICE: PriceCalculationFieldsFragment = {
  totalPrice: 899,
  paidAmount: 899,
  shippingFee: 0,
  balanceAmount: 0,
  promotionDiscountAmount: 0,
  couponDiscountAmount: 0,
  totalQtyOrdered: 1,
  totalItemCount: 1,
  couponCode: null,
  freeShippingThreshold: 299,
  amountToFreeShipping: 0,
  promotions: [],
  lines: [],
};

function cartLine(ean: string, quantity: number): CartLineFieldsFragment {
  return {
    ean,
    sku: ean,
    quantity,
    selected: true,
    saleableQty: 5,
    maxQuantity: 5,
    purchaseLimit: null,
    stockStatus: "in_stock",
    stockNotice: null,
    orderNumber: null,
    unitPrice: 899,
    sharePrice: 899,
    totalPaid: 899 * quantity,
    discountAmount: 0,
    onlinePayAmount: 899 * quantity,
    productId: "P1",
    productSlug: "black",
    styleSlug: "velox-run-2",
    styleDisplayNameCn: "迅岚 疾风",
    styleDisplayNameCn2: "",
    styleSku: "XL1",
    productName: "Velox Run 2",
    price: 899,
    slashPrice: null,
    gender: "men",
    genderCn: "男子",
    colorName: "Black",
    colorNameCn: "黑色",
    colorSelectorImage: "/images/sel.png",
    image: "/images/card.png",
    productSize: { label: "42", cnSize: "42", usSize: "8.5", productId: "P1" },
  };
}

function cart(lines: CartLineFieldsFragment[]): CartFieldsFragment {
  return { count: lines.reduce((sum, line) => sum + line.quantity, 0), sorttedLists: lines, calculateOrderPrice: PRICE };
}

describe("cart queries", () => {
  it("maps the bag: English and Chinese names, size, product link, picture", async () => {
    answers.cart = () => cart([cartLine("E1", 2)]);
    const api = createTestApiClient(server.url);
    const bag = await new QueryClient().fetchQuery(cartQueryOptions(api));
    expect(bag.count).toBe(2);
    expect(bag.lines[0]).toMatchObject({
      ean: "E1",
      nameEn: "Velox Run 2",
      nameCn: "迅岚 疾风",
      cnSize: "42",
      usSize: "8.5",
      href: "/products/velox-run-2/black",
      image: "/images/card.png",
      nameCn2: null,
    });
    expect(cartQueryOptions(api).queryKey[0]).toBe("cart");
  });

  it("addCartItem stores the answered bag and the badge count", async () => {
    answers.addCartItem = (_root, args: { ean: string; quantity: number }) => cart([cartLine(args.ean, args.quantity)]);
    const api = createTestApiClient(server.url);
    const client = new QueryClient();
    await client.getMutationCache().build(client, addCartItemMutationOptions(api, client)).execute({ ean: "E9" });
    expect(argsOf("addCartItem")).toEqual([{ ean: "E9", quantity: 1 }]);
    expect(client.getQueryData(cartKeys.count())).toBe(1);
  });

  it("a quantity change shows at once, is sent as ±1 steps, and the answer replaces the guess", async () => {
    let quantity = 1;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    answers.updateCartItemQuantity = async (_root, args: { delta: number }) => {
      await gate;
      quantity += args.delta;
      return cart([cartLine("E1", quantity)]);
    };
    const api = createTestApiClient(server.url);
    const client = new QueryClient();
    client.setQueryData(cartKeys.bag(), { count: 1, lines: [{ ean: "E1", quantity: 1 }], price: PRICE } as unknown as BagData);
    const running = client
      .getMutationCache()
      .build(client, updateCartItemQuantityMutationOptions(api, client))
      .execute({ ean: "E1", delta: 2 });
    await vi.waitFor(() => expect(client.getQueryData<BagData>(cartKeys.bag())?.lines[0]?.quantity).toBe(3));
    expect(client.getQueryData(cartKeys.count())).toBe(3);
    release();
    await running;
    expect(argsOf("updateCartItemQuantity")).toEqual([
      { ean: "E1", delta: 1 },
      { ean: "E1", delta: 1 },
    ]);
    expect(client.getQueryData<BagData>(cartKeys.bag())?.lines[0]).toMatchObject({ quantity: 3, nameEn: "Velox Run 2" });
  });

  it("a refused quantity change rolls the bag and the count back", async () => {
    answers.updateCartItemQuantity = () => {
      throw refusal("已达数量上限，无法继续加购", "quantity");
    };
    const api = createTestApiClient(server.url);
    const client = new QueryClient();
    const before = { count: 1, lines: [{ ean: "E1", quantity: 1 }], price: PRICE } as unknown as BagData;
    client.setQueryData(cartKeys.bag(), before);
    client.setQueryData(cartKeys.count(), 1);
    await expect(
      client.getMutationCache().build(client, updateCartItemQuantityMutationOptions(api, client)).execute({ ean: "E1", delta: 1 }),
    ).rejects.toThrow("已达数量上限，无法继续加购");
    expect(client.getQueryData<BagData>(cartKeys.bag())?.lines[0]?.quantity).toBe(1);
    expect(client.getQueryData(cartKeys.count())).toBe(1);
  });

  it("delete removes the line at once and puts it back when refused", async () => {
    let refuse: () => void = () => {};
    const refused = new Promise<void>((resolve) => (refuse = resolve));
    answers.deleteCartItem = async () => {
      await refused;
      throw new GraphQLError("购物袋中没有该商品", { extensions: { code: "404", statusCode: 404 } });
    };
    const api = createTestApiClient(server.url);
    const client = new QueryClient();
    const before = {
      count: 3,
      lines: [
        { ean: "E1", quantity: 1 },
        { ean: "E2", quantity: 2 },
      ],
      price: PRICE,
    } as unknown as BagData;
    client.setQueryData(cartKeys.bag(), before);
    const running = client.getMutationCache().build(client, deleteCartItemMutationOptions(api, client)).execute("E2");
    await vi.waitFor(() => expect(client.getQueryData<BagData>(cartKeys.bag())?.lines.map((line) => line.ean)).toEqual(["E1"]));
    expect(client.getQueryData(cartKeys.count())).toBe(1);
    refuse();
    await expect(running).rejects.toThrow("购物袋中没有该商品");
    expect(argsOf("deleteCartItem")).toEqual([{ ean: "E2" }]);
    expect(client.getQueryData<BagData>(cartKeys.bag())?.lines.map((line) => line.ean)).toEqual(["E1", "E2"]);
  });

  it("validateCoupon rejects with the gateway's reason and resolves with the coupon price", async () => {
    answers.validateOrderCoupon = (_root, args: { couponCode: string }) =>
      args.couponCode === "NEW30"
        ? {
            valid: true,
            reason: null,
            couponCode: "NEW30",
            discountAmount: 30,
            coupon: null,
            price: { ...PRICE, couponDiscountAmount: 30, paidAmount: 869 },
          }
        : { valid: false, reason: "未满 199 元，不可使用", couponCode: args.couponCode, discountAmount: 0, coupon: null, price: PRICE };
    const api = createTestApiClient(server.url);
    await expect(validateCoupon(api, [{ ean: "E1", quantity: 1 }], "X")).rejects.toThrow("未满 199 元，不可使用");
    expect((await validateCoupon(api, [{ ean: "E1", quantity: 1 }], "NEW30")).paidAmount).toBe(869);
    expect(argsOf("validateOrderCoupon")).toEqual([
      { products: [{ ean: "E1", quantity: 1 }], couponCode: "X" },
      { products: [{ ean: "E1", quantity: 1 }], couponCode: "NEW30" },
    ]);
  });

  it("names coupon values: yuan off, or the discount for a percentage", () => {
    const rule = {
      status: "enabled",
      fixedCode: null,
      availableCount: null,
      startDate: "2026-11-01T00:00:00Z",
      endDate: "2026-12-31T15:59:59Z",
      isShareable: false,
      minimumSpend: 0,
      name: "新会员首单立减 30 元",
      description: "",
      couponType: { name: "满减券" },
    };
    const coupon = (promotionType: string, value: number) => ({
      id: "1",
      couponRuleId: "1",
      code: "C",
      status: "available",
      shareStatus: null,
      memberUid: "m",
      availableCount: 1,
      isShareable: false,
      originMemberUid: null,
      couponRule: { ...rule, promotionType, value },
    });
    expect(toCheckoutCoupon({ coupon: coupon("fixed", 30), applicable: true })).toMatchObject({
      valueLabel: "¥30",
      description: "无门槛",
      validity: "2026/11/01 - 2026/12/31",
    });
    expect(toCheckoutCoupon({ coupon: coupon("percentage", 20), applicable: false, reason: "未满 199 元，不可使用" })).toMatchObject({
      valueLabel: "8 折",
      reason: "未满 199 元，不可使用",
    });
  });

  it("tells /success whether the order is paid, waiting, given up in the cashier, expired or cancelled", () => {
    const now = new Date("2026-11-23T12:00:00Z");
    const open = { isPaid: false, paymentExpireAt: "2026-11-23T12:10:00Z", lastPaymentStatus: "pending" };
    expect(orderPaymentState({ ...open, status: "paid", isPaid: true, lastPaymentStatus: "succeeded" }, now)).toBe("paid");
    expect(orderPaymentState({ ...open, status: "pending_payment" }, now)).toBe("pending");
    expect(orderPaymentState({ ...open, status: "pending_payment", lastPaymentStatus: null }, now)).toBe("pending");
    expect(orderPaymentState({ ...open, status: "pending_payment", lastPaymentStatus: "cancelled" }, now)).toBe("payment_cancelled");
    expect(orderPaymentState({ ...open, status: "pending_payment", lastPaymentStatus: "failed" }, now)).toBe("payment_failed");
    expect(orderPaymentState({ ...open, status: "cancelled", paymentExpireAt: "2026-11-23T11:59:00Z" }, now)).toBe("expired");
    expect(orderPaymentState({ ...open, status: "cancelled" }, now)).toBe("cancelled");
    expect(orderPaymentState(null, now)).toBe("unknown");
  });
});
