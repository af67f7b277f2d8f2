/**
 * Product reads (spec §3 product style / colour / size / asset, §7 productStyle and the bulk
 * productColor fetch). Nested fields load through per-request {@link CatalogLoaders} (the
 * GraphQL context's `loaders.catalog`), so a query costs a fixed number of SQL statements
 * however many colours it returns.
 */

import { ONLINE_WAREHOUSE_CODE } from "@xunlan/catalog-data";
import type DataLoader from "dataloader";
import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../kernel/db";
import {
  categories,
  productAssets,
  productColorCategories,
  productColors,
  productSizes,
  productStylePeers,
  productStyles,
  sizeCharts,
  stock,
  stores,
} from "../../kernel/db/schema";
import { GatewayError } from "../../kernel/errors";
import { groupBy, mapLoader } from "../../kernel/lib/loaders";
import { chartFromConversions, loadSizeConversions } from "./size-conversions";

/** A product_colors row: the ProductColor GraphQL type's parent. */
export type ProductColorRecord = typeof productColors.$inferSelect;
/** A product_styles row: the ProductStyle GraphQL type's parent. */
export type ProductStyleRecord = typeof productStyles.$inferSelect;
/** A product_assets row. */
export type ProductAssetRecord = typeof productAssets.$inferSelect;
/** A size_charts row. */
export type SizeChartRecord = typeof sizeCharts.$inferSelect;
/** A stores row (spec §3 Store), plus its distance when the caller sent a position. */
export type StoreRecord = typeof stores.$inferSelect & { distance?: number | null };
/** spec §3 peerStyleSku entry. */
export interface PeerStyleRecord {
  styleSku: string;
  styleSlug: string;
  label: string;
}

/** spec §3 product size with the colour's ids and its online saleable quantity. */
export interface ProductSizeRecord {
  id: number;
  colorId: number;
  label: string;
  ean: string;
  usSize: string;
  cnSize: string;
  euSize: string | null;
  sort: number;
  productId: string;
  productSlug: string;
  /**
   * Saleable quantity (qty − lockQty) at the online warehouse (XLWH01): what an online order
   * can take, so the cart's 库存紧张 / 暂无库存 notices (spec §5) agree with checkout. Store
   * stock is per store through `skuStock(type: "ean")`.
   */
  saleableQty: number;
}

/**
 * Sizes as {@link ProductSizeRecord}s (colour's product id and slug, online stock): the one query
 * the catalogue's sizes and an order item's productSize (orders/order-fields.ts) both filter.
 */
export function selectSizeRecords(db: Database) {
  return db
    .select({
      id: productSizes.id,
      colorId: productSizes.colorId,
      label: productSizes.label,
      ean: productSizes.ean,
      usSize: productSizes.usSize,
      cnSize: productSizes.cnSize,
      euSize: productSizes.euSize,
      sort: productSizes.sort,
      productId: productColors.productId,
      productSlug: productColors.productSlug,
      saleableQty: sql<number>`coalesce(${stock.saleableQty}, 0)::int`,
    })
    .from(productSizes)
    .innerJoin(productColors, eq(productColors.id, productSizes.colorId))
    .leftJoin(stock, and(eq(stock.sku, productSizes.ean), eq(stock.storeCode, ONLINE_WAREHOUSE_CODE)));
}

/** spec §3 Stock row. */
export interface StockRecord {
  sku: string;
  storeCode: string;
  qty: number;
  lockQty: number;
  saleableQty: number;
}

/** Most ids one bulk productColors call may ask for. */
export const MAX_BULK_IDS = 100;

/** The per-request loaders of the catalogue's nested fields. */
export interface CatalogLoaders {
  styleById: DataLoader<number, ProductStyleRecord | null>;
  /** Website-visible colours of a style, in PDP order. */
  colorsByStyleId: DataLoader<number, ProductColorRecord[]>;
  peersByStyleId: DataLoader<number, PeerStyleRecord[]>;
  sizesByColorId: DataLoader<number, ProductSizeRecord[]>;
  /** Enabled images of a colour (videos left out: no video files are served). */
  assetsByColorId: DataLoader<number, ProductAssetRecord[]>;
  sizeChartById: DataLoader<number, SizeChartRecord | null>;
  storeByCode: DataLoader<string, StoreRecord | null>;
  /** The colour's primary listing as route slugs ("men/shoes/running"); see {@link loadCategoryPaths}. */
  categoryPathByColorId: DataLoader<number, string | null>;
}

