// Public surface of @xunlan/api-client. Every export is named; src/exports.test.ts guards it.

export { createApiClient, CHANNEL } from "./lib/create-api-client";
export type {
  ApiClient,
  ApiClientOptions,
  ApiLogger,
  ServiceCodeEntry,
  ServiceCodeTable,
  VariablesArgs,
} from "./lib/create-api-client";

export {
  ApiError,
  normalizeError,
  readErrorText,
  isAuthError,
  ERROR_TEXT_FIELDS,
  DEFAULT_ERROR_STATUS,
} from "./lib/api-error";
export type { ApiErrorInit } from "./lib/api-error";

export { createMemoryTokenStore, createCookieTokenStore, createProxiedTokenStore, PROXIED_TOKEN } from "./lib/token-store";
export type {
  TokenStore,
  MemoryTokenStoreOptions,
  CookieTokenStoreOptions,
  CookieDocument,
  ProxiedTokenStoreOptions,
} from "./lib/token-store";


export { RESPONSE_STATUS } from "./lib/status";
export { documentHash } from "./lib/document-hash";

// Generated operations (src/graphql/*.graphql → src/generated/graphql.ts).
export {
  WebAuthorizationDocument,
  ProductCategoriesDocument,
  ConfigSettingDocument,
  SitemapCategoriesDocument,
  SitemapColorIdsDocument,
  SitemapColorsDocument,
} from "./generated/graphql";
export type {
  TypedDocumentString,
  WebAuthorizationMutation,
  WebAuthorizationMutationVariables,
  ProductCategoriesQuery,
  ProductCategoriesQueryVariables,
  ConfigSettingQuery,
  ConfigSettingQueryVariables,
  SitemapCategoriesQuery,
  SitemapColorIdsQuery,
  SitemapColorIdsQueryVariables,
  SitemapColorsQuery,
  SitemapColorsQueryVariables,
  CategoryFieldsFragment,
  CategoryTreeFragment,
} from "./generated/graphql";
export type { CategoryNode } from "./lib/types";

// Members, addresses and favourites (spec §3, §7): generated operations.
export {
  GetCaptchaDocument,
  GetVerifyCodeDocument,
  MemberLoginDocument,
  WechatLoginDocument,
  BindMobileDocument,
  WechatQrUrlDocument,
  WechatJsConfigDocument,
  MemberDocument,
  UpdateMemberDocument,
  ResetPasswordDocument,
  MemberLogoutDocument,
  AddressOptionsDocument,
  CustomerAddressesDocument,
  AddCustomerAddressDocument,
  UpdateCustomerAddressDocument,
  DeleteCustomerAddressDocument,
  MemberProductFavoriteListDocument,
  AddMemberProductFavoriteDocument,
  DeleteMemberProductFavoriteDocument,
  MemberFavoriteIdsDocument,
  MemberSessionDocument,
} from "./generated/graphql";
export type {
  GetCaptchaMutation,
  GetCaptchaMutationVariables,
  GetVerifyCodeMutation,
  GetVerifyCodeMutationVariables,
  MemberLoginMutation,
  MemberLoginMutationVariables,
  WechatLoginMutation,
  WechatLoginMutationVariables,
  BindMobileMutation,
  BindMobileMutationVariables,
  WechatQrUrlQuery,
  WechatQrUrlQueryVariables,
  WechatJsConfigQuery,
  WechatJsConfigQueryVariables,
  WechatScope,
  MemberQuery,
  MemberQueryVariables,
  UpdateMemberMutation,
  UpdateMemberMutationVariables,
  ResetPasswordMutation,
  ResetPasswordMutationVariables,
  MemberLogoutMutation,
  MemberLogoutMutationVariables,
  AddressOptionsQuery,
  AddressOptionsQueryVariables,
  CustomerAddressesQuery,
  CustomerAddressesQueryVariables,
  AddCustomerAddressMutation,
  AddCustomerAddressMutationVariables,
  UpdateCustomerAddressMutation,
  UpdateCustomerAddressMutationVariables,
  DeleteCustomerAddressMutation,
  DeleteCustomerAddressMutationVariables,
  MemberProductFavoriteListQuery,
  MemberProductFavoriteListQueryVariables,
  AddMemberProductFavoriteMutation,
  AddMemberProductFavoriteMutationVariables,
  DeleteMemberProductFavoriteMutation,
  DeleteMemberProductFavoriteMutationVariables,
  MemberFavoriteIdsQuery,
  MemberFavoriteIdsQueryVariables,
  MemberSessionQuery,
  MemberSessionQueryVariables,
  LoginResultFieldsFragment,
  MemberProfileFragment,
  CustomerAddressFieldsFragment,
  RegionFieldsFragment,
} from "./generated/graphql";

