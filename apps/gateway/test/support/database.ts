import { type Database, type DatabaseHandle, createDatabase } from "../../src/db";
import { seedDatabase } from "../../src/db/seed";

/**
 * An in-memory PGlite with the committed migrations and the demo seed applied. Creating one
 * takes 2–3 s, so a test file shares one (beforeAll) and isolates writes with {@link withRollback}.
 */
export async function createTestDatabase(options: { migrate?: boolean; seed?: boolean } = {}): Promise<DatabaseHandle> {
  const handle = await createDatabase({ databaseUrl: undefined, pgliteDataDir: "memory://" });
  if (options.migrate !== false) await handle.migrate();
  if (options.migrate !== false && options.seed !== false) await seedDatabase(handle.db);
  return handle;
}

class Rollback extends Error {}

/** Runs `fn` in a transaction that is always rolled back; returns what `fn` returned. */
export async function withRollback<T>(db: Database, fn: (tx: Database) => Promise<T>): Promise<T> {
  let result: T | undefined;
  try {
    await db.transaction(async (tx) => {
      result = await fn(tx);
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  return result as T;
}
