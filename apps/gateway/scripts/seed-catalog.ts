/**
 * Loads a generated catalogue of N product colours (default 100 000) into the gateway's
 * database — PostgreSQL when DATABASE_URL is set, else the PGlite folder — replacing the demo
 * catalogue. Nothing happens when it already holds exactly N colours.
 *
 *   DATABASE_URL=postgres://… pnpm --filter @xunlan/gateway seed:catalog --scale 100000
 */
import { parseArgs } from "node:util";
import { seedDatabase } from "../src/flows/seed";
import { createDatabase } from "../src/kernel/db";
import { loadEnv } from "../src/kernel/env";
import { ensureCatalogueScale } from "../src/modules/catalog/seed/catalogue";

const { values } = parseArgs({ options: { scale: { type: "string", default: "100000" }, seed: { type: "string", default: "1" } } });
const scale = Number(values.scale);
if (!Number.isInteger(scale) || scale < 1) throw new Error(`--scale must be a positive integer, got ${values.scale}`);

const env = loadEnv();
const database = await createDatabase(env);
try {
  await database.migrate();
  await seedDatabase(database.db);
  console.info(`seeding ${scale} product colours into ${database.driver === "pglite" ? env.pgliteDataDir : "PostgreSQL"}…`);
  const report = await ensureCatalogueScale(database.db, scale, {
    seed: Number(values.seed),
    onProgress: (r) =>
      process.stdout.write(`\r  ${r.colors} colours, ${r.sizes} sizes, ${r.stockRows} stock rows, ${(r.ms / 1000).toFixed(1)} s`),
  });
  process.stdout.write("\n");
  console.info(report.loaded ? `done: ${JSON.stringify(report)}` : `already seeded with ${scale} colours`);
} finally {
  await database.close();
}
