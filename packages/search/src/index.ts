/**
 * @xunlan/search: the search panel and results (spec §2 search panel, §4 search transitions,
 * §5 search rules, §8 确定要清除搜索记录吗？, §9 sort options, page size 9, recent searches 10 saved after 2 s,
 * button debounce 500 ms, tags ≤ 180 px, 2 / 3 cards per row). Components take the api client
 * and need a QueryClientProvider and @xunlan/ui's PopupProvider above them.
 * Every export is named here on purpose; `exports.test.ts` guards the list.
 */

export type { NoResultRecommendationsProps } from "./components/no-result/no-result-recommendations";
export { NoResultRecommendations } from "./components/no-result/no-result-recommendations";
export type { SearchOverlayProps } from "./components/search-overlay/search-overlay";
export { SearchOverlay } from "./components/search-overlay/search-overlay";
export type { SearchPageProps } from "./components/search-page/search-page";
export { SearchPage } from "./components/search-page/search-page";
export type { SearchLoaderContext } from "./components/search-page/search-page-loader";
export { loadSearchPage } from "./components/search-page/search-page-loader";
export type { SearchPageSearch } from "./components/search-page/search-page-route";
export { searchPageHead, validateSearchPageSearch } from "./components/search-page/search-page-route";
export type { SearchPanelProps } from "./components/search-panel/search-panel";
export { SearchPanel } from "./components/search-panel/search-panel";
export type { SearchResultsProps } from "./components/search-results/search-results";
export { SearchResults } from "./components/search-results/search-results";
export type { RecentSearches } from "./hooks/use-recent-searches";
export { useRecentSearches } from "./hooks/use-recent-searches";
export { SEARCH_MESSAGES } from "./lib/messages";
export {
  addLocalRecentSearch,
  RECENT_SEARCH_STORAGE_KEY,
  readLocalRecentSearches,
  writeLocalRecentSearches,
} from "./lib/recent-searches";
export type { SearchResultsPage } from "./queries/search";
export {
  clearSearchHistoryMutationOptions,
  keywordFromSearchParam,
  normaliseKeyword,
  saveSearchHistoryMutationOptions,
  searchHistoryQueryOptions,
  searchKeys,
  searchResultsInfiniteQueryOptions,
  searchSuggestionsQueryOptions,
  sortFromSearchParam,
} from "./queries/search";
