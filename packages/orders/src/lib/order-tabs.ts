import type { OrderListFilters } from "@xunlan/api-client";

/** The tabs of /ucenter/orders, in display order. */
export type OrderTab = "all" | "pending_payment" | "paid" | "shipped" | "completed" | "after_sale" | "store";

/**
 * The status tabs of the order list with their spec §7 orderList filters: one status per tab,
 * 售后 covers orders in an after-sale and refunded ones, 门店订单 the in-store purchases (isStore).
 */
export const ORDER_TABS: ReadonlyArray<{ key: OrderTab; label: string; filters: OrderListFilters | null }> = [
  { key: "all", label: "全部", filters: null },
  { key: "pending_payment", label: "待付款", filters: { status: "pending_payment" } },
  { key: "paid", label: "待发货", filters: { status: "paid" } },
  { key: "shipped", label: "已发货", filters: { status: "shipped" } },
  { key: "completed", label: "已完成", filters: { status: "completed" } },
  { key: "after_sale", label: "售后/退款", filters: { statuses: ["after_sale", "refunded"] } },
  { key: "store", label: "门店订单", filters: { isStore: true } },
];

/** A tab key from a URL value; anything unknown is 全部. */
export function parseOrderTab(value: unknown): OrderTab {
  return ORDER_TABS.some((tab) => tab.key === value) ? (value as OrderTab) : "all";
}

/** The orderList filters of a tab. */
export function orderTabFilters(tab: OrderTab): OrderListFilters | null {
  return ORDER_TABS.find((t) => t.key === tab)?.filters ?? null;
}