/** Creates a fresh set of loaders: one per request (`context.loaders.catalog`), results memoised for its lifetime. */
export function createCatalogLoaders(db: Database): CatalogLoaders {
  return {
    styleById: mapLoader(
      async (ids) => {
        const rows = await db.select().from(productStyles).where(inArray(productStyles.id, ids));
        return new Map(rows.map((r) => [r.id, r]));
      },
      () => null,
    ),
    colorsByStyleId: mapLoader(
      async (ids) => {
        const rows = await db
          .select()
          .from(productColors)
          .where(and(inArray(productColors.styleId, ids), eq(productColors.enableAtWebsite, true), eq(productColors.publish, true)))
          .orderBy(asc(productColors.pdpSort), asc(productColors.id));
        return groupBy(rows, (r) => r.styleId);
      },
      () => [],
    ),
    peersByStyleId: mapLoader(
      async (ids) => {
        const rows = await db
          .select()
          .from(productStylePeers)
          .where(inArray(productStylePeers.styleId, ids))
          .orderBy(asc(productStylePeers.styleId), asc(productStylePeers.sort));
        const grouped = groupBy(rows, (r) => r.styleId);
        return new Map(
          [...grouped].map(([id, peers]) => [
            id,
            peers.map((p) => ({ styleSku: p.peerStyleSku, styleSlug: p.peerStyleSlug, label: p.label })),
          ]),
        );
      },
      () => [],
    ),
    sizesByColorId: mapLoader(
      async (ids) => {
        const rows = await selectSizeRecords(db)
          .where(inArray(productSizes.colorId, ids))
          .orderBy(asc(productSizes.colorId), asc(productSizes.sort), asc(productSizes.id));
        return groupBy(rows, (r) => r.colorId);
      },
      () => [],
    ),
    assetsByColorId: mapLoader(
      async (ids) => {
        const rows = await db
          .select()
          .from(productAssets)
          .where(and(inArray(productAssets.colorId, ids), eq(productAssets.isVideo, false), eq(productAssets.enable, true)))
          .orderBy(asc(productAssets.colorId), asc(productAssets.sort));
        return groupBy(rows, (r) => r.colorId);
      },
      () => [],
    ),
    sizeChartById: mapLoader(
      async (ids) => {
        const [rows, conversions] = await Promise.all([
          db.select().from(sizeCharts).where(inArray(sizeCharts.id, ids)),
          loadSizeConversions(db),
        ]);
        return new Map(rows.map((r) => [r.id, chartFromConversions(r, conversions)]));
      },
      () => null,
    ),
    storeByCode: mapLoader(
      async (codes) => {
        const rows = await db.select().from(stores).where(inArray(stores.omsStoreCode, codes));
        return new Map(rows.map((r) => [r.omsStoreCode, r]));
      },
      () => null,
    ),
    categoryPathByColorId: mapLoader(
      (ids) => loadCategoryPaths(db, ids),
      () => null,
    ),
  };
}

/**
 * The primary listing of each colour (the product page's breadcrumb, spec §2 "Breadcrumbs start
 * at 首页"): the first three-level category it is linked to, in menu order (first level, second,
 * third by `sort`, then id), among categories enabled and visible on the website at every level
 * — so a limited shoe files under 男子 › 鞋类 › 跑步鞋, not the hidden collab line, and a unisex
 * sock under 男子 before 女子. Colours in no visible category are left out (null). One statement.
 */
