/**
 * A minimal DataLoader: `load(key)` calls made in the same tick are answered by one call of
 * the batch function, so a field resolved for N parents costs one SQL statement, not N.
 * Results are memoised per loader (one loader per request).
 */
export class BatchLoader<K, V> {
  private readonly cache = new Map<K, Promise<V>>();
  private queue: Array<{ key: K; resolve: (value: V) => void; reject: (error: unknown) => void }> = [];

  /**
   * @param batch loads many keys at once; keys it leaves out of the map get `fallback`.
   * @param fallback the value for a missing key (e.g. `[]` for one-to-many, null for lookups).
   */
  constructor(
    private readonly batch: (keys: K[]) => Promise<Map<K, V>>,
    private readonly fallback: () => V,
  ) {}

  /** The value for `key`, batched with every other key asked for in this tick. */
  load(key: K): Promise<V> {
    const cached = this.cache.get(key);
    if (cached) return cached;
    const promise = new Promise<V>((resolve, reject) => {
      this.queue.push({ key, resolve, reject });
      // After the current job and its promise reactions: graphql-js asks every sibling first.
      if (this.queue.length === 1) void Promise.resolve().then(() => process.nextTick(() => void this.dispatch()));
    });
    this.cache.set(key, promise);
    return promise;
  }

  private async dispatch(): Promise<void> {
    const queue = this.queue;
    this.queue = [];
    try {
      const found = await this.batch([...new Set(queue.map((q) => q.key))]);
      for (const q of queue) q.resolve(found.has(q.key) ? found.get(q.key)! : this.fallback());
    } catch (error) {
      for (const q of queue) {
        this.cache.delete(q.key);
        q.reject(error);
      }
    }
  }
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
