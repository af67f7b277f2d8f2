import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import {
  type ApiClient,
  type FilterInput,
  ProductColorDocument,
  ProductColorsDocument,
  ProductStyleDocument,
  SearchProductColorsDocument,
  SizeChartDocument,
  SkuStockDocument,
} from "@xunlan/api-client";
import { SEARCH_PAGE_SIZE } from "@xunlan/validation";
import { toProductColorCard } from "../lib/catalog-cards";
import { type SortKey, sortVariables } from "../lib/listing-query";
import type { Filter, ProductColorCard, SizeChartData } from "../lib/types";
import type { CatalogSizeChart, CatalogStyle } from "./catalog-results";

/** Listings and rails: product data is fresh enough for a minute. */
const PRODUCT_STALE_MS = 60 * 1000;
/** Stock moves: refetch after 30 s. */
const STOCK_STALE_MS = 30 * 1000;
/** Size charts practically never change. */
const SIZE_CHART_STALE_MS = 60 * 60 * 1000;
/** The gateway's bulk productColors limit. */
const MAX_BULK_IDS = 100;

/** What a listing or a search asks for (spec §2 listing rules, §7 searchProductColors). */
export interface ListingVariables {
  /** Category levels as route slugs or ids joined by "/" (e.g. "men/shoes/running"). */
  categoryPath?: string | null;
  /** Category id (alternative to `categoryPath`). */
  productCategoryId?: string | null;
  /** Search keyword. */
  keyword?: string | null;
  /** spec §2 from=hidden: the category may be hidden. */
  includeHidden?: boolean;
  /** spec §9 sort option key. Default `default`. */
  sort?: SortKey;
  /** filter_code → chosen values (us_size → size chips). */
  filters?: Readonly<Record<string, readonly string[]>>;
  /** spec §7/§9: 9 per page. */
  pageSize?: number;
}

/** One loaded page of a listing: cards in order, the total and the facets of the whole result. */
export interface ListingPage {
  pageNumber: number;
  pageSize: number;
  /** Colours in the whole result. */
  count: number;
  filters: Filter[];
  products: ProductColorCard[];
}

function normaliseListing(variables: ListingVariables) {
  const filters = Object.entries(variables.filters ?? {})
    .map(([code, values]) => [code, [...new Set(values)].toSorted()] as const)
    .filter(([, values]) => values.length > 0)
    .toSorted(([a], [b]) => a.localeCompare(b));
  return {
    categoryPath: variables.categoryPath ?? null,
    productCategoryId: variables.productCategoryId ?? null,
    keyword: variables.keyword?.trim() || null,
    includeHidden: variables.includeHidden ?? false,
    sort: variables.sort ?? "default",
    filters: Object.fromEntries(filters) as Record<string, string[]>,
    pageSize: variables.pageSize ?? SEARCH_PAGE_SIZE,
  };
}

/** Cards for colour ids (row ids or product ids) in the order asked; unknown ids are left out (module-internal, not in index.ts). */
export async function fetchCards(client: ApiClient, ids: readonly string[]): Promise<ProductColorCard[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const chunks: string[][] = [];
  for (let i = 0; i < unique.length; i += MAX_BULK_IDS) chunks.push(unique.slice(i, i + MAX_BULK_IDS));
  const results = await Promise.all(chunks.map((chunk) => client.request(ProductColorsDocument, { ids: chunk })));
  return results.flatMap((result) => result.productColors.map(toProductColorCard));
}

/**
 * Infinite query options of a listing or search (spec §4: results append page by page; §7:
 * searchProductColors, page size 9, with the page's cards in the same call).
 * The loader seeds the first page with `ensureInfiniteQueryData`; the component reads it with
 * `useSuspenseInfiniteQuery` and asks for the next page while `hasNextPage`. The cached pages
 * are what a back navigation re-renders before the router restores the scroll position.
 */
export function searchProductColorsInfiniteQueryOptions(client: ApiClient, variables: ListingVariables) {
  const listing = normaliseListing(variables);
  return infiniteQueryOptions({
    queryKey: ["catalog", "searchProductColors", listing] as const,
    initialPageParam: 1,
    queryFn: async ({ pageParam }): Promise<ListingPage> => {
      const sort = sortVariables(listing.sort);
      const filters: FilterInput[] = Object.entries(listing.filters).map(([filter_code, filter_value]) => ({ filter_code, filter_value }));
      const { searchProductColors: page } = await client.request(SearchProductColorsDocument, {
        pageNumber: pageParam,
        pageSize: listing.pageSize,
        keyword: listing.keyword,
        categoryPath: listing.categoryPath,
        productCategoryId: listing.productCategoryId,
        includeHidden: listing.includeHidden,
        sortBy: sort?.sortBy ?? null,
        sortDirection: sort?.sortDirection ?? null,
        filters: filters.length > 0 ? filters : null,
      });
      // The cards come in the same call as the ids (issue 11: one upstream call per page).
      const products = page.productColors.map(toProductColorCard);
      return { pageNumber: page.pageNumber, pageSize: page.pageSize, count: page.count, filters: page.filters, products };
    },
    getNextPageParam: (last) => (last.pageNumber * last.pageSize < last.count ? last.pageNumber + 1 : undefined),
    staleTime: PRODUCT_STALE_MS,
  });
}

/** Query options for cards of colour ids (row ids or product ids), in the order asked (spec §7 bulk productColor). */
export function productColorsQueryOptions(client: ApiClient, ids: readonly (string | number)[]) {
  const key = ids.map(String);
  return queryOptions({
    queryKey: ["catalog", "productColors", key] as const,
    queryFn: () => fetchCards(client, key),
    staleTime: PRODUCT_STALE_MS,
  });
}

