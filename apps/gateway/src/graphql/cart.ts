import { submitOrder } from "../flows/checkout/checkout-service";
import { reorder } from "../flows/reorder-service";
import type { Resolvers } from "../generated/resolvers-types";
import { GatewayError } from "../kernel/errors";
import { ownValue } from "../kernel/lib/allow-list";
import {
  addCartItem,
  cartOwnerKey,
  cartRecord,
  deleteCartItem,
  loadLineDetails,
  memberCartKey,
  updateCartItemQuantity,
} from "../modules/cart";
import { CART_MESSAGES, GENDER_CN, loadSkuInfo, maxQuantityOf, stockStatusOf } from "../modules/catalog";
import { addArrivalReminder } from "../modules/engagement";
import { rateLimiter } from "../modules/limits";
import { getMemberOrder, getOrderItems, orderStatusText, paymentExpireTime } from "../modules/orders";
import { latestPaymentStatus, payOrder } from "../modules/payments";
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
  priceOrder,
  pricingCouponOf,
  pricingLinesOf,
  validateLines,
} from "../modules/promotions";
import type { GatewayContext } from "./context";
import { requireViewer } from "./viewer";

const now = (context: GatewayContext) => context.members.clock();

/** The member for checkout and payment: '401' without a token, '403' 请先登录后再购买～ for a guest (spec §5, §8). */
function requireBuyer(context: GatewayContext): string {
  const viewer = requireViewer(context);
  if (viewer.kind !== "member" || !viewer.memberUid) throw GatewayError.forbidden(CART_MESSAGES.loginToBuy);
  return viewer.memberUid;
}

function viewerCart(context: GatewayContext) {
  return cartRecord(context.db, cartOwnerKey(requireViewer(context)), () => now(context));
}

/** The best offer first, then the applicable ones by saving, then the rest (stable otherwise). */
function couponStatusSort(
  a: { best: boolean; applicable: boolean; savingAmount: number },
  b: { best: boolean; applicable: boolean; savingAmount: number },
) {
  return Number(b.best) - Number(a.best) || Number(b.applicable) - Number(a.applicable) || b.savingAmount - a.savingAmount;
}

