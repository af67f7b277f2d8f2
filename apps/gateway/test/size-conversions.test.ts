import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveContentDir } from "../src/http/content";
import type { DatabaseHandle } from "../src/kernel/db";
import { seedCatalogue } from "../src/modules/catalog/seed/catalogue";
import { loadSizeConversions, withGeneratedSizeGuide } from "../src/modules/catalog/size-conversions";
import { createGateway } from "../src/server";
import { createTestDatabase } from "./support/database";
import { type FetchHandler, gql } from "./support/graphql";
import { createCapturingLogger } from "./support/logs";

// issue 13: one size system. The size conversion table is the one source of how a size reads;
// chips, size buttons, size charts and the help size guide must all say the same thing.

const LISTING = /* GraphQL */ `
  query Listing($categoryPath: String) {
    searchProductColors(categoryPath: $categoryPath, pageNumber: 1, pageSize: 1) {
      productColorIds
      filters { filter_code filter_value { value label sizeDisplay { primary unit equivalents text } } }
    }
  }
`;
const COLOR = /* GraphQL */ `
  query Color($ids: [ID!]!) {
    productColors(ids: $ids) {
      productSizes { usSize cnSize sizeDisplay { primary unit equivalents text } }
      sizeChart { code columns { key label } rows }
    }
  }
`;

interface Chip {
  value: string;
  label: string;
  sizeDisplay: { primary: string; unit: string | null; equivalents: string[]; text: string } | null;
}

describe("one size system (size_conversions)", () => {
  let database: DatabaseHandle;
  let gateway: FetchHandler;
  const contentDir = resolveContentDir(undefined);

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedCatalogue(database.db);
    gateway = createGateway({ db: database.db, logger: createCapturingLogger().logger, contentDir, nodeEnv: "test" });
    // Migrating and seeding the demo catalogue: seconds alone, minutes on a shared, busy machine.
  }, 300_000);
  afterAll(async () => {
    await database?.close();
  });

  const chips = async (categoryPath: string | null): Promise<{ chips: Chip[]; firstId: number }> => {
    const body = await gql<{
      searchProductColors: { productColorIds: number[]; filters: Array<{ filter_code: string; filter_value: Chip[] }> };
    }>(gateway, LISTING, { variables: { categoryPath } });
    const result = body.data!.searchProductColors;
    return { chips: result.filters.find((f) => f.filter_code === "us_size")?.filter_value ?? [], firstId: result.productColorIds[0]! };
  };

  it("holds every men's shoe size, 6.5, 10.5 and 12 included", async () => {
    const rows = (await loadSizeConversions(database.db)).filter((r) => r.system === "shoes" && r.gender === "men");
    expect(rows.map((r) => `${r.cnSize}/${r.usSize}/${r.euSize}`)).toEqual([
      "245/6.5/39",
      "250/7/40",
      "255/7.5/40.5",
      "260/8/41",
      "265/8.5/42",
      "270/9/42.5",
      "275/9.5/43",
      "280/10/44",
      "285/10.5/44.5",
      "290/11/45",
      "300/12/46",
    ]);
  });

  it("a men's shoe reads the same on the size chips, the size buttons and the size chart", async () => {
    const { chips: menChips, firstId } = await chips("men/shoes");
    const chip = menChips.find((c) => c.value === "6.5");
    // The chip's value stays the US size (URLs keep working); its label is the 中国码 first.
    expect(chip?.label).toBe("中国码 245 · US 6.5 · EU 39");
    expect(chip?.sizeDisplay).toEqual({
      primary: "245",
      unit: "中国码",
      equivalents: ["US 6.5", "EU 39"],
      text: "中国码 245 · US 6.5 · EU 39",
    });

    const body = await gql<{
      productColors: Array<{
        productSizes: Array<{ usSize: string; sizeDisplay: { text: string } }>;
        sizeChart: { code: string; columns: Array<{ key: string; label: string }>; rows: Array<Record<string, string>> };
      }>;
    }>(gateway, COLOR, { variables: { ids: [String(firstId)] } });
    const color = body.data!.productColors[0]!;
    expect(color.sizeChart.code).toBe("shoes-men");
    expect(color.productSizes.find((s) => s.usSize === "6.5")?.sizeDisplay.text).toBe("中国码 245 · US 6.5 · EU 39");
    expect(color.sizeChart.columns.map((c) => c.label)).toEqual(["中国码 (mm)", "美码 US", "欧码 EU", "脚长 (cm)"]);
    expect(color.sizeChart.rows[0]).toEqual({ cn: "245", us: "6.5", eu: "39", foot: "24.5" });
  });

  it("a women's listing reads US 6.5 as its own 中国码; a mixed one names both instead of choosing", async () => {
    expect((await chips("women/shoes")).chips.find((c) => c.value === "6.5")?.label).toBe("中国码 235 · US 6.5 · EU 37.5");
    // The whole catalogue: men's and women's shoes both come in US 6.5.
    expect((await chips(null)).chips.find((c) => c.value === "6.5")?.label).toBe("US 6.5 · 中国码 男245/女235");
  });

  it("apparel reads letter first, with its 号型", async () => {
    const { chips: wear } = await chips("men/apparel");
    expect(wear.find((c) => c.value === "M")?.label).toBe("M · 号型 175/92A");
  });

  it("the committed help size guide is the one generated from the table (run `pnpm --filter @xunlan/gateway size-guide`)", async () => {
    const file = join(contentDir ?? "", "json", "publish", "legal", "size-guide.json");
    const committed = JSON.parse(readFileSync(file, "utf8"));
    expect(committed).toEqual(withGeneratedSizeGuide(committed, await loadSizeConversions(database.db)));
    expect(JSON.stringify(committed)).toContain('["245","6.5","39","24.5"]');
  });
});
