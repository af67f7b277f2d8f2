import { describe, expect, it } from "vitest";
import { calculatePrice, mergeLines, type PromotionRule } from "./pricing";

const SHIPPING: PromotionRule = {
  code: "free-shipping-299",
  name: "满 299 元包邮",
  type: "free_shipping",
  config: { threshold: 299, fee: 10 },
};
const SECOND_PAIR: PromotionRule = {
  code: "spring-run-second-pair",
  name: "指定跑鞋第二双 8 折",
  type: "nth_item_percent",
  config: { nth: 2, percentOff: 20, styleSkus: ["RUN"] },
};
const line = (ean: string, unitPrice: number, quantity = 1, styleSku = "OTHER") => ({
  ean,
  unitPrice,
  quantity,
  styleSku,
  saleableQty: 10,
});

describe("calculatePrice (spec §3 price calculation)", () => {
  it("adds a 10 元 fee below 299 and ships free from 299 after discounts", () => {
    expect(calculatePrice([line("a", 298.99)], [SHIPPING])).toMatchObject({
      totalPrice: 298.99,
      shippingFee: 10,
      paidAmount: 308.99,
      amountToFreeShipping: 0.01,
    });
    expect(calculatePrice([line("a", 299)], [SHIPPING])).toMatchObject({ shippingFee: 0, paidAmount: 299, amountToFreeShipping: 0 });
    // A coupon that takes the goods below 299 brings the fee back.
    const withCoupon = calculatePrice([line("a", 309)], [SHIPPING], { code: "C", promotionType: "fixed", value: 30, maxDiscount: null });
    expect(withCoupon).toMatchObject({ couponDiscountAmount: 30, shippingFee: 10, paidAmount: 289 });
    expect(calculatePrice([], [SHIPPING])).toMatchObject({ shippingFee: 0, paidAmount: 0, totalItemCount: 0 });
  });

  it("takes 20% off every second designated pair, the cheaper ones, and nothing off other styles", () => {
    const two = calculatePrice([line("a", 899, 1, "RUN"), line("b", 699, 1, "RUN"), line("c", 100)], [SECOND_PAIR]);
    expect(two.promotionDiscountAmount).toBe(139.8);
    expect(two.lines.find((l) => l.ean === "b")).toMatchObject({ discountAmount: 139.8, totalPaid: 559.2, sharePrice: 559.2 });
    expect(two.lines.find((l) => l.ean === "a")!.discountAmount).toBe(0);
    const three = calculatePrice([line("a", 500, 3, "RUN")], [SECOND_PAIR]);
    expect(three.promotionDiscountAmount).toBe(100);
    expect(three.lines[0]).toMatchObject({ rowTotal: 1500, totalPaid: 1400, sharePrice: 466.67 });
    expect(calculatePrice([line("a", 500, 4, "RUN")], [SECOND_PAIR]).promotionDiscountAmount).toBe(200);
    expect(calculatePrice([line("a", 500, 1, "RUN"), line("b", 500, 1)], [SECOND_PAIR]).promotionDiscountAmount).toBe(0);
  });

  it("spreads a coupon over the lines to the fen, and caps a percentage", () => {
    const fixed = calculatePrice([line("a", 100), line("b", 200), line("c", 0.01)], [], {
      code: "C",
      promotionType: "fixed",
      value: 30,
      maxDiscount: null,
    });
    expect(fixed.couponDiscountAmount).toBe(30);
    expect(fixed.lines.reduce((sum, l) => sum + Math.round(l.discountAmount * 100), 0)).toBe(3000);
    expect(fixed.paidAmount).toBe(270.01);
    const pct = calculatePrice([line("a", 2000)], [], { code: "P", promotionType: "percentage", value: 5, maxDiscount: 50 });
    expect(pct.couponDiscountAmount).toBe(50);
    const small = calculatePrice([line("a", 199)], [], { code: "P", promotionType: "percentage", value: 5, maxDiscount: 50 });
    expect(small.couponDiscountAmount).toBe(9.95);
    // Never more than the goods.
    expect(calculatePrice([line("a", 20)], [], { code: "C", promotionType: "fixed", value: 30, maxDiscount: null }).paidAmount).toBe(0);
  });

  it("counts units and distinct sizes; same-EAN lines are summed", () => {
    expect(mergeLines([line("a", 1, 1), line("b", 1, 2), line("a", 1, 3)]).map((l) => [l.ean, l.quantity])).toEqual([
      ["a", 4],
      ["b", 2],
    ]);
    expect(calculatePrice([line("a", 10, 1), line("a", 10, 2)], [])).toMatchObject({
      totalQtyOrdered: 3,
      totalItemCount: 1,
      totalPrice: 30,
    });
  });
});

