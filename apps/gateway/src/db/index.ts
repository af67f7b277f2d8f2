import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { Pool } from "pg";
import type { GatewayEnv } from "../env";
import { MIGRATIONS_DIR } from "../lib/app-root";
import * as schema from "./schema";

/** All tables, as passed to drizzle (enables `db.query.<table>`). */
export type Schema = typeof schema;

/**
 * The one Drizzle handle type the gateway uses, whichever driver is underneath. Transactions
 * (`db.transaction(async (tx) => …)`) are the same type, so services accept either.
 */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** A transaction handle; assignable to {@link Database}. */
export type Transaction = PgTransaction<PgQueryResultHKT, Schema>;

/** A database plus the lifecycle operations main.ts and tests need. */
export interface DatabaseHandle {
  db: Database;
  /** "pglite" (embedded; DATABASE_URL unset) or "node-postgres". */
  driver: "pglite" | "node-postgres";
  /** Applies the committed migrations in apps/gateway/drizzle (idempotent). */
  migrate(): Promise<void>;
  /** Round-trips `select 1`; throws when the database is unreachable. */
  ping(): Promise<void>;
  /** Closes the pool / PGlite instance. */
  close(): Promise<void>;
}

/** Options of {@link createDatabase}; a {@link GatewayEnv} fits. */
export type DatabaseOptions = Pick<GatewayEnv, "databaseUrl" | "pgliteDataDir"> & {
  /**
   * Called when an idle pooled connection fails (server restart, `pg_terminate_backend`, a
   * dropped database). The pool discards that connection and opens a new one on demand; without
   * a listener node-postgres would crash the process. Defaults to a warning on stderr.
   */
  onConnectionError?: (error: Error) => void;
};

// Column names are snake_case in SQL, camelCase in TypeScript (drizzle.config.ts agrees).
const CASING = "snake_case" as const;

/**
 * Opens the database: node-postgres when `databaseUrl` is set, otherwise PGlite in
 * `pgliteDataDir` (created if missing; `memory://` for an in-memory database). Call
 * `migrate()` before use.
 */
export async function createDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10 });
    pool.on(
      "error",
      options.onConnectionError ??
        ((error) => console.warn(`postgres: idle connection lost (${error.message}); it will be replaced`)),
    );
    const db = drizzleNodePg({ client: pool, schema, casing: CASING });
    return {
      db,
      driver: "node-postgres",
      migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_DIR }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }

  const dataDir = options.pgliteDataDir;
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite({ client, schema, casing: CASING });
  return {
    db,
    driver: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
