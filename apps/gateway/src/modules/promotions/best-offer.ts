import { calculatePrice, type PriceResult, type PricingCoupon, type PricingLine, type PromotionRule, withoutShipping } from "./pricing";

/** A coupon that passed its checks (coupon-service's couponRejection), with when it ends. */
export interface CouponCandidate {
  coupon: PricingCoupon;
  /** The coupon's end: of two that save the same, the one ending sooner is used first. */
  endsAt: Date;
}

/** One coupon priced against the lines. */
export interface CouponOffer {
  code: string;
  /** The order's price with this coupon (promotions that exclude coupons dropped). */
  price: PriceResult;
  /**
   * What the shopper pays less than without any coupon, in fen: the coupon's discount, less a
   * shipping fee it brings back and a promotion it rules out. May be 0 or negative.
   */
  savingFen: number;
}

/** What {@link bestCouponOffer} returns. */
export interface BestOffer {
  /** The price without a coupon (every running promotion). */
  withoutCoupon: PriceResult;
  /** One offer per candidate, in the candidates' order. */
  offers: CouponOffer[];
  /** The offer that saves most; null when no coupon makes the order cheaper than none. */
  best: CouponOffer | null;
}

const fen = (yuan: number): number => Math.round(yuan * 100);

/**
 * Issue 26 (已选最优优惠): which coupon, with the promotions it combines with, makes these lines
 * cheapest. Compared on what is paid (paidAmount, in fen), so a coupon that brings the shipping
 * fee back or rules out a bigger promotion loses to one that does not. Ties: the coupon ending
 * sooner, then the code (a stable answer); a coupon that saves nothing is never chosen (going
 * without keeps it for a later order). A pickup order (issue 24 §1) pays no shipping fee, so
 * there a coupon is never worth less for bringing the fee back: compared without shipping.
 */
export function bestCouponOffer(
  lines: readonly PricingLine[],
  promotions: readonly PromotionRule[],
  candidates: readonly CouponCandidate[],
  delivery: "express" | "pickup" = "express",
): BestOffer {
  const priced = (coupon: PricingCoupon | null): PriceResult => {
    const price = calculatePrice(lines, promotions, coupon);
    return delivery === "pickup" ? withoutShipping(price) : price;
  };
  const withoutCoupon = priced(null);
  const offers = candidates.map(({ coupon }): CouponOffer => {
    const price = priced(coupon);
    return { code: coupon.code, price, savingFen: fen(withoutCoupon.paidAmount) - fen(price.paidAmount) };
  });
  let best: { offer: CouponOffer; endsAt: number } | null = null;
  offers.forEach((offer, index) => {
    if (offer.savingFen <= 0) return;
    const endsAt = candidates[index]?.endsAt.getTime() ?? Number.POSITIVE_INFINITY;
    const better =
      best === null ||
      offer.savingFen > best.offer.savingFen ||
      (offer.savingFen === best.offer.savingFen && (endsAt < best.endsAt || (endsAt === best.endsAt && offer.code < best.offer.code)));
    if (better) best = { offer, endsAt };
  });
  return { withoutCoupon, offers, best: (best as { offer: CouponOffer } | null)?.offer ?? null };
}
