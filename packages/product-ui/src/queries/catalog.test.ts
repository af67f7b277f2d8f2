// @vitest-environment node
import { QueryClient } from "@tanstack/react-query";
import type { ApiClient } from "@xunlan/api-client";
import { createTestApiClient } from "@xunlan/api-client/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type CatalogTestServer, startCatalogServer } from "../test/catalog-server";
import {
  productColorQueryOptions,
  productColorsQueryOptions,
  productRailQueryOptions,
  productStyleQueryOptions,
  searchProductColorsInfiniteQueryOptions,
  sizeChartQueryOptions,
  skuStockQueryOptions,
} from "./catalog";
import { categoriesQueryOptions } from "./categories";

let server: CatalogTestServer;
let client: ApiClient;
let queryClient: QueryClient;

beforeAll(async () => {
  server = await startCatalogServer();
  client = createTestApiClient(server.url);
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});

const callsOf = (field: string) => server.calls.filter((call) => call.field === field);

describe("categoriesQueryOptions", () => {
  it("loads the visible tree, and the full one for from=hidden under its own key", async () => {
    const visible = await queryClient.fetchQuery(categoriesQueryOptions(client));
    const all = await queryClient.fetchQuery(categoriesQueryOptions(client, { includeHidden: true }));
    expect(visible.map((node) => node.title)).toEqual(["男子"]);
    expect(all.map((node) => node.title)).toEqual(["男子", "员工内购"]);
    expect(visible[0]?.childs[0]?.childs[0]?.category_route).toBe("running");
    expect(callsOf("productCategories").map((call) => call.args.includeHidden)).toEqual([false, true]);
    expect(categoriesQueryOptions(client).queryKey).not.toEqual(categoriesQueryOptions(client, { includeHidden: true }).queryKey);
  });
});

describe("searchProductColorsInfiniteQueryOptions", () => {
  const listing = { categoryPath: "men/shoes/running", sort: "priceAsc" as const };

  it("loads page 1 (9 cards in the same call as the ids, no bulk productColors call) and pages on until the count is reached", async () => {
    const options = searchProductColorsInfiniteQueryOptions(client, listing);
    const first = await queryClient.fetchInfiniteQuery(options);
    const page = first.pages[0]!;
    expect(page.pageSize).toBe(9);
    expect(page.count).toBe(20);
    expect(page.products).toHaveLength(9);
    const prices = page.products.map((product) => Number(product.price));
    expect(prices).toEqual(prices.toSorted((a, b) => a - b));
    expect(callsOf("searchProductColors")[0]?.args).toMatchObject({
      pageNumber: 1,
      pageSize: 9,
      sortBy: "price",
      sortDirection: "asc",
      categoryPath: "men/shoes/running",
    });
    // issue 11: one upstream call per page — the cards come with the ids.
    expect(callsOf("searchProductColors")).toHaveLength(1);
    expect(callsOf("productColors")).toHaveLength(0);

    // a card: the style's Chinese name, colour dots, cover first then photos in sort order
    const card = page.products[0]!;
    expect(card.styleDisplayNameCn).toMatch(/^测试跑鞋 /);
    expect(card.colours).toHaveLength(2);
    expect(card.images[0]).toBe(`/images/products/${card.productSlug}/1.jpg`);
    expect(card.images).toEqual([`/images/products/${card.productSlug}/1.jpg`, `/images/products/${card.productSlug}/2.jpg`]);

    expect(options.getNextPageParam(page, first.pages, 1, [1])).toBe(2);
    const data = await new QueryClient().fetchInfiniteQuery({ ...options, pages: 3 });
    expect(data.pages.map((p) => p.products.length)).toEqual([9, 9, 2]);
    const last = data.pages.at(-1)!;
    expect(options.getNextPageParam(last, data.pages, 3, [1, 2, 3])).toBeUndefined();
    const all = data.pages.flatMap((p) => p.products.map((product) => Number(product.price)));
    expect(all).toEqual(all.toSorted((a, b) => a - b));
  });

  it("sends size filters and keys the cache by the normalised variables", async () => {
    const a = searchProductColorsInfiniteQueryOptions(client, { ...listing, filters: { us_size: ["9", "8"], color: [] } });
    const b = searchProductColorsInfiniteQueryOptions(client, { ...listing, filters: { us_size: ["8", "9"] } });
    expect(a.queryKey).toEqual(b.queryKey);
    const data = await queryClient.fetchInfiniteQuery(a);
    expect(callsOf("searchProductColors")[0]?.args.filters).toEqual([{ filter_code: "us_size", filter_value: ["8", "9"] }]);
    expect(data.pages[0]?.count).toBe(20);
  });

  it("gets the gateway's '400' 不支持的筛选条件 for a filter code the facets do not know", async () => {
    const options = searchProductColorsInfiniteQueryOptions(client, { ...listing, filters: { utm_source: ["wechat"] } });
    await expect(queryClient.fetchInfiniteQuery(options)).rejects.toMatchObject({
      code: "400",
      message: expect.stringContaining("不支持的筛选条件"),
    });
  });

  it("sends no sort for the default order", async () => {
    await queryClient.fetchInfiniteQuery(searchProductColorsInfiniteQueryOptions(client, { categoryPath: "men/shoes/running" }));
    expect(callsOf("searchProductColors")[0]?.args).toMatchObject({ sortBy: null, sortDirection: null });
  });
});

