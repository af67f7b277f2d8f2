/**
 * Listing and search (spec §2 listing rules, §7 searchProductColors, §9 sort options and page
 * size): one page of product colour ids, the total count and the filters of the result.
 */
import { type SQL, and, asc, desc, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { catalogFilters, productColors } from "../../db/schema";
import { US_SIZE_FILTER } from "../../db/seed/catalogue";
import { GatewayError } from "../../errors";
import { resolveListingCategory } from "./category-service";
import { escapeLike, parseKeyword } from "./search-text";

/** spec §9: search page size. */
export const DEFAULT_PAGE_SIZE = 9;
/** Largest page a caller may ask for. */
export const MAX_PAGE_SIZE = 100;
/** Longest keyword accepted (characters). */
export const MAX_KEYWORD_LENGTH = 100;

/** spec §9 sort options, in menu order. `sort_field` is what `sortBy` takes. */
export const SORT_OPTIONS = [
  { sort_field: "default", sort_direction: "asc", label: "默认排序" },
  { sort_field: "availableFrom", sort_direction: "desc", label: "最新上架" },
  { sort_field: "price", sort_direction: "desc", label: "价格从高到低" },
  { sort_field: "price", sort_direction: "asc", label: "价格从低到高" },
] as const;

type SortField = "default" | "availableFrom" | "price";
type SortDirection = "asc" | "desc";

/** sortBy values accepted (pdpSort and sort are the default order's own names). */
const SORT_FIELDS: Record<string, SortField> = {
  default: "default",
  pdpSort: "default",
  sort: "default",
  availableFrom: "availableFrom",
  price: "price",
};
const DEFAULT_DIRECTION: Record<SortField, SortDirection> = { default: "asc", availableFrom: "desc", price: "asc" };

/** A filter the shopper picked: values of one code are OR-ed, codes AND-ed. */
export interface FilterInput {
  filter_code: string;
  filter_value: readonly string[];
}

/** Arguments of {@link searchProductColors} (the GraphQL arguments). */
export interface SearchInput {
  pageNumber?: number | null;
  pageSize?: number | null;
  keyword?: string | null;
  sortBy?: string | null;
  sortDirection?: string | null;
  productCategoryId?: string | number | null;
  categoryPath?: string | null;
  includeHidden?: boolean | null;
  filters?: readonly FilterInput[] | null;
}

/** One value of a filter with the number of result colours carrying it. */
export interface FilterValue {
  value: string;
  label: string;
  count: number;
}

/** spec §3 Filter. */
export interface Filter {
  filter_code: string;
  filter_label: string;
  filter_value: FilterValue[];
}

/** spec §3 search result; `filters` is computed only when asked for (it is the costly part). */
export interface SearchResult {
  productColorIds: number[];
  count: number;
  pageNumber: number;
  pageSize: number;
  filters: () => Promise<Filter[]>;
}

/** Validated, normalised search arguments. */
interface SearchPlan {
  pageNumber: number;
  pageSize: number;
  sortField: SortField;
  direction: SortDirection;
  where: SQL;
  /** Cache key of the WHERE clause (facets are cached per result set). */
  key: string;
}

function validatePaging(input: SearchInput): { pageNumber: number; pageSize: number } {
  const pageNumber = input.pageNumber ?? 1;
  const pageSize = input.pageSize ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(pageNumber) || pageNumber < 1) throw GatewayError.badRequest("页码必须为正整数", "pageNumber");
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE)
    throw GatewayError.badRequest(`每页数量必须在 1 到 ${MAX_PAGE_SIZE} 之间`, "pageSize");
  return { pageNumber, pageSize };
}

function validateSort(input: SearchInput): { sortField: SortField; direction: SortDirection } {
  const by = input.sortBy?.trim() || "default";
  const sortField = SORT_FIELDS[by];
  if (!sortField) throw GatewayError.badRequest("不支持的排序方式", "sortBy");
  const dir = input.sortDirection?.trim().toLowerCase() || DEFAULT_DIRECTION[sortField];
  if (dir !== "asc" && dir !== "desc") throw GatewayError.badRequest("不支持的排序方式", "sortDirection");
  return { sortField, direction: dir };
}

/** catalog_filters, indexed: heads in display order, value → facet id, facet id → value. */
interface FacetIndex {
  heads: Array<{ code: string; label: string }>;
  idOf: Map<string, number>;
  byId: Map<number, { code: string; value: string; label: string; sort: number }>;
}

