import { readFileSync } from "node:fs";
import { inject } from "vitest";
import { seedDatabase } from "../../src/flows/seed";
import { createDatabase, type Database, type DatabaseHandle } from "../../src/kernel/db";

/**
 * An in-memory PGlite with the committed migrations and the demo seed applied. Under vitest it is
 * a copy of the run's template (test/support/pglite-template.ts, ~0.3 s); without the template
 * (a script) it is built from scratch (2–3 s). A test file shares one (beforeAll) and isolates
 * writes with {@link withRollback}.
 */
export async function createTestDatabase(options: { migrate?: boolean; seed?: boolean } = {}): Promise<DatabaseHandle> {
  const migrate = options.migrate !== false;
  const seed = migrate && options.seed !== false;
  const template = migrate ? templates()?.[seed ? "seeded" : "migrated"] : undefined;
  if (template) {
    return createDatabase({ databaseUrl: undefined, pgliteDataDir: "memory://", loadDataDir: new Blob([readFileSync(template)]) });
  }
  const handle = await createDatabase({ databaseUrl: undefined, pgliteDataDir: "memory://" });
  if (migrate) await handle.migrate();
  if (seed) await seedDatabase(handle.db);
  return handle;
}

function templates() {
  try {
    return inject("pgliteTemplates");
  } catch {
    return undefined; // not inside a vitest worker
  }
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
