// The route's half of the page (search validation, loader, head): what a route definition
// imports eagerly, apart from the component so that the component stays in its lazy chunk.
import type { QueryClient } from "@tanstack/react-query";
import type { ApiClient } from "@xunlan/api-client";
import { configQueryOptions, type ContentClient } from "@xunlan/cms-content";
import type { SortKey } from "@xunlan/product-ui";
import { keywordFromSearchParam, searchResultsInfiniteQueryOptions, sortFromSearchParam } from "../../queries/search";

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

/** What the /search loader needs from the route context. */
export interface SearchLoaderContext {
  queryClient: QueryClient;
  api: ApiClient;
  content: ContentClient;
}

/**
 * Loader half of /search: the keyword's first page of results (in its order) and the keyword
 * document's hot words into the cache, so the page renders on the server. Never throws: a failed
 * read leaves the panel to ask again in the browser.
 */
export async function loadSearchPage({ queryClient, api, content }: SearchLoaderContext, search: SearchPageSearch): Promise<void> {
  const keyword = search.keyword ?? "";
  await Promise.all([
    keyword ? queryClient.ensureInfiniteQueryData(searchResultsInfiniteQueryOptions(api, keyword, search.sort ?? "default")).catch(() => undefined) : null,
    queryClient.ensureQueryData(configQueryOptions(content, "keyword")).catch(() => undefined),
  ]);
}

/** The /search page's head: “{keyword}”的搜索结果, or 搜索 without a keyword. */
export function searchPageHead(keyword: string | undefined) {
  return { meta: [{ title: keyword ? `“${keyword}”的搜索结果 | 迅岚 XUNLAN 官方商城` : "搜索 | 迅岚 XUNLAN 官方商城" }] };
}
