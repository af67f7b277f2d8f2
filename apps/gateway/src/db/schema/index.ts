// Every table of the gateway, grouped by domain. drizzle.config.ts reads this file; a new
// domain adds its file here (e.g. `export * from "./members";`).
export { accessTokens } from "./auth";
export {
  catalogFilters,
  categories,
  productAssets,
  productColorCategories,
  productColorSearch,
  productColors,
  productSizes,
  productStylePeers,
  productStyles,
  sizeCharts,
  stock,
  stores,
} from "./catalog";
export { configSettings } from "./config";
export {
  captchas,
  customerAddresses,
  loginFailures,
  memberProductFavorites,
  members,
  sandboxWechatCodes,
  smsCodes,
  smsOutbox,
  wechatPendingBindings,
} from "./members";
