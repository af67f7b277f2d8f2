import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { PRODUCT_UI_FIXTURE_PATH, REGENERATE_COMMAND, recordFromSeededGateway } from "./support/product-ui-fixtures";

// product-ui's tests and stories read the gateway's answers to product-ui's operations, recorded
// once and committed; this regenerates them in memory from the seeded demo catalogue, so a
// schema, operation or seed change cannot leave the committed fixture stale (issue 14).
describe("product-ui's catalogue fixture", () => {
  it("is what the gateway answers today", { timeout: 240_000 }, async () => {
    const [recorded, committed] = await Promise.all([recordFromSeededGateway(), readFile(PRODUCT_UI_FIXTURE_PATH, "utf8")]);
    expect(committed, `${PRODUCT_UI_FIXTURE_PATH} is stale: run ${REGENERATE_COMMAND} and commit it`).toBe(recorded);
  });
});
