import { cn, VisuallyHidden } from "@xunlan/ui";
import { formatPrice, type MoneyInput } from "@xunlan/validation";
import { discountLabel, isMarkedDown } from "../../lib/price";

/** Props of {@link PriceTag}. */
export interface PriceTagProps {
  /** Sale price in yuan. */
  price: MoneyInput;
  /** Original price in yuan; struck through only when greater than `price` (spec §2). */
  slashPrice?: MoneyInput;
  /** `sm` cards, `md` bag and carousel, `lg` product page. Default `sm`. */
  size?: "sm" | "md" | "lg";
  /** Also show the discount, e.g. "7.5 折" (product page). */
  showDiscount?: boolean;
  className?: string;
}

const sizes = {
  sm: "text-sm gap-2",
  md: "text-base gap-2",
  lg: "text-xl gap-3",
} as const;

/**
 * Sale price, and when marked down the original price struck through (spec §2 product card).
 * Money is formatted by `formatPrice` (spec §9: ¥, thousands separators, 2 decimals). Screen
 * readers hear 现价 / 原价 before the amounts.
 */
export function PriceTag({ price, slashPrice, size = "sm", showDiscount = false, className }: PriceTagProps) {
  const marked = isMarkedDown(price, slashPrice);
  const discount = showDiscount ? discountLabel(price, slashPrice) : null;
  return (
    <p className={cn("flex flex-wrap items-baseline tabular-nums", sizes[size], className)} data-marked-down={marked || undefined}>
      <span className={cn("font-bold", marked ? "text-accent" : "text-ink")}>
        {marked ? <VisuallyHidden>现价</VisuallyHidden> : null}
        {formatPrice(price)}
      </span>
      {marked ? (
        <s className={cn("text-grey-500", size === "lg" ? "text-base" : "text-[0.85em]")}>
          <VisuallyHidden>原价</VisuallyHidden>
          {formatPrice(slashPrice)}
        </s>
      ) : null}
      {discount ? <span className="self-center bg-accent-soft px-1.5 py-0.5 text-2xs font-bold text-accent">{discount}</span> : null}
    </p>
  );
}
