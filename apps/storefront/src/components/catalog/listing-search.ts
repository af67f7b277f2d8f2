import { RESERVED_PARAMS, isSortKey, type ListingQuery, type SortKey } from "@xunlan/product-ui";

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

/** validateSearch of the listing routes: unknown sorts and malformed keys are dropped, values coerced to strings. */
export function validateListingSearch(raw: Record<string, unknown>): ListingSearch {
  const search: ListingSearch = {};
  if (isSortKey(raw.sort) && raw.sort !== "default") search.sort = raw.sort;
  if (raw.from === "hidden") search.from = "hidden";
  for (const [key, value] of Object.entries(raw)) {
    if (RESERVED_PARAMS.includes(key) || !FILTER_CODE.test(key)) continue;
    const values = (Array.isArray(value) ? value : [value])
      .filter((item) => typeof item === "string" || typeof item === "number")
      .map((item) => String(item).trim())
      .filter((item) => item !== "");
    if (values.length > 0) search[key] = [...new Set(values)];
  }
  return search;
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
