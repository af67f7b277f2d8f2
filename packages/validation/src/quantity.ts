import { LOW_STOCK_THRESHOLD } from "./constants";
import { MESSAGES } from "./messages";

/** Result of {@link applyQuantityStep}. */
export interface QuantityStep {
  /** The quantity to show after the step. */
  quantity: number;
  /** The delta to send to updateCartItemQuantity; 0 means send nothing. */
  delta: -1 | 0 | 1;
  /** A toast to show, or null. */
  message: string | null;
}

/**
 * Applies a bag plus (+1) or minus (-1) press (spec §5): minus does nothing at 1; plus that
 * would exceed `saleableQty` does nothing and returns 已达数量上限，无法继续加购.
 */
export function applyQuantityStep(quantity: number, step: 1 | -1, saleableQty: number): QuantityStep {
  if (step === -1) {
    // spec §5: quantity minus does nothing at 1
    return quantity <= 1 ? { quantity, delta: 0, message: null } : { quantity: quantity - 1, delta: -1, message: null };
  }
  // spec §5: plus above saleableQty shows the limit message
  if (quantity + 1 > saleableQty) return { quantity, delta: 0, message: MESSAGES.quantityLimit };
  return { quantity: quantity + 1, delta: 1, message: null };
}

/**
 * The stock notice of a bag line (spec §5): 暂无库存 when saleableQty ≤ 0, 库存紧张 from 1 to
 * {@link LOW_STOCK_THRESHOLD} (3), otherwise null. Unknown stock (null, NaN) shows nothing.
 */
export function stockNotice(saleableQty: number | null | undefined): string | null {
  if (typeof saleableQty !== "number" || Number.isNaN(saleableQty)) return null;
  if (saleableQty <= 0) return MESSAGES.outOfStock;
  if (saleableQty <= LOW_STOCK_THRESHOLD) return MESSAGES.lowStock;
  return null;
}
