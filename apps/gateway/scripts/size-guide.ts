/**
 * Regenerates the help size guide's tables (cms-content legal/size-guide.json) from the size
 * conversion table of a freshly migrated and seeded database, so the help page reads sizes as
 * the size chips, size buttons and size charts do (issue 13). test/size-conversions.test.ts fails
 * when the committed document drifts from the table: run `pnpm --filter @xunlan/gateway size-guide`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { seedDatabase } from "../src/flows/seed";
import { resolveContentDir } from "../src/http/content";
import { createDatabase } from "../src/kernel/db";
import { seedCatalogue } from "../src/modules/catalog/seed/catalogue";
import { loadSizeConversions, withGeneratedSizeGuide } from "../src/modules/catalog/size-conversions";

const contentDir = resolveContentDir(undefined);
if (!contentDir) throw new Error("size-guide: the cms-content documents folder was not found");
const file = join(contentDir, "json", "publish", "legal", "size-guide.json");
const handle = await createDatabase({ databaseUrl: undefined, pgliteDataDir: "memory://" });
try {
  await handle.migrate();
  await seedDatabase(handle.db);
  await seedCatalogue(handle.db);
  const doc = JSON.parse(readFileSync(file, "utf8"));
  writeFileSync(file, `${JSON.stringify(withGeneratedSizeGuide(doc, await loadSizeConversions(handle.db)), null, 2)}\n`);
  console.log(`size-guide: wrote ${file}`);
} finally {
  await handle.close();
}
