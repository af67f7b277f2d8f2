import { ONLINE_WAREHOUSE_CODE } from "@xunlan/catalog-data";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../kernel/db";
import { stock } from "../../kernel/db/schema";

/** Units of one SKU an order holds. */
export interface SkuQuantity {
  sku: string;
  quantity: number;
}

/** `case sku when … then qty end`: one statement updates every SKU of an order. */
function quantityBySku(lines: readonly SkuQuantity[]) {
  const cases = lines.map((l) => sql`when ${l.sku} then ${l.quantity}::int`);
  return sql`(case ${stock.sku} ${sql.join(cases, sql` `)} end)`;
}

function sumBySku(lines: readonly SkuQuantity[]): SkuQuantity[] {
  const totals = new Map<string, number>();
  for (const l of lines) totals.set(l.sku, (totals.get(l.sku) ?? 0) + l.quantity);
  return [...totals].map(([sku, quantity]) => ({ sku, quantity }));
}

/**
 * A paid order's reservation becomes a sale: qty and lockQty both drop by the order's units at
 * `location` (the online warehouse; a pickup order's store, issue 24 §1).
 */
export async function commitReservedStock(
  tx: Database,
  lines: readonly SkuQuantity[],
  location: string = ONLINE_WAREHOUSE_CODE,
): Promise<void> {
  const wanted = sumBySku(lines);
  if (wanted.length === 0) return;
  const by = quantityBySku(wanted);
  await tx
    .update(stock)
    .set({ qty: sql`${stock.qty} - ${by}`, lockQty: sql`${stock.lockQty} - ${by}` })
    .where(
      and(
        inArray(
          stock.sku,
          wanted.map((l) => l.sku),
        ),
        eq(stock.storeCode, location),
      ),
    );
}

/** A cancelled order's reservation is given back: lockQty drops by the order's units at `location`. */
export async function releaseReservedStock(
  tx: Database,
  lines: readonly SkuQuantity[],
  location: string = ONLINE_WAREHOUSE_CODE,
): Promise<void> {
  const wanted = sumBySku(lines);
  if (wanted.length === 0) return;
  const by = quantityBySku(wanted);
  await tx
    .update(stock)
    .set({ lockQty: sql`greatest(${stock.lockQty} - ${by}, 0)` })
    .where(
      and(
        inArray(
          stock.sku,
          wanted.map((l) => l.sku),
        ),
        eq(stock.storeCode, location),
      ),
    );
}
