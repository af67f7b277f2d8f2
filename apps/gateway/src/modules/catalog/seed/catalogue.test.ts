import { generateCatalogue, requiredCategoryPaths } from "@xunlan/catalog-data";
import { count, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../../test/support/database";
import type { DatabaseHandle } from "../../../kernel/db/index";
import { productColorCategories, productColors, productSizes, productStyles, stock } from "../../../kernel/db/schema";
import { seedCatalogue } from "./catalogue";
import { CATEGORY_SEED, type CategorySeed } from "./categories";

const seededPaths = (nodes: CategorySeed[], prefix = ""): string[] =>
  nodes.flatMap((n) => {
    const path = prefix ? `${prefix}/${n.route}` : n.route;
    return [path, ...seededPaths(n.children ?? [], path)];
  });

describe("catalogue seed", () => {
  let database: DatabaseHandle;
  const demo = generateCatalogue({ seed: 1 });
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it("has every category path the generator files products under", () => {
    const paths = new Set(seededPaths(CATEGORY_SEED));
    expect(requiredCategoryPaths(demo.styles).filter((p) => !paths.has(p))).toEqual([]);
  });

  // How fast it loads (target under 10 s) is a figure of `pnpm bench`, not an assertion here.
  it("loads the demo catalogue once and nothing on the next start", async () => {
    const first = await seedCatalogue(database.db);
    const colours = demo.styles.reduce((n, s) => n + s.productColors.length, 0);
    expect(first).toMatchObject({ loaded: true, styles: demo.styles.length, colors: colours, stockRows: demo.stock.length });

    const second = await seedCatalogue(database.db);
    expect(second.loaded).toBe(false);
    const n = async (table: typeof productStyles | typeof productColors | typeof productSizes | typeof stock) =>
      (await database.db.select({ n: count() }).from(table))[0]!.n;
    expect(await n(productStyles)).toBe(demo.styles.length);
    expect(await n(productColors)).toBe(colours);
    expect(await n(stock)).toBe(demo.stock.length);
  });

  it("links every colour to a category and keeps saleableQty = qty − lockQty", async () => {
    const [unlinked] = await database.db
      .select({ n: count() })
      .from(productColors)
      .where(sql`not exists (select 1 from ${productColorCategories} where ${productColorCategories.colorId} = ${productColors.id})`);
    expect(unlinked!.n).toBe(0);
    const [bad] = await database.db
      .select({ n: count() })
      .from(stock)
      .where(sql`${stock.saleableQty} <> ${stock.qty} - ${stock.lockQty} or ${stock.saleableQty} < 0`);
    expect(bad!.n).toBe(0);
    const [locked] = await database.db.select({ n: count() }).from(stock).where(sql`${stock.lockQty} > 0`);
    expect(locked!.n).toBeGreaterThan(0);
  });

  it("moves the identity sequences past the seeded ids", async () => {
    const [row] = await database.db
      .insert(productStyles)
      .values({
        name: "Test",
        styleSku: "XL99TS9999",
        styleSlug: "test-style",
        styleDisplayNameCn: "测试",
        styleProductType: "Shoes",
        styleProductSubType: "running",
        styleGroupGender: "men",
        price: 1,
      })
      .returning({ id: productStyles.id });
    expect(row!.id).toBe(demo.styles.length + 1);
    await database.db.execute(sql`delete from product_styles where id = ${row!.id}`);
  });
});
