// Every table of the gateway, grouped by domain. drizzle.config.ts reads this file; a new
// domain adds its file here (e.g. `export * from "./members";`).
export { accessTokens } from "./auth";
export {
  catalogFilters,
  catalogListingState,
  categories,
  productAssets,
  productColorCategories,
  productColorListing,
  productColorKeywordCounts,
  productColorListingCounts,
  productColorListingFacets,
  productColorSearch,
  productColors,
  productSizes,
  searchVocabulary,
  productStylePeers,
  productStyles,
  sizeCharts,
  sizeConversions,
  stock,
  stores,
} from "./catalog";
export { configSettings } from "./config";
export {
  captchas,
  customerAddresses,
  loginFailures,
  memberProductFavorites,
  memberWechatAccounts,
  members,
  rateLimits,
  sandboxWechatCodes,
  smsCodes,
  smsOutbox,
  wechatPendingBindings,
} from "./members";
export {
  arrivalReminders,
  cartItems,
  couponRedemptions,
  couponRules,
  coupons,
  orderItems,
  orderStatusHistory,
  orders,
  paymentEvents,
  payments,
  promotions,
} from "./commerce";
export { ORDER_STATUSES, type OrderStatus } from "./commerce";
export { shipmentTracking, type TrackingLineRow } from "./courier";
export { customerServiceTickets, memberLatestViews, memberSearchHistory, mobileSubscriptions } from "./engagement";
export { invoiceReversals, refunds, returnOrderItems, returnOrders, sandboxRefunds, uploads } from "./after-sale";
export { RETURN_STATUSES, type ReturnStatus } from "./after-sale";
export { paymentReconciliationDifferences, paymentReconciliationRuns } from "./reconciliation";
export { POINTS_KINDS, type PointsKind, pointsLedger } from "./points";
