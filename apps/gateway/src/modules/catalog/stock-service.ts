/**
 * Stock and stores (spec §3 Stock and Store, §7 skuStock and storeList).
 */

import { ONLINE_WAREHOUSE_CODE } from "@xunlan/catalog-data";
import { SERVICE_CODES } from "@xunlan/validation";
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { Database } from "../../kernel/db";
import { productColors, productSizes, stock, stores } from "../../kernel/db/schema";
import { GatewayError } from "../../kernel/errors";
import type { StockRecord, StoreRecord } from "./product-service";

/** skuStock types (spec §7): one EAN at every location, or every size of a product colour online. */
export const SKU_STOCK_TYPES = ["ean", "product"] as const;

const notFound = () => new GatewayError(SERVICE_CODES.NOT_FOUND, "商品不存在", { field: "primaryId" });

/**
 * spec §7 skuStock.
 * - type "ean": primaryId is an EAN; one row per location carrying it (stores and the online
 *   warehouse XLWH01), in store order.
 * - type "product": primaryId is a product colour (productId, productSlug or row id); one row
 *   per size (sku = EAN) at the online warehouse, 0s where it holds none.
 * saleableQty = qty − lockQty. '400' for a blank argument or another type, '404' 商品不存在
 * for an unknown EAN / product.
 */
export async function getSkuStock(db: Database, primaryId: string, type: string): Promise<StockRecord[]> {
  const id = primaryId.trim();
  const kind = type.trim().toLowerCase();
  if (!kind) throw GatewayError.badRequest("缺少必要参数：type", "type");
  if (!id) throw GatewayError.badRequest("缺少必要参数：primaryId", "primaryId");
  if (kind === "ean") {
    const rows = await db
      .select({
        sku: productSizes.ean,
        storeCode: stock.storeCode,
        qty: stock.qty,
        lockQty: stock.lockQty,
        saleableQty: sql<number>`${stock.saleableQty}`,
        storeId: stores.id,
      })
      .from(productSizes)
      .leftJoin(stock, eq(stock.sku, productSizes.ean))
      .leftJoin(stores, eq(stores.omsStoreCode, stock.storeCode))
      .where(eq(productSizes.ean, id))
      .orderBy(asc(stores.id), asc(stock.storeCode));
    if (rows.length === 0) throw notFound();
    return rows
      .filter((r) => r.storeCode !== null)
      .map((r) => ({ sku: r.sku, storeCode: r.storeCode!, qty: r.qty!, lockQty: r.lockQty!, saleableQty: Number(r.saleableQty) }));
  }
  if (kind === "product") {
    const byKey = /^\d{1,9}$/.test(id)
      ? eq(productColors.id, Number(id))
      : or(eq(productColors.productId, id), eq(productColors.productSlug, id));
    const rows = await db
      .select({
        sku: productSizes.ean,
        qty: sql<number>`coalesce(${stock.qty}, 0)::int`,
        lockQty: sql<number>`coalesce(${stock.lockQty}, 0)::int`,
        saleableQty: sql<number>`coalesce(${stock.saleableQty}, 0)::int`,
        sizeId: productSizes.id,
      })
      .from(productColors)
      .leftJoin(productSizes, eq(productSizes.colorId, productColors.id))
      .leftJoin(stock, and(eq(stock.sku, productSizes.ean), eq(stock.storeCode, ONLINE_WAREHOUSE_CODE)))
      .where(byKey)
      .orderBy(asc(productSizes.sort), asc(productSizes.id));
    if (rows.length === 0) throw notFound();
    return rows
      .filter((r) => r.sku !== null)
      .map((r) => ({ sku: r.sku!, storeCode: ONLINE_WAREHOUSE_CODE, qty: r.qty, lockQty: r.lockQty, saleableQty: r.saleableQty }));
  }
  throw GatewayError.badRequest("不支持的库存查询类型", "type");
}

/**
 * storeList storeType codes (spec §7 says only "default 4"): 1 flagship stores, 2 other
 * stores, 3 the online warehouse, 4 every physical store (flagship + store), 0 everything.
 */
export const STORE_TYPES: Readonly<Record<number, readonly string[] | null>> = {
  0: null,
  1: ["flagship"],
  2: ["store"],
  3: ["warehouse"],
  4: ["flagship", "store"],
};

/** Arguments of {@link listStores}. */
export interface StoreListInput {
  cityName?: string | null;
  keyWord?: string | null;
  longitude?: number | null;
  latitude?: number | null;
  storeType?: number | null;
}

/** Great-circle distance in km (rounded to 10 m). */
export function distanceKm(lng1: number, lat1: number, lng2: number, lat2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return Math.round(6371 * 2 * Math.asin(Math.min(1, Math.sqrt(a))) * 100) / 100;
}

/**
 * spec §7 storeList: enabled stores of a type, optionally in one city ("上海" or "上海市")
 * and matching a keyword (name, address, city). With longitude and latitude each store
 * carries `distance` (km) and the list is nearest first; otherwise store order. '400' for an
 * unknown storeType, a half-given or out-of-range position.
 */
export async function listStores(db: Database, input: StoreListInput): Promise<StoreRecord[]> {
  const type = input.storeType ?? 4;
  if (!Object.hasOwn(STORE_TYPES, type)) throw GatewayError.badRequest("不支持的门店类型", "storeType");
  const { longitude: lng, latitude: lat } = input;
  const hasLng = lng !== null && lng !== undefined;
  const hasLat = lat !== null && lat !== undefined;
  if (hasLng !== hasLat) throw GatewayError.badRequest("经度和纬度需同时提供", hasLng ? "latitude" : "longitude");
  if (hasLng && (Math.abs(lng) > 180 || Math.abs(lat!) > 90)) throw GatewayError.badRequest("经纬度超出范围", "longitude");

  const types = STORE_TYPES[type];
  const city = input.cityName?.trim().replace(/市$/, "");
  const keyword = input.keyWord?.trim();
  const rows = await db
    .select()
    .from(stores)
    .where(
      and(
        eq(stores.enable, true),
        types ? inArray(stores.storeType, [...types]) : undefined,
        city ? eq(stores.city, city) : undefined,
        keyword ? sql`position(${keyword} in ${stores.storeName} || ' ' || ${stores.address} || ' ' || ${stores.city}) > 0` : undefined,
      ),
    )
    .orderBy(asc(stores.id));
  if (!hasLng) return rows.map((r) => ({ ...r, distance: null }));
  return rows
    .map((r) => ({ ...r, distance: r.lng === null || r.lat === null ? null : distanceKm(lng, lat!, r.lng, r.lat) }))
    .sort((a, b) => (a.distance ?? Infinity) - (b.distance ?? Infinity) || a.id - b.id);
}
