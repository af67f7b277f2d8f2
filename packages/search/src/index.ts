/**
 * @xunlan/search: the search panel and results (spec §2 search panel, §4 search transitions,
 * §5 search rules, §8 确定要清除搜索记录吗？, §9 sort options, page size 9, recent searches 10 saved after 2 s,
 * button debounce 500 ms, tags ≤ 180 px, 2 / 3 cards per row). Components take the api client
 * and need a QueryClientProvider and @xunlan/ui's PopupProvider above them.
 * Every export is named here on purpose; `exports.test.ts` guards the list.
 */
export { SearchPanel } from "./components/search-panel/search-panel";
export type { SearchPanelProps } from "./components/search-panel/search-panel";
export { SearchPage } from "./components/search-page/search-page";
export { searchPageHead, validateSearchPageSearch } from "./components/search-page/search-page-route";
export { loadSearchPage } from "./components/search-page/search-page-loader";
export type { SearchPageProps } from "./components/search-page/search-page";
export type { SearchPageSearch } from "./components/search-page/search-page-route";
export type { SearchLoaderContext } from "./components/search-page/search-page-loader";
export { SearchOverlay } from "./components/search-overlay/search-overlay";
export type { SearchOverlayProps } from "./components/search-overlay/search-overlay";
export { SearchResults } from "./components/search-results/search-results";
export type { SearchResultsProps } from "./components/search-results/search-results";
export { NoResultRecommendations } from "./components/no-result/no-result-recommendations";
export type { NoResultRecommendationsProps } from "./components/no-result/no-result-recommendations";
export { StoreLocator, STORE_MESSAGES } from "./components/store-locator/store-locator";
export type { StoreLocatorProps } from "./components/store-locator/store-locator";
export { StorePage } from "./components/store-page/store-page";
export { storePageHead, validateStorePageSearch } from "./components/store-page/store-page-route";
export { loadStorePage } from "./components/store-page/store-page-loader";
export type { StorePageProps } from "./components/store-page/store-page";
export type { StorePageSearch } from "./components/store-page/store-page-route";
export { StoreStockPanel, STORE_STOCK_MESSAGES } from "./components/store-stock/store-stock-panel";
export type { StoreStockPanelProps } from "./components/store-stock/store-stock-panel";
export { ShareProvider, useShare } from "./components/share/share-provider";
export type { ShareApi, SharePoster, ShareProviderProps, ShareTarget } from "./components/share/share-provider";
export { WeChatShareGuide } from "./components/share/wechat-share-guide";
export type { WeChatShareGuideProps } from "./components/share/wechat-share-guide";
export { SHARE_MESSAGES, copyText, isWeChatBrowser, shareUrlOf } from "./lib/share";
export { mapLinks } from "./lib/map-links";
export type { MapLink, MapPlace } from "./lib/map-links";
export { storeListQueryOptions, storeStockQueryOptions } from "./queries/stores";
export type { StoreQuery } from "./queries/stores";
export { useRecentSearches } from "./hooks/use-recent-searches";
export type { RecentSearches } from "./hooks/use-recent-searches";
export {
  RECENT_SEARCH_STORAGE_KEY,
  addLocalRecentSearch,
  readLocalRecentSearches,
  writeLocalRecentSearches,
} from "./lib/recent-searches";
export { SEARCH_MESSAGES } from "./lib/messages";
export {
  searchKeys,
  normaliseKeyword,
  keywordFromSearchParam,
  sortFromSearchParam,
  searchResultsInfiniteQueryOptions,
  searchSuggestionsQueryOptions,
  searchHistoryQueryOptions,
  saveSearchHistoryMutationOptions,
  clearSearchHistoryMutationOptions,
} from "./queries/search";
export type { SearchResultsPage } from "./queries/search";