const facetIndexes = new WeakMap<Database, Promise<FacetIndex>>();
const facetKey = (code: string, value: string) => `${code}\u0000${value}`;

/** The filter catalogue of a database (read once; it changes only with the seed). */
function facetIndex(db: Database): Promise<FacetIndex> {
  let index = facetIndexes.get(db);
  if (!index) {
    index = db
      .select()
      .from(catalogFilters)
      .orderBy(asc(catalogFilters.sort))
      .then((rows) => ({
        heads: rows.filter((r) => r.value === "").map((r) => ({ code: r.filterCode, label: r.filterLabel })),
        idOf: new Map(rows.flatMap((r) => (r.facetId === null ? [] : [[facetKey(r.filterCode, r.value), r.facetId] as const]))),
        byId: new Map(
          rows.flatMap((r) =>
            r.facetId === null ? [] : [[r.facetId, { code: r.filterCode, value: r.value, label: r.valueLabel, sort: r.sort }] as const],
          ),
        ),
      }));
    index.catch(() => facetIndexes.delete(db));
    facetIndexes.set(db, index);
  }
  return index;
}

/** Validates the arguments and builds the WHERE clause of the result set. */
async function planSearch(db: Database, input: SearchInput): Promise<SearchPlan> {
  const paging = validatePaging(input);
  const sort = validateSort(input);
  if ((input.keyword?.length ?? 0) > MAX_KEYWORD_LENGTH)
    throw GatewayError.badRequest(`搜索关键字不能超过 ${MAX_KEYWORD_LENGTH} 个字符`, "keyword");
  const includeHidden = input.includeHidden ?? false;

  const conditions: SQL[] = [];
  const key: unknown[] = [includeHidden];
  if (!includeHidden) conditions.push(sql`${productColors.enableAtWebsite} and ${productColors.publish}`);

  const category = await resolveListingCategory(db, {
    productCategoryId: input.productCategoryId,
    categoryPath: input.categoryPath,
    includeHidden,
  });
  if (category) {
    const ids = sql.join(category.ids.map((id) => sql`${id}`), sql`, `);
    conditions.push(
      sql`exists (select 1 from product_color_categories pcc where pcc.color_id = ${productColors.id} and pcc.category_id in (${ids}))`,
    );
    key.push(category.ids);
  }

  const keyword = parseKeyword(input.keyword);
  if (keyword) {
    // Candidate filter on the GIN index, then the exact substring check per term.
    const checks = [
      ...(keyword.tokens.length
        ? [sql`s.search_tokens @> array[${sql.join(keyword.tokens.map((t) => sql`${t}`), sql`, `)}]::text[]`]
        : []),
      ...keyword.terms.map((term) => sql`s.search_text like ${`%${escapeLike(term)}%`}`),
    ];
    conditions.push(
      sql`exists (select 1 from product_color_search s where s.color_id = ${productColors.id} and ${sql.join(checks, sql` and `)})`,
    );
    key.push(keyword.terms);
  }

  const filters = (input.filters ?? []).filter((f) => f.filter_value.length > 0);
  if (filters.length) {
    const facets = await facetIndex(db);
    const codes = new Set(facets.heads.map((h) => h.code));
    for (const f of [...filters].sort((a, b) => a.filter_code.localeCompare(b.filter_code))) {
      if (!codes.has(f.filter_code)) throw GatewayError.badRequest("不支持的筛选条件", "filters");
      const values = [...new Set(f.filter_value)].sort();
      const ids = values.flatMap((v) => {
        const id = facets.idOf.get(facetKey(f.filter_code, v));
        return id === undefined ? [] : [id];
      });
      // Values of one code are OR-ed: the colour carries any of their facet ids.
      conditions.push(ids.length ? sql`${productColors.facetIds} && array[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::integer[]` : sql`false`);
      key.push([f.filter_code, values]);
    }
  }

  return { ...paging, ...sort, where: and(...conditions) ?? sql`true`, key: JSON.stringify(key) };
}

/** ORDER BY of a sort option; `id` last so equal keys never straddle two pages. */
function orderOf(plan: SearchPlan): SQL[] {
  const dir = plan.direction === "asc" ? asc : desc;
  switch (plan.sortField) {
    case "default":
      return [dir(productColors.pdpSort), dir(productColors.sort), asc(productColors.id)];
    case "availableFrom":
      return [dir(productColors.availableFrom), asc(productColors.id)];
    case "price":
      return [dir(productColors.price), asc(productColors.id)];
  }
}

