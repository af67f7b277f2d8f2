/**
 * Writes @xunlan/product-ui's catalogue fixture (packages/product-ui/src/test/generated/catalog.ts)
 * from the seeded demo catalogue, through the generated operations product-ui sends. `--check`
 * writes nothing and exits 1 when the committed file differs (the drift test does the same).
 *
 *   pnpm --filter @xunlan/gateway fixtures:product-ui [--check]
 */
import { readFile, writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { PRODUCT_UI_FIXTURE_PATH, REGENERATE_COMMAND, recordFromSeededGateway } from "../test/support/product-ui-fixtures";

const { values } = parseArgs({ options: { check: { type: "boolean", default: false } } });
const source = await recordFromSeededGateway();
const committed = await readFile(PRODUCT_UI_FIXTURE_PATH, "utf8").catch(() => null);
if (values.check) {
  if (committed !== source) {
    console.error(`${PRODUCT_UI_FIXTURE_PATH} is stale: run ${REGENERATE_COMMAND}`);
    process.exitCode = 1;
  } else console.info(`${PRODUCT_UI_FIXTURE_PATH} is up to date`);
} else if (committed === source) {
  console.info(`${PRODUCT_UI_FIXTURE_PATH} is up to date`);
} else {
  await writeFile(PRODUCT_UI_FIXTURE_PATH, source);
  console.info(`wrote ${PRODUCT_UI_FIXTURE_PATH}`);
}
