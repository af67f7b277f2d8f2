import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, withRollback } from "../../../test/support/database";
import type { DatabaseHandle } from "../../kernel/db";
import { categories } from "../../kernel/db/schema";
import { buildCategoryTree, type CategoryNode, listCategoryTree } from "./category-service";

const paths = (nodes: CategoryNode[]): string[] => nodes.flatMap((n) => [n.path, ...paths(n.childs)]);

describe("category tree (spec §3)", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it("orders siblings by sort, then id", async () => {
    await withRollback(database.db, async (db) => {
      const [men] = await db.select().from(categories).where(eq(categories.route, "men"));
      await db.insert(categories).values([
        { parentId: null, title: "新品", route: "new", sort: 5 },
        { parentId: null, title: "精选", route: "featured", sort: 5 },
      ]);
      await db.update(categories).set({ sort: 100 }).where(eq(categories.id, men!.id));
      const roots = await listCategoryTree(db);
      expect(roots.map((c) => c.route)).toEqual(["new", "featured", "women", "kids", "sports", "men"]);
    });
  });

  it("drops a disabled or hidden parent's whole subtree", async () => {
    await withRollback(database.db, async (db) => {
      const [women] = await db.select().from(categories).where(eq(categories.route, "women"));
      await db.update(categories).set({ enable: false }).where(eq(categories.id, women!.id));
      const all = paths(await listCategoryTree(db, { includeHidden: true }));
      expect(all.filter((p) => p.startsWith("women"))).toEqual([]);
      expect(all).toContain("employee-sale/apparel/all");
    });
    const visible = paths(await listCategoryTree(database.db));
    expect(visible.filter((p) => p.startsWith("employee-sale") || p.startsWith("pre-launch"))).toEqual([]);
    expect(visible).toContain("women/apparel/leggings");
  });

  it("keeps only three levels", () => {
    const row = (id: number, parentId: number | null, route: string) => ({
      id,
      parentId,
      route,
      title: route,
      sort: 0,
      description: null,
      bigCardInterval: null,
      shareImg: null,
      enable: true,
      enableAtWebsite: true,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const tree = buildCategoryTree([row(1, null, "a"), row(2, 1, "b"), row(3, 2, "c"), row(4, 3, "d")]);
    expect(paths(tree)).toEqual(["a", "a/b", "a/b/c"]);
    expect(tree[0]?.childs[0]?.childs[0]).toMatchObject({ level: 3, childs: [] });
  });
});