/** Cart, checkout, coupons, payment and 到货提醒 (spec §2, §3, §7). Rules live in the services. */
export const cartResolvers: Resolvers = {
  Query: {
    cart: (_parent, _args, context) => {
      const viewer = requireViewer(context);
      // A member's count is read with their profile and favourite ids when the same document
      // asks for them (MemberSession: one statement, member-reads.ts).
      const memberUid = viewer.kind === "member" ? viewer.memberUid : null;
      if (!memberUid) return viewerCart(context);
      return cartRecord(
        context.db,
        memberCartKey(memberUid),
        () => now(context),
        () => context.loaders.members.cartCount(memberUid),
      );
    },

    cartStockAndPrice: async (_parent, args, context) => {
      requireViewer(context);
      const viewer = context.viewer;
      const eans = [...new Set(args.eans.map((e) => e.trim()).filter(Boolean))];
      const [skus, priced] = await Promise.all([
        loadSkuInfo(context.db, eans),
        priceOrder(context.db, {
          lines: args.lines,
          couponCode: args.couponCode,
          memberUid: viewer?.kind === "member" ? viewer.memberUid : null,
          now: now(context),
          field: "lines",
          allowEmpty: true,
        }),
      ]);
      return {
        skuStock: eans.flatMap((ean) => {
          const info = skus.get(ean);
          return info ? [{ sku: ean, saleableQty: info.saleableQty }] : [];
        }),
        calculateOrderPrice: priced.price,
      };
    },

    calculateOrderPrice: async (_parent, args, context) => {
      const viewer = requireViewer(context);
      const { price } = await priceOrder(context.db, {
        lines: args.orderProducts,
        couponCode: args.couponCode,
        memberUid: viewer.kind === "member" ? viewer.memberUid : null,
        now: now(context),
        field: "orderProducts",
        allowEmpty: true,
        delivery: args.pickup ? "pickup" : "express",
        balanceAmount: args.balanceAmount,
      });
      return price;
    },

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

    buyNowLines: async (_parent, args, context) => {
      requireViewer(context);
      return (await loadLineDetails(context.db, validateLines(args.products), now(context))).lines;
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

    paymentExpireTime: async (_parent, args, context) => {
      if (!args.orderNumber) return paymentExpireTime(null, now(context));
      const order = await getMemberOrder(context.db, requireBuyer(context), args.orderNumber);
      if (!order) throw GatewayError.notFound("订单不存在");
      return paymentExpireTime(order, now(context));
    },

    order: (_parent, args, context) => getMemberOrder(context.db, requireBuyer(context), args.orderNumber),
  },

  Mutation: {
    // spec §7 order/reorder: members only ('403' 请先登录后再购买～ for a guest), like checkout.
    reorder: async (_parent, args, context) => {
      const memberUid = requireBuyer(context);
      const outcome = await reorder(context.db, memberUid, args.orderNumber, now(context));
      return { ...outcome, cart: cartRecord(context.db, memberCartKey(memberUid), () => now(context)) };
    },
    addCartItem: async (_parent, args, context) => {
      const cart = viewerCart(context);
      await addCartItem(context.db, cart.ownerKey, args.ean, args.quantity ?? 1, now(context));
      return cart;
    },
    updateCartItemQuantity: async (_parent, args, context) => {
      const cart = viewerCart(context);
      await updateCartItemQuantity(context.db, cart.ownerKey, args.ean, args.delta, now(context));
      return cart;
    },
    deleteCartItem: async (_parent, args, context) => {
      const cart = viewerCart(context);
      await deleteCartItem(context.db, cart.ownerKey, args.ean);
      return { message: CART_MESSAGES.deleted, cart };
    },
    submitOrder: (_parent, args, context) =>
      submitOrder(context.db, {
        memberUid: requireBuyer(context),
        isInCart: args.isInCart,
        products: args.products,
        sid: args.sid,
        couponCode: args.couponCode,
        address: args.address,
        pickup: args.pickup,
        remark: args.remark,
        balanceAmount: args.balanceAmount,
        channel: context.request.channel,
        now: now(context),
      }),
    payOrder: (_parent, args, context) =>
      payOrder(context.db, context.payments.provider, {
        memberUid: requireBuyer(context),
        orderNumber: args.orderNumber,
        payType: args.payType,
        returnUrl: args.returnUrl,
        now: now(context),
      }),
    addSmsProductArrivalReminder: async (_parent, args, context) => {
      const viewer = requireViewer(context);
      const memberUid = viewer.kind === "member" && viewer.memberUid ? viewer.memberUid : null;
      // A member's own cellphone was proven at sign-in; any other mobile needs a code.
      const memberMobile = memberUid ? (await context.loaders.members.profile(memberUid)).cellphone : null;
      return addArrivalReminder(
        context.db,
        { ean: args.ean, mobile: args.mobile, code: args.code, memberUid, memberMobile, now: now(context) },
        rateLimiter(context.db, context.members.limits.rate, "arrivalReminder", context.request.clientIp, now(context)),
        context.members.limits,
      );
    },
  },

  Cart: {
    count: (cart) => cart.count(),
    cartItems: async (cart) => {
      const { items, skus } = await cart.details();
      return items.map((item) => ({ item, info: skus.get(item.ean) ?? null }));
    },
    sorttedLists: async (cart) => (await cart.details()).lines,
    calculateOrderPrice: async (cart) => (await cart.details()).price,
  },

  CartItem: {
    ean: (r) => r.item.ean,
    quantity: (r) => r.item.quantity,
    selected: (r) => r.item.selected,
    productSize: ({ info }) => {
      if (!info) return null;
      return {
        id: info.sizeId,
        colorId: info.color.id,
        label: info.label,
        ean: info.ean,
        usSize: info.usSize,
        cnSize: info.cnSize,
        euSize: info.euSize,
        sort: info.sort,
        productId: info.color.productId,
        productSlug: info.color.productSlug,
        saleableQty: info.saleableQty,
      };
    },
  },

  CartLine: {
    ean: (l) => l.item.ean,
    sku: (l) => l.item.ean,
    quantity: (l) => l.item.quantity,
    selected: (l) => l.item.selected,
    saleableQty: (l) => (l.info.purchasable ? l.info.saleableQty : 0),
    maxQuantity: (l) => (l.info.purchasable ? maxQuantityOf(l.info) : 0),
    purchaseLimit: (l) => l.info.color.purchaseLimit,
    stockStatus: (l) => stockStatusOf(l.info.purchasable ? l.info.saleableQty : 0).stockStatus,
    stockNotice: (l) => stockStatusOf(l.info.purchasable ? l.info.saleableQty : 0).stockNotice,
    orderNumber: () => null,
    unitPrice: (l) => l.priced.unitPrice,
    sharePrice: (l) => l.priced.sharePrice,
    totalPaid: (l) => l.priced.totalPaid,
    discountAmount: (l) => l.priced.discountAmount,
    onlinePayAmount: (l) => l.priced.totalPaid,
    productSize: (l) => l,
    productId: (l) => l.info.color.productId,
    productSlug: (l) => l.info.color.productSlug,
    styleSlug: (l) => l.info.styleSlug,
    styleDisplayNameCn: (l) => l.info.styleDisplayNameCn,
    styleDisplayNameCn2: (l) => l.info.styleDisplayNameCn2,
    styleSku: (l) => l.info.styleSku,
    productName: (l) => l.info.color.productName,
    price: (l) => l.info.unitPrice,
    slashPrice: (l) => (l.info.color.slashPrice === null ? null : Number(l.info.color.slashPrice)),
    gender: (l) => l.info.color.gender,
    genderCn: (l) => ownValue(GENDER_CN, l.info.color.gender) ?? l.info.color.gender,
    colorName: (l) => l.info.color.colorName,
    colorNameCn: (l) => l.info.color.colorNameCn,
    colorSelectorImage: (l) => l.info.color.colorSelectorImage,
    image: (l) => l.info.color.cardImage,
  },

  CartLineProductSize: {
    label: (l) => l.info.label,
    cnSize: (l) => l.info.cnSize,
    usSize: (l) => l.info.usSize,
    productId: (l) => l.info.color.productId,
    productColor: (l) => l.info.color,
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

  Order: {
    statusText: (o) => orderStatusText(o),
    memberCode: (o) => o.memberUid,
    subtotal: (o) => Number(o.subtotal),
    discountAmount: (o) => Number(o.discountAmount),
    shippingFee: (o) => Number(o.shippingFee),
    totalPaid: (o) => Number(o.totalPaid),
    onlinePayAmount: (o) => Number(o.onlinePayAmount),
    balancePaidAmount: (o) => Number(o.balancePaidAmount),
    lastPaymentStatus: (o, _args, context) => latestPaymentStatus(context.db, o.id),
    orderItems: (o, _args, context) => getOrderItems(context.db, o.id),
  },

  OrderItem: {
    unitPrice: (i) => Number(i.unitPrice),
    sharePrice: (i) => Number(i.sharePrice),
    rowTotal: (i) => Number(i.rowTotal),
    discountAmount: (i) => Number(i.discountAmount),
    totalPaid: (i) => Number(i.totalPaid),
  },
};
