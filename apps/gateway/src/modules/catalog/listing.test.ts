import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, withRollback } from "../../../test/support/database";
import type { Database, DatabaseHandle } from "../../kernel/db";
import { type CategoryNode, listCategoryTree } from "./category-service";
import { ALL_COLORS_CATEGORY, isCatalogueListingFresh, refreshCatalogueListing } from "./listing";
import { clearFacetCache, type SearchInput, searchProductColors } from "./search-service";
import { seedCatalogue } from "./seed/catalogue";

const rows = async <T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const ids = async (db: Database, query: ReturnType<typeof sql>): Promise<number[]> =>
  (await rows<{ id: number }>(db, query)).map((r) => Number(r.id));

const flatten = (nodes: CategoryNode[]): CategoryNode[] => nodes.flatMap((n) => [n, ...flatten(n.childs)]);
const subtree = (node: CategoryNode): number[] => [node.id, ...node.childs.flatMap(subtree)];

/** What a search answers: the page, the count and the filters. */
async function answer(db: Database, input: SearchInput) {
  clearFacetCache(db);
  const result = await searchProductColors(db, input);
  return { ids: result.productColorIds, count: result.count, filters: await result.filters() };
}

/** Marks the read model stale inside `tx`, so searches there read the source tables. */
const forceStale = (tx: Database) => tx.execute(sql`update catalog_listing_state set fresh = false`);

