import { SERVICE_CODES } from "@xunlan/validation";
import type { Resolvers } from "../../generated/resolvers-types";
import { GatewayError } from "../../errors";

const notYet = (): never => {
  throw new GatewayError(SERVICE_CODES.INTERNAL, "购物袋即将开放");
};

/** Cart, checkout and payment operations (contract first; the services follow). */
export const cartResolvers: Resolvers = {
  Query: {
    cart: notYet,
    cartStockAndPrice: notYet,
    calculateOrderPrice: notYet,
    availableCoupons: notYet,
    validateOrderCoupon: notYet,
    paymentExpireTime: notYet,
    order: notYet,
  },
  Mutation: {
    addCartItem: notYet,
    updateCartItemQuantity: notYet,
    deleteCartItem: notYet,
    submitOrder: notYet,
    payOrder: notYet,
    addSmsProductArrivalReminder: notYet,
  },
};
