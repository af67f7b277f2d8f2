import { randomBytes } from "node:crypto";
import { postgresRequired } from "@xunlan/vitest-config";
import { Client } from "pg";
import { seedDatabase } from "../../src/flows/seed";
import { createDatabase, type DatabaseHandle } from "../../src/kernel/db";

/**
 * The real-server test URL, or undefined (the suite then skips, visibly). Files that call this
 * are named `*.pg.test.ts`: the global setup of @xunlan/vitest-config fails a CI or REQUIRE_PG=1
 * run without TEST_DATABASE_URL before they start; this throws too, for a file named otherwise.
 * Test-only: the app reads env in src/env.ts.
 */
export function testDatabaseUrl(): { url: string | undefined } {
  const url = process.env.TEST_DATABASE_URL?.trim() || undefined;
  if (url === undefined && postgresRequired()) throw new Error("PostgreSQL required (CI or REQUIRE_PG=1): set TEST_DATABASE_URL");
  return { url };
}

/** A freshly created database on the test server, migrated and seeded; `drop` removes it. */
export interface FreshDatabase extends DatabaseHandle {
  name: string;
  /** Closes the pool and drops the database. */
  drop(): Promise<void>;
}

/** Creates `gw_test_<random>` on the server of `serverUrl`, migrates and seeds it. */
export async function createFreshDatabase(serverUrl: string): Promise<FreshDatabase> {
  const name = `gw_test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await createDatabase({ databaseUrl: url.toString(), pgliteDataDir: "unused" });
  try {
    await handle.migrate();
    await seedDatabase(handle.db);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return {
    ...handle,
    name,
    async drop() {
      await handle.close();
      const cleanup = new Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
