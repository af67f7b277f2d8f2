/**
 * One line of the bag as the components show it: the spec §3 derived cart line, flattened.
 * The query layer maps the gateway's answer to this shape; stories and tests build it directly.
 */
export interface BagLine {
  /** EAN-13 of the size: the cart key (spec §3). */
  ean: string;
  /** The product colour's id (favourites, links). */
  productId: string;
  /** The style (every colour of one shoe): recommendations leave the bag's styles out. */
  styleSku?: string | null;
  /** Quantity in the bag. */
  quantity: number;
  /** spec §3 stock saleableQty; null while unknown. */
  saleableQty: number | null;
  /** English name (the colour's productName, e.g. "SWIFTRUN 5"). */
  nameEn: string;
  /** Chinese name (styleDisplayNameCn). */
  nameCn: string;
  /** Second Chinese line (styleDisplayNameCn2), if any. */
  nameCn2?: string | null;
  /** Unit sale price in yuan. */
  price: number;
  /** Original price in yuan, struck through when above `price`. */
  slashPrice?: number | null;
  /** colorNameCn. */
  colorNameCn: string;
  /** CN size label (cnSize). */
  cnSize: string;
  /** US size, shown beside the CN size for shoes. */
  usSize?: string | null;
  /** genderCn (男子 / 女子 / 儿童 / 中性). */
  genderCn: string;
  /** Picture of the colour (colorSelectorImage or card image); resized to 316/500 px (spec §9). */
  image: string;
  /** Product page of the colour, when the app links the line. */
  href?: string | null;
  /** spec §3 purchaseLimit of the colour (0 or null: none). */
  purchaseLimit?: number | null;
}

/** spec §3 price calculation (calculateOrderPrice), amounts in yuan. */
export interface PriceCalculation {
  totalPrice: number;
  paidAmount: number;
  shippingFee: number;
  balanceAmount: number;
  promotionDiscountAmount: number;
  couponDiscountAmount: number;
  totalQtyOrdered: number;
  totalItemCount: number;
  /** The promotions applied (e.g. 指定跑鞋第二双 8 折), when the gateway names them. */
  promotions?: ReadonlyArray<{ code: string; name: string; discountAmount: number }>;
  /** How much more reaches free shipping (0 when reached), when the gateway says. */
  amountToFreeShipping?: number;
}

/** A key-value line of the bag summary or the checkout price breakdown (spec §2). */
export interface SummaryLine {
  key: string;
  label: string;
  value: string;
  /** Discounts are shown in the accent colour. */
  tone?: "default" | "discount" | "muted";
}

/** A coupon as the checkout lists it (spec §3 coupon, flattened). */
export interface CheckoutCoupon {
  code: string;
  /** couponRule.name, e.g. 新会员首单立减 30 元. */
  name: string;
  /** couponRule.description (conditions). */
  description?: string | null;
  /** Value shown large on the ticket: "¥30" or "8 折". */
  valueLabel: string;
  /** Validity, e.g. "2026-11-01 至 2026-12-31". */
  validity?: string | null;
  /** Whether it applies to this order. */
  applicable: boolean;
  /** Why it does not apply (the gateway's Chinese reason). */
  reason?: string | null;
  /** The gateway's best offer for this order (已选最优优惠, issue 26): checkout applies it unless the shopper chooses. */
  best?: boolean;
  /** What the order costs less with it than without a coupon (yuan), as the gateway computed it. */
  saving?: number;
}

/** An address the checkout can ship to (spec §3 customer address). */
export interface CheckoutAddress {
  id: string;
  consignee: string;
  cellphone: string;
  province: string;
  city: string;
  district: string;
  detailAddress: string;
  postCode?: string | null;
  isDefault: boolean;
}
