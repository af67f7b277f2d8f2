/** The promotions module's only entrance: what other modules, flows, resolvers and routes may use (docs/ARCHITECTURE.md, gateway layers). */
export { bestCouponOffer } from "./best-offer";
export type { CouponRecord } from "./coupon-service";
export {
  COUPON_MESSAGES,
  couponRejection,
  grantCoupons,
  grantRegistrationCoupons,
  listMemberCoupons,
  memberCouponFacts,
  pricingCouponOf,
  releaseCoupons,
} from "./coupon-service";
export { pointsPromotionAt } from "./points-promotion";
export type { LineInput } from "./price-service";
export { BALANCE_MESSAGES, checkCoupon, loadActivePromotions, priceOrder, pricingLinesOf, validateLines } from "./price-service";
export type { PricedLineResult, PriceResult } from "./pricing";
export { calculatePrice, combinableWithCoupon } from "./pricing";
export { seedPromotions } from "./promotion-seed";
