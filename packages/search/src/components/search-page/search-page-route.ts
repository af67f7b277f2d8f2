// The route's half of the page that a route definition imports eagerly (search validation,
// head), apart from the loader (search-page-loader.ts, in the route's split loader chunk) and the
// component, so that neither the page nor the search queries are in the first-load chunk.
import type { SortKey } from "@xunlan/product-ui";
import { keywordFromSearchParam, sortFromSearchParam } from "../../lib/search-params";

/** Longest keyword taken from the URL (the gateway's limit). */
const MAX_KEYWORD = 100;

/** The /search page's URL state: the keyword and the sort (absent for the default order). */
export interface SearchPageSearch {
  keyword?: string;
  sort?: Exclude<SortKey, "default">;
}

/**
 * The /search route's validateSearch. `keyword` and `sort` are always returned: the router keeps
 * raw parameters a validator leaves out, so `?keyword=42` (read as a number),
 * `?keyword=a&keyword=b`, `?keyword={"a":1}` or `?sort=cheapest` must not reach the loader as
 * they came (a 500, found by the page fuzzer, issue 12). Blank keywords and the default or an
 * unknown sort are undefined; anything else (utm_*, WeChat's from=singlemessage) is left out.
 */
export function validateSearchPageSearch(search: Record<string, unknown>): SearchPageSearch {
  return {
    keyword: keywordFromSearchParam(search.keyword).slice(0, MAX_KEYWORD) || undefined,
    sort: sortFromSearchParam(search.sort),
  };
}

/** The /search page's head: “{keyword}”的搜索结果, or 搜索 without a keyword. */
export function searchPageHead(keyword: string | undefined) {
  return { meta: [{ title: keyword ? `“${keyword}”的搜索结果 | 迅岚 XUNLAN 官方商城` : "搜索 | 迅岚 XUNLAN 官方商城" }] };
}