// What each promotion and the coupon's spread must give, case by case (issue 14: the mutation
// check of pnpm mutation keeps these above 80 %).
describe("calculatePrice: promotions applied, and the coupon's spread", () => {
  const FIXED = (value: number) => ({ code: "C", promotionType: "fixed" as const, value, maxDiscount: null });

  it("lists the promotions that applied, with their amounts, and nothing else", () => {
    const both = calculatePrice([line("a", 899, 1, "RUN"), line("b", 699, 1, "RUN")], [SECOND_PAIR, SHIPPING]);
    expect(both.promotions).toEqual([
      { code: "spring-run-second-pair", name: "指定跑鞋第二双 8 折", discountAmount: 139.8 },
      { code: "free-shipping-299", name: "满 299 元包邮", discountAmount: 0 },
    ]);
    expect(both).toMatchObject({ totalPrice: 1598, amountAfterPromotions: 1458.2, promotionDiscountAmount: 139.8, paidAmount: 1458.2 });
    expect(both.lines.map((l) => l.promotionDiscountAmount)).toEqual([0, 139.8]);
    // A fee charged: 满 299 包邮 did not apply; one designated pair alone: no second pair.
    expect(calculatePrice([line("a", 100, 1, "RUN")], [SECOND_PAIR, SHIPPING]).promotions).toEqual([]);
    // Nothing in the bag: no promotion, whatever the rules.
    expect(calculatePrice([], [SECOND_PAIR, SHIPPING]).promotions).toEqual([]);
    expect(calculatePrice([line("a", 500)], []).promotions).toEqual([]);
  });

  it("finds the shipping rule wherever it stands among the promotions", () => {
    expect(calculatePrice([line("a", 100)], [SECOND_PAIR, SHIPPING])).toMatchObject({
      shippingFee: 10,
      paidAmount: 110,
      amountToFreeShipping: 199,
    });
  });

  it("discounts the cheaper pair whatever the order of the lines, and every nth unit for another n", () => {
    const reversed = calculatePrice([line("b", 699, 1, "RUN"), line("a", 899, 1, "RUN")], [SECOND_PAIR]);
    expect(reversed.lines.map((l) => [l.ean, l.promotionDiscountAmount])).toEqual([
      ["b", 139.8],
      ["a", 0],
    ]);
    const third: PromotionRule = { ...SECOND_PAIR, config: { nth: 3, percentOff: 20, styleSkus: ["RUN"] } };
    const three = calculatePrice([line("x", 200, 1, "RUN"), line("y", 100, 1, "RUN"), line("z", 300, 1, "RUN")], [third]);
    expect(three.lines.map((l) => [l.ean, l.promotionDiscountAmount])).toEqual([
      ["x", 0],
      ["y", 20],
      ["z", 0],
    ]);
  });

  it("spreads a coupon in proportion to what each line costs after promotions, the last fen by largest remainder", () => {
    const afterPromo = calculatePrice([line("a", 899, 1, "RUN"), line("b", 699, 1, "RUN")], [SECOND_PAIR], FIXED(100));
    // 100 元 over 899 and 559.20: 61.65 and 38.35 (to the fen, summing to 100).
    expect(afterPromo.lines.map((l) => l.couponDiscountAmount)).toEqual([61.65, 38.35]);
    expect(afterPromo.lines.map((l) => l.totalPaid)).toEqual([837.35, 520.85]);
    // 2 fen over 1.00, 1.50 and 2.50: shares 0.4, 0.6 and 1.0 fen — the whole fen to the third,
    // the remaining one to the largest remainder (the second).
    const fen = calculatePrice([line("a", 1), line("b", 1.5), line("c", 2.5)], [], FIXED(0.02));
    expect(fen.lines.map((l) => l.couponDiscountAmount)).toEqual([0, 0.01, 0.01]);
    // Nothing to discount: every line's share is zero, never NaN.
    const free = calculatePrice([line("a", 0)], [], FIXED(30));
    expect(free.lines[0]).toMatchObject({ couponDiscountAmount: 0, totalPaid: 0 });
    expect(free.paidAmount).toBe(0);
  });
});
