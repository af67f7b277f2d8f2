import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productAssets, productColors } from "../../src/kernel/db/schema";
import { createGateway } from "../../src/server";
import type { SuiteDatabase } from "./core-operations";
import { type FetchHandler, type GraphQLResponse, gql } from "./graphql";
import { createCapturingLogger } from "./logs";

interface Search {
  productColorIds: string[];
  count: number;
  pageNumber: number;
  pageSize: number;
  filters?: Array<{ filter_code: string; filter_label: string; filter_value: Array<{ value: string; label: string; count: number }> }>;
}

interface Color {
  id: string;
  productId: string;
  productSlug: string;
  styleSlug: string;
  styleSku: string;
  productName: string;
  colorName: string;
  price: number;
  slashPrice: number | null;
  availableFrom: string;
  enableAtWebsite: boolean;
  searchKeywords: string;
  productColorLang: { colorName: string; colorNameCn: string; filterAttributes: Record<string, string[]> };
  productSizes: Array<{ ean: string; usSize: string; label: string; saleableQty: number; productId: string }>;
  productAssets: Array<{ localUrl: string; isVideo: boolean; sort: number }>;
  productStyle: { styleDisplayNameCn: string; styleDisplayNameCn2: string; styleSku: string };
}

const SEARCH = /* GraphQL */ `
  query Search(
    $pageNumber: Int, $pageSize: Int, $keyword: String, $sortBy: String, $sortDirection: String,
    $productCategoryId: ID, $categoryPath: String, $includeHidden: Boolean, $filters: [FilterInput!]
  ) {
    searchProductColors(
      pageNumber: $pageNumber, pageSize: $pageSize, keyword: $keyword, sortBy: $sortBy, sortDirection: $sortDirection,
      productCategoryId: $productCategoryId, categoryPath: $categoryPath, includeHidden: $includeHidden, filters: $filters
    ) { productColorIds count pageNumber pageSize }
  }
`;

const SEARCH_WITH_FILTERS = SEARCH.replace(
  "pageNumber pageSize }",
  "pageNumber pageSize filters { filter_code filter_label filter_value { value label count } } }",
);

const COLORS = /* GraphQL */ `
  query Colors($ids: [ID!]!) {
    productColors(ids: $ids) {
      id productId productSlug styleSlug styleSku productName colorName price slashPrice availableFrom enableAtWebsite searchKeywords
      productColorLang { colorName colorNameCn filterAttributes }
      productSizes { ean usSize label saleableQty productId }
      productAssets { localUrl isVideo sort }
      productStyle { styleDisplayNameCn styleDisplayNameCn2 styleSku }
    }
  }
`;

/**
 * The catalogue operations over GraphQL against a database with the demo catalogue: PGlite
 * (src/modules/catalog/catalog-operations.test.ts) and PostgreSQL (test/catalog.pg.test.ts).
 */
