import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { Client, Pool } from "pg";
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
  /** The connection pool's counts (node-postgres); null on PGlite (one connection, in process). */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  /**
   * LISTENs on a channel (PostgreSQL NOTIFY, also what PGlite implements): `onNotify` gets each
   * payload, and `null` after the listening connection was lost and re-established (notifications
   * may have been missed: drop whatever they would have invalidated). Resolves once listening.
   */
  listen(channel: string, onNotify: (payload: string | null) => void): Promise<void>;
}

/** Options of {@link createDatabase}; a {@link GatewayEnv} fits. */
export type DatabaseOptions = Pick<GatewayEnv, "databaseUrl" | "pgliteDataDir"> & {
  /**
   * Called when an idle pooled connection fails (server restart, `pg_terminate_backend`, a
   * dropped database). The pool discards that connection and opens a new one on demand; without
   * a listener node-postgres would crash the process. Defaults to a warning on stderr.
   */
  onConnectionError?: (error: Error) => void;
  /**
   * PGlite only: start from this data directory (a `dumpDataDir()` tarball) instead of an empty
   * one. The tests load a migrated, seeded template in ~0.3 s instead of 2–3 s of initdb.
   */
  loadDataDir?: Blob;
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
      options.onConnectionError ?? ((error) => console.warn(`postgres: idle connection lost (${error.message}); it will be replaced`)),
    );
    const db = drizzleNodePg({ client: pool, schema, casing: CASING });
    const listener = createPgListener(options.databaseUrl, options.onConnectionError);
    return {
      db,
      driver: "node-postgres",
      listen: listener.listen,
      migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_DIR }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: async () => {
        await listener.close();
        await pool.end();
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }

  const dataDir = options.pgliteDataDir;
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  const db = drizzlePglite({ client, schema, casing: CASING });
  return {
    db,
    driver: "pglite",
    listen: async (channel, onNotify) => {
      await client.listen(channel, (payload) => onNotify(payload));
    },
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
    poolStats: () => null,
  };
}

/**
 * One dedicated node-postgres connection for LISTEN (a pooled connection cannot hold it). When it
 * drops, it reconnects after a second, LISTENs again and tells every listener `null`.
 */
function createPgListener(connectionString: string, onError: ((error: Error) => void) | undefined) {
  const handlers = new Map<string, Set<(payload: string | null) => void>>();
  let client: Client | null = null;
  let connecting: Promise<Client> | null = null;
  let closed = false;

  const connect = (): Promise<Client> =>
    (connecting ??= (async () => {
      const next = new Client({ connectionString });
      next.on("notification", (message) => {
        for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? "");
      });
      next.on("error", (error) => {
        (onError ?? ((e: Error) => console.warn(`postgres: LISTEN connection lost (${e.message})`)))(error);
        if (client === next) client = null;
        connecting = null;
        next.end().catch(() => undefined);
        if (!closed) setTimeout(() => void reconnect(), 1_000).unref();
      });
      await next.connect();
      for (const channel of handlers.keys()) await next.query(`LISTEN ${quoteIdent(channel)}`);
      client = next;
      return next;
    })().catch((error: unknown) => {
      connecting = null;
      throw error;
    }));

  async function reconnect(): Promise<void> {
    try {
      await connect();
      for (const set of handlers.values()) for (const handler of set) handler(null);
    } catch {
      if (!closed) setTimeout(() => void reconnect(), 1_000).unref();
    }
  }

  return {
    async listen(channel: string, onNotify: (payload: string | null) => void): Promise<void> {
      let set = handlers.get(channel);
      const isNew = !set;
      if (!set) handlers.set(channel, (set = new Set()));
      set.add(onNotify);
      const current = client ?? (await connect());
      if (isNew && current === client) await current.query(`LISTEN ${quoteIdent(channel)}`);
    },
    async close(): Promise<void> {
      closed = true;
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * The rows of a raw SQL statement, alike for both drivers (node-postgres and PGlite answer
 * `{ rows }`; drizzle's `execute` types the answer per driver).
 */
export async function executeRows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
