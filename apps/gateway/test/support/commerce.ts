import { ONLINE_WAREHOUSE_CODE } from "@xunlan/catalog-data";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../src/kernel/db";
import { couponRules, coupons, productColors, productSizes, productStyles, stock } from "../../src/kernel/db/schema";
import { gql } from "./graphql";
import type { MemberHarness } from "./members";

/** A size of the demo catalogue with facts the tests need. */
export interface TestSku {
  ean: string;
  colorId: number;
  price: number;
  styleSku: string;
  purchaseLimit: number | null;
}

/**
 * Sizes of website-visible colours, chosen by a filter, in a stable order. `limit` null → any
 * purchase limit; otherwise only colours without one (or with this one).
 */
export async function pickSkus(
  db: Database,
  options: {
    count: number;
    styleSkus?: string[];
    purchaseLimit?: number | null | "any";
    distinctColors?: boolean;
    minPrice?: number;
    maxPrice?: number;
  },
): Promise<TestSku[]> {
  const rows = await db
    .select({
      ean: productSizes.ean,
      colorId: productColors.id,
      price: productColors.price,
      styleSku: productStyles.styleSku,
      purchaseLimit: productColors.purchaseLimit,
    })
    .from(productSizes)
    .innerJoin(productColors, eq(productColors.id, productSizes.colorId))
    .innerJoin(productStyles, eq(productStyles.id, productColors.styleId))
    .where(and(eq(productColors.enableAtWebsite, true), eq(productColors.publish, true)))
    .orderBy(productSizes.id);
  const limit = options.purchaseLimit ?? null;
  const picked: TestSku[] = [];
  const colors = new Set<number>();
  for (const r of rows) {
    if (options.styleSkus && !options.styleSkus.includes(r.styleSku)) continue;
    if (limit !== "any" && r.purchaseLimit !== limit) continue;
    const price = Number(r.price);
    if (options.minPrice !== undefined && price < options.minPrice) continue;
    if (options.maxPrice !== undefined && price > options.maxPrice) continue;
    if (options.distinctColors !== false && colors.has(r.colorId)) continue;
    colors.add(r.colorId);
    picked.push({ ean: r.ean, colorId: r.colorId, price, styleSku: r.styleSku, purchaseLimit: r.purchaseLimit });
    if (picked.length === options.count) break;
  }
  if (picked.length < options.count) throw new Error(`only ${picked.length} skus match ${JSON.stringify(options)}`);
  return picked;
}

/** Sets the online warehouse stock of an EAN (qty, lockQty). */
export async function setStock(db: Database, ean: string, qty: number, lockQty = 0): Promise<void> {
  await db
    .insert(stock)
    .values({ sku: ean, storeCode: ONLINE_WAREHOUSE_CODE, qty, lockQty })
    .onConflictDoUpdate({ target: [stock.sku, stock.storeCode], set: { qty, lockQty } });
}

/** The online warehouse stock of an EAN. */
/**
 * A coupon code valid from yesterday to tomorrow, ¥5 off with no minimum spend, with `uses`
 * uses in total (shared by every shopper who types it: the races' contested coupon).
 */
export async function seedSharedCoupon(
  db: Database,
  { key, code, uses = 1, name = "测试券" }: { key: string; code: string; uses?: number | null; name?: string },
): Promise<void> {
  const [rule] = await db
    .insert(couponRules)
    .values({
      key,
      name,
      couponTypeName: "满减券",
      promotionType: "fixed",
      value: 5,
      fixedCode: code,
      startDate: new Date(Date.now() - 86_400_000),
      endDate: new Date(Date.now() + 86_400_000),
    })
    .returning();
  await db
    .insert(coupons)
    .values({ couponRuleId: rule!.id, code, availableCount: uses, startDate: rule!.startDate, endDate: rule!.endDate });
}

export async function readStock(db: Database, ean: string): Promise<{ qty: number; lockQty: number }> {
  const [row] = await db
    .select({ qty: stock.qty, lockQty: stock.lockQty })
    .from(stock)
    .where(and(eq(stock.sku, ean), eq(stock.storeCode, ONLINE_WAREHOUSE_CODE)));
  return row ?? { qty: 0, lockQty: 0 };
}

/** A valid checkout address (spec §7 submitOrder address). */
export const ADDRESS = {
  consignee: "张三",
  consigneeCellphone: "13800138000",
  province: "上海市",
  city: "上海市",
  district: "徐汇区",
  detailAddress: "漕溪北路 88 号 1 栋 101",
  postCode: "200030",
} as const;

/** A guest token from webAuthorization. */
export async function guestToken(h: Pick<MemberHarness, "gateway">): Promise<string> {
  const res = await gql<{ webAuthorization: { token: string } }>(h.gateway, "mutation { webAuthorization { token } }");
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.webAuthorization.token;
}

export const CART = /* GraphQL */ `
  query Cart {
    cart {
      count
      cartItems { ean quantity selected productSize { ean label saleableQty } }
      sorttedLists {
        ean sku quantity selected saleableQty maxQuantity purchaseLimit stockStatus stockNotice orderNumber
        unitPrice sharePrice totalPaid discountAmount onlinePayAmount productId productSlug styleSlug
        styleDisplayNameCn styleDisplayNameCn2 styleSku productName price slashPrice gender genderCn
        colorName colorNameCn colorSelectorImage image
        productSize { label cnSize usSize productId productColor { productId } }
      }
      calculateOrderPrice { totalPrice paidAmount shippingFee promotionDiscountAmount couponDiscountAmount totalQtyOrdered totalItemCount }
    }
  }
`;

export const ADD = /* GraphQL */ `
  mutation Add($ean: String!, $quantity: Int) { addCartItem(ean: $ean, quantity: $quantity) { count } }
`;

export const SUBMIT = /* GraphQL */ `
  mutation Submit($products: [OrderProductInput!]!, $sid: String, $couponCode: String, $isInCart: Boolean! = false, $address: OrderAddressInput!) {
    submitOrder(isInCart: $isInCart, products: $products, sid: $sid, couponCode: $couponCode, address: $address) {
      orderNumber createdAt totalPaid paymentExpireAt
    }
  }
`;

/** Units of stock sold + held, for invariants. */
export const stockTotals = sql<number>`sum(${stock.qty})::int`;
