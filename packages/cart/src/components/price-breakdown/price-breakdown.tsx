import { cn, Skeleton } from "@xunlan/ui";
import { formatPrice } from "@xunlan/validation";
import { CART_MESSAGES } from "../../lib/messages";
import { summaryLines } from "../../lib/summary";
import type { PriceCalculation } from "../../lib/types";
import { SummaryLines } from "../bag-summary/summary-lines";

/** Props of {@link PriceBreakdown}. */
export interface PriceBreakdownProps {
  /** spec §3 calculateOrderPrice; null while it loads. */
  price: PriceCalculation | null;
  className?: string;
}

/**
 * The checkout's price breakdown (spec §3 price calculation): 商品金额, 促销优惠, 优惠券,
 * 余额抵扣, 运费 and the total 应付金额 — every amount as the gateway calculated it.
 */
export function PriceBreakdown({ price, className }: PriceBreakdownProps) {
  return (
    <div className={cn("flex flex-col gap-4", className)} aria-busy={price ? undefined : true}>
      {price ? (
        <SummaryLines lines={summaryLines(price)} />
      ) : (
        <div className="flex flex-col gap-3">
          <Skeleton height={16} />
          <Skeleton height={16} width="60%" />
        </div>
      )}
      <div className="flex items-baseline justify-between border-t border-ink pt-4">
        <span className="text-sm font-bold">{CART_MESSAGES.total}</span>
        <span className="font-display text-2xl font-black tabular-nums" data-testid="order-total">
          {price ? formatPrice(price.paidAmount) : "—"}
        </span>
      </div>
    </div>
  );
}
