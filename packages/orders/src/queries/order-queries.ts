import { mutationOptions, type QueryClient, queryOptions } from "@tanstack/react-query";
import {
  AfterSaleCancelRefundDocument,
  AfterSaleListDocument,
  type ApiClient,
  CancelOrderDocument,
  ConfirmOrderDocument,
  OrderDetailDocument,
  OrderListDocument,
  OrderShippingStatusDocument,
} from "@xunlan/api-client";
import type { AfterSaleRecord } from "../lib/after-sale";
import { type MemberOrder, ORDER_PAGE_SIZE, type OrderTab, orderTabFilters, type ShippingStatus } from "../lib/orders";
import { afterSaleKeys } from "./after-sale-queries";
import { memberKeys } from "./member-keys";
import { pointsKeys } from "./points-queries";

/** Query keys of the member's orders: under the member's keys, so a logout clears them too. */
export const orderKeys = {
  all: () => [...memberKeys.all, "orders"] as const,
  lists: () => [...orderKeys.all(), "list"] as const,
  list: (tab: OrderTab, page: { pageNumber: number; pageSize: number }) => [...orderKeys.lists(), tab, page] as const,
  detail: (orderNumber: string) => [...orderKeys.all(), "detail", orderNumber] as const,
  shipping: (orderNumber: string) => [...orderKeys.all(), "shipping", orderNumber] as const,
  afterSales: (orderNumber: string) => [...afterSaleKeys.all(), "byOrder", orderNumber] as const,
};

/** A page of orders. */
export interface OrderPage {
  items: MemberOrder[];
  count: number;
  pageNumber: number;
  pageSize: number;
}

/** spec §7 orderList: one page of a tab's orders (its status / isStore filters), newest first. */
export function orderListQueryOptions(api: ApiClient, tab: OrderTab = "all", page = { pageNumber: 1, pageSize: ORDER_PAGE_SIZE }) {
  return queryOptions({
    queryKey: orderKeys.list(tab, page),
    queryFn: async (): Promise<OrderPage> => {
      const { orderList } = await api.request(OrderListDocument, { ...page, filters: orderTabFilters(tab) });
      return { items: orderList.items, count: orderList.count, pageNumber: orderList.pageNumber, pageSize: orderList.pageSize };
    },
  });
}

/** spec §7 orderDetail ('404' 订单不存在 for another member's order: not retried). */
export function orderDetailQueryOptions(api: ApiClient, orderNumber: string) {
  return queryOptions({
    queryKey: orderKeys.detail(orderNumber),
    queryFn: async (): Promise<MemberOrder> => (await api.request(OrderDetailDocument, { orderNumber })).orderDetail,
    retry: false,
  });
}

/** spec §7 orderShippingStatus: the tracking of a shipped order ('404' 暂无物流信息 before it ships: not retried). */
export function orderShippingStatusQueryOptions(api: ApiClient, orderNumber: string, shippingNumber?: string | null) {
  return queryOptions({
    queryKey: orderKeys.shipping(orderNumber),
    queryFn: async (): Promise<ShippingStatus> =>
      (await api.request(OrderShippingStatusDocument, { orderNumber, shippingNumber: shippingNumber ?? null })).orderShippingStatus,
    retry: false,
  });
}

/** The returns of one order (spec §7 afterSale/list with orderNumber), newest first. */
export function orderAfterSalesQueryOptions(api: ApiClient, orderNumber: string) {
  return queryOptions({
    queryKey: orderKeys.afterSales(orderNumber),
    queryFn: async (): Promise<AfterSaleRecord[]> =>
      (await api.request(AfterSaleListDocument, { orderNumber, pageNumber: 1, pageSize: 50 })).afterSaleList.items,
  });
}

/** Puts a changed order into its detail and refreshes every list (its tab may have changed). */
async function storeOrder(queryClient: QueryClient, order: MemberOrder) {
  queryClient.setQueryData(orderKeys.detail(order.orderNumber), order);
  await queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
  // The return form reads the same order under the after-sale keys.
  await queryClient.invalidateQueries({ queryKey: afterSaleKeys.order(order.orderNumber) });
  // A completed order credits points (issue 24 §2): the points, the level and the shell's total.
  await queryClient.invalidateQueries({ queryKey: pointsKeys.all() });
  await queryClient.invalidateQueries({ queryKey: memberKeys.profile() });
}

/** spec §4/§7 confirmOrder (已发货 → 已完成); on success the detail and the lists are refreshed. */
export function confirmOrderMutationOptions(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: async (orderNumber: string): Promise<MemberOrder> =>
      (await api.request(ConfirmOrderDocument, { orderNumber })).confirmOrder,
    onSuccess: (order) => storeOrder(queryClient, order),
  });
}

/** spec §4 cancel-refund (待发货 → 已退款); on success the detail and the lists are refreshed. */
export function cancelRefundMutationOptions(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: async (orderNumber: string) =>
      (await api.request(AfterSaleCancelRefundDocument, { orderNumber, reason: null })).afterSaleCancelRefund,
    onSuccess: (result) => storeOrder(queryClient, result.order),
  });
}

/**
 * Issue 24 item 4: 取消订单 of an unpaid order with the member's reason (待付款 → 已取消; stock,
 * coupon and balance given back by the gateway); on success the detail and the lists are refreshed.
 */
export function cancelOrderMutationOptions(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: async ({ orderNumber, reason }: { orderNumber: string; reason: string }): Promise<MemberOrder> =>
      (await api.request(CancelOrderDocument, { orderNumber, reason })).cancelOrder,
    onSuccess: (order) => storeOrder(queryClient, order),
  });
}
