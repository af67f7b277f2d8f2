/**
 * @xunlan/orders: a shopper's orders after checkout (spec §2 /ucenter/orders, /refund,
 * /ucenter/after, /guest-search-order, /guest-order-detail; §4 after-sale): the order list and
 * detail with tracking, invoices, pickup codes and points, cancelling, the return (refund)
 * application, list and detail, and a guest's order lookup by mobile. Network-free: the
 * storefront passes the api client, data and callbacks. Components using toasts or
 * confirmations need `PopupProvider` from @xunlan/ui above them.
 * Every export is named here on purpose; `exports.test.ts` guards the list.
 */

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
export type { GuestOrderSearchProps } from "./components/guest-order-search/guest-order-search";
export { GuestOrderSearch } from "./components/guest-order-search/guest-order-search";
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
export type { OrderPointsNoteProps } from "./components/points/order-points-note";
// An order's points (issue 24 §2): the line on its detail and on /success.
export { OrderPointsNote, useOrderPointsNote } from "./components/points/order-points-note";
export type { RefundFormProps } from "./components/refund-form/refund-form";
export { RefundForm } from "./components/refund-form/refund-form";
export type { TrackingTimelineProps } from "./components/tracking-timeline/tracking-timeline";
export { TrackingTimeline } from "./components/tracking-timeline/tracking-timeline";
export { SAMPLE_AFTER_SALE, SAMPLE_AFTER_SALE_OPTIONS, SAMPLE_AFTER_SALES, SAMPLE_REFUND_ORDER } from "./fixtures/after-sale";
export { SAMPLE_ORDER, SAMPLE_ORDERS, SAMPLE_SHIPPING_STATUS } from "./fixtures/orders";
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
export type { OrderPointsInfo } from "./lib/points";
export { orderPointsText } from "./lib/points";
export { defaultRenderLink } from "./lib/render-link";
export type { CustomerAddress, RenderLink, RenderLinkProps } from "./lib/types";
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
export type { GuestOrderAccess } from "./queries/guest-order-queries";
export {
  guestOrderDetailQueryOptions,
  guestOrderKeys,
  guestOrderListQueryOptions,
  guestOrderVerifyMutationOptions,
} from "./queries/guest-order-queries";
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
export type { OrderPointsWithStatus } from "./queries/points-queries";
export { orderPointsQueryOptions } from "./queries/points-queries";
