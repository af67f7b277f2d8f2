/**
 * @xunlan/ucenter: the member centre (spec §2 /ucenter and its children, §3, §5). Network-free:
 * the storefront passes data and async callbacks (the gateway's `member`, `updateMember`,
 * `addressOptions`, `customerAddresses`, address mutations and `memberProductFavoriteList`).
 * Components using toasts or confirmations need `PopupProvider` from @xunlan/ui above them.
 * Every export is named here on purpose; `exports.test.ts` guards the list.
 */
export { UcenterShell } from "./components/ucenter-shell/ucenter-shell";
export type { UcenterShellProps } from "./components/ucenter-shell/ucenter-shell";
export { ProfileView } from "./components/profile/profile-view";
export type { ProfileViewProps } from "./components/profile/profile-view";
export { ProfileForm, GENDER_OPTIONS } from "./components/profile/profile-form";
export type { ProfileFormProps } from "./components/profile/profile-form";
export { AddressBook } from "./components/address-book/address-book";
export type { AddressBookProps, PageRequest } from "./components/address-book/address-book";
export { AddressCard, formatAddressLine } from "./components/address-book/address-card";
export type { AddressCardProps } from "./components/address-book/address-card";
export { AddressForm } from "./components/address-book/address-form";
export type { AddressFormProps } from "./components/address-book/address-form";
export { RegionPicker } from "./components/region-picker/region-picker";
export { WechatAddressButton, WECHAT_ADDRESS_MESSAGES } from "./components/wechat-address/wechat-address-button";
export type { WechatAddressButtonProps } from "./components/wechat-address/wechat-address-button";
export { WechatAddressProvider, useOpenWechatAddress, wechatAddressFill } from "./lib/wechat-address";
export type { WechatAddress, WechatAddressFill, OpenWechatAddress } from "./lib/wechat-address";
export type { RegionPickerProps } from "./components/region-picker/region-picker";
export { RecentlyViewedRail } from "./components/recently-viewed/recently-viewed-rail";
export type { RecentlyViewedRailProps } from "./components/recently-viewed/recently-viewed-rail";
export { FavoritesGrid } from "./components/favorites-grid/favorites-grid";
export type { FavoritesGridProps } from "./components/favorites-grid/favorites-grid";
export { FavoritesPage, FAVORITES_PAGE_SIZE } from "./components/favorites-page/favorites-page";
export type { FavoritesPageProps } from "./components/favorites-page/favorites-page";
export { MemberPage } from "./components/member-page/member-page";
export type { MemberPageProps } from "./components/member-page/member-page";
export { MemberEmptyState } from "./components/empty-state/empty-state";
export type { MemberEmptyStateProps } from "./components/empty-state/empty-state";
export { useRegions } from "./lib/use-regions";
export type { LoadRegions, RegionsState } from "./lib/use-regions";
export {
  EMPTY_REGION,
  normalizeRegionTree,
  findRegionPath,
  isRegionComplete,
  isRegionEmpty,
  formatRegion,
  searchRegions,
  selectRegionLevel,
} from "./lib/regions";
export type { RegionOption, RegionPath, RegionSearchResult } from "./lib/regions";
export { validateAddress, validateProfile, todayIso, DETAIL_ADDRESS_LENGTH, BIRTHDAY_MIN } from "./lib/rules";
export type { AddressField, ProfileField, FieldError } from "./lib/rules";
export { UCENTER_MESSAGES } from "./lib/messages";
export { UCENTER_SECTIONS, sectionForPath } from "./lib/sections";
export type { UcenterSection } from "./lib/sections";
export { defaultRenderLink } from "./lib/render-link";
export { memberKeys, toMemberProfile, memberQueryOptions, favoriteIdsQueryOptions, toggleFavoriteMutationOptions } from "./queries/session-queries";
export {
  addressOptionsQueryOptions,
  customerAddressesQueryOptions,
  favoriteListQueryOptions,
  updateMemberMutationOptions,
  saveAddressMutationOptions,
  deleteAddressMutationOptions,
} from "./queries/member-queries";
export type { MemberProfileData, ToggleFavoriteInput } from "./queries/session-queries";
export type { SaveAddressInput } from "./queries/member-queries";
export { SAMPLE_REGIONS } from "./fixtures/regions";
export { SAMPLE_MEMBER, SAMPLE_ADDRESSES, SAMPLE_FAVORITES } from "./fixtures/member";
export type {
  Gender,
  MemberProfile,
  MemberProfileInput,
  CustomerAddress,
  CustomerAddressInput,
  RegionLevel,
  RegionNode,
  RegionValue,
  MemberFavorite,
  RenderLink,
  RenderLinkProps,
} from "./lib/types";
export { PickupSlotPicker } from "./components/pickup-slot-picker/pickup-slot-picker";
export type { PickupSlotPickerProps } from "./components/pickup-slot-picker/pickup-slot-picker";
export { RefundForm } from "./components/refund-form/refund-form";
export { PhotoUploader } from "./components/photo-uploader/photo-uploader";
export type { PhotoUploaderProps, UploadedPhoto } from "./components/photo-uploader/photo-uploader";
export type { RefundFormProps } from "./components/refund-form/refund-form";
export { AfterSaleList, afterSaleDetailHref } from "./components/after-sale-list/after-sale-list";
export type { AfterSaleListProps } from "./components/after-sale-list/after-sale-list";
export { AfterSaleDetail } from "./components/after-sale-detail/after-sale-detail";
export type { AfterSaleDetailProps } from "./components/after-sale-detail/after-sale-detail";
export { RefundApplyPage, AfterSaleListPage, AfterSaleDetailPage } from "./components/after-sale-pages/after-sale-pages";
export type { RefundApplyPageProps, AfterSaleListPageProps, AfterSaleDetailPageProps } from "./components/after-sale-pages/after-sale-pages";
export {
  AFTER_SALE_MESSAGES,
  RETURNABLE_ORDER_STATUSES,
  RETURN_PHOTOS_MAX,
  RETURN_PHOTO_MAX_BYTES,
  RETURN_PHOTO_TYPES,
  returnableQuantity,
  formatPickup,
  formatBeijingTime,
} from "./lib/after-sale";
export type {
  AfterSaleRecord,
  AfterSaleRecordItem,
  AfterSaleFormOptions,
  PickupDay,
  PickupChoice,
  RefundApplyValues,
  RefundOrder,
} from "./lib/after-sale";
export {
  afterSaleKeys,
  afterSaleOptionsQueryOptions,
  refundOrderQueryOptions,
  afterSaleListQueryOptions,
  afterSaleDetailQueryOptions,
  applyAfterSaleMutationOptions,
  cancelAfterSaleMutationOptions,
  uploadReturnPhoto,
} from "./queries/after-sale-queries";
export { SAMPLE_AFTER_SALE, SAMPLE_AFTER_SALES, SAMPLE_AFTER_SALE_OPTIONS, SAMPLE_REFUND_ORDER } from "./fixtures/after-sale";
export { OrderList, orderListHref } from "./components/order-list/order-list";
export type { OrderListProps } from "./components/order-list/order-list";
export { OrderDetail } from "./components/order-detail/order-detail";
export type { OrderDetailProps } from "./components/order-detail/order-detail";
export { TrackingTimeline } from "./components/tracking-timeline/tracking-timeline";
export type { TrackingTimelineProps } from "./components/tracking-timeline/tracking-timeline";
export { OrderListPage, OrderDetailPage } from "./components/order-pages/order-pages";
export type { OrderListPageProps, OrderDetailPageProps } from "./components/order-pages/order-pages";
export {
  ORDER_TABS,
  ORDER_MESSAGES,
  ORDER_PAGE_SIZE,
  ORDER_STATUS_HEADLINE,
  parseOrderTab,
  orderTabFilters,
  orderDetailHref,
  refundHref,
  canPay,
  canConfirm,
  canCancelRefund,
  canApplyAfterSale,
  payTypeText,
} from "./lib/orders";
export type { MemberOrder, MemberOrderItem, OrderTab, ShippingStatus } from "./lib/orders";
export {
  orderKeys,
  orderListQueryOptions,
  orderDetailQueryOptions,
  orderShippingStatusQueryOptions,
  orderAfterSalesQueryOptions,
  confirmOrderMutationOptions,
  cancelOrderMutationOptions,
  cancelRefundMutationOptions,
} from "./queries/order-queries";
// Issue 24: 取消订单's reason dialog, for the app's other pages of an unpaid order (/success).
export { useCancelOrderDialog } from "./components/cancel-order/cancel-order";
export type { OrderPage } from "./queries/order-queries";
export { SAMPLE_ORDER, SAMPLE_ORDERS, SAMPLE_SHIPPING_STATUS } from "./fixtures/orders";