export async function loadCategoryPaths(db: Database, colorIds: readonly number[]): Promise<Map<number, string>> {
  if (colorIds.length === 0) return new Map();
  const leaf = alias(categories, "leaf");
  const middle = alias(categories, "middle");
  const root = alias(categories, "root");
  const visible = (c: typeof leaf | typeof middle | typeof root) => and(eq(c.enable, true), eq(c.enableAtWebsite, true));
  const rows = await db
    .selectDistinctOn([productColorCategories.colorId], {
      colorId: productColorCategories.colorId,
      path: sql<string>`${root.route} || '/' || ${middle.route} || '/' || ${leaf.route}`,
    })
    .from(productColorCategories)
    .innerJoin(leaf, eq(leaf.id, productColorCategories.categoryId))
    .innerJoin(middle, eq(middle.id, leaf.parentId))
    .innerJoin(root, eq(root.id, middle.parentId))
    .where(
      and(inArray(productColorCategories.colorId, [...colorIds]), isNull(root.parentId), visible(leaf), visible(middle), visible(root)),
    )
    .orderBy(
      asc(productColorCategories.colorId),
      asc(root.sort),
      asc(root.id),
      asc(middle.sort),
      asc(middle.id),
      asc(leaf.sort),
      asc(leaf.id),
    );
  return new Map(rows.map((r) => [r.colorId, r.path]));
}

/**
 * spec §7 bulk productColor: colours by id, in the order asked; unknown ids are left out.
 * Takes row ids ("12") or product ids ("XL25RS0001-001"). One SQL statement; nested fields
 * batch through the loaders. '400' for more than {@link MAX_BULK_IDS} ids.
 */
export async function getProductColorsByIds(db: Database, ids: readonly (string | number)[]): Promise<ProductColorRecord[]> {
  if (ids.length > MAX_BULK_IDS) throw GatewayError.badRequest(`一次最多查询 ${MAX_BULK_IDS} 个商品`, "ids");
  const keys = ids.map((id) => String(id).trim()).filter(Boolean);
  if (keys.length === 0) return [];
  const numeric = [...new Set(keys.filter((k) => /^\d{1,9}$/.test(k)).map(Number))];
  const productIds = [...new Set(keys.filter((k) => !/^\d{1,9}$/.test(k)))];
  const conditions = [
    ...(numeric.length ? [inArray(productColors.id, numeric)] : []),
    ...(productIds.length ? [inArray(productColors.productId, productIds)] : []),
  ];
  const rows = await db
    .select()
    .from(productColors)
    .where(or(...conditions));
  const byKey = new Map<string, ProductColorRecord>();
  for (const r of rows) {
    byKey.set(String(r.id), r);
    byKey.set(r.productId, r);
  }
  return keys.map((k) => byKey.get(/^\d{1,9}$/.test(k) ? String(Number(k)) : k)).filter((r): r is ProductColorRecord => r !== undefined);
}

/** spec §2 /products/{styleSlug}/{productSlug}: one colour by slug (or product id); null when unknown. */
export async function getProductColorBySlug(db: Database, productSlug: string): Promise<ProductColorRecord | null> {
  const key = productSlug.trim();
  if (!key) throw GatewayError.badRequest("缺少必要参数：productSlug", "productSlug");
  const [row] = await db
    .select()
    .from(productColors)
    .where(or(eq(productColors.productSlug, key), eq(productColors.productId, key)))
    .limit(1);
  return row ?? null;
}

/** spec §7 productStyle: a style by styleSku or styleSlug; null when unknown. '400' when neither is given. */
export async function getProductStyle(
  db: Database,
  args: { styleSku?: string | null; styleSlug?: string | null },
): Promise<ProductStyleRecord | null> {
  const sku = args.styleSku?.trim();
  const slug = args.styleSlug?.trim();
  if (!sku && !slug) throw GatewayError.badRequest("缺少必要参数：styleSku", "styleSku");
  const [row] = await db
    .select()
    .from(productStyles)
    .where(and(sku ? eq(productStyles.styleSku, sku) : undefined, slug ? eq(productStyles.styleSlug, slug) : undefined))
    .limit(1);
  return row ?? null;
}

/** A size chart by id; null when unknown. */
export async function getSizeChart(db: Database, id: string | number): Promise<SizeChartRecord | null> {
  const n = Number(id);
  if (!Number.isInteger(n) || n < 1 || n > 2_147_483_647) return null;
  const [[row], conversions] = await Promise.all([db.select().from(sizeCharts).where(eq(sizeCharts.id, n)), loadSizeConversions(db)]);
  // issue 13: shoe and apparel tables are read from the size conversion table.
  return row ? chartFromConversions(row, conversions) : null;
}
