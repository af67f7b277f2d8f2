/**
 * @xunlan/ucenter: the member centre (spec §2 /ucenter and its children, §3, §5). Network-free:
 * the storefront passes data and async callbacks (the gateway's `member`, `updateMember`,
 * `addressOptions`, `customerAddresses`, address mutations and `memberProductFavoriteList`).
 * Components using toasts or confirmations need `PopupProvider` from @xunlan/ui above them.
 * Every export is named here on purpose; `exports.test.ts` guards the list.
 */

export type { AddressBookProps, PageRequest } from "./components/address-book/address-book";
export { AddressBook } from "./components/address-book/address-book";
export type { AddressCardProps } from "./components/address-book/address-card";
export { AddressCard, formatAddressLine } from "./components/address-book/address-card";
export type { AddressFormProps } from "./components/address-book/address-form";
export { AddressForm } from "./components/address-book/address-form";
export type { AfterSaleDetailProps } from "./components/after-sale-detail/after-sale-detail";
export { AfterSaleDetail } from "./components/after-sale-detail/after-sale-detail";
export type { AfterSaleListProps } from "./components/after-sale-list/after-sale-list";
export { AfterSaleList, afterSaleDetailHref } from "./components/after-sale-list/after-sale-list";
export type {
  AfterSaleDetailPageProps,
  AfterSaleListPageProps,
  RefundApplyPageProps,
} from "./components/after-sale-pages/after-sale-pages";
export { AfterSaleDetailPage, AfterSaleListPage, RefundApplyPage } from "./components/after-sale-pages/after-sale-pages";
// Issue 24: 取消订单's reason dialog, for the app's other pages of an unpaid order (/success).
export { useCancelOrderDialog } from "./components/cancel-order/cancel-order";
export type { MemberEmptyStateProps } from "./components/empty-state/empty-state";
export { MemberEmptyState } from "./components/empty-state/empty-state";
export type { FavoritesGridProps } from "./components/favorites-grid/favorites-grid";
export { FavoritesGrid } from "./components/favorites-grid/favorites-grid";
export type { FavoritesPageProps } from "./components/favorites-page/favorites-page";
export { FAVORITES_PAGE_SIZE, FavoritesPage } from "./components/favorites-page/favorites-page";
export type { GuestOrderAccessRecord, GuestOrderPageProps } from "./components/guest-orders/guest-order-page";
export {
  clearGuestOrderAccess,
  GuestOrderPage,
  readGuestOrderAccess,
  saveGuestOrderAccess,
} from "./components/guest-orders/guest-order-page";
export type { GuestOrder, GuestOrderDetailProps, GuestOrderListProps } from "./components/guest-orders/guest-orders";
// Guest order lookup (spec §2 /guest-search-order, /guest-order-detail).
export { GuestOrderDetail, GuestOrderList, guestOrderDetailHref } from "./components/guest-orders/guest-orders";
export type { MemberPageProps } from "./components/member-page/member-page";
export { MemberPage } from "./components/member-page/member-page";
export type { OrderDetailProps } from "./components/order-detail/order-detail";
export { OrderDetail } from "./components/order-detail/order-detail";
export type { OrderListProps } from "./components/order-list/order-list";
export { OrderList, orderListHref } from "./components/order-list/order-list";
export type { OrderDetailPageProps, OrderListPageProps } from "./components/order-pages/order-pages";
export { OrderDetailPage, OrderListPage } from "./components/order-pages/order-pages";
export type { PhotoUploaderProps, UploadedPhoto } from "./components/photo-uploader/photo-uploader";
export { PhotoUploader } from "./components/photo-uploader/photo-uploader";
export type { PickupSlotPickerProps } from "./components/pickup-slot-picker/pickup-slot-picker";
export { PickupSlotPicker } from "./components/pickup-slot-picker/pickup-slot-picker";
export type { MemberLevelCardProps } from "./components/points/member-level-card";
export { levelProgressPercent, MemberLevelCard } from "./components/points/member-level-card";
export type { OrderPointsNoteProps } from "./components/points/order-points-note";
export { OrderPointsNote, useOrderPointsNote } from "./components/points/order-points-note";
export type { PointsHistoryProps, PointsOverviewProps, PointsPageProps } from "./components/points/points-page";
// Member points and levels (issue 24 §2): 我的积分, the member page's level card, an order's points.
export { POINTS_PAGE_SIZE, PointsHistory, PointsOverview, PointsPage } from "./components/points/points-page";
export type { ProfileFormProps } from "./components/profile/profile-form";
export { GENDER_OPTIONS, ProfileForm } from "./components/profile/profile-form";
export type { ProfileViewProps } from "./components/profile/profile-view";
export { ProfileView } from "./components/profile/profile-view";
export type { RecentlyViewedRailProps } from "./components/recently-viewed/recently-viewed-rail";
export { RecentlyViewedRail } from "./components/recently-viewed/recently-viewed-rail";
export type { RefundFormProps } from "./components/refund-form/refund-form";
export { RefundForm } from "./components/refund-form/refund-form";
export type { RegionPickerProps } from "./components/region-picker/region-picker";
export { RegionPicker } from "./components/region-picker/region-picker";
export type { TrackingTimelineProps } from "./components/tracking-timeline/tracking-timeline";
export { TrackingTimeline } from "./components/tracking-timeline/tracking-timeline";
export type { UcenterShellProps } from "./components/ucenter-shell/ucenter-shell";
export { UcenterShell } from "./components/ucenter-shell/ucenter-shell";
export type { WechatAddressButtonProps } from "./components/wechat-address/wechat-address-button";
export { WECHAT_ADDRESS_MESSAGES, WechatAddressButton } from "./components/wechat-address/wechat-address-button";
export { SAMPLE_AFTER_SALE, SAMPLE_AFTER_SALE_OPTIONS, SAMPLE_AFTER_SALES, SAMPLE_REFUND_ORDER } from "./fixtures/after-sale";
export { SAMPLE_ADDRESSES, SAMPLE_FAVORITES, SAMPLE_MEMBER } from "./fixtures/member";
export { SAMPLE_ORDER, SAMPLE_ORDERS, SAMPLE_SHIPPING_STATUS } from "./fixtures/orders";
export { SAMPLE_REGIONS } from "./fixtures/regions";
export type {
  AfterSaleFormOptions,
  AfterSaleRecord,
  AfterSaleRecordItem,
  PickupChoice,
  PickupDay,
  RefundApplyValues,
  RefundOrder,
} from "./lib/after-sale";
export {
  AFTER_SALE_MESSAGES,
  formatBeijingTime,
  formatPickup,
  RETURN_PHOTO_MAX_BYTES,
  RETURN_PHOTO_TYPES,
  RETURN_PHOTOS_MAX,
  RETURNABLE_ORDER_STATUSES,
  returnableQuantity,
} from "./lib/after-sale";
export { UCENTER_MESSAGES } from "./lib/messages";
export type { MemberOrder, MemberOrderItem, OrderTab, ShippingStatus } from "./lib/orders";
export {
  canApplyAfterSale,
  canCancelRefund,
  canConfirm,
  canPay,
  ORDER_MESSAGES,
  ORDER_PAGE_SIZE,
  ORDER_STATUS_HEADLINE,
  ORDER_TABS,
  orderDetailHref,
  orderTabFilters,
  parseOrderTab,
  payTypeText,
  refundHref,
} from "./lib/orders";
export type { OrderPointsInfo, PointsEntry, PointsSummary } from "./lib/points";
export { formatPoints, orderPointsText, signedPoints } from "./lib/points";
export type { RegionOption, RegionPath, RegionSearchResult } from "./lib/regions";
export {
  EMPTY_REGION,
  findRegionPath,
  formatRegion,
  isRegionComplete,
  isRegionEmpty,
  normalizeRegionTree,
  searchRegions,
  selectRegionLevel,
} from "./lib/regions";
export { defaultRenderLink } from "./lib/render-link";
export type { AddressField, FieldError, ProfileField } from "./lib/rules";
export { BIRTHDAY_MIN, DETAIL_ADDRESS_LENGTH, todayIso, validateAddress, validateProfile } from "./lib/rules";
export type { UcenterSection } from "./lib/sections";
export { sectionForPath, UCENTER_SECTIONS } from "./lib/sections";
export type {
  CustomerAddress,
  CustomerAddressInput,
  Gender,
  MemberFavorite,
  MemberProfile,
  MemberProfileInput,
  RegionLevel,
  RegionNode,
  RegionValue,
  RenderLink,
  RenderLinkProps,
} from "./lib/types";
export type { LoadRegions, RegionsState } from "./lib/use-regions";
export { useRegions } from "./lib/use-regions";
export type { OpenWechatAddress, WechatAddress, WechatAddressFill } from "./lib/wechat-address";
export { useOpenWechatAddress, WechatAddressProvider, wechatAddressFill } from "./lib/wechat-address";
export {
  afterSaleDetailQueryOptions,
  afterSaleKeys,
  afterSaleListQueryOptions,
  afterSaleOptionsQueryOptions,
  applyAfterSaleMutationOptions,
  cancelAfterSaleMutationOptions,
  refundOrderQueryOptions,
  uploadReturnPhoto,
} from "./queries/after-sale-queries";
export { guestOrderDetailQueryOptions, guestOrderKeys, guestOrderListQueryOptions } from "./queries/guest-order-queries";
export type { SaveAddressInput } from "./queries/member-queries";
export {
  addressOptionsQueryOptions,
  customerAddressesQueryOptions,
  deleteAddressMutationOptions,
  favoriteListQueryOptions,
  saveAddressMutationOptions,
  updateMemberMutationOptions,
} from "./queries/member-queries";
export type { OrderPage } from "./queries/order-queries";
export {
  cancelOrderMutationOptions,
  cancelRefundMutationOptions,
  confirmOrderMutationOptions,
  orderAfterSalesQueryOptions,
  orderDetailQueryOptions,
  orderKeys,
  orderListQueryOptions,
  orderShippingStatusQueryOptions,
} from "./queries/order-queries";
export type { OrderPointsWithStatus, PointsHistoryPage } from "./queries/points-queries";
export { orderPointsQueryOptions, pointsHistoryQueryOptions, pointsKeys, pointsSummaryQueryOptions } from "./queries/points-queries";
export type { MemberProfileData, ToggleFavoriteInput } from "./queries/session-queries";
export {
  favoriteIdsQueryOptions,
  memberKeys,
  memberQueryOptions,
  toggleFavoriteMutationOptions,
  toMemberProfile,
} from "./queries/session-queries";