/**
 * spec §7 searchProductColors: a page of product colour ids in the chosen order (spec §9),
 * the total count, and (lazily) the filters with counts over the whole result. Only colours
 * with enableAtWebsite and publish unless `includeHidden`. Throws '400' for bad paging, sort,
 * keyword or filter arguments and '404' 分类不存在 for an unknown category.
 */
export async function searchProductColors(db: Database, input: SearchInput): Promise<SearchResult> {
  const plan = await planSearch(db, input);
  const [rows, total] = await Promise.all([
    db
      .select({ id: productColors.id })
      .from(productColors)
      .where(plan.where)
      .orderBy(...orderOf(plan))
      .limit(plan.pageSize)
      .offset((plan.pageNumber - 1) * plan.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(productColors).where(plan.where),
  ]);
  return {
    productColorIds: rows.map((r) => r.id),
    count: total[0]?.n ?? 0,
    pageNumber: plan.pageNumber,
    pageSize: plan.pageSize,
    filters: () => cachedFacets(db, plan),
  };
}

// ---- filters (facets) -----------------------------------------------------------------------

interface FacetCacheEntry {
  at: number;
  value: Promise<Filter[]>;
}

const FACET_TTL_MS = 60_000;
const FACET_CACHE_MAX = 200;
const facetCache = new WeakMap<Database, Map<string, FacetCacheEntry>>();

/**
 * Facets depend only on the result set (not on page or sort) and change only when the
 * catalogue does, so they are kept a minute per database and WHERE clause: paging through
 * a listing computes them once.
 */
function cachedFacets(db: Database, plan: SearchPlan): Promise<Filter[]> {
  let cache = facetCache.get(db);
  if (!cache) facetCache.set(db, (cache = new Map()));
  const now = Date.now();
  const hit = cache.get(plan.key);
  if (hit && now - hit.at < FACET_TTL_MS) return hit.value;
  const value = computeFacets(db, plan.where);
  cache.set(plan.key, { at: now, value });
  value.catch(() => cache.delete(plan.key));
  if (cache.size > FACET_CACHE_MAX) cache.delete(cache.keys().next().value!);
  return value;
}

/** Drops cached facets (after catalogue writes; tests). */
export function clearFacetCache(db: Database): void {
  facetCache.delete(db);
}

const APPAREL_ORDER = ["XXS", "XS", "S", "M", "L", "XL", "XXL", "XXXL", "OS"];

/** Orders US size chips: kids' C then Y sizes, numbers, then apparel letters. */
function usSizeRank(value: string): [number, number, string] {
  const kid = /^(\d+(?:\.\d+)?)([CY])\b/.exec(value);
  if (kid) return [kid[2] === "C" ? 0 : 1, Number(kid[1]), value];
  if (/^\d+(\.\d+)?$/.test(value)) return [2, Number(value), value];
  const letter = APPAREL_ORDER.indexOf(value.split(" ")[0] ?? value);
  return [3, letter === -1 ? 99 : letter, value];
}

function compareUsSize(a: string, b: string): number {
  const x = usSizeRank(a);
  const y = usSizeRank(b);
  return x[0] - y[0] || x[1] - y[1] || x[2].localeCompare(y[2]);
}

async function computeFacets(db: Database, where: SQL): Promise<Filter[]> {
  const [facets, counts] = await Promise.all([
    facetIndex(db),
    db.execute(sql`
      select f as id, count(*)::int as n
        from (select unnest(${productColors.facetIds}) as f from ${productColors} where ${where}) as x
       group by f`),
  ]);
  const byCode = new Map<string, Array<FilterValue & { sort: number }>>();
  for (const row of (counts as unknown as { rows: Array<{ id: number | string; n: number | string }> }).rows) {
    const facet = facets.byId.get(Number(row.id));
    if (!facet) continue;
    let list = byCode.get(facet.code);
    if (!list) byCode.set(facet.code, (list = []));
    list.push({ value: facet.value, label: facet.label, count: Number(row.n), sort: facet.sort });
  }
  const filters: Filter[] = [];
  for (const head of facets.heads) {
    const values = byCode.get(head.code);
    if (!values?.length) continue;
    values.sort(head.code === US_SIZE_FILTER.code ? (a, b) => compareUsSize(a.value, b.value) : (a, b) => a.sort - b.sort);
    filters.push({
      filter_code: head.code,
      filter_label: head.label,
      filter_value: values.map(({ value, label, count }) => ({ value, label, count })),
    });
  }
  return filters;
}
