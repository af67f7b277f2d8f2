/**
 * The price calculation of spec §3 as a pure function: lines priced from the database,
 * automatic promotions (指定跑鞋第二双 8 折, 满 299 包邮) and at most one coupon. All arithmetic
 * is in fen (integers); results are yuan with 2 decimals.
 */

/** A line to price: unit price from the database. */
export interface PricingLine {
  ean: string;
  quantity: number;
  unitPrice: number;
  styleSku: string;
  saleableQty: number;
}

/**
 * An automatic promotion as stored (promotions table). `excludesCoupons`: the promotion does not
 * combine with a coupon — an order that uses a coupon goes without it (the shopper, or the best
 * offer of best-offer.ts, picks whichever saves more).
 */
export type PromotionRule =
  | { code: string; name: string; type: "free_shipping"; config: { threshold: number; fee: number; excludesCoupons?: boolean } }
  | {
      code: string;
      name: string;
      type: "nth_item_percent";
      config: { nth: number; percentOff: number; styleSkus: string[]; excludesCoupons?: boolean };
    };

/** The promotions that still run beside a coupon (those without `excludesCoupons`). */
export function combinableWithCoupon(promotions: readonly PromotionRule[]): PromotionRule[] {
  return promotions.filter((promotion) => promotion.config.excludesCoupons !== true);
}

/** A coupon that was found applicable (its discount is computed here). */
export interface PricingCoupon {
  code: string;
  promotionType: "fixed" | "percentage";
  value: number;
  maxDiscount: number | null;
}

export interface PricedLineResult {
  ean: string;
  quantity: number;
  unitPrice: number;
  sharePrice: number;
  rowTotal: number;
  discountAmount: number;
  promotionDiscountAmount: number;
  couponDiscountAmount: number;
  totalPaid: number;
  saleableQty: number;
}

/** spec §3 price calculation plus details. */
export interface PriceResult {
  totalPrice: number;
  paidAmount: number;
  shippingFee: number;
  balanceAmount: number;
  promotionDiscountAmount: number;
  couponDiscountAmount: number;
  totalQtyOrdered: number;
  totalItemCount: number;
  couponCode: string | null;
  promotions: Array<{ code: string; name: string; discountAmount: number }>;
  freeShippingThreshold: number;
  amountToFreeShipping: number;
  lines: PricedLineResult[];
  /** Goods amount after promotions, before the coupon: what a coupon's minimum spend is compared with. */
  amountAfterPromotions: number;
}

const toFen = (yuan: number): number => Math.round(yuan * 100);
const toYuan = (fen: number): number => Math.round(fen) / 100;

/** Sums lines of the same EAN, keeping the first occurrence's position (spec: two lines of one SKU are summed). */
export function mergeLines<T extends { ean: string; quantity: number }>(lines: readonly T[]): T[] {
  const byEan = new Map<string, T>();
  for (const line of lines) {
    const existing = byEan.get(line.ean);
    if (existing) byEan.set(line.ean, { ...existing, quantity: existing.quantity + line.quantity });
    else byEan.set(line.ean, { ...line });
  }
  return [...byEan.values()];
}

/** Splits `totalFen` over weights in proportion (largest remainder), never more than a weight. */
function allocate(totalFen: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || totalFen <= 0) return weights.map(() => 0);
  const raw = weights.map((w) => (totalFen * w) / sum);
  const floors = raw.map(Math.floor);
  let rest = totalFen - floors.reduce((a, b) => a + b, 0);
  const order = raw.map((r, i) => [r - Math.floor(r), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (rest <= 0) break;
    if ((floors[i] ?? 0) < (weights[i] ?? 0)) {
      floors[i] = (floors[i] ?? 0) + 1;
      rest -= 1;
    }
  }
  return floors;
}

/** The discount (fen) a coupon takes off a goods amount (fen). */
export function couponDiscountFen(coupon: PricingCoupon, amountFen: number): number {
  if (amountFen <= 0) return 0;
  let discount = coupon.promotionType === "fixed" ? toFen(coupon.value) : Math.round((amountFen * coupon.value) / 100);
  if (coupon.maxDiscount !== null) discount = Math.min(discount, toFen(coupon.maxDiscount));
  return Math.max(0, Math.min(discount, amountFen));
}

/**
 * Prices merged lines. `coupon` must already have passed its checks (see coupon-service);
 * its discount is applied to the amount after promotions and spread over the lines. With a
 * coupon, promotions that exclude coupons do not apply.
 */
