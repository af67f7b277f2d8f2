// Every table of the gateway, grouped by domain. drizzle.config.ts reads this file; a new
// domain adds its file here (e.g. `export * from "./members";`).

export {
  invoiceReversals,
  RETURN_STATUSES,
  type ReturnStatus,
  refunds,
  returnOrderItems,
  returnOrders,
  sandboxRefunds,
  uploads,
} from "./after-sale";
export { accessTokens } from "./auth";
export {
  catalogFilters,
  catalogListingState,
  categories,
  productAssets,
  productColorCategories,
  productColorKeywordCounts,
  productColorListing,
  productColorListingCounts,
  productColorListingFacets,
  productColorSearch,
  productColors,
  productSizes,
  productStylePeers,
  productStyles,
  searchVocabulary,
  sizeCharts,
  sizeConversions,
  stock,
  stores,
} from "./catalog";
export {
  arrivalReminders,
  cartItems,
  couponRedemptions,
  couponRules,
  coupons,
  ORDER_STATUSES,
  type OrderStatus,
  orderItems,
  orderStatusHistory,
  orders,
  paymentEvents,
  payments,
  promotions,
} from "./commerce";
export { configSettings } from "./config";
export { shipmentTracking, type TrackingLineRow } from "./courier";
export { customerServiceTickets, memberLatestViews, memberSearchHistory, mobileSubscriptions } from "./engagement";
export {
  captchas,
  customerAddresses,
  loginFailures,
  memberProductFavorites,
  members,
  memberWechatAccounts,
  rateLimits,
  sandboxWechatCodes,
  smsCodes,
  smsOutbox,
  wechatPendingBindings,
} from "./members";
export { POINTS_KINDS, type PointsKind, pointsLedger } from "./points";
export { paymentReconciliationDifferences, paymentReconciliationRuns } from "./reconciliation";
export { apiKeys, auditRecords, opsIdempotency, orderNotes, staff, staffSessions, staffSignIns } from "./staff";
export {
  outboxEvents,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENT_TYPES,
  type WebhookDeliveryStatus,
  type WebhookEventType,
  webhookDeliveries,
  webhookEndpoints,
} from "./webhooks";
