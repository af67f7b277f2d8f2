import { categoryPathString, generateCatalogue } from "@xunlan/catalog-data";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, withRollback } from "../../../test/support/database";
import { type FetchHandler, gql } from "../../../test/support/graphql";
import { createCapturingLogger } from "../../../test/support/logs";
import type { DatabaseHandle } from "../../kernel/db";
import { categories, productColorCategories, productColors } from "../../kernel/db/schema";
import { createGateway } from "../../server";
import { loadCategoryPaths } from "./product-service";
import { seedCatalogue } from "./seed/catalogue";

const COLOUR = /* GraphQL */ `
  query Colour($slug: String!) {
    productColor(productSlug: $slug) { productId categoryPath }
  }
`;
const COLOURS = /* GraphQL */ `
  query Colours($ids: [ID!]!) {
    productColors(ids: $ids) { productId categoryPath }
  }
`;

describe("ProductColor.categoryPath (the product page's breadcrumb, spec §2)", () => {
  let database: DatabaseHandle;
  let gateway: FetchHandler;
  const catalogue = generateCatalogue({ seed: 1, stock: false });
  const visible = catalogue.styles.flatMap((style) =>
    style.productColors.filter((c) => c.enableAtWebsite && c.publish).map((colour) => ({ style, colour })),
  );

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedCatalogue(database.db);
    gateway = createGateway({ db: database.db, logger: createCapturingLogger().logger, contentDir: null, nodeEnv: "test" });
  });
  afterAll(async () => {
    await database?.close();
  });

  const pathOf = async (slug: string) => {
    const res = await gql<{ productColor: { productId: string; categoryPath: string | null } | null }>(gateway, COLOUR, {
      variables: { slug },
    });
    expect(res.errors).toBeUndefined();
    return res.data!.productColor?.categoryPath;
  };

  it("gives first/second/third route slugs of the colour's listing", async () => {
    expect(await pathOf("XL25RS0001-001")).toBe("men/shoes/running");
    expect(await pathOf("XL25RS0002-001")).toBe("women/shoes/running");
    expect(await pathOf("XL25TE0078-001")).toBe("kids/apparel/tshirts");
  });

  it("takes the first visible listing in menu order: a unisex item files under 男子, a limited shoe not under the hidden collab line", async () => {
    // performance-crew-socks is unisex (listed under men and women).
    expect(await pathOf("XL25SK0138-001")).toBe("men/accessories/socks");
    // velox-run-3 白/银 is 限量: also linked to the hidden men/shoes/collab.
    const limited = visible.find(({ colour, style }) => colour.productTag?.tagName === "限量" && style.styleSlug === "velox-run-3");
    expect(limited).toBeDefined();
    expect(await pathOf(limited!.colour.productSlug)).toBe("men/shoes/running");
  });

  it("agrees with the generator's primary category for every visible colour, in bulk", async () => {
    const mismatches: string[] = [];
    for (let i = 0; i < visible.length; i += 100) {
      const chunk = visible.slice(i, i + 100);
      const res = await gql<{ productColors: Array<{ productId: string; categoryPath: string | null }> }>(gateway, COLOURS, {
        variables: { ids: chunk.map(({ colour }) => colour.productId) },
      });
      expect(res.errors).toBeUndefined();
      const byId = new Map(res.data!.productColors.map((c) => [c.productId, c.categoryPath]));
      for (const { style, colour } of chunk) {
        const expected = categoryPathString(style.category);
        if (byId.get(colour.productId) !== expected) mismatches.push(`${colour.productId}: ${byId.get(colour.productId)} ≠ ${expected}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("is null when the colour is only in hidden or disabled categories", async () => {
    await withRollback(database.db, async (tx) => {
      const [colour] = await tx.select({ id: productColors.id }).from(productColors).where(eq(productColors.productId, "XL25RS0001-001"));
      const hidden = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(inArray(categories.route, ["collab", "skate"]));
      expect(hidden.length).toBeGreaterThanOrEqual(2);
      await tx.delete(productColorCategories).where(eq(productColorCategories.colorId, colour!.id));
      await tx.insert(productColorCategories).values(hidden.map((category) => ({ categoryId: category.id, colorId: colour!.id })));
      expect(await loadCategoryPaths(tx, [colour!.id])).toEqual(new Map());
    });
  });

  it("answers several colours with one statement and an empty map for none", async () => {
    expect(await loadCategoryPaths(database.db, [])).toEqual(new Map());
    const rows = await database.db
      .select({ id: productColors.id, productId: productColors.productId })
      .from(productColors)
      .where(inArray(productColors.productId, ["XL25RS0001-001", "XL25SK0138-001"]));
    const paths = await loadCategoryPaths(
      database.db,
      rows.map((r) => r.id),
    );
    expect(Object.fromEntries(rows.map((r) => [r.productId, paths.get(r.id)]))).toEqual({
      "XL25RS0001-001": "men/shoes/running",
      "XL25SK0138-001": "men/accessories/socks",
    });
  });
});
