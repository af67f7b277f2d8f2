import { inArray } from "drizzle-orm";
import type { Database } from "../../db";
import { productSizes } from "../../db/schema";
import { BatchLoader } from "../catalog/batch-loader";
import { type EInvoiceReversalView, loadInvoiceReversals } from "./invoice-service";
import { type ProductSizeRecord, selectSizeRecords } from "../catalog/product-service";

/** The per-request loaders of the orders' nested fields. */
export interface OrderLoaders {
  /** spec §3 order item productSize: the catalogue size of an EAN (the item's sku), with its online stock. */
  sizeByEan: BatchLoader<string, ProductSizeRecord | null>;
  /** spec §3 order.eInvoice reversals: an order's red-letter invoices (an order list's in one statement). */
  invoiceReversalsByOrder: BatchLoader<number, EInvoiceReversalView[]>;
}

function createOrderLoaders(db: Database): OrderLoaders {
  return {
    sizeByEan: new BatchLoader(
      async (eans) => {
        const rows = await selectSizeRecords(db).where(inArray(productSizes.ean, [...eans]));
        return new Map(rows.map((r) => [r.ean, r]));
      },
      () => null,
    ),
    invoiceReversalsByOrder: new BatchLoader(
      (orderIds) => loadInvoiceReversals(db, orderIds),
      () => [],
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
