import { infiniteQueryOptions, mutationOptions, type QueryClient, queryOptions } from "@tanstack/react-query";
import {
  type ApiClient,
  ClearSearchHistoryDocument,
  SaveSearchHistoryDocument,
  SearchHistoryDocument,
  SearchKeywordDocument,
  SearchSuggestionsDocument,
} from "@xunlan/api-client";
import { type ProductColorCard, type SortKey, sortVariables, toProductColorCard } from "@xunlan/product-ui";
import { SEARCH_PAGE_SIZE } from "@xunlan/validation";
import { normaliseKeyword } from "../lib/search-params";

/** Query keys of the search package. */
export const searchKeys = {
  all: ["search"] as const,
  results: (keyword: string, sort: SortKey = "default") => ["search", "results", keyword, sort] as const,
  suggestions: (keyword: string) => ["search", "suggestions", keyword] as const,
  history: () => ["search", "history"] as const,
};

/** One page of keyword results: cards in order and the total. */
export interface SearchResultsPage {
  pageNumber: number;
  pageSize: number;
  count: number;
  /** The keyword searched instead when one typo was corrected, else null. */
  correctedKeyword: string | null;
  products: ProductColorCard[];
}

// The URL readers are their own module: the route's validateSearch is part of every page's first load.
export { keywordFromSearchParam, normaliseKeyword, sortFromSearchParam } from "../lib/search-params";

/**
 * Infinite query of a keyword's results (spec §4: a new search starts at page 1, pages append;
 * §7 searchProductColors with keyword, page size 9 (§9), with the page's cards in the same
 * call), in the order of `sort` (§9 sort options, the listing pages' keys; default: the
 * gateway's default order, as on a listing). Disabled for a blank keyword.
 */
export function searchResultsInfiniteQueryOptions(client: ApiClient, rawKeyword: string, sort: SortKey = "default") {
  const keyword = normaliseKeyword(rawKeyword);
  const order = sortVariables(sort) ?? {};
  return infiniteQueryOptions({
    queryKey: searchKeys.results(keyword, sort),
    initialPageParam: 1,
    enabled: keyword !== "",
    queryFn: async ({ pageParam }): Promise<SearchResultsPage> => {
      const { searchProductColors: page } = await client.request(SearchKeywordDocument, {
        keyword,
        pageNumber: pageParam,
        pageSize: SEARCH_PAGE_SIZE,
        ...order,
      });
      // The cards come in the same call as the ids (issue 11: one upstream call per page).
      const products = page.productColors.map(toProductColorCard);
      return {
        pageNumber: page.pageNumber,
        pageSize: page.pageSize,
        count: page.count,
        correctedKeyword: page.correctedKeyword ?? null,
        products,
      };
    },
    getNextPageParam: (last) => (last.pageNumber * last.pageSize < last.count ? last.pageNumber + 1 : undefined),
    staleTime: 60_000,
  });
}

/** Suggestions for what the shopper has typed (styles, categories, keywords). Disabled when blank. */
export function searchSuggestionsQueryOptions(client: ApiClient, rawKeyword: string) {
  const keyword = normaliseKeyword(rawKeyword);
  return queryOptions({
    queryKey: searchKeys.suggestions(keyword),
    enabled: keyword !== "",
    queryFn: async () => (await client.request(SearchSuggestionsDocument, { keyword, limit: 8 })).searchSuggestions,
    staleTime: 5 * 60_000,
  });
}

/** A member's recent searches (spec §7 searchHistory), newest first. */
export function searchHistoryQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: searchKeys.history(),
    queryFn: async () => (await client.request(SearchHistoryDocument, {})).searchHistory,
    staleTime: 60_000,
  });
}

/** Records a member's search; the cached history becomes the server's answer. */
export function saveSearchHistoryMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: async (keyword: string) => (await client.request(SaveSearchHistoryDocument, { keyword })).saveSearchHistory,
    onSuccess: (history) => queryClient.setQueryData(searchKeys.history(), history),
  });
}

/** Clears a member's search history. */
export function clearSearchHistoryMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: async () => (await client.request(ClearSearchHistoryDocument, {})).clearSearchHistory,
    onSuccess: () => queryClient.setQueryData(searchKeys.history(), []),
  });
}
