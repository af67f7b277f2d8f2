import { queryOptions } from "@tanstack/react-query";
import { type ApiClient, MemberPointsDocument, MemberPointsSummaryDocument, OrderPointsDocument } from "@xunlan/api-client";
import type { OrderPointsInfo, PointsEntry, PointsSummary } from "../lib/points";
import { memberKeys } from "./session-queries";

/** Query keys of the member's points: under the member's keys, so a logout clears them too. */
export const pointsKeys = {
  all: () => [...memberKeys.all, "points"] as const,
  summary: () => [...pointsKeys.all(), "summary"] as const,
  history: (page: { pageNumber: number; pageSize: number }) => [...pointsKeys.all(), "history", page] as const,
  order: (orderNumber: string) => [...pointsKeys.all(), "order", orderNumber] as const,
};

/** A page of the points history. */
export interface PointsHistoryPage {
  items: PointsEntry[];
  count: number;
  pageNumber: number;
  pageSize: number;
}

/** issue 24 §2 memberPointsSummary: points, level, the points to the next level, the levels. */
export function pointsSummaryQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: pointsKeys.summary(),
    queryFn: async (): Promise<PointsSummary> => (await api.request(MemberPointsSummaryDocument)).memberPointsSummary,
  });
}

/** issue 24 §2 memberPoints: one page of the history, newest first. */
export function pointsHistoryQueryOptions(api: ApiClient, page = { pageNumber: 1, pageSize: 20 }) {
  return queryOptions({
    queryKey: pointsKeys.history(page),
    queryFn: async (): Promise<PointsHistoryPage> => (await api.request(MemberPointsDocument, page)).memberPoints,
  });
}

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
