/**
 * Helpers for the per-request DataLoaders of the GraphQL context (`context.loaders`, created
 * by `createRequestLoaders` for every request). DataLoader answers every `load(key)` made in
 * one tick with one call of its batch function, so a field resolved for N parents costs one
 * SQL statement, not N, and memoises each key for the request's lifetime.
 */
import DataLoader from "dataloader";

/**
 * A DataLoader whose batch function answers with a map: keys the map leaves out get
 * `fallback()` (e.g. `[]` for one-to-many, null for lookups), as DataLoader wants one value
 * per key in the keys' order. A failed batch rejects every key of it and caches none.
 */
export function mapLoader<K, V>(batch: (keys: readonly K[]) => Promise<Map<K, V>>, fallback: () => V): DataLoader<K, V> {
  return new DataLoader<K, V>(async (keys) => {
    const found = await batch(keys);
    return keys.map((key) => (found.has(key) ? (found.get(key) as V) : fallback()));
  });
}

/** Groups rows by a key (keeps row order within a group). */
export function groupBy<K, R>(rows: readonly R[], keyOf: (row: R) => K): Map<K, R[]> {
  const out = new Map<K, R[]>();
  for (const row of rows) {
    const k = keyOf(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}
