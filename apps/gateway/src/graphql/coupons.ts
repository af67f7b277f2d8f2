import type { Resolvers } from "../generated/resolvers-types";
import { loadSkuInfo } from "../modules/catalog";
import {
  bestCouponOffer,
  COUPON_MESSAGES,
  calculatePrice,
  checkCoupon,
  combinableWithCoupon,
  couponRejection,
  listMemberCoupons,
  loadActivePromotions,
  memberCouponFacts,
  pricingCouponOf,
  pricingLinesOf,
  validateLines,
} from "../modules/promotions";
import type { GatewayContext } from "./context";
import { requireBuyer } from "./viewer";

const now = (context: GatewayContext) => context.members.clock();

/** The best offer first, then the applicable ones by saving, then the rest (stable otherwise). */
function couponStatusSort(
  a: { best: boolean; applicable: boolean; savingAmount: number },
  b: { best: boolean; applicable: boolean; savingAmount: number },
) {
  return Number(b.best) - Number(a.best) || Number(b.applicable) - Number(a.applicable) || b.savingAmount - a.savingAmount;
}

/** A member's coupons at checkout (spec §3, §7). */
export const couponResolvers: Resolvers = {
  Query: {
    availableCoupons: async (_parent, args, context) => {
      const memberUid = requireBuyer(context);
      const at = now(context);
      const lines = validateLines(args.products);
      const [skus, promos, coupons, facts] = await Promise.all([
        loadSkuInfo(
          context.db,
          lines.map((l) => l.ean),
        ),
        loadActivePromotions(context.db, at),
        listMemberCoupons(context.db, memberUid),
        memberCouponFacts(context.db, memberUid),
      ]);
      const pricing = pricingLinesOf(lines, skus);
      // A coupon's minimum spend counts the promotions that stay beside it.
      const base = calculatePrice(pricing, combinableWithCoupon(promos));
      const checked = coupons.map((record) => ({ record, reason: couponRejection(record, facts, base.amountAfterPromotions, at) }));
      const usable = checked.filter((c) => c.reason === null);
      const { offers, best } = bestCouponOffer(
        pricing,
        promos,
        usable.map(({ record }) => ({ coupon: pricingCouponOf(record), endsAt: record.coupon.endDate })),
        args.pickup ? "pickup" : "express",
      );
      const offerOf = new Map(offers.map((offer) => [offer.code, offer]));
      return checked
        .map(({ record, reason }) => {
          const offer = reason === null ? offerOf.get(record.coupon.code) : undefined;
          return {
            coupon: record,
            applicable: reason === null,
            reason,
            discountAmount: offer ? offer.price.couponDiscountAmount : 0,
            savingAmount: offer ? offer.savingFen / 100 : 0,
            best: offer !== undefined && offer === best,
          };
        })
        .sort(couponStatusSort);
    },
    validateOrderCoupon: async (_parent, args, context) => {
      const memberUid = requireBuyer(context);
      const at = now(context);
      const lines = validateLines(args.products);
      const [skus, promos] = await Promise.all([
        loadSkuInfo(
          context.db,
          lines.map((l) => l.ean),
        ),
        loadActivePromotions(context.db, at),
      ]);
      const pricing = pricingLinesOf(lines, skus);
      const code = args.couponCode.trim();
      const { record, reason } = await checkCoupon(context.db, memberUid, code, pricing, promos, at);
      if (!record || reason) {
        return {
          valid: false,
          reason: reason ?? COUPON_MESSAGES.notFound,
          couponCode: code,
          discountAmount: 0,
          coupon: record,
          price: calculatePrice(pricing, promos),
        };
      }
      const price = calculatePrice(pricing, promos, pricingCouponOf(record));
      return {
        valid: true,
        reason: null,
        couponCode: record.coupon.code,
        discountAmount: price.couponDiscountAmount,
        coupon: record,
        price,
      };
    },
  },

  Coupon: {
    id: (r) => r.coupon.id,
    couponRuleId: (r) => r.coupon.couponRuleId,
    code: (r) => r.coupon.code,
    status: (r) => r.status,
    shareStatus: (r) => r.coupon.shareStatus,
    memberUid: (r) => r.coupon.memberUid,
    // A shared code without a cap has no count: shown as 1 use for this member.
    availableCount: (r) => r.coupon.availableCount ?? 1,
    isShareable: (r) => r.coupon.isShareable,
    originMemberUid: (r) => r.coupon.originMemberUid,
    couponRule: (r) => r,
  },

  CouponRule: {
    status: (r) => r.rule.status,
    fixedCode: (r) => r.rule.fixedCode,
    availableCount: (r) => (r.coupon.memberUid === null ? r.coupon.availableCount : null),
    startDate: (r) => r.coupon.startDate,
    endDate: (r) => r.coupon.endDate,
    isShareable: (r) => r.rule.isShareable,
    promotionType: (r) => r.rule.promotionType,
    value: (r) => Number(r.rule.value),
    minimumSpend: (r) => Number(r.rule.minimumSpend),
    name: (r) => r.rule.name,
    description: (r) => r.rule.description,
    couponType: (r) => ({ name: r.rule.couponTypeName }),
  },
};
