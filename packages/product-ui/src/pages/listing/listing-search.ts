import { RESERVED_PARAMS, isSortKey, type Filter, type ListingQuery, type SortKey } from "../../index";

/**
 * A listing's validated search params (spec §2 listing rules, §9 sort options): `sort` (absent
 * for the default order), `from=hidden` (the full category tree) and one key per filter code
 * (`us_size=9&us_size=9.5`, `color=black`).
 */
export interface ListingSearch {
  sort?: SortKey;
  from?: "hidden";
  [filterCode: string]: string | string[] | undefined;
}

/** Filter codes are short snake_case words (gender, color, us_size…); anything else is ignored. */
const FILTER_CODE = /^[a-z][a-z0-9_]{0,31}$/;

/**
 * Parameters that shared links and campaigns add and that are never filters: WeChat's
 * from=singlemessage|timeline|groupmessage and isappinstalled, utm_*, spm, share and referral
 * markers. Any other well-formed key stays a candidate filter until the loader checks it
 * against the listing's real filters ({@link knownFiltersOnly}).
 */
const TRACKING_PARAM = /^(?:utm_.*|spm|isappinstalled|from|scene|share_.*|shareid|sharer|ref|referrer|source|channel|campaign|fbclid|gclid|_.*)$/;

/** validateSearch of the listing routes: unknown sorts, tracking and malformed keys are dropped, values coerced to strings. */
export function validateListingSearch(raw: Record<string, unknown>): ListingSearch {
  const search: ListingSearch = {};
  if (isSortKey(raw.sort) && raw.sort !== "default") search.sort = raw.sort;
  if (raw.from === "hidden") search.from = "hidden";
  for (const [key, value] of Object.entries(raw)) {
    if (RESERVED_PARAMS.includes(key) || TRACKING_PARAM.test(key) || !FILTER_CODE.test(key)) continue;
    const values = (Array.isArray(value) ? value : [value])
      .filter((item) => typeof item === "string" || typeof item === "number")
      .map((item) => String(item).trim())
      .filter((item) => item !== "");
    if (values.length > 0) search[key] = [...new Set(values)];
  }
  return search;
}

/**
 * The search with only the filters the listing really has: codes and values absent from
 * `available` (the filters of the unfiltered listing) are dropped, so `?size=42`, `?page=2` or
 * a colour that no longer exists show the listing as if they were not there (the gateway
 * refuses unknown filter codes with '400'). Sort and from=hidden are kept.
 */
export function knownFiltersOnly(search: ListingSearch, available: readonly Filter[]): ListingSearch {
  const known = new Map(available.map((filter) => [filter.filter_code, new Set(filter.filter_value.map((option) => option.value))]));
  const kept: ListingSearch = {};
  if (search.sort) kept.sort = search.sort;
  if (search.from) kept.from = search.from;
  for (const [code, values] of Object.entries(listingQueryOf(search).filters)) {
    const options = known.get(code);
    const valid = options ? values.filter((value) => options.has(value)) : [];
    if (valid.length > 0) kept[code] = valid;
  }
  return kept;
}

/** True when the search names any filter (anything but sort and from). */
export function hasFilters(search: ListingSearch): boolean {
  return Object.keys(listingQueryOf(search).filters).length > 0;
}

/** The sort and filters of a validated search (what FilterPanel edits). */
export function listingQueryOf(search: ListingSearch): ListingQuery {
  const filters: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(search)) {
    if (key === "sort" || key === "from" || value === undefined) continue;
    filters[key] = Array.isArray(value) ? value : [value];
  }
  return { sort: search.sort ?? "default", filters };
}

/** Writes a listing query back into search params, keeping from=hidden. */
export function searchOf(query: ListingQuery, from: ListingSearch["from"]): ListingSearch {
  const search: ListingSearch = {};
  if (query.sort !== "default") search.sort = query.sort;
  if (from) search.from = from;
  for (const [code, values] of Object.entries(query.filters)) if (values.length > 0) search[code] = values;
  return search;
}