// Guest order lookup (spec §2 /guest-search-order, /guest-order-detail).
export { GuestOrderList, GuestOrderDetail, guestOrderDetailHref } from "./components/guest-orders/guest-orders";
export type { GuestOrder, GuestOrderListProps, GuestOrderDetailProps } from "./components/guest-orders/guest-orders";
export { guestOrderKeys, guestOrderListQueryOptions, guestOrderDetailQueryOptions } from "./queries/guest-order-queries";
export { GuestOrderPage, saveGuestOrderAccess, clearGuestOrderAccess, readGuestOrderAccess } from "./components/guest-orders/guest-order-page";
export type { GuestOrderPageProps, GuestOrderAccessRecord } from "./components/guest-orders/guest-order-page";

// Member points and levels (issue 24 §2): 我的积分, the member page's level card, an order's points.
export { PointsPage, PointsOverview, PointsHistory, POINTS_PAGE_SIZE } from "./components/points/points-page";
export type { PointsPageProps, PointsOverviewProps, PointsHistoryProps } from "./components/points/points-page";
export { MemberLevelCard, levelProgressPercent } from "./components/points/member-level-card";
export type { MemberLevelCardProps } from "./components/points/member-level-card";
export { OrderPointsNote, useOrderPointsNote } from "./components/points/order-points-note";
export type { OrderPointsNoteProps } from "./components/points/order-points-note";
export { formatPoints, orderPointsText, signedPoints } from "./lib/points";
export type { OrderPointsInfo, PointsEntry, PointsSummary } from "./lib/points";
export { pointsKeys, pointsSummaryQueryOptions, pointsHistoryQueryOptions, orderPointsQueryOptions } from "./queries/points-queries";
export type { PointsHistoryPage, OrderPointsWithStatus } from "./queries/points-queries";
