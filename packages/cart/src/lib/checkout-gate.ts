import { formatPrice } from "@xunlan/validation";
import { CART_MESSAGES } from "./messages";

/** What decides whether 去结算 / 提交订单 may be pressed (spec §5 checkout gating). */
export interface CheckoutGateInput {
  /** Lines in the bag. */
  lineCount: number;
  /** A quantity change waits for the debounce or the gateway (spec §4). */
  pending: boolean;
  /** A line is sold out (暂无库存): it cannot be ordered. */
  hasSoldOut?: boolean;
}

/** Result of {@link checkoutGate}: disabled with a reason to show, or enabled. */
export interface CheckoutGate {
  disabled: boolean;
  /** Why it is disabled, when the shopper should be told (null for an empty bag). */
  reason: string | null;
}

/**
 * spec §5: checkout is disabled when the bag is empty or a change is pending; a sold-out line
 * also blocks it (the order would be refused). Login is not checked here: a logged-out press
 * shows 请先登录后再购买～ and opens the login popup instead of being disabled.
 */
export function checkoutGate({ lineCount, pending, hasSoldOut = false }: CheckoutGateInput): CheckoutGate {
  if (lineCount === 0) return { disabled: true, reason: null };
  if (pending) return { disabled: true, reason: CART_MESSAGES.pendingHint };
  if (hasSoldOut) return { disabled: true, reason: CART_MESSAGES.outOfStockBlocks };
  return { disabled: false, reason: null };
}

/** The free-shipping threshold the store announces (全场订单满 299 元包邮). */
export const FREE_SHIPPING_THRESHOLD = 299;

/**
 * The bag's message line about shipping: how much more reaches free shipping while a fee is
 * charged, null once shipping is free.
 */
export function freeShippingMessage(totalAfterDiscounts: number, shippingFee: number, threshold = FREE_SHIPPING_THRESHOLD): string | null {
  if (shippingFee <= 0) return null;
  const missing = Math.round((threshold - totalAfterDiscounts) * 100) / 100;
  return missing > 0 ? CART_MESSAGES.freeShippingHint(formatPrice(missing)) : null;
}
