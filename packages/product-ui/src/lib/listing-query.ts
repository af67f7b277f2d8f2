import { SORT_OPTIONS, type SortOption } from "@xunlan/validation";

/** A sort option's key: default, newest, priceDesc, priceAsc (spec §9). */
export type SortKey = SortOption["key"];

/** The listing's sort and filter state: what the filter panel edits and the URL carries. */
export interface ListingQuery {
  sort: SortKey;
  /** filter_code → selected values (spec §3 filter). Empty lists mean "not filtered". */
  filters: Record<string, string[]>;
}

/** No sort, no filter. */
export const EMPTY_LISTING_QUERY: ListingQuery = Object.freeze({ sort: "default", filters: Object.freeze({}) }) as ListingQuery;

/** URL parameter of the sort key (absent for the default order). */
export const SORT_PARAM = "sort";

/**
 * Parameters that are never filters when no filter codes are given: the sort, the hidden-tree
 * switch of spec §2 (from=hidden), paging, search and login round trips.
 */
export const RESERVED_PARAMS: readonly string[] = [SORT_PARAM, "from", "page", "keyword", "returnUrl", "authCode"];

/** Whether `value` is one of the sort keys of SORT_OPTIONS. */
export function isSortKey(value: unknown): value is SortKey {
  return SORT_OPTIONS.some((option) => option.key === value);
}

/**
 * The sortBy / sortDirection of a sort key for searchProductColors (spec §7, §9); null for the
 * default order (send neither).
 */
export function sortVariables(key: SortKey): { sortBy: string; sortDirection: "asc" | "desc" } | null {
  const option = SORT_OPTIONS.find((o) => o.key === key);
  if (!option?.sort_field || !option.sort_direction) return null;
  return { sortBy: option.sort_field, sortDirection: option.sort_direction };
}

function clean(values: readonly string[]): string[] {
  return [...new Set(values.map((value) => value.trim()).filter((value) => value !== ""))];
}

/** Filter codes are short snake_case words (gender, color, us_size…); other keys never filter. */
const FILTER_CODE = /^[a-z][a-z0-9_]{0,31}$/;

/**
 * Parameters that shared links and campaigns add and that are never filters: WeChat's
 * from=singlemessage|timeline|groupmessage and isappinstalled, utm_*, spm, share and referral
 * markers (the gateway refuses an unknown filter code with '400'). Any other well-formed key
 * stays a candidate filter until a listing checks it against its real filters.
 */
const TRACKING_PARAM =
  /^(?:utm_.*|spm|isappinstalled|from|scene|share_.*|shareid|sharer|ref|referrer|source|channel|campaign|fbclid|gclid|_.*)$/;

/**
 * A listing's URL state in any shape it arrives in: a query string, `URLSearchParams`, or a
 * router's parsed search object (TanStack Router reads `us_size=9&us_size=9.5` as an array
 * of numbers and strings).
 */
export type ListingSearchInput = URLSearchParams | string | Readonly<Record<string, unknown>>;

function toSearchParams(input: ListingSearchInput): URLSearchParams {
  if (typeof input === "string" || input instanceof URLSearchParams) return new URLSearchParams(input);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === "string" || typeof item === "number") params.append(key, String(item));
    }
  }
  return params;
}

/**
 * Writes a listing query into URL search params: `sort` unless default, each filter as
 * repeated keys (`color=black&color=white`). Params of `base` that are not sort or filters
 * (from=hidden, keyword…) are kept; filter keys in `codes` or in the query are replaced.
 */
export function listingQueryToSearchParams(
  query: ListingQuery,
  options: { base?: URLSearchParams | string; codes?: readonly string[] } = {},
): URLSearchParams {
  const params = new URLSearchParams(options.base ?? "");
  params.delete(SORT_PARAM);
  for (const code of new Set([...(options.codes ?? []), ...Object.keys(query.filters)])) params.delete(code);
  if (query.sort !== "default") params.set(SORT_PARAM, query.sort);
  const order = options.codes ?? [];
  const codes = Object.keys(query.filters).toSorted((a, b) => rank(order, a) - rank(order, b));
  for (const code of codes) for (const value of clean(query.filters[code] ?? [])) params.append(code, value);
  return params;
}

function rank(order: readonly string[], code: string): number {
  const at = order.indexOf(code);
  return at === -1 ? order.length : at;
}

/**
 * Reads a listing query from URL search params in any {@link ListingSearchInput} shape (the
 * inverse of {@link listingQueryToSearchParams}). With `codes` (the filters' filter_code list)
 * only those keys count as filters; without, every snake_case key but {@link RESERVED_PARAMS}.
 * An unknown sort falls back to default; values are trimmed, empty and repeated ones dropped.
 */
export function listingQueryFromSearchParams(input: ListingSearchInput, codes?: readonly string[]): ListingQuery {
  const params = toSearchParams(input);
  const sortValue = params.get(SORT_PARAM);
  const filters: Record<string, string[]> = {};
  const allowed = codes ? new Set(codes) : null;
  for (const key of new Set(params.keys())) {
    if (allowed ? !allowed.has(key) : RESERVED_PARAMS.includes(key) || TRACKING_PARAM.test(key) || !FILTER_CODE.test(key)) continue;
    const values = clean(params.getAll(key));
    if (values.length > 0) filters[key] = values;
  }
  return { sort: isSortKey(sortValue) ? sortValue : "default", filters };
}

/** Adds or removes one filter value, returning a new query (empty lists are dropped). */
export function toggleFilterValue(query: ListingQuery, code: string, value: string): ListingQuery {
  const current = query.filters[code] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const filters = { ...query.filters };
  if (next.length > 0) filters[code] = next;
  else delete filters[code];
  return { ...query, filters };
}

/** Number of selected filter values (the badge on the 筛选 button). */
export function countSelectedFilters(query: ListingQuery): number {
  return Object.values(query.filters).reduce((total, values) => total + values.length, 0);
}
