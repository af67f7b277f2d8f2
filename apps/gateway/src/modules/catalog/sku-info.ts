import { ONLINE_WAREHOUSE_CODE } from "@xunlan/catalog-data";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../kernel/db";
import { productColors, productSizes, productStyles, stock } from "../../kernel/db/schema";

/** A size with its colour, style and online stock: what bag lines, prices and orders read. */
export interface SkuInfo {
  sizeId: number;
  ean: string;
  euSize: string | null;
  sort: number;
  label: string;
  cnSize: string;
  usSize: string;
  color: typeof productColors.$inferSelect;
  styleSku: string;
  styleSlug: string;
  styleDisplayNameCn: string;
  styleDisplayNameCn2: string;
  /** The sale price of one unit, from the database (never from the client). */
  unitPrice: number;
  /** qty − lockQty at the online warehouse; 0 when no stock row. */
  saleableQty: number;
  /** Published and on the website: may be bought. */
  purchasable: boolean;
}

function buildSkuInfoQuery(db: Database) {
  return db
    .select({
      sizeId: productSizes.id,
      ean: productSizes.ean,
      euSize: productSizes.euSize,
      sort: productSizes.sort,
      label: productSizes.label,
      cnSize: productSizes.cnSize,
      usSize: productSizes.usSize,
      color: productColors,
      styleSku: productStyles.styleSku,
      styleSlug: productStyles.styleSlug,
      styleDisplayNameCn: productStyles.styleDisplayNameCn,
      styleDisplayNameCn2: productStyles.styleDisplayNameCn2,
      saleableQty: stock.saleableQty,
    })
    .from(productSizes)
    .innerJoin(productColors, eq(productColors.id, productSizes.colorId))
    .innerJoin(productStyles, eq(productStyles.id, productColors.styleId))
    .leftJoin(stock, and(eq(stock.sku, productSizes.ean), eq(stock.storeCode, ONLINE_WAREHOUSE_CODE)))
    .where(sql`${productSizes.ean} = any(${sql.placeholder("eans")}::text[])`)
    .prepare("sku_info");
}

// Built once per database handle (the select of every colour column cost more CPU to build than
// the database spends running it) and sent as a named prepared statement.
const skuInfoQueries = new WeakMap<Database, ReturnType<typeof buildSkuInfoQuery>>();

/**
 * Sizes by EAN with colour, style and online-warehouse stock, in one statement. Unknown EANs
 * are absent from the map.
 */
export async function loadSkuInfo(db: Database, eans: readonly string[]): Promise<Map<string, SkuInfo>> {
  const unique = [...new Set(eans)];
  if (unique.length === 0) return new Map();
  let query = skuInfoQueries.get(db);
  if (!query) skuInfoQueries.set(db, (query = buildSkuInfoQuery(db)));
  const rows = await query.execute({ eans: unique });
  return new Map(
    rows.map((r) => [
      r.ean,
      {
        sizeId: r.sizeId,
        ean: r.ean,
        euSize: r.euSize,
        sort: r.sort,
        label: r.label,
        cnSize: r.cnSize,
        usSize: r.usSize,
        color: r.color,
        styleSku: r.styleSku,
        styleSlug: r.styleSlug,
        styleDisplayNameCn: r.styleDisplayNameCn,
        styleDisplayNameCn2: r.styleDisplayNameCn2,
        unitPrice: Number(r.color.price),
        saleableQty: Math.max(0, r.saleableQty ?? 0),
        purchasable: r.color.enableAtWebsite && r.color.publish,
      },
    ]),
  );
}

/** The most units of this size one line or order may hold: min(saleableQty, purchaseLimit). */
/**
 * What an order item keeps of its size, colour and style when it is written (the order shows them
 * as they were when bought, whatever the catalogue says later): web checkout and store receipts.
 */
export function orderItemSnapshot(info: SkuInfo) {
  return {
    productId: info.color.productId,
    productSlug: info.color.productSlug,
    styleSku: info.styleSku,
    productName: info.color.productName,
    styleDisplayNameCn: info.styleDisplayNameCn,
    colorNameCn: info.color.colorNameCn,
    sizeLabel: info.label,
    cnSize: info.cnSize,
    usSize: info.usSize,
    image: info.color.cardImage,
  };
}

export function maxQuantityOf(info: SkuInfo): number {
  const limit = info.color.purchaseLimit;
  return limit === null ? info.saleableQty : Math.min(info.saleableQty, limit);
}
