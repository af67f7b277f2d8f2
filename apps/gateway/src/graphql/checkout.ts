import { submitOrder } from "../flows/checkout/checkout-service";
import { reorder } from "../flows/reorder-service";
import type { Resolvers } from "../generated/resolvers-types";
import { GatewayError } from "../kernel/errors";
import { cartRecord, loadLineDetails, memberCartKey } from "../modules/cart";
import { getMemberOrder, paymentExpireTime } from "../modules/orders";
import { payOrder } from "../modules/payments";
import { priceOrder, validateLines } from "../modules/promotions";
import type { GatewayContext } from "./context";
import { requireBuyer, requireViewer } from "./viewer";

const now = (context: GatewayContext) => context.members.clock();

/** Checkout and payment: the order's price, buy-now lines, submitOrder, payOrder and reorder (spec §3, §7). */
export const checkoutResolvers: Resolvers = {
  Query: {
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
    buyNowLines: async (_parent, args, context) => {
      requireViewer(context);
      return (await loadLineDetails(context.db, validateLines(args.products), now(context))).lines;
    },
    paymentExpireTime: async (_parent, args, context) => {
      if (!args.orderNumber) return paymentExpireTime(null, now(context));
      const order = await getMemberOrder(context.db, requireBuyer(context), args.orderNumber);
      if (!order) throw GatewayError.notFound("订单不存在");
      return paymentExpireTime(order, now(context));
    },
  },

  Mutation: {
    // spec §7 order/reorder: members only ('403' 请先登录后再购买～ for a guest), like checkout.
    reorder: async (_parent, args, context) => {
      const memberUid = requireBuyer(context);
      const outcome = await reorder(context.db, memberUid, args.orderNumber, now(context));
      return { ...outcome, cart: cartRecord(context.db, memberCartKey(memberUid), () => now(context)) };
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
  },
};
