import { configure, fireEvent, screen, waitFor } from "@testing-library/react";
import type { SchemaServer } from "@xunlan/api-client/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { SAMPLE_CHECKOUT_ADDRESSES } from "../../fixtures/bag";
import {
  answers,
  apiOf,
  argsOf,
  cart,
  cartLine,
  cashier,
  couponOption,
  memberProfile,
  PRICE,
  refusal,
  renderWithProviders,
  resetAnswers,
  startCartServer,
  submitted,
} from "../../test/cart-server";
import { CheckoutPage, type CheckoutPageProps } from "./checkout-page";

// A loaded machine answers the first request (guest token, then the query) slowly.
configure({ asyncUtilTimeout: 15_000 });

let server: SchemaServer;
beforeAll(async () => {
  server = await startCartServer();
});
afterAll(() => server.close());
beforeEach(() => {
  resetAnswers(server);
  answers.cart = () => cart([cartLine("E1", 1)]);
  answers.calculateOrderPrice = () => PRICE;
  answers.availableCoupons = () => [];
  answers.submitOrder = () => submitted("XL9");
  answers.member = () => memberProfile(0);
});

function setup(props: Partial<CheckoutPageProps> = {}) {
  const handlers = { onPaymentPending: vi.fn<(href: string) => void>(), openCashier: vi.fn<(url: string) => void>() };
  renderWithProviders(
    <CheckoutPage
      client={apiOf(server)}
      addresses={SAMPLE_CHECKOUT_ADDRESSES}
      renderAddressForm={() => <p>地址表单</p>}
      shopHref="/explore/men"
      bagHref="/cart"
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

const submit = async () => {
  // 提交订单 is enabled once the gateway's price is there
  const button = (await screen.findAllByRole("button", { name: "提交订单" }))[0] as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  fireEvent.click(button);
};

describe("CheckoutPage (/checkout, spec §2)", { timeout: 60_000 }, () => {
  it("submits the bag to the default address with one checkout id, then opens the cashier that returns to /success", async () => {
    answers.payOrder = (_root, args: { orderNumber: string }) => cashier(args.orderNumber);
    const { openCashier, onPaymentPending } = setup();
    await submit();
    await waitFor(() => expect(openCashier).toHaveBeenCalledWith("https://cashier.example/XL9"));
    const [order] = argsOf(server, "submitOrder") as Array<Record<string, unknown>>;
    expect(order).toMatchObject({
      products: [{ ean: "E1", quantity: 1 }],
      couponCode: null,
      address: {
        consignee: "林晓岚",
        consigneeCellphone: "13912345678",
        province: "广东省",
        city: "深圳市",
        district: "南山区",
        detailAddress: "科技园南区高新南七道 18 号",
        postCode: "518057",
      },
    });
    expect(typeof order?.sid).toBe("string");
    expect(argsOf(server, "payOrder")[0]).toMatchObject({ orderNumber: "XL9", returnUrl: "/success?orderNumber=XL9" });
    expect(onPaymentPending).not.toHaveBeenCalled();
  });

  it("uses store credit in part: priced with balanceAmount, submitted with it, the rest paid in the cashier (issue 24 §3)", async () => {
    answers.member = () => memberProfile(100);
    // The gateway caps the credit at what is due and takes it off paidAmount.
    answers.calculateOrderPrice = (_root, args: { balanceAmount?: number | null }) => {
      const used = Math.min(args.balanceAmount ?? 0, 899);
      return { ...PRICE, balanceAmount: used, paidAmount: (89_900 - Math.round(used * 100)) / 100 };
    };
    answers.submitOrder = (_root, args: { balanceAmount?: number | null }) => submitted("XL9", args.balanceAmount ?? 0);
    answers.payOrder = (_root, args: { orderNumber: string }) => cashier(args.orderNumber);
    const { openCashier } = setup();
    const toggle = (await screen.findByRole("switch", { name: "使用余额抵扣" }, { timeout: 15_000 })) as HTMLInputElement;
    await waitFor(() => expect(toggle.disabled).toBe(false));
    fireEvent.click(toggle);
    await waitFor(() => expect(screen.getAllByTestId("order-total")[0]?.textContent).toContain("¥799.00"));
    expect(screen.getByTestId("balance-rest").textContent).toContain("余额抵扣 ¥100.00，其余 ¥799.00 在收银台在线支付");
    await submit();
    await waitFor(() => expect(openCashier).toHaveBeenCalledWith("https://cashier.example/XL9"));
    expect(argsOf(server, "submitOrder")[0]).toMatchObject({ balanceAmount: 100 });
  });

  it("an order the balance pays wholly goes to /success without the cashier (issue 24 §3)", async () => {
    answers.member = () => memberProfile(1000);
    answers.calculateOrderPrice = (_root, args: { balanceAmount?: number | null }) => {
      const used = Math.min(args.balanceAmount ?? 0, 899);
      return { ...PRICE, balanceAmount: used, paidAmount: (89_900 - Math.round(used * 100)) / 100 };
    };
    answers.submitOrder = (_root, args: { balanceAmount?: number | null }) => submitted("XL9", args.balanceAmount ?? 0);
    const { openCashier, onPaymentPending } = setup();
    const toggle = (await screen.findByRole("switch", { name: "使用余额抵扣" }, { timeout: 15_000 })) as HTMLInputElement;
    await waitFor(() => expect(toggle.disabled).toBe(false));
    fireEvent.click(toggle);
    await waitFor(() => expect(screen.getByTestId("balance-rest").textContent).toContain("余额全额支付，提交后无需跳转收银台"));
    await submit();
    await waitFor(() => expect(onPaymentPending).toHaveBeenCalledWith("/success?orderNumber=XL9"));
    expect(argsOf(server, "submitOrder")[0]).toMatchObject({ balanceAmount: 899 });
    expect(argsOf(server, "payOrder")).toHaveLength(0);
    expect(openCashier).not.toHaveBeenCalled();
  });

  it("an order whose payment could not start: the gateway's message as a toast, then its /success page", async () => {
    answers.payOrder = () => {
      throw refusal("收银台繁忙");
    };
    const { openCashier, onPaymentPending } = setup();
    await submit();
    await waitFor(() => expect(onPaymentPending).toHaveBeenCalledWith("/success?orderNumber=XL9"));
    expect((await screen.findByTestId("toast")).textContent).toBe("收银台繁忙");
    expect(openCashier).not.toHaveBeenCalled();
  });

  it("a refused order is a toast and nothing is paid", async () => {
    answers.submitOrder = () => {
      throw refusal("库存不足");
    };
    const { openCashier, onPaymentPending } = setup();
    await submit();
    expect((await screen.findByTestId("toast")).textContent).toBe("库存不足");
    expect(argsOf(server, "payOrder")).toEqual([]);
    expect(openCashier).not.toHaveBeenCalled();
    expect(onPaymentPending).not.toHaveBeenCalled();
  });

  it("an empty bag shows 你的购物袋是空的 with 去逛逛", async () => {
    answers.cart = () => cart([]);
    setup();
    expect(await screen.findByRole("region", { name: "你的购物袋是空的" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "提交订单" })).toBeNull();
  });

  it("applies the gateway's best offer without a tap (已选最优优惠); 不使用优惠券 drops it and another can be chosen", async () => {
    answers.availableCoupons = () => [
      couponOption("BEST30", { best: true }),
      couponOption("TEN", { value: 10 }),
      couponOption("FAR", { value: 100, applicable: false }),
    ];
    answers.calculateOrderPrice = (_root, args: { couponCode?: string | null }) => {
      const off = args.couponCode === "BEST30" ? 30 : args.couponCode === "TEN" ? 10 : 0;
      return { ...PRICE, couponCode: args.couponCode ?? null, couponDiscountAmount: off, paidAmount: 899 - off };
    };
    answers.validateOrderCoupon = (_root, args: { couponCode: string }) => ({
      valid: true,
      reason: null,
      couponCode: args.couponCode,
      discountAmount: 10,
      coupon: null,
      price: PRICE,
    });
    answers.payOrder = (_root, args: { orderNumber: string }) => cashier(args.orderNumber);
    setup();
    // The first total shown already has the coupon: the price is asked only with it.
    await waitFor(() => expect(screen.getAllByTestId("order-total")[0]?.textContent).toBe("¥869.00"));
    expect(argsOf(server, "calculateOrderPrice").map((args) => (args as { couponCode?: string | null }).couponCode)).toEqual(["BEST30"]);
    expect(screen.getByTestId("best-offer").textContent).toContain("已选最优优惠");
    expect(screen.getByTestId("best-offer").textContent).toContain("已省 ¥30.00");
    expect(screen.getByRole("button", { name: "不使用优惠券" }).getAttribute("aria-pressed")).toBe("false");

    fireEvent.click(screen.getByRole("button", { name: "不使用优惠券" }));
    await waitFor(() => expect(screen.getAllByTestId("order-total")[0]?.textContent).toBe("¥899.00"));
    expect(screen.getByRole("button", { name: "不使用优惠券" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.queryByTestId("best-offer")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: /^使用 新会员首单立减\s10\s元$/ }));
    await waitFor(() => expect(screen.getAllByTestId("order-total")[0]?.textContent).toBe("¥889.00"));
    await submit();
    await waitFor(() => expect(argsOf(server, "submitOrder")).toHaveLength(1));
    expect(argsOf(server, "submitOrder")[0]).toMatchObject({ couponCode: "TEN" });
  });

  it("submits the best offer when the shopper leaves it", async () => {
    answers.availableCoupons = () => [couponOption("BEST30", { best: true })];
    answers.calculateOrderPrice = (_root, args: { couponCode?: string | null }) => ({
      ...PRICE,
      couponDiscountAmount: args.couponCode ? 30 : 0,
      paidAmount: args.couponCode ? 869 : 899,
    });
    answers.payOrder = (_root, args: { orderNumber: string }) => cashier(args.orderNumber);
    setup();
    await submit();
    await waitFor(() => expect(argsOf(server, "submitOrder")).toHaveLength(1));
    expect(argsOf(server, "submitOrder")[0]).toMatchObject({ couponCode: "BEST30" });
  });

  it("no coupon saves anything: nothing is applied and the count is shown", async () => {
    answers.availableCoupons = () => [couponOption("FAR", { value: 100, applicable: false })];
    setup();
    await waitFor(() => expect(screen.getAllByTestId("order-total")[0]?.textContent).toBe("¥899.00"));
    expect(argsOf(server, "calculateOrderPrice").some((args) => (args as { couponCode?: string | null }).couponCode === null)).toBe(true);
    expect(screen.queryByTestId("best-offer")).toBeNull();
    expect(screen.getByText("暂无可用优惠券")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "不使用优惠券" })).toBeNull();
  });

  it("立即购买: shows, prices and submits only the one line, with isInCart false, never reading the bag", async () => {
    answers.cart = () => {
      throw new Error("the bag is not read for a 立即购买");
    };
    answers.buyNowLines = (_root, args: { products: Array<{ ean: string; quantity: number }> }) =>
      args.products.map((p) => cartLine(p.ean, p.quantity, "P9", { styleDisplayNameCn: "迅岚 云迹 3" }));
    answers.payOrder = (_root, args: { orderNumber: string }) => cashier(args.orderNumber);
    const { openCashier } = setup({ buyNow: { ean: "6970000000017", quantity: 2 } });
    expect(await screen.findByRole("article", { name: "迅岚 云迹 3" })).toBeTruthy();
    await submit();
    await waitFor(() => expect(openCashier).toHaveBeenCalled());
    expect(argsOf(server, "cart")).toEqual([]);
    expect(argsOf(server, "buyNowLines")[0]).toEqual({ products: [{ ean: "6970000000017", quantity: 2 }] });
    expect(argsOf(server, "calculateOrderPrice")[0]).toMatchObject({ orderProducts: [{ ean: "6970000000017", quantity: 2 }] });
    expect(argsOf(server, "submitOrder")[0]).toMatchObject({ isInCart: false, products: [{ ean: "6970000000017", quantity: 2 }] });
  });

  it("立即购买 of a size the gateway does not know says so, with 去逛逛", async () => {
    answers.buyNowLines = () => {
      throw refusal("商品不存在");
    };
    setup({ buyNow: { ean: "6970000000000", quantity: 1 } });
    expect(await screen.findByText(/商品不存在/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "去逛逛" }).getAttribute("href")).toBe("/explore/men");
    expect(screen.queryByRole("button", { name: "提交订单" })).toBeNull();
  });

  it("门店自提 (issue 24 §1): lists the pickup stores with their stock, prices without shipping and submits the store, day, span and 提货人 instead of an address", async () => {
    const days = [
      ["2026-11-22", true],
      ["2026-11-23", true],
      ["2026-11-24", false],
      ["2026-11-25", false],
      ["2026-11-26", false],
      ["2026-11-27", true],
      ["2026-11-28", true],
    ] as const;
    const store = (code: string, name: string, distance: number) => ({
      id: code,
      omsStoreCode: code,
      storeName: name,
      city: "上海",
      address: `${name}地址`,
      telephone: "021-0000 0000",
      storeType: "store",
      productRange: "",
      operationStartTime: "10:00",
      operationEndTime: "21:30",
      enablePickup: true,
      image: null,
      images: [],
      distance,
      lng: null,
      lat: null,
    });
    answers.pickupStores = () => [
      {
        store: store("XLSH01", "迅岚上海南京西路旗舰店", 1.2),
        inStock: true,
        stock: [{ ean: "E1", saleableQty: 5 }],
        pickupDays: days.map(([d, disabled]) => ({
          dateText: d.slice(5),
          monthText: "11月",
          form_pickupDate: d,
          date: Number(d.slice(8)),
          day: "周一",
          disabled,
        })),
        pickupTimeSpans: ["10:00-12:00", "20:00-21:30"],
      },
      {
        store: store("XLSH02", "迅岚上海新天地店", 3.4),
        inStock: false,
        stock: [{ ean: "E1", saleableQty: 0 }],
        pickupDays: [],
        pickupTimeSpans: [],
      },
    ];
    answers.payOrder = (_root, args: { orderNumber: string }) => cashier(args.orderNumber);
    const { openCashier } = setup();
    fireEvent.click(await screen.findByRole("radio", { name: "门店自提" }));
    expect(await screen.findByText("迅岚上海南京西路旗舰店")).toBeTruthy();
    const stock = screen.getAllByTestId("pickup-stock").map((el) => el.textContent);
    expect(stock).toEqual(["有货", "库存不足"]);
    expect((screen.getByRole("radio", { name: /迅岚上海新天地店/ }) as HTMLInputElement).disabled).toBe(true);
    // The first selectable day is chosen; the padding days cannot be.
    expect((screen.getByRole("radio", { name: /11-24/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("radio", { name: /11-22/ }) as HTMLInputElement).disabled).toBe(true);
    await waitFor(() => expect(argsOf(server, "calculateOrderPrice").some((a) => (a as { pickup?: boolean }).pickup === true)).toBe(true));
    // Without a time span, submit says what is missing.
    await submit();
    expect((await screen.findByRole("alert")).textContent).toBe("请选择自提时间段");
    fireEvent.click(screen.getByRole("radio", { name: "20:00-21:30" }));
    await submit();
    await waitFor(() => expect(openCashier).toHaveBeenCalled());
    const [order] = argsOf(server, "submitOrder") as Array<Record<string, unknown>>;
    expect(order).toMatchObject({
      pickup: {
        storeCode: "XLSH01",
        pickupDate: "2026-11-24",
        pickupTimeSpan: "20:00-21:30",
        consignee: "林晓岚",
        consigneeCellphone: "13912345678",
      },
    });
    expect(order?.address ?? null).toBeNull();
  });
});