describe("listing read model (product_color_listing, counts, facets)", () => {
  let database: DatabaseHandle;
  let db: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    await seedCatalogue(db);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("is fresh after seeding and holds exactly the visible colours of every visible category and of the whole catalogue", async () => {
    expect(await isCatalogueListingFresh(db)).toBe(true);
    const nodes = flatten(await listCategoryTree(db));
    expect(nodes.length).toBeGreaterThan(30);
    const visible = sql`c.enable_at_website and c.publish`;
    for (const node of nodes) {
      const inList = sql.join(
        subtree(node).map((id) => sql`${id}`),
        sql`, `,
      );
      const expected = await ids(
        db,
        sql`select c.id from product_colors c where ${visible}
              and exists (select 1 from product_color_categories pcc where pcc.color_id = c.id and pcc.category_id in (${inList})) order by c.id`,
      );
      const listed = await ids(db, sql`select color_id as id from product_color_listing where category_id = ${node.id} order by color_id`);
      expect({ path: node.path, listed }).toEqual({ path: node.path, listed: expected });
    }
    const all = await ids(db, sql`select c.id from product_colors c where ${visible} order by c.id`);
    expect(
      await ids(db, sql`select color_id as id from product_color_listing where category_id = ${ALL_COLORS_CATEGORY} order by color_id`),
    ).toEqual(all);
    // Hidden and disabled categories have no rows (they are listed from the source tables).
    const [stray] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from product_color_listing where category_id <> 0 and category_id not in (${sql.join(
        nodes.map((n) => sql`${n.id}`),
        sql`, `,
      )})`,
    );
    expect(stray!.n).toBe(0);
  });

  it("copies the sort keys and facet ids, and its counts and facet counts add up", async () => {
    const [drift] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from product_color_listing l join product_colors c on c.id = l.color_id
           where (l.price, l.available_from, l.pdp_sort, l.sort, l.facet_ids) is distinct from (c.price, c.available_from, c.pdp_sort, c.sort, c.facet_ids)`,
    );
    expect(drift!.n).toBe(0);
    const [badCounts] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from
            (select category_id, count(*)::int as colors from product_color_listing group by category_id) as x
            full join product_color_listing_counts c using (category_id)
           where x.colors is distinct from c.colors`,
    );
    expect(badCounts!.n).toBe(0);
    const [badFacets] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from
            (select category_id, f as facet_id, count(*)::int as colors from product_color_listing, unnest(facet_ids) as f group by 1, 2) as x
            full join product_color_listing_facets c using (category_id, facet_id)
           where x.colors is distinct from c.colors`,
    );
    expect(badFacets!.n).toBe(0);
  });

  it("answers every listing exactly as the source tables do (pages, counts, filters)", async () => {
    const inputs: SearchInput[] = [];
    for (const categoryPath of [undefined, "men", "men/shoes", "men/shoes/running", "women", "kids/apparel/pants"])
      for (const [sortBy, sortDirection] of [
        ["default", "asc"],
        ["default", "desc"],
        ["availableFrom", "desc"],
        ["availableFrom", "asc"],
        ["price", "asc"],
        ["price", "desc"],
      ])
        inputs.push({ categoryPath, sortBy, sortDirection, pageSize: 50 });
    inputs.push(
      { categoryPath: "men", pageNumber: 3, pageSize: 20 },
      { keyword: "跑步", pageSize: 50 },
      { keyword: "velox black" },
      { keyword: "黑 卫衣", sortBy: "price", sortDirection: "desc" },
      { keyword: "ＶＥＬＯ", categoryPath: "men" },
      { keyword: "t恤", pageSize: 30 },
      {
        categoryPath: "men/shoes",
        filters: [
          { filter_code: "color", filter_value: ["black"] },
          { filter_code: "us_size", filter_value: ["9"] },
        ],
      },
      { categoryPath: "women", filters: [{ filter_code: "color", filter_value: ["black", "white"] }], sortBy: "price" },
      { filters: [{ filter_code: "us_size", filter_value: ["nope"] }] },
    );
    for (const input of inputs) {
      const fresh = await answer(db, input);
      const source = await withRollback(db, async (tx) => {
        await forceStale(tx);
        return answer(tx, input);
      });
      expect({ input, ...fresh }).toEqual({ input, ...source });
    }
    expect(await isCatalogueListingFresh(db)).toBe(true);
  });

  it("goes stale on any catalogue write (listings follow at once) until a refresh", async () => {
    await withRollback(db, async (tx) => {
      const before = await answer(tx, { categoryPath: "men/shoes/running", sortBy: "price" });
      const first = before.ids[0]!;
      await tx.execute(sql`update product_colors set publish = false where id = ${first}`);
      expect(await isCatalogueListingFresh(tx)).toBe(false);
      const stale = await answer(tx, { categoryPath: "men/shoes/running", sortBy: "price" });
      expect(stale.ids).not.toContain(first);
      expect(stale.count).toBe(before.count - 1);
      await refreshCatalogueListing(tx);
      expect(await isCatalogueListingFresh(tx)).toBe(true);
      expect(await answer(tx, { categoryPath: "men/shoes/running", sortBy: "price" })).toEqual(stale);
    });
    for (const write of [
      sql`update categories set enable_at_website = false where route = 'running' and parent_id is not null`,
      sql`delete from product_color_categories where color_id = (select min(color_id) from product_color_categories)`,
    ]) {
      await withRollback(db, async (tx) => {
        await tx.execute(write);
        expect(await isCatalogueListingFresh(tx)).toBe(false);
      });
    }
    expect(await isCatalogueListingFresh(db)).toBe(true);
  });

  it("rebuilds itself in the background when a listing finds it stale", async () => {
    const expected = await answer(db, { categoryPath: "women", sortBy: "availableFrom" });
    await db.execute(sql`update catalog_listing_state set fresh = false`);
    expect(await answer(db, { categoryPath: "women", sortBy: "availableFrom" })).toEqual(expected);
    for (let i = 0; i < 100 && !(await isCatalogueListingFresh(db)); i++) await new Promise((r) => setTimeout(r, 50));
    expect(await isCatalogueListingFresh(db)).toBe(true);
    expect(await answer(db, { categoryPath: "women", sortBy: "availableFrom" })).toEqual(expected);
  });
  it("menus leave out every category whose listing is empty, and keep every other (withProductsOnly)", async () => {
    const all = flatten(await listCategoryTree(db));
    const kept = new Set(flatten(await listCategoryTree(db, { withProductsOnly: true })).map((node) => node.id));
    let empty = 0;
    for (const node of all) {
      const { count } = await answer(db, { productCategoryId: String(node.id), pageNumber: 1, pageSize: 1 });
      expect(kept.has(node.id), `${node.path}: ${count} colours`).toBe(count > 0);
      if (count === 0) empty += 1;
    }
    // The seeded catalogue has empty categories (the defect this guards against).
    expect(empty).toBeGreaterThan(0);
    await withRollback(db, async (tx) => {
      await tx.execute(sql`update product_colors set enable_at_website = false`);
      expect(await listCategoryTree(tx, { withProductsOnly: true })).toEqual([]);
    });
  });
});