// Catalogue (spec §2 listings, §3 products, stock, stores, §7, §9): generated operations.
export {
  SearchProductColorsDocument,
  ProductColorsDocument,
  ProductColorDocument,
  ProductStyleDocument,
  SkuStockDocument,
  StoreListDocument,
  SizeChartDocument,
  ProductSortOptionsDocument,
} from "./generated/graphql";
export type {
  SearchProductColorsQuery,
  SearchProductColorsQueryVariables,
  ProductColorsQuery,
  ProductColorsQueryVariables,
  ProductColorQuery,
  ProductColorQueryVariables,
  ProductStyleQuery,
  ProductStyleQueryVariables,
  SkuStockQuery,
  SkuStockQueryVariables,
  StoreListQuery,
  StoreListQueryVariables,
  SizeChartQuery,
  SizeChartQueryVariables,
  ProductSortOptionsQuery,
  ProductSortOptionsQueryVariables,
  FilterInput,
  ProductColorCardFragment,
  ProductColorDetailFragment,
  ProductSizeFieldsFragment,
  ProductStyleDetailFragment,
  SizeChartFieldsFragment,
  StoreFieldsFragment,
} from "./generated/graphql";

// Cart, checkout and payment (spec §2 bag, §3 cart, price, coupon, order, §7): generated operations.
export {
  CartDocument,
  CartCountDocument,
  AddCartItemDocument,
  UpdateCartItemQuantityDocument,
  DeleteCartItemDocument,
  CartStockAndPriceDocument,
  CalculateOrderPriceDocument,
  AvailableCouponsDocument,
  BuyNowLinesDocument,
  ValidateOrderCouponDocument,
  SubmitOrderDocument,
  PickupStoresDocument,
  PayOrderDocument,
  PaymentExpireTimeDocument,
  OrderDocument,
  AddSmsProductArrivalReminderDocument,
} from "./generated/graphql";
export type {
  CartQuery,
  CartQueryVariables,
  CartCountQuery,
  CartCountQueryVariables,
  AddCartItemMutation,
  AddCartItemMutationVariables,
  UpdateCartItemQuantityMutation,
  UpdateCartItemQuantityMutationVariables,
  DeleteCartItemMutation,
  DeleteCartItemMutationVariables,
  CartStockAndPriceQuery,
  CartStockAndPriceQueryVariables,
  CalculateOrderPriceQuery,
  CalculateOrderPriceQueryVariables,
  AvailableCouponsQuery,
  AvailableCouponsQueryVariables,
  BuyNowLinesQuery,
  BuyNowLinesQueryVariables,
  ValidateOrderCouponQuery,
  ValidateOrderCouponQueryVariables,
  SubmitOrderMutation,
  SubmitOrderMutationVariables,
  PickupStoresQuery,
  PickupStoresQueryVariables,
  PickupOrderInput,
  PayOrderMutation,
  PayOrderMutationVariables,
  PaymentExpireTimeQuery,
  PaymentExpireTimeQueryVariables,
  OrderQuery,
  OrderQueryVariables,
  AddSmsProductArrivalReminderMutation,
  AddSmsProductArrivalReminderMutationVariables,
  OrderProductInput,
  OrderAddressInput,
  CartFieldsFragment,
  CartLineFieldsFragment,
  PriceCalculationFieldsFragment,
  CouponFieldsFragment,
  OrderStatusFieldsFragment,
  OrderSuccessFieldsFragment,
} from "./generated/graphql";

