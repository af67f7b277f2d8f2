import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { seedDatabase } from "../../src/flows/seed";
import { createDatabase } from "../../src/kernel/db";

declare module "vitest" {
  interface ProvidedContext {
    /** Files of PGlite data directories (dumpDataDir tarballs) made once per run: migrated, and migrated + seeded. */
    pgliteTemplates: { migrated: string; seeded: string };
  }
}

/**
 * Global setup: builds the test database once per run — an in-memory PGlite, the committed
 * migrations, then the demo seed — and dumps it twice (before and after the seed) to files.
 * Each test file's createTestDatabase loads a copy (~0.3 s) instead of running initdb and the
 * migrations again (2–3 s per file, about a third of the gateway's test time on 2 cores).
 * Made anew every run, so it is never stale.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "xunlan-pglite-template-"));
  const handle = await createDatabase({ databaseUrl: undefined, pgliteDataDir: "memory://" });
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = async (name: string) => {
    const file = join(dir, `${name}.tar`);
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
    return file;
  };
  await handle.migrate();
  const migrated = await dump("migrated");
  await seedDatabase(handle.db);
  const seeded = await dump("seeded");
  await handle.close();
  project.provide("pgliteTemplates", { migrated, seeded });
  return () => rmSync(dir, { recursive: true, force: true });
}
