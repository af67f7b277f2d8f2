import type { OrderDetailFieldsFragment, OrderShippingStatusQuery } from "@xunlan/api-client";
import { returnableQuantity } from "./after-sale";

/** An order as the list and detail show it (spec §3 order, orderDetail). */
export type MemberOrder = OrderDetailFieldsFragment;

/** One line of an order. */
export type MemberOrderItem = OrderDetailFieldsFragment["orderItems"][number];

/** spec §3 shipping status: state, stateCn and the tracking lines (newest first). */
export type ShippingStatus = OrderShippingStatusQuery["orderShippingStatus"];

export type { OrderTab } from "./order-tabs";
// The tabs are their own module: the route's validateSearch (parseOrderTab) is part of every page's first load.
export { ORDER_TABS, orderTabFilters, parseOrderTab } from "./order-tabs";

/** Orders per page of the list. */
export const ORDER_PAGE_SIZE = 10;

/** The order detail page of an order. */
export const orderDetailHref = (orderNumber: string) => `/ucenter/orders/${encodeURIComponent(orderNumber)}`;

/** The return form of an order (spec §2 /refund?orderNumber=…). */
export const refundHref = (orderNumber: string) => `/refund?orderNumber=${encodeURIComponent(orderNumber)}`;

/** 待付款: the shopper can still pay (去支付). */
export const canPay = (order: Pick<MemberOrder, "status" | "isStore">) => order.status === "pending_payment" && !order.isStore;

/** Issue 24 item 4: an unpaid online order can be cancelled (取消订单, with a reason). */
export const canCancel = (order: Pick<MemberOrder, "status" | "isStore">) => order.status === "pending_payment" && !order.isStore;

/** spec §4 confirmOrder: only a shipped order is received (确认收货). */
export const canConfirm = (order: Pick<MemberOrder, "status" | "isStore">) => order.status === "shipped" && !order.isStore;

/** spec §4 cancel-refund: a paid order that has not shipped (取消订单并退款). */
export const canCancelRefund = (order: Pick<MemberOrder, "status" | "isStore">) => order.status === "paid" && !order.isStore;

/** spec §4 after-sale apply: shipped or completed, with a unit left to return (申请售后). */
export function canApplyAfterSale(order: Pick<MemberOrder, "status" | "isStore" | "orderItems">): boolean {
  if (order.isStore) return false;
  if (order.status !== "shipped" && order.status !== "completed") return false;
  return order.orderItems.some((item) => returnableQuantity(item) > 0);
}

/** spec §3 order.eInvoice status in Chinese: pending 开具中, issued 已开具, failed 开具失败. */
export function invoiceStatusText(status: string): string {
  if (status === "issued") return "已开具";
  if (status === "failed") return "开具失败";
  return "开具中";
}

/**
 * A red-letter invoice's status (order.eInvoice.reversals, 冲红 after a refund) in Chinese:
 * pending 冲红中, issued 已冲红, failed 冲红失败.
 */
export function invoiceReversalStatusText(status: string): string {
  if (status === "issued") return "已冲红";
  if (status === "failed") return "冲红失败";
  return "冲红中";
}

/** The name of a payment type. */
export function payTypeText(payType: string | null | undefined): string {
  if (payType === "wechat") return "微信支付";
  if (payType === "alipay") return "支付宝";
  if (payType === "unionpay") return "银联云闪付";
  if (payType === "balance") return "余额支付";
  return payType ?? "";
}

/** Badge colours per order status. */
export function orderStatusTone(status: string): string {
  if (status === "pending_payment") return "bg-accent text-paper";
  if (status === "paid" || status === "shipped") return "bg-ink text-paper";
  if (status === "after_sale") return "bg-grey-700 text-paper";
  return "bg-grey-100 text-grey-600";
}

/** One sentence under the status of the detail page. */
export const ORDER_STATUS_HEADLINE: Readonly<Record<string, string>> = {
  pending_payment: "订单待支付，超时未支付将自动取消",
  paid: "已付款，仓库正在为您备货",
  shipped: "商品已发出，请留意物流信息",
  completed: "订单已完成，感谢您的购买",
  cancelled: "订单已取消",
  after_sale: "订单售后处理中",
  refunded: "款项已原路退回",
};

/** The texts of the order pages (spec §2 /ucenter/orders). */
export const ORDER_MESSAGES = {
  listTitle: "我的订单",
  detailTitle: "订单详情",
  empty: "暂无订单",
  emptyTab: "该分类下暂无订单",
  emptyDescription: "您还没有下过订单，去看看新品与人气跑鞋吧。",
  viewDetail: "查看详情",
  pay: "去支付",
  payFailed: "支付发起失败，请重试",
  confirm: "确认收货",
  confirmTitle: "确认收货",
  confirmText: "请确认您已收到全部商品，确认后订单将完成。",
  confirmed: "已确认收货",
  cancelRefund: "取消订单并退款",
  cancelRefundText: "订单取消后，已支付的款项将原路退回（余额支付的部分退回余额），确定取消吗？",
  cancelRefunded: "订单已取消，款项将原路退回",
  applyAfterSale: "申请售后",
  reorder: "再次购买",
  viewInvoice: "查看发票",
  viewRedInvoice: "查看红字发票",
  tracking: "物流信息",
  trackingEmpty: "暂无物流信息",
  afterSales: "售后记录",
  actionFailed: "操作失败，请稍后再试",
  notFound: "订单不存在",
  back: "返回我的订单",
} as const;
