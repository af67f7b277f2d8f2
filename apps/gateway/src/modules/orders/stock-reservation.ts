import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { ONLINE_WAREHOUSE_CODE } from "@xunlan/catalog-data";
import type { Database } from "../../db";
import { stock } from "../../db/schema";

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
 * Reserves stock for an order at the online warehouse, all or nothing, inside the caller's
 * transaction: the SKUs' rows are locked in SKU order (so two orders never wait on each other
 * in opposite orders), then lockQty grows by each SKU's summed quantity with a conditional
 * update (`qty − lock_qty >= wanted`). Returns the SKUs that did not have enough (empty on
 * success); the caller rolls back when any is short.
 */
export async function reserveStock(tx: Database, lines: readonly SkuQuantity[]): Promise<Array<{ sku: string; saleableQty: number }>> {
  const wanted = sumBySku(lines);
  const skus = wanted.map((l) => l.sku);
  const locked = await tx
    .select({ sku: stock.sku, saleableQty: sql<number>`${stock.qty} - ${stock.lockQty}` })
    .from(stock)
    .where(and(inArray(stock.sku, skus), eq(stock.storeCode, ONLINE_WAREHOUSE_CODE)))
    .orderBy(asc(stock.sku))
    .for("update");
  const available = new Map(locked.map((r) => [r.sku, Number(r.saleableQty)]));
  const short = wanted
    .filter((l) => (available.get(l.sku) ?? 0) < l.quantity)
    .map((l) => ({ sku: l.sku, saleableQty: Math.max(0, available.get(l.sku) ?? 0) }));
  if (short.length > 0) return short;
  const by = quantityBySku(wanted);
  const updated = await tx
    .update(stock)
    .set({ lockQty: sql`${stock.lockQty} + ${by}` })
    .where(and(inArray(stock.sku, skus), eq(stock.storeCode, ONLINE_WAREHOUSE_CODE), sql`${stock.qty} - ${stock.lockQty} >= ${by}`))
    .returning({ sku: stock.sku });
  const done = new Set(updated.map((r) => r.sku));
  return wanted.filter((l) => !done.has(l.sku)).map((l) => ({ sku: l.sku, saleableQty: available.get(l.sku) ?? 0 }));
}

/** A paid order's reservation becomes a sale: qty and lockQty both drop by the order's units. */
export async function commitReservedStock(tx: Database, lines: readonly SkuQuantity[]): Promise<void> {
  const wanted = sumBySku(lines);
  if (wanted.length === 0) return;
  const by = quantityBySku(wanted);
  await tx
    .update(stock)
    .set({ qty: sql`${stock.qty} - ${by}`, lockQty: sql`${stock.lockQty} - ${by}` })
    .where(and(inArray(stock.sku, wanted.map((l) => l.sku)), eq(stock.storeCode, ONLINE_WAREHOUSE_CODE)));
}

/** A cancelled order's reservation is given back: lockQty drops by the order's units. */
export async function releaseReservedStock(tx: Database, lines: readonly SkuQuantity[]): Promise<void> {
  const wanted = sumBySku(lines);
  if (wanted.length === 0) return;
  const by = quantityBySku(wanted);
  await tx
    .update(stock)
    .set({ lockQty: sql`greatest(${stock.lockQty} - ${by}, 0)` })
    .where(and(inArray(stock.sku, wanted.map((l) => l.sku)), eq(stock.storeCode, ONLINE_WAREHOUSE_CODE)));
}
