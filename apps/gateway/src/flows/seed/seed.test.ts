import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../test/support/database";
import type { DatabaseHandle } from "../../kernel/db/index";
import { categories, configSettings } from "../../kernel/db/schema";
import { CATEGORY_SEED, type CategorySeed } from "../../modules/catalog/seed/categories";
import { seedDatabase } from "./index";

const countNodes = (nodes: CategorySeed[]): number => nodes.reduce((n, c) => n + 1 + countNodes(c.children ?? []), 0);

describe("seed", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
  });
  afterAll(async () => {
    await database?.close();
  });

  it("inserts the demo data once and nothing on later runs", async () => {
    const first = await seedDatabase(database.db);
    expect(first.categoriesInserted).toBe(countNodes(CATEGORY_SEED));
    expect(first.configSettingsInserted).toBeGreaterThanOrEqual(3);
    expect(await seedDatabase(database.db)).toEqual({
      categoriesInserted: 0,
      configSettingsInserted: 0,
      promotionsInserted: 0,
      couponRulesInserted: 0,
    });
    const [{ n } = { n: 0 }] = await database.db.select({ n: count() }).from(categories);
    expect(n).toBe(countNodes(CATEGORY_SEED));
  });

  it("adds only new nodes when the seed grows (how the catalog module extends it)", async () => {
    const extended: CategorySeed[] = [
      { title: "男子", route: "men", children: [{ title: "鞋类", route: "shoes", children: [{ title: "网球鞋", route: "tennis" }] }] },
    ];
    expect(await seedDatabase(database.db, { categories: extended, configSettings: [] })).toEqual({
      categoriesInserted: 1,
      configSettingsInserted: 0,
      promotionsInserted: 0,
      couponRulesInserted: 0,
    });
    const [{ n } = { n: 0 }] = await database.db.select({ n: count() }).from(configSettings);
    expect(n).toBeGreaterThanOrEqual(3);
  });

  it("has a three-level tree with hidden and disabled categories and unique sibling routes", () => {
    const depths: number[] = [];
    const walk = (nodes: CategorySeed[], depth: number): void => {
      expect(new Set(nodes.map((n) => n.route)).size).toBe(nodes.length);
      for (const node of nodes) {
        expect(node.route).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        depths.push(depth);
        walk(node.children ?? [], depth + 1);
      }
    };
    walk(CATEGORY_SEED, 1);
    expect(Math.max(...depths)).toBe(3);
    expect(CATEGORY_SEED.filter((c) => c.enableAtWebsite === false).length).toBeGreaterThanOrEqual(2);
    expect(CATEGORY_SEED.some((c) => c.enable === false)).toBe(true);
  });
});
