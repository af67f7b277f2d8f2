/**
 * Listing and search (spec §2 listing rules, §7 searchProductColors, §9 sort options and page
 * size): one page of product colour ids, the total count and the filters of the result.
 */
import { and, asc, desc, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../kernel/db";
import { catalogFilters, productColors } from "../../kernel/db/schema";
import { GatewayError } from "../../kernel/errors";
import { ownValue } from "../../kernel/lib/allow-list";
import { resolveListingCategory } from "./category-service";
import { ALL_COLORS_CATEGORY, scheduleListingRefresh } from "./listing";
import { escapeLike, type KeywordQuery, parseKeyword } from "./search-text";
import { correctLatinWord } from "./search-vocabulary";
import { US_SIZE_FILTER } from "./seed/catalogue";
import { loadSizeConversions, type SizeDisplay, type SizeScope, sizeChipDisplay } from "./size-conversions";

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
const SORT_FIELDS: Readonly<Record<string, SortField>> = {
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
  /** Size chips only: how the size reads (size conversion table). */
  sizeDisplay: SizeDisplay | null;
}

/** The gender (men, women, kids) and size system (shoes, apparel) a category path names, else nulls. */
function sizeScopeOfPath(path: string | null): SizeScope {
  const [first = "", second = ""] = path?.split("/") ?? [];
  return {
    gender: first === "men" || first === "women" || first === "kids" ? first : null,
    system: second === "shoes" || second === "apparel" ? second : null,
  };
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
  /** The keyword searched instead when the one typed found nothing and one typo was corrected. */
  correctedKeyword: string | null;
  filters: () => Promise<Filter[]>;
}

/**
 * The row source a search runs on: the listing read model (product_color_listing, one range
 * per category) or the source table product_colors (includeHidden, or while the read model is
 * stale). Both expose a colour id and its facet ids.
 */
interface Source {
  id: SQL;
  facetIds: SQL;
}

const LISTING: Source = { id: sql`l.color_id`, facetIds: sql`l.facet_ids` };
const COLORS: Source = { id: sql`${productColors.id}`, facetIds: sql`${productColors.facetIds}` };

/** Validated, normalised search arguments. */
interface SearchPlan {
  pageNumber: number;
  pageSize: number;
  sortField: SortField;
  direction: SortDirection;
  includeHidden: boolean;
  /** The listing category (its subtree), or null for the whole catalogue. */
  category: { id: number; subtree: number[] } | null;
  /** The listing's gender and product type (its category's first two levels), or nulls: how size chips read. */
  sizeScope: SizeScope;
  /** Keyword and filter conditions over a source (AND-ed; empty for a plain listing). */
  conditions: (source: Source) => SQL[];
  /** No keyword and no filters: counts and facets are precomputed per category. */
  plain: boolean;
  /** The keyword's checks on product_color_search `s`, or null without a keyword. */
  keywordChecks: SQL | null;
  /** The filters' conditions over a source (AND-ed). */
  filterConditions: (source: Source) => SQL[];
  /** Cache key of the result set (facets are cached per result set). */
  key: string;
  /** The whole keyword when colours whose name, style name or SKU equals it rank first (default order). */
  exact: string | null;
  /** The parsed keyword, or null. */
  keyword: KeywordQuery | null;
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
  const sortField = ownValue(SORT_FIELDS, by);
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

/** Validates the arguments and builds the conditions of the result set. */
async function planSearch(db: Database, input: SearchInput): Promise<SearchPlan> {
  const paging = validatePaging(input);
  const sort = validateSort(input);
  if ((input.keyword?.length ?? 0) > MAX_KEYWORD_LENGTH)
    throw GatewayError.badRequest(`搜索关键字不能超过 ${MAX_KEYWORD_LENGTH} 个字符`, "keyword");
  const includeHidden = input.includeHidden ?? false;
  const key: unknown[] = [includeHidden];

  const category = await resolveListingCategory(db, {
    productCategoryId: input.productCategoryId,
    categoryPath: input.categoryPath,
    includeHidden,
  });
  if (category) key.push(category.ids);

  const builders: Array<(source: Source) => SQL> = [];
  const filterBuilders: Array<(source: Source) => SQL> = [];
  let keywordChecks: SQL | null = null;
  const keyword = parseKeyword(input.keyword);
  let exact: string | null = null;
  if (keyword) {
    // Candidate filter on the GIN index (required tokens, Latin-or-pinyin groups), then the
    // substring check of what the tokens do not already prove.
    const checks = keywordSql(keyword);
    keywordChecks = checks;
    // Over the listing, the matches come from the GIN index as one array (the planner would
    // otherwise seq-scan product_color_search for a common keyword, misjudging the @> cost);
    // over product_colors, a semi-join.
    builders.push((source) =>
      source === LISTING
        ? sql`l.color_id = any (array(select s.color_id from product_color_search s where ${checks}))`
        : sql`exists (select 1 from product_color_search s where s.color_id = ${source.id} and ${checks})`,
    );
    key.push(keyword.terms);
    // Relevance (spec: exact style/name matches first) applies to the default order only; an
    // explicit price or newest sort is followed as chosen.
    if (sort.sortField === "default" && !input.sortBy?.trim().match(/^(pdpSort|sort)$/)) exact = keyword.exact;
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
      const build = (source: Source) =>
        ids.length
          ? sql`${source.facetIds} && array[${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )}]::integer[]`
          : sql`false`;
      builders.push(build);
      filterBuilders.push(build);
      key.push([f.filter_code, values]);
    }
  }

  return {
    ...paging,
    ...sort,
    includeHidden,
    category: category ? { id: category.node.id, subtree: category.ids } : null,
    sizeScope: sizeScopeOfPath(category?.node.path ?? null),
    conditions: (source) => builders.map((build) => build(source)),
    plain: builders.length === 0,
    keywordChecks,
    filterConditions: (source) => filterBuilders.map((build) => build(source)),
    key: JSON.stringify(key),
    exact,
    keyword,
  };
}

/** The keyword's checks on product_color_search `s`. */
function keywordSql(keyword: KeywordQuery): SQL {
  const textArray = (values: readonly string[]) =>
    sql`array[${sql.join(
      values.map((t) => sql`${t}`),
      sql`, `,
    )}]::text[]`;
  const parts: SQL[] = [];
  if (keyword.tokens.length) parts.push(sql`s.search_tokens @> ${textArray(keyword.tokens)}`);
  for (const group of keyword.anyOf) parts.push(sql`s.search_tokens && ${textArray(group)}`);
  for (const term of keyword.likes) parts.push(sql`s.search_text like ${`%${escapeLike(term)}%`}`);
  return sql.join(parts, sql` and `);
}

/** WHERE of a search over product_colors (the source tables). */
function sourceWhere(plan: SearchPlan): SQL {
  const conditions: SQL[] = [];
  if (!plan.includeHidden) conditions.push(sql`${productColors.enableAtWebsite} and ${productColors.publish}`);
  if (plan.category) {
    const ids = sql.join(
      plan.category.subtree.map((id) => sql`${id}`),
      sql`, `,
    );
    conditions.push(
      sql`exists (select 1 from product_color_categories pcc where pcc.color_id = ${productColors.id} and pcc.category_id in (${ids}))`,
    );
  }
  conditions.push(...plan.conditions(COLORS));
  return and(...conditions) ?? sql`true`;
}

/** WHERE of a search over the listing read model (visible colours only). */
function listingWhere(plan: SearchPlan): SQL {
  return and(sql`l.category_id = ${plan.category?.id ?? ALL_COLORS_CATEGORY}`, ...plan.conditions(LISTING))!;
}

/** ORDER BY of a sort option over product_colors; `id` last so equal keys never straddle two pages. */
function sourceOrder(plan: SearchPlan): SQL[] {
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

/** The same order over product_color_listing (its indexes: category, key, color id). */
function listingOrder(plan: SearchPlan, id = "l.color_id"): SQL {
  // "nulls last" in both directions, as the indexes are declared (the columns are not null).
  const dir = sql.raw(`${plan.direction} nulls last`);
  const tiebreak = sql.raw(`${id} asc`);
  switch (plan.sortField) {
    case "default":
      return sql`l.pdp_sort ${dir}, l.sort ${dir}, ${tiebreak}`;
    case "availableFrom":
      return sql`l.available_from ${dir}, ${tiebreak}`;
    case "price":
      return sql`l.price ${dir}, ${tiebreak}`;
  }
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Keyword listings whose matches are at least this share of the category walk the category's
 * sort index and probe each row (≈ 9 / share probes); sparser ones sort their matches instead.
 */
const DENSE_KEYWORD_SHARE = 0.05;

/**
 * The count of a one-word keyword over the whole visible catalogue (no category, no filters)
 * from product_color_keyword_counts when the word is a very common one (跑步 matches over a
 * quarter of the catalogue: counting its matches takes longer than the whole page may), else
 * null. A word with Latin-or-pinyin alternatives (paoxie: the word itself or its pinyin token)
 * counts as the stored one plus the rarer alternatives' matches without it; when none or
 * several alternatives are stored, the matches are counted as usual (CASE runs only the branch
 * it takes). Exact either way: the count is what 相关产品（count） shows (spec §2).
 */
function storedKeywordCount(plan: SearchPlan): SQL | null {
  const keyword = plan.keyword;
  if (!keyword || plan.category || plan.filterConditions(LISTING).length > 0 || keyword.likes.length > 0) return null;
  const members =
    keyword.tokens.length === 1 && keyword.anyOf.length === 0
      ? keyword.tokens
      : keyword.tokens.length === 0 && keyword.anyOf.length === 1
        ? keyword.anyOf[0]!
        : null;
  if (!members?.length) return null;
  const textArray = (values: readonly string[]) =>
    sql`array[${sql.join(
      values.map((t) => sql`${t}`),
      sql`, `,
    )}]::text[]`;
  const stored = (token: string) => sql`(select colors from product_color_keyword_counts where token = ${token})`;
  const storedHere = sql`(select count(*) from product_color_keyword_counts where token = any (${textArray(members)}))`;
  const branches = members.map((token) => {
    const rest = members.filter((m) => m !== token);
    const restCount = rest.length
      ? sql`(select count(*)::int from product_color_listing l
              where l.category_id = ${ALL_COLORS_CATEGORY}
                and l.color_id = any (array(select s.color_id from product_color_search s
                                             where s.search_tokens && ${textArray(rest)} and not s.search_tokens @> array[${token}]::text[])))`
      : sql`0`;
    return sql`when ${storedHere} = 1 and ${stored(token)} is not null then ${stored(token)} + ${restCount}`;
  });
  return sql`(case ${sql.join(branches, sql` `)} else (select count(*)::int from product_color_listing l where ${listingWhere(plan)}) end)`;
}

/**
 * The count of a keyword of several parts (男子跑鞋: two required words; velox black: two
 * Latin-or-pinyin groups) over the whole visible catalogue (no category, no filters, no
 * substring check) from the stored colour bit strings, else null: counting its matches would
 * visit every matching row (11 000 for 男子跑鞋), while the bit strings of its common words AND
 * together in microseconds. Exact, as the count of {@link storedKeywordCount}:
 * - required tokens: AND of their strings — when one is not stored, it is rare (fewer than
 *   KEYWORD_COUNT_MIN_COLORS colours carry it), so the matches are counted as usual (cheap);
 * - a group: OR of its stored members' strings. Its other members are rare, so the colours a
 *   rare member alone brings in (those outside some group's stored members) are counted from
 *   the GIN index, narrowed by the rare members (none stored: nothing to count).
 * `bits` is the AND-ed string (null when a required token is not stored); when its bit_count
 * is the whole count, it is exactly the result set and the page may test colours against it.
 */
function storedIntersection(plan: SearchPlan): { count: SQL; bits: SQL } | null {
  const keyword = plan.keyword;
  if (!keyword || plan.category || plan.filterConditions(LISTING).length > 0 || keyword.likes.length > 0) return null;
  if (keyword.tokens.length + keyword.anyOf.length < 2 || !plan.keywordChecks) return null;
  const textArray = (values: readonly string[]) =>
    sql`array[${sql.join(
      values.map((t) => sql`${t}`),
      sql`, `,
    )}]::text[]`;
  const strings: SQL[] = [];
  if (keyword.tokens.length)
    strings.push(sql`(select bit_and(color_bits) from product_color_keyword_counts where token = any (${textArray(keyword.tokens)}))`);
  for (const group of keyword.anyOf)
    strings.push(sql`(select bit_or(color_bits) from product_color_keyword_counts where token = any (${textArray(group)}))`);
  const allStored = keyword.tokens.length
    ? sql`(select count(*) from product_color_keyword_counts where token = any (${textArray(keyword.tokens)})) = ${keyword.tokens.length}`
    : sql`true`;
  const bits = sql`(case when ${allStored} then ${sql.join(strings, sql` & `)} end)`;
  // A group without a stored member makes the AND null: none of the matches is in the strings.
  let count = sql`coalesce(bit_count(${sql.join(strings, sql` & `)}), 0)::int`;
  if (keyword.anyOf.length) {
    const rare = sql`array(select m from unnest(${textArray(keyword.anyOf.flat())}) as m
                             where not exists (select 1 from product_color_keyword_counts k where k.token = m))`;
    const inStrings = keyword.anyOf.map(
      (group) => sql`s.search_tokens && array(select token from product_color_keyword_counts where token = any (${textArray(group)}))`,
    );
    count = sql`${count} + (select count(*)::int from product_color_listing l
      where l.category_id = ${ALL_COLORS_CATEGORY}
        and l.color_id = any (array(select s.color_id from product_color_search s
                                     where ${plan.keywordChecks} and s.search_tokens && ${rare}
                                       and not (${sql.join(inStrings, sql` and `)}))))`;
  }
  if (!keyword.tokens.length) return { count, bits };
  return {
    count: sql`(case when ${allStored} then ${count} else (select count(*)::int from product_color_listing l where ${listingWhere(plan)}) end)`,
    bits,
  };
}

/**
 * Listing rows a page walks in order testing each colour against a keyword's bit string before
 * it gives up and sorts the matches instead (the matches may sit at the far end of the order).
 */
const BITS_WALK_ROWS = 2000;

/** A page and the count from the listing read model; null when it is stale. */
async function searchListing(
  db: Database,
  plan: SearchPlan,
  exactFound: Promise<number[]>,
  windowOf: (exact: number[]) => PageWindow,
): Promise<{ ids: number[]; count: number } | null> {
  const categoryId = plan.category?.id ?? ALL_COLORS_CATEGORY;
  const intersection = plan.plain ? null : storedIntersection(plan);
  const count = plan.plain
    ? sql`coalesce((select colors from product_color_listing_counts where category_id = ${categoryId}), 0)`
    : (storedKeywordCount(plan) ??
      intersection?.count ??
      sql`(select count(*)::int from product_color_listing l where ${listingWhere(plan)})`);
  // The state is read with the count: a stale model throws the answer away.
  const head = sql`select coalesce((select fresh from catalog_listing_state), false) as fresh, ${count} as n,
    coalesce((select colors from product_color_listing_counts where category_id = ${categoryId}), 0) as total,
    ${intersection ? sql`bit_count(${intersection.bits})::int` : sql`null::int`} as bits_n`;
  // The count (with a keyword) runs while the exact matches are looked up; the page needs them.
  // (then() once: a drizzle query runs again on every then(), a native promise does not.)
  const headResult = plan.keywordChecks ? db.execute(head).then((result) => result) : null;
  headResult?.catch(() => undefined);
  const window = windowOf(await exactFound);
  const { offset, limit } = window;
  const exclude = window.exclude.length ? [sql`l.color_id <> all (${intArray(window.exclude)})`] : [];
  // The page walking the category's sort index (a keyword probes each row it passes).
  const walkWhere = plan.keywordChecks
    ? and(
        sql`l.category_id = ${categoryId}`,
        sql`exists (select 1 from product_color_search s where s.color_id = l.color_id and ${plan.keywordChecks})`,
        ...plan.filterConditions(LISTING),
        ...exclude,
      )!
    : and(listingWhere(plan), ...exclude)!;
  const walk = sql`select l.color_id as id from product_color_listing l where ${walkWhere}
    order by ${listingOrder(plan)} limit ${limit} offset ${offset}`;
  type Head = { fresh: boolean; n: number | string; total: number | string; bits_n: number | string | null };
  const answer = (headRows: Head[], page: unknown) => {
    const first = headRows[0];
    if (first?.fresh !== true) return null;
    return { ids: rowsOf<{ id: number | string }>(page).map((r) => Number(r.id)), count: Number(first.n) };
  };

  if (!plan.keywordChecks) {
    const [page, total] = await Promise.all([db.execute(walk), db.execute(head)]);
    return answer(rowsOf<Head>(total), page);
  }
  // A keyword: count first, then pick the page plan by how dense the matches are. Walking the
  // sort index suits a common keyword (跑步: a few dozen probes); for a rare one it may probe
  // thousands of rows when the matches sit at the far end of the order (黑 卫衣 by price
  // descending), so its matches are fetched from the GIN index and sorted instead.
  const headRows = rowsOf<Head>(await headResult!);
  const first = headRows[0];
  if (first?.fresh !== true) return null;
  const n = Number(first.n);
  // The rows this page holds: none past the last match (the exact matches are placed already).
  const expected = Math.max(0, Math.min(limit, n - window.exclude.length - offset));
  if (expected === 0) return { ids: [], count: n };
  // Rows of the category a walk passes to fill this page if the matches were spread evenly
  // (walked when a fourfold skew still fits in BITS_WALK_ROWS).
  const walkRows = ((offset + limit + window.exclude.length) * Number(first.total)) / n;
  if (intersection && first.bits_n !== null && Number(first.bits_n) === n && walkRows <= BITS_WALK_ROWS / 4) {
    // The bit string is the result set: walk the sort index testing each colour's bit (no row
    // of product_color_search visited), at most BITS_WALK_ROWS rows; a page found there is the
    // page (the order is total), else the matches sit further on and are sorted below.
    // The string is computed once (materialized: inlined, the AND would run for every row) and
    // read as a scalar (a join with it would lose the walk's order and read all its rows).
    const found = await db.execute(sql`
      with b as materialized (select ${intersection.bits} as bits)
      select l.id from (select l.color_id as id, l.price, l.available_from, l.pdp_sort, l.sort
                          from product_color_listing l where ${and(sql`l.category_id = ${categoryId}`, ...exclude)}
                         order by ${listingOrder(plan)} limit ${BITS_WALK_ROWS}) as l
       where l.id < length((select bits from b)) and get_bit((select bits from b), l.id) = 1
       order by ${listingOrder(plan, "l.id")} limit ${limit} offset ${offset}`);
    if (rowsOf(found).length === expected) return answer(headRows, found);
  }
  const dense = n >= DENSE_KEYWORD_SHARE * Number(first.total);
  const page = dense
    ? walk
    : sql`select l.color_id as id from product_color_listing l where ${and(listingWhere(plan), ...exclude)}
           order by ${listingOrder(plan)} limit ${limit} offset ${offset}`;
  return answer(headRows, await db.execute(page));
}

/** A page and the count from product_colors (includeHidden, or a stale read model). */
async function searchSource(db: Database, plan: SearchPlan, window: PageWindow): Promise<{ ids: number[]; count: number }> {
  const where = sourceWhere(plan);
  const pageWhere = window.exclude.length ? and(where, sql`${productColors.id} <> all (${intArray(window.exclude)})`)! : where;
  const [rows, total] = await Promise.all([
    db
      .select({ id: productColors.id })
      .from(productColors)
      .where(pageWhere)
      .orderBy(...sourceOrder(plan))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(productColors).where(where),
  ]);
  return { ids: rows.map((r) => r.id), count: total[0]?.n ?? 0 };
}

/**
 * spec §7 searchProductColors: a page of product colour ids in the chosen order (spec §9),
 * the total count, and (lazily) the filters with counts over the whole result. Only colours
 * with enableAtWebsite and publish unless `includeHidden`. Throws '400' for bad paging, sort,
 * keyword or filter arguments and '404' 分类不存在 for an unknown category.
 *
 * Website listings read the listing read model (an index range per category and sort order,
 * precomputed counts); includeHidden, and any listing while the model is stale after a
 * catalogue write, read product_colors (and a background rebuild starts).
 */
export async function searchProductColors(db: Database, input: SearchInput): Promise<SearchResult> {
  let plan = await planSearch(db, input);
  // One typo in a Latin word (vleox → velox): when the keyword finds nothing, the corrected words
  // are searched instead. A word the vocabulary does not know (the correction changes it) most
  // likely finds nothing, so its corrected search runs beside the first one rather than after it;
  // it is used only when the first finds nothing, as before.
  const keyword = plan.keyword;
  const retried = keyword?.latin.length
    ? correctKeyword(db, keyword).then(async (fixed) => {
        if (!fixed) return null;
        const retry = await planSearch(db, { ...input, keyword: fixed });
        return { fixed, retry, again: await findPage(db, retry) };
      })
    : Promise.resolve(null);
  retried.catch(() => undefined);
  let found = await findPage(db, plan);
  let correctedKeyword: string | null = null;
  if (found.count === 0) {
    const corrected = await retried;
    if (corrected && corrected.again.count > 0) {
      plan = corrected.retry;
      found = corrected.again;
      correctedKeyword = corrected.fixed;
    }
  }
  const current = plan;
  return {
    productColorIds: found.ids,
    count: found.count,
    pageNumber: plan.pageNumber,
    pageSize: plan.pageSize,
    correctedKeyword,
    filters: () => cachedFacets(db, current),
  };
}

/** The rows of a page to fetch: offset, limit and colours already placed (exact matches). */
interface PageWindow {
  offset: number;
  limit: number;
  exclude: number[];
}

const intArray = (ids: readonly number[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::integer[]`;

/** Most exact matches ranked ahead of the rest. */
const MAX_EXACT = 100;

/**
 * A page in the plan's order, exact style/name/SKU matches first for a keyword in the default
 * order (they are few: the exact_keys GIN index finds them, then the rest of the page comes
 * from the usual order without them).
 */
async function findPage(db: Database, plan: SearchPlan): Promise<{ ids: number[]; count: number }> {
  const offset = (plan.pageNumber - 1) * plan.pageSize;
  const exactFound = plan.exact ? exactMatches(db, plan, plan.exact) : Promise.resolve([]);
  exactFound.catch(() => undefined);
  const windowOf = (exact: number[]): PageWindow => {
    const placed = exact.slice(offset, offset + plan.pageSize).length;
    return { offset: Math.max(0, offset - exact.length), limit: plan.pageSize - placed, exclude: exact };
  };
  let found = plan.includeHidden ? null : await searchListing(db, plan, exactFound, windowOf);
  const exact = await exactFound;
  if (!found) {
    if (!plan.includeHidden) scheduleListingRefresh(db);
    found = await searchSource(db, plan, windowOf(exact));
  }
  return { ids: [...exact.slice(offset, offset + plan.pageSize), ...found.ids], count: found.count };
}

/** Colours of the result whose whole name, style name, style SKU or product id equals the keyword, in the plan's order. */
async function exactMatches(db: Database, plan: SearchPlan, exact: string): Promise<number[]> {
  const rows = await db
    .select({ id: productColors.id })
    .from(productColors)
    .where(
      and(
        sql`exists (select 1 from product_color_search e where e.color_id = ${productColors.id} and e.exact_keys @> array[${exact}]::text[])`,
        sourceWhere(plan),
      ),
    )
    .orderBy(...sourceOrder(plan))
    .limit(MAX_EXACT);
  return rows.map((r) => r.id);
}

/** The keyword with each unknown Latin word replaced by its one-typo correction; null when nothing changes. */
async function correctKeyword(db: Database, keyword: KeywordQuery): Promise<string | null> {
  let changed = false;
  const terms: string[] = [];
  for (const term of keyword.terms) {
    if (!keyword.latin.includes(term)) {
      terms.push(term);
      continue;
    }
    const fixed = await correctLatinWord(db, term);
    if (fixed && fixed !== term) changed = true;
    terms.push(fixed ?? term);
  }
  return changed ? terms.join(" ") : null;
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
  const value = computeFacets(db, plan);
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

/** Facet id → colours of the result: precomputed for a plain visible listing, else counted. */
async function facetCounts(db: Database, plan: SearchPlan): Promise<Array<{ id: number | string; n: number | string }>> {
  if (!plan.includeHidden) {
    const categoryId = plan.category?.id ?? ALL_COLORS_CATEGORY;
    const counts = plan.plain
      ? sql`select facet_id as id, colors as n from product_color_listing_facets where category_id = ${categoryId}`
      : sql`select f as id, count(*)::int as n
              from (select unnest(l.facet_ids) as f from product_color_listing l where ${listingWhere(plan)}) as x
             group by f`;
    // Rows only while the model is fresh (the state is checked in the same statement).
    const result = await db.execute(sql`select * from (select coalesce((select fresh from catalog_listing_state), false) as fresh) as s
      left join lateral (${counts}) as c on s.fresh`);
    const rows = rowsOf<{ fresh: boolean; id: number | string | null; n: number | string | null }>(result);
    if (rows[0]?.fresh === true) return rows.flatMap((r) => (r.id === null || r.n === null ? [] : [{ id: r.id, n: r.n }]));
    scheduleListingRefresh(db);
  }
  return rowsOf(
    await db.execute(sql`
      select f as id, count(*)::int as n
        from (select unnest(${productColors.facetIds}) as f from ${productColors} where ${sourceWhere(plan)}) as x
       group by f`),
  );
}

async function computeFacets(db: Database, plan: SearchPlan): Promise<Filter[]> {
  const [facets, counts, conversions] = await Promise.all([facetIndex(db), facetCounts(db, plan), loadSizeConversions(db)]);
  const byCode = new Map<string, Array<FilterValue & { sort: number }>>();
  for (const row of counts) {
    const facet = facets.byId.get(Number(row.id));
    if (!facet) continue;
    let list = byCode.get(facet.code);
    if (!list) byCode.set(facet.code, (list = []));
    if (facet.code === US_SIZE_FILTER.code) {
      // issue 13: the chip reads as the size buttons do; its value (the US size) stays the URL's.
      const sizeDisplay = sizeChipDisplay(conversions, facet.value, plan.sizeScope);
      list.push({ value: facet.value, label: sizeDisplay.text, count: Number(row.n), sort: facet.sort, sizeDisplay });
    } else list.push({ value: facet.value, label: facet.label, count: Number(row.n), sort: facet.sort, sizeDisplay: null });
  }
  const filters: Filter[] = [];
  for (const head of facets.heads) {
    const values = byCode.get(head.code);
    if (!values?.length) continue;
    values.sort(head.code === US_SIZE_FILTER.code ? (a, b) => compareUsSize(a.value, b.value) : (a, b) => a.sort - b.sort);
    filters.push({
      filter_code: head.code,
      filter_label: head.label,
      filter_value: values.map(({ value, label, count, sizeDisplay }) => ({ value, label, count, sizeDisplay })),
    });
  }
  return filters;
}
