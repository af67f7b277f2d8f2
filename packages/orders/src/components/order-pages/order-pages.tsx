import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiClient } from "@xunlan/api-client";
import { ArrowIcon, Skeleton } from "@xunlan/ui";
import type { ReactNode } from "react";
import { errorText } from "../../lib/errors";
import { ORDER_MESSAGES as M, type MemberOrder, ORDER_PAGE_SIZE, type OrderTab } from "../../lib/orders";
import { defaultRenderLink } from "../../lib/render-link";
import type { RenderLink } from "../../lib/types";
import {
  cancelOrderMutationOptions,
  cancelRefundMutationOptions,
  confirmOrderMutationOptions,
  orderAfterSalesQueryOptions,
  orderDetailQueryOptions,
  orderListQueryOptions,
  orderShippingStatusQueryOptions,
} from "../../queries/order-queries";
import { orderPointsQueryOptions } from "../../queries/points-queries";
import { OrderDetail } from "../order-detail/order-detail";
import { OrderList } from "../order-list/order-list";

/** Props of {@link OrderListPage}. */
export interface OrderListPageProps {
  api: ApiClient;
  isLoggedIn: boolean;
  /** From /ucenter/orders?tab=… (unknown: 全部). */
  tab: OrderTab;
  /** From ?page=… (from 1). */
  page: number;
  /** 去支付: the app's payOrder → cashier (lives in the bag's package). */
  onPay?: (order: MemberOrder) => void;
  payingOrderNumber?: string | null;
  /** 再次购买 on a card: the app's reorder, the same as the detail page's (lives in the bag's package). */
  onReorder?: (order: MemberOrder) => Promise<void>;
  /** spec §5 location empty_order_list: the app's recommendation rail under 暂无订单. */
  emptyRecommendations?: ReactNode;
  renderLink?: RenderLink;
  /** Show the 门店订单 tab (default true; false without a retail POS, see {@link OrderList}). */
  storeOrders?: boolean;
}

/** /ucenter/orders (spec §2): {@link OrderList} on the gateway's orderList, ten per page. */
export function OrderListPage({
  api,
  isLoggedIn,
  tab,
  page,
  onPay,
  payingOrderNumber,
  onReorder,
  emptyRecommendations,
  renderLink = defaultRenderLink,
  storeOrders = true,
}: OrderListPageProps) {
  const queryClient = useQueryClient();
  const cancel = useMutation(cancelOrderMutationOptions(api, queryClient));
  const list = useQuery({
    ...orderListQueryOptions(api, tab, { pageNumber: page, pageSize: ORDER_PAGE_SIZE }),
    enabled: isLoggedIn,
    placeholderData: keepPreviousData,
  });
  return (
    <OrderList
      tab={tab}
      // A page kept from the previous tab would show the wrong orders under the new tab.
      orders={list.isPlaceholderData ? null : (list.data?.items ?? null)}
      total={list.data?.count}
      page={page}
      pageSize={ORDER_PAGE_SIZE}
      error={list.isError}
      onRetry={() => void list.refetch()}
      onPay={onPay}
      onCancel={async (order, reason) => {
        await cancel.mutateAsync({ orderNumber: order.orderNumber, reason });
      }}
      payingOrderNumber={payingOrderNumber}
      onReorder={onReorder}
      emptyRecommendations={emptyRecommendations}
      renderLink={renderLink}
      storeOrders={storeOrders}
    />
  );
}

/** Props of {@link OrderDetailPage}. */
export interface OrderDetailPageProps {
  api: ApiClient;
  isLoggedIn: boolean;
  orderNumber: string;
  onPay?: (order: MemberOrder) => void;
  paying?: boolean;
  /** 再次购买: the app's reorder (lives in the bag's package). */
  onReorder?: (order: MemberOrder) => Promise<void>;
  renderLink?: RenderLink;
}

/**
 * /ucenter/orders/{orderNumber} (spec §2, §7 orderDetail): the order with its tracking (once
 * shipped) and its returns; 确认收货, 取消订单 (unpaid, with a reason) and 取消订单并退款 run here, 去支付 and 再次购买 through the
 * app's callbacks. Another member's order reads 订单不存在.
 */
export function OrderDetailPage({
  api,
  isLoggedIn,
  orderNumber,
  onPay,
  paying,
  onReorder,
  renderLink = defaultRenderLink,
}: OrderDetailPageProps) {
  const queryClient = useQueryClient();
  const detail = useQuery({ ...orderDetailQueryOptions(api, orderNumber), enabled: isLoggedIn });
  const order = detail.data;
  const shipping = useQuery({
    ...orderShippingStatusQueryOptions(api, orderNumber, order?.shippingNumber),
    enabled: isLoggedIn && Boolean(order?.shippingNumber),
  });
  const afterSales = useQuery({ ...orderAfterSalesQueryOptions(api, orderNumber), enabled: isLoggedIn && Boolean(order) });
  const points = useQuery({ ...orderPointsQueryOptions(api, orderNumber), enabled: isLoggedIn && Boolean(order) });
  const confirm = useMutation(confirmOrderMutationOptions(api, queryClient));
  const cancelRefund = useMutation(cancelRefundMutationOptions(api, queryClient));
  const cancelOrder = useMutation(cancelOrderMutationOptions(api, queryClient));

  const back = renderLink({
    href: "/ucenter/orders",
    className: "inline-flex w-fit items-center gap-1 text-xs font-bold text-grey-600 hover:text-ink",
    children: (
      <>
        <ArrowIcon size={12} className="rotate-180" />
        {M.back}
      </>
    ),
  });

  let body: ReactNode;
  if (detail.isError) {
    body = (
      <div className="flex flex-col items-center gap-4 border border-grey-200 bg-paper px-6 py-14 text-center">
        <output className="text-base font-bold text-ink">{errorText(detail.error, M.notFound)}</output>
        {renderLink({
          href: "/ucenter/orders",
          className: "inline-flex h-11 items-center justify-center bg-ink px-6 text-sm font-bold text-paper hover:bg-grey-700",
          children: "查看我的订单",
        })}
      </div>
    );
  } else if (!order) {
    body = (
      <output aria-busy="true" aria-label="正在加载订单详情" className="flex flex-col gap-4">
        <Skeleton height={160} />
        <Skeleton height={320} />
      </output>
    );
  } else {
    body = (
      <OrderDetail
        order={order}
        shipping={shipping.data ?? null}
        shippingError={shipping.isError ? errorText(shipping.error, M.trackingEmpty) : null}
        afterSales={afterSales.data ?? null}
        points={points.data ?? null}
        onConfirm={async () => {
          await confirm.mutateAsync(order.orderNumber);
          await queryClient.invalidateQueries({ queryKey: orderShippingStatusQueryOptions(api, orderNumber).queryKey });
        }}
        onCancelRefund={async () => {
          await cancelRefund.mutateAsync(order.orderNumber);
        }}
        onCancelOrder={async (reason) => {
          await cancelOrder.mutateAsync({ orderNumber: order.orderNumber, reason });
        }}
        onPay={onPay ? () => onPay(order) : undefined}
        paying={paying}
        onReorder={onReorder ? () => onReorder(order) : undefined}
        renderLink={renderLink}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {back}
      {body}
    </div>
  );
}
