import { cn } from "@xunlan/ui";
import { formatPrice } from "@xunlan/validation";
import type { MemberOrderItem } from "../../lib/orders";

/**
 * The price of one order line, labelled (issue 24 item 7): 实付 — what one unit cost after
 * promotions and the coupon (sharePrice) — and, when that is less, 原价 struck through (the list
 * price, unitPrice). Before, the two stood bare and a shopper could not tell which was paid.
 */
export function OrderItemPrice({ item, className }: { item: Pick<MemberOrderItem, "sharePrice" | "unitPrice">; className?: string }) {
  const discounted = item.sharePrice < item.unitPrice;
  return (
    <dl className={cn("flex shrink-0 flex-col items-end gap-0.5 text-sm tabular-nums", className)}>
      <div className="flex items-baseline gap-1">
        <dt className="text-2xs text-grey-500">实付</dt>
        <dd className="font-bold text-ink">{formatPrice(item.sharePrice)}</dd>
      </div>
      {discounted ? (
        <div className="flex items-baseline gap-1 text-xs text-grey-500">
          <dt>原价</dt>
          <dd>
            <s>{formatPrice(item.unitPrice)}</s>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
