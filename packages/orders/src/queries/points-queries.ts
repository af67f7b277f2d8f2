import { queryOptions } from "@tanstack/react-query";
import { type ApiClient, OrderPointsDocument } from "@xunlan/api-client";
import type { OrderPointsInfo } from "../lib/points";
import { memberKeys } from "./member-keys";

/** Query keys of the member's points (as @xunlan/account's): under the member's keys, so a logout clears them too. */
export const pointsKeys = {
  all: () => [...memberKeys.all, "points"] as const,
  order: (orderNumber: string) => [...pointsKeys.all(), "order", orderNumber] as const,
};

/** An order's points with the order's status (OrderPoints). */
export type OrderPointsWithStatus = OrderPointsInfo & { orderStatus: string };

/** issue 24 §2 Order.points: what one of the member's orders earns or earned; null for an unknown order. */
export function orderPointsQueryOptions(api: ApiClient, orderNumber: string) {
  return queryOptions({
    queryKey: pointsKeys.order(orderNumber),
    queryFn: async (): Promise<OrderPointsWithStatus | null> => {
      const { order } = await api.request(OrderPointsDocument, { orderNumber });
      return order ? { ...order.points, orderStatus: order.status } : null;
    },
    retry: false,
  });
}
