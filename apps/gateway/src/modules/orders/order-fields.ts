import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { ONLINE_WAREHOUSE_CODE } from "../../catalog-data";
import { productColors, productSizes, stock } from "../../db/schema";
import { BatchLoader } from "../catalog/batch-loader";
import type { ProductSizeRecord } from "../catalog/product-service";

/** The per-request loaders of the orders' nested fields. */
export interface OrderLoaders {
  /** spec §3 order item productSize: the catalogue size of an EAN (the item's sku), with its online stock. */
  sizeByEan: BatchLoader<string, ProductSizeRecord | null>;
}

function createOrderLoaders(db: Database): OrderLoaders {
  return {
    sizeByEan: new BatchLoader(
      async (eans) => {
        const rows = await db
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
          .leftJoin(stock, and(eq(stock.sku, productSizes.ean), eq(stock.storeCode, ONLINE_WAREHOUSE_CODE)))
          .where(inArray(productSizes.ean, [...eans]));
        return new Map(rows.map((r) => [r.ean, r]));
      },
      () => null,
    ),
  };
}

const loadersByRequest = new WeakMap<object, OrderLoaders>();

/** The loaders of one request (keyed by its GraphQL context object): an order list's items load their sizes in one statement. */
export function orderLoaders(context: { db: Database }): OrderLoaders {
  let loaders = loadersByRequest.get(context);
  if (!loaders) loadersByRequest.set(context, (loaders = createOrderLoaders(context.db)));
  return loaders;
}
