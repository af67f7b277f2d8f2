import { PAYMENT_WINDOW_MINUTES } from "@xunlan/validation";

/** Limits and Chinese texts of the bag, checkout and payment (spec §5, §8, §9). */

/** spec §5: 库存紧张 when saleableQty is 1 to 3. */
export const LOW_STOCK_THRESHOLD = 3;

/** Most units of one size a request may name (a line is also capped by stock and purchaseLimit). */
export const MAX_LINE_QUANTITY = 99;

/** Most lines in a bag or an order. */
export const MAX_CART_LINES = 50;

/** Minutes an unpaid order waits for payment (spec §7 paymentExpireTime), defined in validation. */
export const PAYMENT_EXPIRE_MINUTES = PAYMENT_WINDOW_MINUTES;

export const CART_MESSAGES = {
  /** spec §5 */
  quantityLimit: "已达数量上限，无法继续加购",
  soldOut: "该尺码暂无库存",
  productNotFound: "商品不存在",
  notInCart: "购物袋中没有该商品",
  /** spec §8 */
  deleted: "商品删除成功！",
  /** spec §8 */
  loginToBuy: "请先登录后再购买～",
  quantityInvalid: "商品数量须为 1 至 99 的整数",
  deltaInvalid: "数量只能加 1 或减 1",
  eanRequired: "缺少必要参数：ean",
  noProducts: "请选择要购买的商品",
  tooManyLines: `一次最多购买 ${MAX_CART_LINES} 种商品`,
  lowStock: "库存紧张",
  noStock: "暂无库存",
  arrivalReminder: "到货后将短信通知您",
  arrivalInStock: "该尺码有货，可直接加入购物袋",
} as const;

/** spec §3 genderCn. */
export const GENDER_CN: Readonly<Record<string, string>> = { men: "男子", women: "女子", kids: "儿童", unisex: "中性" };

/** spec §5 stock notice of a saleable quantity. */
export function stockStatusOf(saleableQty: number): { stockStatus: "in_stock" | "low_stock" | "sold_out"; stockNotice: string | null } {
  if (saleableQty <= 0) return { stockStatus: "sold_out", stockNotice: CART_MESSAGES.noStock };
  if (saleableQty <= LOW_STOCK_THRESHOLD) return { stockStatus: "low_stock", stockNotice: CART_MESSAGES.lowStock };
  return { stockStatus: "in_stock", stockNotice: null };
}