export function calculatePrice(
  input: readonly PricingLine[],
  allPromotions: readonly PromotionRule[],
  coupon: PricingCoupon | null = null,
): PriceResult {
  const promotions = coupon ? combinableWithCoupon(allPromotions) : allPromotions;
  const lines = mergeLines(input);
  const rowFen = lines.map((l) => toFen(l.unitPrice) * l.quantity);
  const promoFen = lines.map(() => 0);
  const applied: PriceResult["promotions"] = [];

  // 指定跑鞋第二双 8 折: among the designated styles' units, priced high to low, every nth unit
  // (the cheaper of each pair) takes percentOff.
  for (const promo of promotions) {
    if (promo.type !== "nth_item_percent") continue;
    const skus = new Set(promo.config.styleSkus);
    const units: Array<{ line: number; fen: number }> = [];
    lines.forEach((l, i) => {
      if (!skus.has(l.styleSku)) return;
      for (let u = 0; u < l.quantity; u += 1) units.push({ line: i, fen: toFen(l.unitPrice) });
    });
    units.sort((a, b) => b.fen - a.fen);
    let total = 0;
    units.forEach((unit, index) => {
      if ((index + 1) % promo.config.nth !== 0) return;
      const off = Math.round((unit.fen * promo.config.percentOff) / 100);
      promoFen[unit.line] = (promoFen[unit.line] ?? 0) + off;
      total += off;
    });
    if (total > 0) applied.push({ code: promo.code, name: promo.name, discountAmount: toYuan(total) });
  }

  const afterPromoFen = rowFen.reduce((a, b) => a + b, 0) - promoFen.reduce((a, b) => a + b, 0);
  const couponFen = coupon ? couponDiscountFen(coupon, afterPromoFen) : 0;
  const couponByLine = allocate(
    couponFen,
    rowFen.map((r, i) => r - (promoFen[i] ?? 0)),
  );
  const goodsFen = afterPromoFen - couponFen;

  // 满 299 包邮: free from the threshold (goods after discounts), else the fee; nothing to ship, no fee.
  const shipping = promotions.find((p) => p.type === "free_shipping");
  const thresholdFen = shipping?.type === "free_shipping" ? toFen(shipping.config.threshold) : 0;
  const feeFen = shipping?.type === "free_shipping" ? toFen(shipping.config.fee) : 0;
  const shippingFen = lines.length === 0 || goodsFen >= thresholdFen ? 0 : feeFen;
  if (shipping && lines.length > 0 && shippingFen === 0) applied.push({ code: shipping.code, name: shipping.name, discountAmount: 0 });

  const priced = lines.map((l, i): PricedLineResult => {
    const discount = (promoFen[i] ?? 0) + (couponByLine[i] ?? 0);
    const paid = (rowFen[i] ?? 0) - discount;
    return {
      ean: l.ean,
      quantity: l.quantity,
      unitPrice: toYuan(toFen(l.unitPrice)),
      sharePrice: toYuan(Math.round(paid / l.quantity)),
      rowTotal: toYuan(rowFen[i] ?? 0),
      discountAmount: toYuan(discount),
      promotionDiscountAmount: toYuan(promoFen[i] ?? 0),
      couponDiscountAmount: toYuan(couponByLine[i] ?? 0),
      totalPaid: toYuan(paid),
      saleableQty: l.saleableQty,
    };
  });

  return {
    totalPrice: toYuan(rowFen.reduce((a, b) => a + b, 0)),
    paidAmount: toYuan(goodsFen + shippingFen),
    shippingFee: toYuan(shippingFen),
    balanceAmount: 0,
    promotionDiscountAmount: toYuan(promoFen.reduce((a, b) => a + b, 0)),
    couponDiscountAmount: toYuan(couponFen),
    totalQtyOrdered: lines.reduce((a, l) => a + l.quantity, 0),
    totalItemCount: lines.length,
    couponCode: coupon ? coupon.code : null,
    promotions: applied,
    freeShippingThreshold: toYuan(thresholdFen),
    amountToFreeShipping: lines.length === 0 ? toYuan(thresholdFen) : toYuan(Math.max(0, thresholdFen - goodsFen)),
    lines: priced,
    amountAfterPromotions: toYuan(afterPromoFen),
  };
}

/**
 * A price with nothing to ship (issue 24 §1 门店自提): no shipping fee in the total, nothing
 * left to reach free shipping, and no 包邮 promotion listed. Lines carry no fee, so they stay.
 */
export function withoutShipping(price: PriceResult): PriceResult {
  const feeFen = toFen(price.shippingFee);
  return {
    ...price,
    shippingFee: 0,
    paidAmount: toYuan(toFen(price.paidAmount) - feeFen),
    amountToFreeShipping: 0,
    // The 满 299 包邮 entry is the only one calculatePrice lists with a zero discount.
    promotions: price.promotions.filter((p) => p.discountAmount > 0),
  };
}

/**
 * Issue 24 §3: store credit used on a priced order, whole or in part. `requestedFen` is what the
 * shopper asked to use (already checked against their balance); it is capped at what is due,
 * so an order paid wholly by balance leaves paidAmount 0 (no cashier). Fen in, yuan out.
 */
export function applyBalance(price: PriceResult, requestedFen: number): PriceResult {
  const dueFen = toFen(price.paidAmount);
  const usedFen = Math.max(0, Math.min(Math.trunc(requestedFen), dueFen));
  if (usedFen === 0) return price;
  return { ...price, balanceAmount: toYuan(usedFen), paidAmount: toYuan(dueFen - usedFen) };
}
