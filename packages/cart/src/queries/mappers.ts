import type { CartFieldsFragment, CartLineFieldsFragment, CouponFieldsFragment, PriceCalculationFieldsFragment } from "@xunlan/api-client";
import { productHref } from "@xunlan/product-ui";
import { formatBeijing } from "@xunlan/validation";
import type { BagLine, CheckoutCoupon, PriceCalculation } from "../lib/types";

/** The bag as the cart components read it. */
export interface BagData {
  /** Pieces in the bag (the header badge). */
  count: number;
  lines: BagLine[];
  /** The price of the bag's lines (no coupon). */
  price: PriceCalculation;
}

/** Maps a spec §3 derived cart line of the gateway to a {@link BagLine}. */
export function toBagLine(line: CartLineFieldsFragment): BagLine {
  return {
    ean: line.ean,
    productId: line.productId,
    styleSku: line.styleSku || null,
    quantity: line.quantity,
    saleableQty: line.saleableQty,
    nameEn: line.productName,
    nameCn: line.styleDisplayNameCn,
    nameCn2: line.styleDisplayNameCn2 || null,
    price: line.price,
    slashPrice: line.slashPrice ?? null,
    colorNameCn: line.colorNameCn,
    cnSize: line.productSize.cnSize || line.productSize.label,
    usSize: line.productSize.usSize || null,
    genderCn: line.genderCn,
    image: line.image || line.colorSelectorImage,
    href: productHref(line.styleSlug, line.productSlug),
    purchaseLimit: line.purchaseLimit ?? null,
  };
}

/** Maps the gateway's price calculation (spec §3). */
export function toPrice(price: PriceCalculationFieldsFragment): PriceCalculation {
  return {
    totalPrice: price.totalPrice,
    paidAmount: price.paidAmount,
    shippingFee: price.shippingFee,
    balanceAmount: price.balanceAmount,
    promotionDiscountAmount: price.promotionDiscountAmount,
    couponDiscountAmount: price.couponDiscountAmount,
    totalQtyOrdered: price.totalQtyOrdered,
    totalItemCount: price.totalItemCount,
    promotions: price.promotions,
    amountToFreeShipping: price.amountToFreeShipping,
  };
}

/** Maps `cart { ...CartFields }`. */
export function toBag(cart: CartFieldsFragment): BagData {
  return { count: cart.count, lines: cart.sorttedLists.map(toBagLine), price: toPrice(cart.calculateOrderPrice) };
}

/** Maps an availableCoupons entry to the checkout's ticket. */
export function toCheckoutCoupon(option: {
  coupon: CouponFieldsFragment;
  applicable: boolean;
  reason?: string | null;
  best?: boolean;
  savingAmount?: number;
}): CheckoutCoupon {
  const rule = option.coupon.couponRule;
  const percentage = rule.promotionType === "percentage";
  return {
    code: option.coupon.code,
    name: keepAmountsTogether(rule.name),
    description: keepAmountsTogether(rule.description || (rule.minimumSpend > 0 ? `满 ${trimZeros(rule.minimumSpend)} 元可用` : "无门槛")),
    // a percentage coupon's value is the percent off: 10 → 9 折
    valueLabel: percentage ? `${trimZeros((100 - rule.value) / 10)} 折` : `¥${trimZeros(rule.value)}`,
    validity: `${formatDay(rule.startDate)} - ${formatDay(rule.endDate)}`,
    applicable: option.applicable,
    reason: option.reason ?? null,
    best: option.best ?? false,
    saving: option.savingAmount ?? 0,
  };
}

/**
 * An amount stays on one line with its words: the spaces beside a number become no-break
 * spaces, so "新会员首单立减 30 元" never wraps as "立减 30 / 元" (issue 26).
 */
export function keepAmountsTogether(text: string): string {
  return text.replace(/ (?=[\d¥])|(?<=\d) /g, "\u00a0");
}

function trimZeros(value: number): string {
  return String(Math.round(value * 100) / 100);
}

function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatBeijing(date, "YYYY/MM/DD");
}

/** The lines a price or coupon call asks about (spec §7 OrderProductInput). */
export function toOrderProducts(lines: ReadonlyArray<Pick<BagLine, "ean" | "quantity">>): Array<{ ean: string; quantity: number }> {
  return lines.map((line) => ({ ean: line.ean, quantity: line.quantity }));
}