export function describeCatalogueOperations(name: string, setup: () => Promise<SuiteDatabase>, options: { skip?: boolean } = {}): void {
  // oxlint-disable-next-line vitest/valid-title -- the caller names the database under test
  describe.skipIf(options.skip ?? false)(name, () => {
    let suite: SuiteDatabase;
    let gateway: FetchHandler;

    beforeAll(async () => {
      suite = await setup();
      gateway = createGateway({ db: suite.db, logger: createCapturingLogger().logger, contentDir: null, nodeEnv: "test" });
    });
    afterAll(async () => {
      await suite?.close();
    });

    const search = async (
      variables: Record<string, unknown>,
      withFilters = false,
    ): Promise<GraphQLResponse<{ searchProductColors: Search }>> =>
      gql<{ searchProductColors: Search }>(gateway, withFilters ? SEARCH_WITH_FILTERS : SEARCH, { variables });
    const ok = async (variables: Record<string, unknown>, withFilters = false): Promise<Search> => {
      const res = await search(variables, withFilters);
      expect(res.errors).toBeUndefined();
      return res.data!.searchProductColors;
    };
    const colors = async (ids: string[]): Promise<Color[]> => {
      const res = await gql<{ productColors: Color[] }>(gateway, COLORS, { variables: { ids } });
      expect(res.errors).toBeUndefined();
      return res.data!.productColors;
    };
    const allIds = async (variables: Record<string, unknown>): Promise<string[]> => {
      const first = await ok({ ...variables, pageSize: 100 });
      const ids = [...first.productColorIds];
      for (let page = 2; (page - 1) * 100 < first.count; page++)
        ids.push(...(await ok({ ...variables, pageSize: 100, pageNumber: page })).productColorIds);
      return ids;
    };

    describe("searchProductColors (spec §7, §9)", () => {
      it("lists 9 website-visible colours per page by default, counting the whole result", async () => {
        const page = await ok({});
        const [visible] = await suite.db
          .select({ n: count() })
          .from(productColors)
          .where(and(eq(productColors.enableAtWebsite, true), eq(productColors.publish, true)));
        expect(page).toMatchObject({ count: visible!.n, pageNumber: 1, pageSize: 9 });
        expect(page.productColorIds).toHaveLength(9);
        expect(visible!.n).toBeGreaterThan(400);
      });

      it("sorts by price ascending across pages 1 and 2 without overlap, and by the other options", async () => {
        const p1 = await ok({ categoryPath: "men/shoes", sortBy: "price", sortDirection: "asc" });
        const p2 = await ok({ categoryPath: "men/shoes", sortBy: "price", sortDirection: "asc", pageNumber: 2 });
        expect(p1.productColorIds.filter((id) => p2.productColorIds.includes(id))).toEqual([]);
        const prices = (await colors([...p1.productColorIds, ...p2.productColorIds])).map((c) => c.price);
        expect(prices).toHaveLength(18);
        expect(prices).toEqual([...prices].sort((a, b) => a - b));

        const desc = await colors((await ok({ categoryPath: "men/shoes", sortBy: "price", sortDirection: "desc" })).productColorIds);
        expect(desc.map((c) => c.price)).toEqual(desc.map((c) => c.price).sort((a, b) => b - a));
        expect(desc[0]!.price).toBeGreaterThanOrEqual(prices.at(-1)!);

        const newest = await colors((await ok({ sortBy: "availableFrom", sortDirection: "desc" })).productColorIds);
        const dates = newest.map((c) => Date.parse(c.availableFrom));
        expect(dates).toEqual([...dates].sort((a, b) => b - a));

        // Every page of a listing together: each colour exactly once (stable tiebreak).
        for (const sortBy of ["default", "price", "availableFrom"]) {
          const ids = await allIds({ categoryPath: "men", sortBy });
          const { count: total } = await ok({ categoryPath: "men" });
          expect(ids).toHaveLength(total);
          expect(new Set(ids).size).toBe(total);
        }
      });

      it("filters by category id and by path at the first, second and third level", async () => {
        const tree = await gql<{
          productCategories: Array<{
            id: string;
            category_route: string;
            childs: Array<{ id: string; category_route: string; childs: Array<{ id: string; category_route: string }> }>;
          }>;
        }>(gateway, "{ productCategories { id category_route childs { id category_route childs { id category_route } } } }");
        const men = tree.data!.productCategories.find((c) => c.category_route === "men")!;
        const shoes = men.childs.find((c) => c.category_route === "shoes")!;
        const running = shoes.childs.find((c) => c.category_route === "running")!;

        const byPath = await Promise.all(["men", "men/shoes", "men/shoes/running"].map((categoryPath) => ok({ categoryPath })));
        const byId = await Promise.all([men.id, shoes.id, running.id].map((productCategoryId) => ok({ productCategoryId })));
        expect(byId.map((r) => r.count)).toEqual(byPath.map((r) => r.count));
        const [l1, l2, l3] = byPath.map((r) => r.count);
        expect(l1).toBeGreaterThan(l2!);
        expect(l2).toBeGreaterThan(l3!);
        expect(l3).toBeGreaterThan(0);
        // A level may be given as its numeric id (spec §2).
        expect((await ok({ categoryPath: `${men.id}/shoes/${running.id}` })).count).toBe(l3);
        // Both arguments naming the same node are fine.
        expect((await ok({ categoryPath: "men/shoes/running", productCategoryId: running.id })).count).toBe(l3);

        const listed = await colors((await ok({ categoryPath: "men/shoes/running", pageSize: 50 })).productColorIds);
        for (const c of listed) expect(c.productColorLang.filterAttributes.product_type).toEqual(["Shoes"]);
        // Unisex items list under women too; kids' new leaves are filled.
        expect((await ok({ categoryPath: "kids/apparel/pants" })).count).toBeGreaterThan(0);
        expect((await ok({ categoryPath: "women/apparel/pants" })).count).toBeGreaterThan(0);
      });

      it("reaches a hidden category and hidden colours only with includeHidden (spec §2 from=hidden)", async () => {
        const hidden = await search({ categoryPath: "men/shoes/collab" });
        expect(hidden.errors?.[0]).toMatchObject({ message: "分类不存在", extensions: { code: "404", field: "categoryPath" } });
        const withHidden = await ok({ categoryPath: "men/shoes/collab", includeHidden: true });
        expect(withHidden.count).toBeGreaterThan(0);
        expect((await ok({ categoryPath: "employee-sale", includeHidden: true })).count).toBeGreaterThan(0);

        const all = await ok({ includeHidden: true });
        const visible = await ok({});
        expect(all.count).toBeGreaterThan(visible.count);
        const visibleIds = new Set(await allIds({}));
        const hiddenOnly = (await allIds({ includeHidden: true })).filter((id) => !visibleIds.has(id));
        expect(hiddenOnly).toHaveLength(all.count - visible.count);
        for (const c of await colors(hiddenOnly.slice(0, 100))) expect(c.enableAtWebsite).toBe(false);
      });

      it("answers 404 分类不存在 for an unknown category id or path and 400 for id and path that disagree", async () => {
        for (const variables of [{ productCategoryId: "999999" }, { productCategoryId: "abc" }]) {
          expect((await search(variables)).errors?.[0]).toMatchObject({
            message: "分类不存在",
            extensions: { code: "404", statusCode: 404, field: "productCategoryId" },
          });
        }
        for (const categoryPath of ["nope", "men/nope", "men/shoes/nope", "clearance", "men/shoes/skate"]) {
          expect((await search({ categoryPath })).errors?.[0]).toMatchObject({
            message: "分类不存在",
            extensions: { code: "404", field: "categoryPath" },
          });
        }
        const tree = await gql<{ productCategories: Array<{ id: string; category_route: string }> }>(
          gateway,
          "{ productCategories { id category_route } }",
        );
        const women = tree.data!.productCategories.find((c) => c.category_route === "women")!;
        expect((await search({ categoryPath: "men", productCategoryId: women.id })).errors?.[0]?.extensions).toMatchObject({
          code: "400",
          field: "categoryPath",
        });
      });

      it("finds Chinese and English keywords, SKUs, EANs and colour names", async () => {
        const running = await ok({ keyword: "跑步", pageSize: 50 });
        expect(running.count).toBeGreaterThan(20);
        for (const c of await colors(running.productColorIds))
          expect(`${c.productStyle.styleDisplayNameCn} ${c.productStyle.styleDisplayNameCn2} ${c.searchKeywords}`).toContain("跑步");

        const velox = await ok({ keyword: "Velox", pageSize: 50 });
        expect(velox.count).toBeGreaterThan(0);
        for (const c of await colors(velox.productColorIds)) expect(c.productName.toLowerCase()).toContain("velox");
        // Case, full-width letters and word prefixes fold.
        expect((await ok({ keyword: "ＶＥＬＯ" })).count).toBe(velox.count);

        const [sample] = await colors((await ok({ categoryPath: "men/shoes/running" })).productColorIds.slice(0, 1));
        const bySku = await ok({ keyword: sample!.productId });
        expect(bySku.productColorIds).toEqual([sample!.id]);
        expect((await ok({ keyword: sample!.productSizes[0]!.ean })).productColorIds).toEqual([sample!.id]);
        expect((await ok({ keyword: sample!.styleSku })).count).toBeGreaterThanOrEqual(1);

        const both = await ok({ keyword: `${sample!.productName} ${sample!.productColorLang.colorNameCn}`, pageSize: 50 });
        expect(both.productColorIds).toContain(sample!.id);
        for (const c of await colors(both.productColorIds))
          expect(c.productColorLang.colorNameCn).toContain(sample!.productColorLang.colorNameCn);

        expect((await ok({ keyword: "完全不存在的商品" })).count).toBe(0);
        expect((await ok({ keyword: "   " })).count).toBe((await ok({})).count);
        expect((await ok({ keyword: "100%_" })).count).toBe(0);
      });

      it("returns filters with counts over the result (with us_size chips) and applies chosen ones", async () => {
        const res = await ok({ categoryPath: "men/shoes" }, true);
        const codes = res.filters!.map((f) => f.filter_code);
        expect(codes).toEqual(expect.arrayContaining(["gender", "sub_type", "color", "price_band", "us_size"]));
        const color = res.filters!.find((f) => f.filter_code === "color")!;
        expect(color.filter_label).toBe("颜色");
        const black = color.filter_value.find((v) => v.value === "black")!;
        expect(black).toMatchObject({ label: "黑色" });
        const sizes = res.filters!.find((f) => f.filter_code === "us_size")!;
        expect(sizes.filter_label).toBe("尺码");
        expect(sizes.filter_value.map((v) => v.value)).toEqual(expect.arrayContaining(["7", "9.5", "12"]));
        const nums = sizes.filter_value.map((v) => Number(v.value));
        expect(nums).toEqual([...nums].sort((a, b) => a - b));

        const onlyBlack = await ok(
          { categoryPath: "men/shoes", filters: [{ filter_code: "color", filter_value: ["black"] }], pageSize: 100 },
          true,
        );
        expect(onlyBlack.count).toBe(black.count);
        for (const c of await colors(onlyBlack.productColorIds)) expect(c.productColorLang.filterAttributes.color).toContain("black");
        expect(onlyBlack.filters!.find((f) => f.filter_code === "color")!.filter_value.find((v) => v.value === "black")!.count).toBe(
          black.count,
        );

        const blackOrWhite = await ok({ categoryPath: "men/shoes", filters: [{ filter_code: "color", filter_value: ["black", "white"] }] });
        expect(blackOrWhite.count).toBeGreaterThan(black.count);

        const size12 = await ok({ categoryPath: "men/shoes", filters: [{ filter_code: "us_size", filter_value: ["12"] }], pageSize: 100 });
        expect(size12.count).toBe(sizes.filter_value.find((v) => v.value === "12")!.count);
        for (const c of await colors(size12.productColorIds)) expect(c.productSizes.map((s) => s.usSize)).toContain("12");

        expect((await search({ filters: [{ filter_code: "nope", filter_value: ["x"] }] })).errors?.[0]).toMatchObject({
          message: "不支持的筛选条件",
          extensions: { code: "400", field: "filters" },
        });
      });

      it("refuses bad paging and sort arguments with Chinese 400s naming the field", async () => {
        const cases: Array<[Record<string, unknown>, string, string]> = [
          [{ pageSize: 0 }, "每页数量必须在 1 到 100 之间", "pageSize"],
          [{ pageSize: 10_000 }, "每页数量必须在 1 到 100 之间", "pageSize"],
          [{ pageSize: -3 }, "每页数量必须在 1 到 100 之间", "pageSize"],
          [{ pageNumber: 0 }, "页码必须为正整数", "pageNumber"],
          [{ pageNumber: -1 }, "页码必须为正整数", "pageNumber"],
          [{ sortBy: "popularity" }, "不支持的排序方式", "sortBy"],
          [{ sortBy: "price", sortDirection: "up" }, "不支持的排序方式", "sortDirection"],
        ];
        for (const [variables, message, field] of cases) {
          const res = await search(variables);
          expect(res.data).toBeNull();
          expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: "400", statusCode: 400, field } });
        }
        // Past the last page: an empty page, not an error.
        expect((await ok({ pageNumber: 9_999 })).productColorIds).toEqual([]);
        // Directions are case-insensitive.
        expect((await ok({ sortBy: "price", sortDirection: "DESC" })).count).toBeGreaterThan(0);
      });
    });

    describe("productColors / productColor / productStyle (spec §3, §7)", () => {
      it("fetches colours in the order asked, by row id or product id, leaving out unknown ids", async () => {
        const { productColorIds } = await ok({ sortBy: "price", pageSize: 5 });
        const reversed = [...productColorIds].reverse();
        const got = await colors([reversed[0]!, "99999999", "XL00XX0000-000", ...reversed.slice(1)]);
        expect(got.map((c) => c.id)).toEqual(reversed);
        const byProductId = await colors([got[1]!.productId, got[0]!.productId]);
        expect(byProductId.map((c) => c.id)).toEqual([got[1]!.id, got[0]!.id]);
        expect(await colors([])).toEqual([]);

        const first = got[0]!;
        expect(first.productSizes.length).toBeGreaterThan(0);
        for (const s of first.productSizes) {
          expect(s.productId).toBe(first.productId);
          expect(s.ean).toMatch(/^\d{13}$/);
          expect(s.saleableQty).toBeGreaterThanOrEqual(0);
        }
        expect(first.productAssets.map((a) => a.sort)).toEqual([...first.productAssets.map((a) => a.sort)].sort((a, b) => a - b));
        expect(first.productStyle.styleSku).toBe(first.styleSku);

        const tooMany = await gql(gateway, COLORS, { variables: { ids: Array.from({ length: 101 }, (_, i) => String(i + 1)) } });
        expect(tooMany.errors?.[0]).toMatchObject({ extensions: { code: "400", field: "ids" } });
      });

      it("leaves video assets out (no video files are served)", async () => {
        const [withVideo] = await suite.db
          .select({ colorId: productAssets.colorId, n: sql<number>`count(*)::int` })
          .from(productAssets)
          .where(sql`${productAssets.colorId} in (select color_id from product_assets where is_video)`)
          .groupBy(productAssets.colorId)
          .limit(1);
        expect(withVideo).toBeDefined();
        const [c] = await colors([String(withVideo!.colorId)]);
        expect(c!.productAssets).toHaveLength(withVideo!.n - 1);
        for (const a of c!.productAssets) {
          expect(a.isVideo).toBe(false);
          expect(a.localUrl).toMatch(/^\/images\/products\/.+\/\d+\.jpg$/);
        }
      });

      it("fetches one colour by slug (or product id) and a style by sku or slug with peers and colours", async () => {
        const res = await gql<{
          productColor: { productId: string; styleSlug: string; productStyle: { styleSlug: string } } | null;
          missing: null;
        }>(
          gateway,
          '{ productColor(productSlug: "velox-run-2-black") { productId styleSlug productStyle { styleSlug } } missing: productColor(productSlug: "no-such-thing") { id } }',
        );
        expect(res.data).toEqual({
          productColor: { productId: "XL25RS0001-001", styleSlug: "velox-run-2", productStyle: { styleSlug: "velox-run-2" } },
          missing: null,
        });

        const STYLE =
          "query($sku: String, $slug: String) { productStyle(styleSku: $sku, styleSlug: $slug) { styleSku styleSlug name styleDisplayNameCn price styleGroupGender peerStyleSku { styleSku styleSlug label } productColors { productId pdpSort enableAtWebsite } } }";
        const bySlug = await gql<{
          productStyle: {
            styleSku: string;
            peerStyleSku: Array<{ styleSlug: string; label: string }>;
            productColors: Array<{ pdpSort: number; enableAtWebsite: boolean }>;
          };
        }>(gateway, STYLE, { variables: { slug: "velox-run-2" } });
        const style = bySlug.data!.productStyle;
        expect(style.peerStyleSku.map((p) => p.label)).toEqual(["男款", "女款", "童款"]);
        expect(style.peerStyleSku[0]!.styleSlug).toBe("velox-run-2");
        expect(style.productColors.length).toBeGreaterThanOrEqual(2);
        expect(style.productColors.every((c) => c.enableAtWebsite)).toBe(true);
        const bySku = await gql<{ productStyle: { styleSlug: string } }>(gateway, STYLE, { variables: { sku: style.styleSku } });
        expect(bySku.data!.productStyle.styleSlug).toBe("velox-run-2");
        expect((await gql(gateway, STYLE, { variables: { sku: "NOPE" } })).data).toEqual({ productStyle: null });
        expect((await gql(gateway, STYLE, {})).errors?.[0]).toMatchObject({ extensions: { code: "400", field: "styleSku" } });
      });
    });

    describe("skuStock, storeList, sizeChart (spec §3, §7)", () => {
      const STOCK =
        "query($id: String!, $type: String!) { skuStock(primaryId: $id, type: $type) { sku storeCode qty lockQty saleableQty store { storeName storeType } } }";
      type StockRow = {
        sku: string;
        storeCode: string;
        qty: number;
        lockQty: number;
        saleableQty: number;
        store: { storeName: string; storeType: string } | null;
      };

      it("gives one EAN's stock per location and a colour's online stock per size (saleableQty = qty − lockQty)", async () => {
        const [c] = await colors(["1"]);
        const ean = c!.productSizes[0]!.ean;
        const perStore = await gql<{ skuStock: StockRow[] }>(gateway, STOCK, { variables: { id: ean, type: "ean" } });
        const rows = perStore.data!.skuStock;
        expect(rows.length).toBeGreaterThan(1);
        for (const r of rows) {
          expect(r.sku).toBe(ean);
          expect(r.saleableQty).toBe(r.qty - r.lockQty);
          expect(r.store?.storeName).toMatch(/^迅岚/);
        }
        const online = rows.find((r) => r.storeCode === "XLWH01")!;
        expect(online.store?.storeType).toBe("warehouse");
        expect(c!.productSizes[0]!.saleableQty).toBe(online.saleableQty);

        const perSize = await gql<{ skuStock: StockRow[] }>(gateway, STOCK, { variables: { id: c!.productSlug, type: "product" } });
        expect(perSize.data!.skuStock.map((r) => r.sku)).toEqual(c!.productSizes.map((s) => s.ean));
        expect(perSize.data!.skuStock.map((r) => r.saleableQty)).toEqual(c!.productSizes.map((s) => s.saleableQty));
        const byProductId = await gql<{ skuStock: StockRow[] }>(gateway, STOCK, { variables: { id: c!.productId, type: "product" } });
        expect(byProductId.data!.skuStock).toEqual(perSize.data!.skuStock);

        expect((await gql(gateway, STOCK, { variables: { id: ean, type: "warehouse" } })).errors?.[0]).toMatchObject({
          message: "不支持的库存查询类型",
          extensions: { code: "400", field: "type" },
        });
        expect((await gql(gateway, STOCK, { variables: { id: "", type: "ean" } })).errors?.[0]).toMatchObject({
          message: "缺少必要参数：primaryId",
          extensions: { code: "400" },
        });
        expect((await gql(gateway, STOCK, { variables: { id: "0000000000000", type: "ean" } })).errors?.[0]).toMatchObject({
          message: "商品不存在",
          extensions: { code: "404" },
        });
        expect((await gql(gateway, STOCK, { variables: { id: "no-such-slug", type: "product" } })).errors?.[0]).toMatchObject({
          extensions: { code: "404" },
        });
      });

      it("lists stores by type, city, keyword and distance", async () => {
        const LIST =
          "query($city: String, $kw: String, $lng: Float, $lat: Float, $type: Int) { storeList(cityName: $city, keyWord: $kw, longitude: $lng, latitude: $lat, storeType: $type) { omsStoreCode storeName city storeType distance enablePickup } }";
        type StoreRow = { omsStoreCode: string; storeName: string; city: string; storeType: string; distance: number | null };
        const list = async (variables: Record<string, unknown>) =>
          (await gql<{ storeList: StoreRow[] }>(gateway, LIST, { variables })).data!.storeList;
        const all = await list({});
        expect(all).toHaveLength(7);
        expect(all.every((s) => s.storeType !== "warehouse" && s.distance === null)).toBe(true);
        expect((await list({ city: "上海市" })).map((s) => s.omsStoreCode)).toEqual(["XLSH01", "XLSH02"]);
        expect((await list({ kw: "三里屯" })).map((s) => s.omsStoreCode)).toEqual(["XLBJ01"]);
        expect((await list({ type: 1 })).every((s) => s.storeType === "flagship")).toBe(true);
        expect((await list({ type: 0 })).map((s) => s.omsStoreCode)).toContain("XLWH01");
        const nearBeijing = await list({ lng: 116.4, lat: 39.9 });
        expect(nearBeijing[0]!.omsStoreCode).toBe("XLBJ01");
        const d = nearBeijing.map((s) => s.distance!);
        expect(d).toEqual([...d].sort((a, b) => a - b));
        expect((await gql(gateway, LIST, { variables: { type: 9 } })).errors?.[0]).toMatchObject({
          extensions: { code: "400", field: "storeType" },
        });
        expect((await gql(gateway, LIST, { variables: { lng: 116.4 } })).errors?.[0]).toMatchObject({
          extensions: { code: "400", field: "latitude" },
        });
      });

      it("returns a size chart by id and the sort options", async () => {
        const res = await gql<{
          sizeChart: { title: string; columns: Array<{ key: string }>; rows: Array<Record<string, string>> };
          none: null;
          productSortOptions: Array<{ sort_field: string; sort_direction: string }>;
        }>(
          gateway,
          '{ sizeChart(id: "1") { title columns { key label } rows } none: sizeChart(id: "999") { id } productSortOptions { sort_field sort_direction label } }',
        );
        expect(res.data!.sizeChart.title).toBe("男子鞋类尺码表");
        expect(res.data!.sizeChart.rows[0]).toMatchObject({ us: "6.5", eu: "39" });
        expect(res.data!.none).toBeNull();
        expect(res.data!.productSortOptions.map((o) => `${o.sort_field} ${o.sort_direction}`)).toEqual([
          "default asc",
          "availableFrom desc",
          "price desc",
          "price asc",
        ]);
      });
    });
  });
}