/** Options of {@link productRailQueryOptions}. */
export interface ProductRailVariables {
  /** Curated colour ids (content documents, the recmd document), in display order. */
  productIds: readonly (string | number)[];
  /** Where to take more products from when curated ones are missing from the catalogue. */
  fill?: Pick<ListingVariables, "categoryPath" | "filters" | "keyword" | "sort">;
  /** Colours never shown (the product page's own colour). */
  excludeProductIds?: readonly string[];
  /** At most this many cards; also how many the fill tops up to. Default the number of ids, at least 3. */
  limit?: number;
}

/**
 * Cards for a curated rail or a recommendation (spec §2 carousel): the curated ids that exist
 * in the catalogue, in order; when some do not exist, the rail is topped up from `fill` (the
 * same category or product type), skipping colours already shown or excluded.
 */
export function productRailQueryOptions(client: ApiClient, variables: ProductRailVariables) {
  const ids = variables.productIds.map(String);
  const exclude = [...(variables.excludeProductIds ?? [])].toSorted();
  const limit = variables.limit ?? Math.max(3, ids.length);
  const fill = variables.fill ? normaliseListing({ ...variables.fill, pageSize: limit + exclude.length + ids.length }) : null;
  return queryOptions({
    queryKey: ["catalog", "productRail", { ids, exclude, limit, fill }] as const,
    queryFn: async (): Promise<ProductColorCard[]> => {
      const excluded = new Set(exclude);
      const keep = (cards: ProductColorCard[]) => cards.filter((card) => !excluded.has(card.productId));
      const curated = keep(await fetchCards(client, ids)).slice(0, limit);
      if (curated.length >= limit || !fill) return curated;
      const shown = new Set(curated.map((card) => card.productId));
      const sort = sortVariables(fill.sort);
      const filters = Object.entries(fill.filters).map(([filter_code, filter_value]) => ({ filter_code, filter_value }));
      const { searchProductColors: page } = await client.request(SearchProductColorsDocument, {
        pageNumber: 1,
        pageSize: Math.min(MAX_BULK_IDS, fill.pageSize),
        keyword: fill.keyword,
        categoryPath: fill.categoryPath,
        sortBy: sort?.sortBy ?? null,
        sortDirection: sort?.sortDirection ?? null,
        filters: filters.length > 0 ? filters : null,
      });
      const extra = keep(page.productColors.map(toProductColorCard)).filter((card) => !shown.has(card.productId));
      return [...curated, ...extra].slice(0, limit);
    },
    staleTime: PRODUCT_STALE_MS,
  });
}

/**
 * Query options for a style with every colour's detail (spec §7 productStyle). `style` is the
 * first product-route segment: a styleSlug, or (spec's other reading) a styleSku. Null when
 * neither matches.
 */
export function productStyleQueryOptions(client: ApiClient, style: string) {
  return queryOptions({
    queryKey: ["catalog", "productStyle", style] as const,
    queryFn: async (): Promise<CatalogStyle | null> => {
      const bySlug = await client.request(ProductStyleDocument, { styleSlug: style });
      if (bySlug.productStyle) return bySlug.productStyle;
      return (await client.request(ProductStyleDocument, { styleSku: style })).productStyle ?? null;
    },
    staleTime: PRODUCT_STALE_MS,
  });
}

/** Query options for one colour by product slug or product id (spec §2 product detail); null when unknown. */
export function productColorQueryOptions(client: ApiClient, productSlug: string) {
  return queryOptions({
    queryKey: ["catalog", "productColor", productSlug] as const,
    queryFn: async () => (await client.request(ProductColorDocument, { productSlug })).productColor ?? null,
    staleTime: PRODUCT_STALE_MS,
  });
}

/** Variables of {@link skuStockQueryOptions} (spec §7 skuStock). */
export interface SkuStockVariables {
  /** A product colour (type "product") or an EAN (type "ean"). */
  primaryId: string;
  /** "product": one row per size at the online warehouse; "ean": one row per location. */
  type: "product" | "ean";
}

/** Query options for stock rows (spec §3 stock: sku, qty, storeCode, lockQty, saleableQty). */
export function skuStockQueryOptions(client: ApiClient, { primaryId, type }: SkuStockVariables) {
  return queryOptions({
    queryKey: ["catalog", "skuStock", { primaryId, type }] as const,
    queryFn: async () => (await client.request(SkuStockDocument, { primaryId, type })).skuStock,
    staleTime: STOCK_STALE_MS,
  });
}

/** A gateway size chart as the size picker's table reads it: every cell as text (module-internal, not in index.ts). */
export function toSizeChartData(sizeChart: CatalogSizeChart): SizeChartData {
  const rows = (Array.isArray(sizeChart.rows) ? sizeChart.rows : [])
    .filter((row): row is Record<string, unknown> => typeof row === "object" && row !== null)
    .map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value == null ? "" : String(value)])));
  return { title: sizeChart.title, columns: sizeChart.columns, rows, note: sizeChart.note || null };
}

/**
 * Query options for a size chart by id (ProductColor.sizeChartId) as {@link SizeChartData};
 * rejects when the chart is unknown so the dialog shows 尺码表加载失败 (spec §8).
 */
export function sizeChartQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: ["catalog", "sizeChart", id] as const,
    queryFn: async (): Promise<SizeChartData> => {
      const { sizeChart } = await client.request(SizeChartDocument, { id });
      if (!sizeChart) throw new Error(`size chart ${id} not found`);
      return toSizeChartData(sizeChart);
    },
    staleTime: SIZE_CHART_STALE_MS,
  });
}
