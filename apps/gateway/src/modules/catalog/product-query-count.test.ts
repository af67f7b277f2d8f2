import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gql } from "../../../test/support/graphql";
import { createCapturingLogger } from "../../../test/support/logs";
import { seedDatabase } from "../../flows/seed";
import * as schema from "../../kernel/db/schema";
import { MIGRATIONS_DIR } from "../../kernel/lib/app-root";
import { createGateway } from "../../server";
import { seedCatalogue } from "./seed/catalogue";

// A card + detail query touching every nested loader: style, style colours, peers, sizes with
// stock, assets, size chart.
const QUERY = /* GraphQL */ `
  query Bulk($ids: [ID!]!) {
    productColors(ids: $ids) {
      id productId productSlug styleSlug styleSku price slashPrice productTag { tagName }
      productColorLang { colorName colorNameCn filterAttributes }
      productSizes { id label ean usSize saleableQty }
      productAssets { localUrl sort }
      sizeChart { title columns { key label } }
      sizeChartData
      productStyle {
        styleDisplayNameCn peerStyleSku { styleSku label }
        productColors { productId productSlug colorSelectorImage productSizes { ean saleableQty } }
      }
    }
  }
`;

describe("bulk productColors issues a constant number of SQL statements", () => {
  let client: PGlite;
  let statements: string[] = [];
  let gateway: ReturnType<typeof createGateway>;
  let ids: string[] = [];

  beforeAll(async () => {
    client = await PGlite.create("memory://");
    // Drizzle's logger sees every statement the gateway sends: the counter.
    const db = drizzle({ client, schema, casing: "snake_case", logger: { logQuery: (query) => void statements.push(query) } });
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    await seedDatabase(db);
    await seedCatalogue(db);
    gateway = createGateway({ db, logger: createCapturingLogger().logger, contentDir: null, nodeEnv: "test" });
    const page = await gql<{ searchProductColors: { productColorIds: string[] } }>(
      gateway,
      '{ searchProductColors(pageSize: 50, sortBy: "price") { productColorIds } }',
    );
    ids = page.data!.searchProductColors.productColorIds;
  });
  afterAll(async () => {
    await client?.close();
  });

  const countFor = async (n: number): Promise<number> => {
    statements = [];
    const res = await gql<{ productColors: Array<{ id: string; productSizes: unknown[] }> }>(gateway, QUERY, {
      variables: { ids: ids.slice(0, n) },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.productColors.map((c) => c.id)).toEqual(ids.slice(0, n));
    expect(res.data!.productColors.every((c) => c.productSizes.length > 0)).toBe(true);
    return statements.length;
  };

  it("is the same for 1, 9 and 50 ids", async () => {
    expect(ids).toHaveLength(50);
    // Warm-up: the size conversion table is read once per database (like the filter catalogue).
    await countFor(1);
    const one = await countFor(1);
    const nine = await countFor(9);
    const fifty = await countFor(50);
    console.info(`bulk productColors: ${one} SQL statements for 1, 9 and 50 ids`);
    // colours, styles, style colours, peers, sizes (+ stock) ×1 per level they appear at, assets, chart.
    expect(one).toBeLessThanOrEqual(8);
    expect(nine).toBe(one);
    expect(fifty).toBe(one);
  });

  it("gives a listing page's cards in the same call as its ids, in order, for the same statements at any page size", async () => {
    const page = async (pageSize: number) => {
      statements = [];
      const res = await gql<{
        searchProductColors: { productColorIds: string[]; productColors: Array<{ id: string; productSizes: unknown[] }> };
      }>(
        gateway,
        `query($pageSize: Int!) { searchProductColors(pageSize: $pageSize, sortBy: "price") {
          productColorIds productColors { id productSlug price productAssets { localUrl } productSizes { ean } productStyle { productColors { productSlug } } }
        } }`,
        { variables: { pageSize } },
      );
      expect(res.errors).toBeUndefined();
      const result = res.data!.searchProductColors;
      expect(result.productColors.map((c) => c.id)).toEqual(result.productColorIds);
      expect(result.productColorIds).toEqual(ids.slice(0, pageSize));
      return statements.length;
    };
    const nine = await page(9);
    expect(await page(50)).toBe(nine);
  });
});