describe("productColorsQueryOptions and productRailQueryOptions", () => {
  it("returns cards in the order asked and leaves unknown ids out", async () => {
    const cards = await queryClient.fetchQuery(productColorsQueryOptions(client, [3, "XLT1-001", 9999]));
    expect(cards.map((card) => card.productId)).toEqual(["XLT2-001", "XLT1-001"]);
  });

  it("tops a rail up from the fill listing when curated ids are missing, skipping excluded colours", async () => {
    const cards = await queryClient.fetchQuery(
      productRailQueryOptions(client, {
        productIds: [1001, 2, 1002, 1003],
        fill: { categoryPath: "men/shoes/running" },
        excludeProductIds: ["XLT1-001"],
        limit: 4,
      }),
    );
    expect(cards).toHaveLength(4);
    expect(cards[0]?.productId).toBe("XLT1-002");
    expect(cards.map((card) => card.productId)).not.toContain("XLT1-001");
    expect(new Set(cards.map((card) => card.productId)).size).toBe(4);
  });

  it("needs no fill when every curated id exists", async () => {
    const cards = await queryClient.fetchQuery(
      productRailQueryOptions(client, { productIds: [1, 2, 3], fill: { categoryPath: "men/shoes/running" } }),
    );
    expect(cards).toHaveLength(3);
    expect(callsOf("searchProductColors")).toHaveLength(0);
  });
});

describe("product detail factories", () => {
  it("productStyleQueryOptions reads a styleSlug, else a styleSku, else null", async () => {
    const bySlug = await queryClient.fetchQuery(productStyleQueryOptions(client, "style-2"));
    expect(bySlug?.styleSku).toBe("XLT2");
    expect(bySlug?.productColors.map((colour) => colour.productSlug)).toEqual(["style-2-c1", "style-2-c2"]);
    const bySku = await queryClient.fetchQuery(productStyleQueryOptions(client, "XLT3"));
    expect(bySku?.styleSlug).toBe("style-3");
    expect(await queryClient.fetchQuery(productStyleQueryOptions(client, "nope"))).toBeNull();
  });

  it("productColorQueryOptions finds a colour by slug", async () => {
    const colour = await queryClient.fetchQuery(productColorQueryOptions(client, "style-1-c2"));
    expect(colour?.productStyle.styleSlug).toBe("style-1");
  });

  it("skuStockQueryOptions returns the stock rows", async () => {
    const rows = await queryClient.fetchQuery(skuStockQueryOptions(client, { primaryId: "XLT1-001", type: "product" }));
    expect(rows.map((row) => row.saleableQty)).toEqual([2, 3]);
    expect(callsOf("skuStock")[0]?.args).toEqual({ primaryId: "XLT1-001", type: "product" });
  });

  it("sizeChartQueryOptions maps the chart to text cells and rejects an unknown chart", async () => {
    const chart = await queryClient.fetchQuery(sizeChartQueryOptions(client, "1"));
    expect(chart).toEqual({
      title: "男子鞋码",
      columns: [
        { key: "cn", label: "CN" },
        { key: "us", label: "US" },
      ],
      rows: [{ cn: "250", us: "8" }],
      note: null,
    });
    await expect(queryClient.fetchQuery(sizeChartQueryOptions(client, "2"))).rejects.toThrow("size chart 2 not found");
  });
});
