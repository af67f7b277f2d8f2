import { useQuery } from "@tanstack/react-query";
import type { ApiClient } from "@xunlan/api-client";
import { cn } from "@xunlan/ui";
import type { ReactNode } from "react";
import { type OrderPointsInfo, orderPointsText } from "../../lib/points";
import { orderPointsQueryOptions } from "../../queries/points-queries";

/** Props of {@link OrderPointsNote}. */
export interface OrderPointsNoteProps {
  /** The order's points (Order.points); nothing is drawn while null or when the order earns none. */
  points: OrderPointsInfo | null | undefined;
  className?: string;
}

/**
 * One line about an order's points (issue 24 §2): 订单完成后可得 N 积分 before it completes,
 * 已获得 N 积分 after (with what returns took back), and 积分翻倍 when the order was placed while
 * the promotion ran. Draws nothing for an order that earns none.
 */
export function OrderPointsNote({ points, className }: OrderPointsNoteProps) {
  const text = orderPointsText(points);
  if (!points || !text) return null;
  return (
    <p data-testid="order-points" className={cn("flex flex-wrap items-center gap-2 text-sm text-ink", className)}>
      <span aria-hidden="true" className="inline-flex size-5 items-center justify-center rounded-full bg-volt text-2xs font-black text-ink">
        积
      </span>
      <span>{text}</span>
      {points.rate > 1 ? (
        <span className="bg-ink px-1.5 py-0.5 text-2xs font-bold tracking-wide text-volt" title={points.promotionName ?? undefined}>
          积分翻倍
        </span>
      ) : null}
    </p>
  );
}

/** How often an unpaid order's points are asked again (the cashier's notice may come late). */
const UNPAID_REFETCH_MS = 3000;

/**
 * The note of an order's points read by the order number (the app's /success page, into
 * SuccessPage's points slot): null while it loads, while the order waits for payment (asked
 * again until it is paid or cancelled), when the order is unknown or earns none.
 */
export function useOrderPointsNote(api: ApiClient, orderNumber: string, enabled = true): ReactNode {
  const { data } = useQuery({
    ...orderPointsQueryOptions(api, orderNumber),
    enabled: enabled && orderNumber !== "",
    refetchInterval: (query) => (query.state.data?.orderStatus === "pending_payment" ? UNPAID_REFETCH_MS : false),
  });
  if (!data || data.orderStatus === "pending_payment" || !orderPointsText(data)) return null;
  return <OrderPointsNote points={data} />;
}
