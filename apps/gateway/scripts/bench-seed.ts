/**
 * The speed figures the tests no longer assert (no clocks in tests): generating 1 000 colours
 * (target under 2 s) and loading the demo catalogue into a fresh in-memory PGlite, migrated and
 * seeded (target under 10 s). `pnpm bench` runs it; the last line is JSON with --json.
 *
 *   pnpm --filter @xunlan/gateway bench:seed [--json]
 */
import { parseArgs } from "node:util";
import { iterateStyles } from "@xunlan/catalog-data";
import { seedDatabase } from "../src/flows/seed";
import { createDatabase } from "../src/kernel/db";
import { seedCatalogue } from "../src/modules/catalog/seed/catalogue";

const { values } = parseArgs({ options: { json: { type: "boolean", default: false } } });

let started = performance.now();
const styles = [...iterateStyles({ seed: 7, scale: 1000 })];
const generateMs = Math.round(performance.now() - started);
const generatedColours = styles.reduce((n, s) => n + s.productColors.length, 0);

const database = await createDatabase({ databaseUrl: undefined, pgliteDataDir: "memory://" });
await database.migrate();
await seedDatabase(database.db);
started = performance.now();
const seeded = await seedCatalogue(database.db);
const seedMs = Math.round(performance.now() - started);
await database.close();

const result = { generateMs, generatedColours, seedMs, styles: seeded.styles, colours: seeded.colors, stockRows: seeded.stockRows };
if (values.json) console.log(JSON.stringify(result));
else {
  console.log(`generate 1 000 colours: ${generateMs} ms (target < 2 000 ms)`);
  console.log(
    `seed the demo catalogue (PGlite): ${seedMs} ms for ${seeded.colors} colours, ${seeded.stockRows} stock rows (target < 10 000 ms)`,
  );
}
