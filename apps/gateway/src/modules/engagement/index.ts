/** The engagement module's only entrance: what other modules, flows, resolvers and routes may use (docs/ARCHITECTURE.md, gateway layers). */
export { addArrivalReminder, notifyArrivals } from "./arrival-reminder-service";
export type { CustomerServiceProvider } from "./engagement-service";
export {
  clearSearchHistory,
  getLatestView,
  getStoreStockData,
  listSearchHistory,
  sandboxCustomerService,
  saveLatestView,
  saveSearchHistory,
  sendCustomerServiceMessage,
  subscribeMobile,
} from "./engagement-service";
export { memberShareQrCode } from "./share-service";
