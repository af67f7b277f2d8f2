import { queryOptions } from "@tanstack/react-query";
import { type ApiClient, MemberPointsDocument, MemberPointsSummaryDocument } from "@xunlan/api-client";
import type { PointsEntry, PointsSummary } from "../lib/points";
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
