import { sql } from "drizzle-orm";
import { CATALOG_CHANGED_CHANNEL, type CatalogCache } from "./http/catalog-cache";
import type { Database } from "./kernel/db";

/**
 * Keeps `cache` coherent with the catalogue (issue 27 §2): every catalogue write takes the next
 * value of catalog_version_seq and announces it (NOTIFY, migration 0008); the cache answers under
 * that value. The generation is then the database's, not the process's: every worker of a
 * gateway (node:cluster, cluster.ts) and every instance that has seen the same write answers
 * `x-catalog-generation` and `/catalog-generation` alike, so a storefront whose calls reach
 * different workers keeps its catalogue answers instead of dropping them at every switch.
 *
 * LISTEN first, then read the sequence: a write between the two is both read and announced.
 * After a lost LISTEN connection (payload null) the sequence is read again: a write announced
 * while it was down moves it, and the cache is dropped either way.
 */
export async function followCatalogChanges(
  cache: CatalogCache,
  database: { db: Database; listen: (channel: string, onNotify: (payload: string | null) => void) => Promise<void> },
): Promise<void> {
  // Never backwards: a read of the sequence that started before a NOTIFY may end after it.
  let latest = -1;
  const apply = (version: number) => {
    if (version < latest) return;
    latest = version;
    cache.invalidate(`v${version}`);
  };
  const reread = async () => {
    try {
      apply(await catalogVersion(database.db));
    } catch {
      // The database is unreachable: a generation of this process's own, until the next write.
      cache.invalidate();
    }
  };
  await database.listen(CATALOG_CHANGED_CHANNEL, (payload) => {
    if (payload !== null && /^\d+$/.test(payload)) apply(Number(payload));
    else void reread();
  });
  await reread();
}

/** The catalogue's version: the last value catalog_version_seq gave (0 before any write). */
export async function catalogVersion(db: Database): Promise<number> {
  const result = (await db.execute(sql`select last_value::text as value, is_called from catalog_version_seq`)) as unknown as {
    rows: Array<{ value: string; is_called: boolean }>;
  };
  const row = result.rows[0];
  return row?.is_called ? Number(row.value) : 0;
}
