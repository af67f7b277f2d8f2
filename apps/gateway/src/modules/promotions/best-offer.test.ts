import { describe, expect, it } from "vitest";
import { bestCouponOffer, type CouponCandidate } from "./best-offer";
import { calculatePrice, type PromotionRule } from "./pricing";

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
const END = new Date("2026-12-31T15:59:59.000Z");
const fixed = (code: string, value: number, endsAt = END): CouponCandidate => ({
  coupon: { code, promotionType: "fixed", value, maxDiscount: null },
  endsAt,
});
const percent = (code: string, value: number, maxDiscount: number | null, endsAt = END): CouponCandidate => ({
  coupon: { code, promotionType: "percentage", value, maxDiscount },
  endsAt,
});

describe("bestCouponOffer (issue 26: 已选最优优惠)", () => {
  it("picks the coupon that saves most, in fen, and prices the order with it", () => {
    // ¥1,099: 新会员 ¥30 against 95 折 capped at ¥50 → the 95 折 saves ¥50.
    const result = bestCouponOffer([line("a", 1099)], [SHIPPING], [fixed("NEW30", 30), percent("XLRUN95", 5, 50)]);
    expect(result.best?.code).toBe("XLRUN95");
    expect(result.best?.savingFen).toBe(5000);
    expect(result.best?.price).toMatchObject({ couponCode: "XLRUN95", couponDiscountAmount: 50, paidAmount: 1049 });
    expect(result.offers.map((o) => [o.code, o.savingFen])).toEqual([
      ["NEW30", 3000],
      ["XLRUN95", 5000],
    ]);
    expect(result.withoutCoupon.paidAmount).toBe(1099);
    // ¥399.90: 5 % is ¥19.995 → ¥20.00 (rounded in fen) < ¥30 → the fixed coupon.
    expect(bestCouponOffer([line("a", 399.9)], [SHIPPING], [percent("XLRUN95", 5, 50), fixed("NEW30", 30)]).best?.code).toBe("NEW30");
  });

  it("breaks a tie by the coupon ending sooner, then by code, whatever the order given", () => {
    const soon = new Date("2026-12-01T00:00:00.000Z");
    const a = fixed("LATER", 30);
    const b = fixed("SOONER", 30, soon);
    expect(bestCouponOffer([line("a", 500)], [SHIPPING], [a, b]).best?.code).toBe("SOONER");
    expect(bestCouponOffer([line("a", 500)], [SHIPPING], [b, a]).best?.code).toBe("SOONER");
    expect(bestCouponOffer([line("a", 500)], [SHIPPING], [fixed("ZED", 30), fixed("ABC", 30)]).best?.code).toBe("ABC");
  });

  it("counts the shipping fee a coupon brings back: saving less than its discount", () => {
    // ¥309: −¥30 brings the goods under 299 → +¥10 fee → saves ¥20; −¥10 keeps free shipping → saves ¥10.
    const result = bestCouponOffer([line("a", 309)], [SHIPPING], [fixed("THIRTY", 30), fixed("TEN", 10)]);
    expect(result.offers.find((o) => o.code === "THIRTY")).toMatchObject({ savingFen: 2000 });
    expect(result.best?.code).toBe("THIRTY");
    // ¥305: −¥30 → ¥275 + ¥10 = ¥285 (saves ¥20) against −¥8 → ¥297 + ¥10 = ¥307 (costs ¥2 more).
    const close = bestCouponOffer([line("a", 305)], [SHIPPING], [fixed("EIGHT", 8)]);
    expect(close.offers[0]?.savingFen).toBe(-200);
    expect(close.best).toBeNull();
  });

  it("compares a pickup order without shipping (issue 24 §1): the biggest discount wins", () => {
    // ¥340 by express: −¥50 → ¥290 + ¥10 fee saves ¥40; −¥41 → ¥299, still free, saves ¥41.
    const candidates = [fixed("FIFTY", 50), fixed("FORTYONE", 41)];
    expect(bestCouponOffer([line("a", 340)], [SHIPPING], candidates).best?.code).toBe("FORTYONE");
    // Collected in a store there is no fee to bring back: −¥50 saves ¥50.
    const pickup = bestCouponOffer([line("a", 340)], [SHIPPING], candidates, "pickup");
    expect(pickup.best).toMatchObject({ code: "FIFTY", savingFen: 5000 });
    expect(pickup.best?.price).toMatchObject({ shippingFee: 0, paidAmount: 290 });
    // ¥305 by pickup: −¥8 now saves ¥8 (by express it cost ¥2 more).
    expect(bestCouponOffer([line("a", 305)], [SHIPPING], [fixed("EIGHT", 8)], "pickup").best?.savingFen).toBe(800);
  });

  it("chooses no coupon when none is given or none lowers the price", () => {
    expect(bestCouponOffer([line("a", 100)], [SHIPPING], []).best).toBeNull();
    expect(bestCouponOffer([line("a", 100)], [SHIPPING], [fixed("ZERO", 0)]).best).toBeNull();
  });

  it("weighs a promotion that excludes coupons against each coupon", () => {
    const exclusive: PromotionRule = { ...SECOND_PAIR, config: { ...SECOND_PAIR.config, excludesCoupons: true } };
    const pair = [line("a", 899, 1, "RUN"), line("b", 699, 1, "RUN")];
    // Without a coupon the second pair takes ¥139.80; a ¥30 coupon would drop it → costs ¥109.80 more.
    const result = bestCouponOffer(pair, [SHIPPING, exclusive], [fixed("NEW30", 30)]);
    expect(result.withoutCoupon).toMatchObject({ promotionDiscountAmount: 139.8, paidAmount: 1458.2 });
    expect(result.offers[0]).toMatchObject({ savingFen: -10980 });
    expect(result.offers[0]?.price).toMatchObject({ promotionDiscountAmount: 0, couponDiscountAmount: 30, paidAmount: 1568 });
    expect(result.best).toBeNull();
    // A coupon worth more than the promotion wins, and the order goes without the promotion.
    const big = bestCouponOffer(pair, [SHIPPING, exclusive], [fixed("BIG200", 200)]);
    expect(big.best).toMatchObject({ code: "BIG200", savingFen: 6020 });
    expect(big.best?.price.promotions.map((p) => p.code)).toEqual(["free-shipping-299"]);
    // The same promotion without the flag stays beside the coupon.
    expect(bestCouponOffer(pair, [SHIPPING, SECOND_PAIR], [fixed("NEW30", 30)]).best).toMatchObject({ code: "NEW30", savingFen: 3000 });
  });

  it("drops only the excluding promotion when a coupon is priced", () => {
    const exclusive: PromotionRule = { ...SECOND_PAIR, config: { ...SECOND_PAIR.config, excludesCoupons: true } };
    const price = calculatePrice([line("a", 500, 2, "RUN")], [SHIPPING, exclusive], fixed("C", 30).coupon);
    expect(price).toMatchObject({ promotionDiscountAmount: 0, couponDiscountAmount: 30, paidAmount: 970, shippingFee: 0 });
  });
});
