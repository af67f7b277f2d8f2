/**
 * @xunlan/stores: the brand's stores on the storefront (spec §2 /store 门店查询, §4 store stock
 * 门店库存): the store locator (city, keyword, the shopper's position, map links), its page, and
 * the product page's stock-in-stores panel. Components take the api client and need a
 * QueryClientProvider (and for the stock panel @xunlan/ui's PopupProvider) above them.
 * Every export is named here on purpose; `exports.test.ts` guards the list.
 */

export type { StoreLocatorProps } from "./components/store-locator/store-locator";
export { STORE_MESSAGES, StoreLocator } from "./components/store-locator/store-locator";
export type { StorePageProps } from "./components/store-page/store-page";
export { StorePage } from "./components/store-page/store-page";
export { loadStorePage } from "./components/store-page/store-page-loader";
export type { StorePageSearch } from "./components/store-page/store-page-route";
export { storePageHead, validateStorePageSearch } from "./components/store-page/store-page-route";
export type { StoreStockPanelProps } from "./components/store-stock/store-stock-panel";
export { STORE_STOCK_MESSAGES, StoreStockPanel } from "./components/store-stock/store-stock-panel";
export type { MapLink, MapPlace } from "./lib/map-links";
export { mapLinks } from "./lib/map-links";
export type { StoreQuery } from "./queries/stores";
export { storeListQueryOptions, storeStockQueryOptions } from "./queries/stores";
