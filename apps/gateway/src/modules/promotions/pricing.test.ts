import { describe, expect, it } from "vitest";
import { type PromotionRule, calculatePrice, mergeLines } from "./pricing";

const SHIPPING: PromotionRule = { code: "free-shipping-299", name: "满 299 元包邮", type: "free_shipping", config: { threshold: 299, fee: 10 } };
const SECOND_PAIR: PromotionRule = {
  code: "spring-run-second-pair",
  name: "指定跑鞋第二双 8 折",
  type: "nth_item_percent",
  config: { nth: 2, percentOff: 20, styleSkus: ["RUN"] },
};
const line = (ean: string, unitPrice: number, quantity = 1, styleSku = "OTHER") => ({ ean, unitPrice, quantity, styleSku, saleableQty: 10 });

describe("calculatePrice (spec §3 price calculation)", () => {
  it("adds a 10 元 fee below 299 and ships free from 299 after discounts", () => {
    expect(calculatePrice([line("a", 298.99)], [SHIPPING])).toMatchObject({ totalPrice: 298.99, shippingFee: 10, paidAmount: 308.99, amountToFreeShipping: 0.01 });
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
    const fixed = calculatePrice([line("a", 100), line("b", 200), line("c", 0.01)], [], { code: "C", promotionType: "fixed", value: 30, maxDiscount: null });
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
    expect(calculatePrice([line("a", 10, 1), line("a", 10, 2)], [])).toMatchObject({ totalQtyOrdered: 3, totalItemCount: 1, totalPrice: 30 });
  });
});
