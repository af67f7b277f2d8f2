import { formatPrice } from "@xunlan/validation";
import type { PriceCalculation, SummaryLine } from "./types";

/**
 * The key-value lines of a price calculation (spec §2 bag summary, §3 price calculation), in
 * reading order: 商品金额, 促销优惠 and 优惠券 (only when non-zero), 余额抵扣 (only when used),
 * 运费 (免运费 at 0). The total (paidAmount) is shown apart, so it is not a line.
 */
export function summaryLines(price: PriceCalculation): SummaryLine[] {
  const lines: SummaryLine[] = [{ key: "totalPrice", label: "商品金额", value: formatPrice(price.totalPrice) }];
  if (price.promotionDiscountAmount > 0)
    lines.push({
      key: "promotion",
      label: promotionLabel(price),
      value: `-${formatPrice(price.promotionDiscountAmount)}`,
      tone: "discount",
    });
  if (price.couponDiscountAmount > 0)
    lines.push({ key: "coupon", label: "优惠券", value: `-${formatPrice(price.couponDiscountAmount)}`, tone: "discount" });
  if (price.balanceAmount > 0)
    lines.push({ key: "balance", label: "余额抵扣", value: `-${formatPrice(price.balanceAmount)}`, tone: "discount" });
  lines.push({
    key: "shipping",
    label: "运费",
    value: price.shippingFee > 0 ? formatPrice(price.shippingFee) : "免运费",
    tone: price.shippingFee > 0 ? "default" : "muted",
  });
  return lines;
}

/** Whether any line of the bag is sold out (spec §5 暂无库存): such a bag cannot be checked out. */
export function hasSoldOutLine(lines: ReadonlyArray<{ saleableQty: number | null }>): boolean {
  return lines.some((line) => typeof line.saleableQty === "number" && line.saleableQty <= 0);
}

/** Sum of the quantities (the header badge of spec §2 counts pieces). */
export function totalQuantity(lines: ReadonlyArray<{ quantity: number }>): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

function promotionLabel(price: PriceCalculation): string {
  const names = (price.promotions ?? []).filter((promotion) => promotion.discountAmount > 0).map((promotion) => promotion.name);
  return names.length > 0 ? `促销优惠（${names.join("、")}）` : "促销优惠";
}