// Search, recently viewed, store stock, sharing, subscription, customer service (spec §2, §7): generated operations.
export {
  SearchKeywordDocument,
  SearchSuggestionsDocument,
  SearchHistoryDocument,
  SaveSearchHistoryDocument,
  ClearSearchHistoryDocument,
  GetLatestViewDocument,
  SaveLatestViewDocument,
  GetStoreStockDataDocument,
  MemberShareQrCodeDocument,
  MemberSubscribeDocument,
  SendCustomerServiceMessageDocument,
} from "./generated/graphql";
export type {
  SearchKeywordQuery,
  SearchKeywordQueryVariables,
  SearchSuggestionsQuery,
  SearchSuggestionsQueryVariables,
  SearchHistoryQuery,
  SearchHistoryQueryVariables,
  SaveSearchHistoryMutation,
  SaveSearchHistoryMutationVariables,
  ClearSearchHistoryMutation,
  ClearSearchHistoryMutationVariables,
  GetLatestViewQuery,
  GetLatestViewQueryVariables,
  SaveLatestViewMutation,
  SaveLatestViewMutationVariables,
  GetStoreStockDataQuery,
  GetStoreStockDataQueryVariables,
  MemberShareQrCodeQuery,
  MemberShareQrCodeQueryVariables,
  MemberSubscribeMutation,
  MemberSubscribeMutationVariables,
  SendCustomerServiceMessageMutation,
  SendCustomerServiceMessageMutationVariables,
} from "./generated/graphql";

// Member orders (spec §2 /ucenter/orders, §4 confirmOrder, §7 orderList, orderShippingStatus).
export { OrderListDocument, OrderShippingStatusDocument, ConfirmOrderDocument, CancelOrderDocument, ReorderDocument } from "./generated/graphql";
export type {
  OrderListQuery,
  OrderListQueryVariables,
  OrderListFilters,
  OrderShippingStatusQuery,
  OrderShippingStatusQueryVariables,
  ConfirmOrderMutation,
  ConfirmOrderMutationVariables,
  CancelOrderMutation,
  CancelOrderMutationVariables,
  ReorderMutation,
  ReorderMutationVariables,
} from "./generated/graphql";

// After-sale (spec §4 after-sale apply / cancel / cancel-refund, pickup slots; §7 afterSale*);
// the return form reads the order through OrderDetail.
export {
  OrderDetailDocument,
  AfterSaleOptionsDocument,
  AfterSaleListDocument,
  AfterSaleDetailDocument,
  AfterSaleApplyDocument,
  AfterSaleCancelDocument,
  AfterSaleCancelRefundDocument,
  OssGetTokenDocument,
} from "./generated/graphql";
export type {
  AfterSaleOptionsQuery,
  AfterSaleOptionsQueryVariables,
  AfterSaleListQuery,
  AfterSaleListQueryVariables,
  AfterSaleDetailQuery,
  AfterSaleDetailQueryVariables,
  AfterSaleApplyMutation,
  AfterSaleApplyMutationVariables,
  AfterSaleCancelMutation,
  AfterSaleCancelMutationVariables,
  AfterSaleCancelRefundMutation,
  AfterSaleCancelRefundMutationVariables,
  AfterSaleFieldsFragment,
  AfterSaleItemInput,
  OrderDetailQuery,
  OrderDetailQueryVariables,
  OrderDetailFieldsFragment,
  OssGetTokenMutation,
  OssGetTokenMutationVariables,
} from "./generated/graphql";

// Member points and levels (issue 24 §2): the history, the summary and what an order earns.
export { MemberPointsDocument, MemberPointsSummaryDocument, OrderPointsDocument } from "./generated/graphql";
export type {
  MemberPointsQuery,
  MemberPointsQueryVariables,
  MemberPointsSummaryQuery,
  MemberPointsSummaryQueryVariables,
  OrderPointsQuery,
  OrderPointsQueryVariables,
} from "./generated/graphql";

// Guest order lookup (spec §2 /guest-search-order, /guest-order-detail): an SMS-proved mobile's orders.
export { GuestOrderVerifyDocument, GuestOrderListDocument, GuestOrderDetailDocument } from "./generated/graphql";
export type {
  GuestOrderVerifyMutation,
  GuestOrderVerifyMutationVariables,
  GuestOrderListQuery,
  GuestOrderListQueryVariables,
  GuestOrderDetailQuery,
  GuestOrderDetailQueryVariables,
} from "./generated/graphql";
