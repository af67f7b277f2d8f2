import { type Filter, type ListingQuery, listingQueryFromSearchParams, type SortKey } from "../../index";

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

/**
 * validateSearch of the listing routes: unknown sorts, tracking and malformed keys are dropped,
 * values coerced to strings (product-ui's one converter, {@link listingQueryFromSearchParams}).
 */
export function validateListingSearch(raw: Record<string, unknown>): ListingSearch {
  return searchOf(listingQueryFromSearchParams(raw), raw.from === "hidden" ? "hidden" : undefined);
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
  return listingQueryFromSearchParams(search);
}

/** Writes a listing query back into search params, keeping from=hidden. */
export function searchOf(query: ListingQuery, from: ListingSearch["from"]): ListingSearch {
  const search: ListingSearch = {};
  if (query.sort !== "default") search.sort = query.sort;
  if (from) search.from = from;
  for (const [code, values] of Object.entries(query.filters)) if (values.length > 0) search[code] = values;
  return search;
}
