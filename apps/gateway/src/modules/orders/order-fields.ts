import type DataLoader from "dataloader";
import { inArray } from "drizzle-orm";
import type { Database } from "../../kernel/db";
import { productSizes } from "../../kernel/db/schema";
import { mapLoader } from "../../kernel/lib/loaders";
import { type ProductSizeRecord, selectSizeRecords } from "../catalog";
import { type EInvoiceReversalView, loadInvoiceReversals } from "./invoice-service";

/** The per-request loaders of the orders' nested fields. */
export interface OrderLoaders {
  /** spec §3 order item productSize: the catalogue size of an EAN (the item's sku), with its online stock. */
  sizeByEan: DataLoader<string, ProductSizeRecord | null>;
  /** spec §3 order.eInvoice reversals: an order's red-letter invoices (an order list's in one statement). */
  invoiceReversalsByOrder: DataLoader<number, EInvoiceReversalView[]>;
}

/** Creates a fresh set of loaders: one per request (`context.loaders.orders`). */
export function createOrderLoaders(db: Database): OrderLoaders {
  return {
    sizeByEan: mapLoader(
      async (eans) => {
        const rows = await selectSizeRecords(db).where(inArray(productSizes.ean, [...eans]));
        return new Map(rows.map((r) => [r.ean, r]));
      },
      () => null,
    ),
    invoiceReversalsByOrder: mapLoader(
      (orderIds) => loadInvoiceReversals(db, orderIds),
      () => [],
    ),
  };
}
