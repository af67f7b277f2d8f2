import { cn } from "@xunlan/ui";
import { stockNotice } from "@xunlan/validation";

/** Props of {@link StockNotice}. */
export interface StockNoticeProps {
  /** spec §3 stock saleableQty; null/undefined (not loaded) renders nothing. */
  saleableQty: number | null | undefined;
  className?: string;
}

/**
 * spec §5: 库存紧张 when saleableQty is 1 to 3 (LOW_STOCK_THRESHOLD), 暂无库存 when none,
 * nothing otherwise. An `<output>` (role status, polite) so a size change is announced.
 */
export function StockNotice({ saleableQty, className }: StockNoticeProps) {
  const text = stockNotice(saleableQty);
  if (!text) return null;
  const low = typeof saleableQty === "number" && saleableQty > 0;
  return (
    <output
      data-stock={low ? "low" : "out"}
      className={cn("inline-flex items-center gap-1.5 text-xs font-bold", low ? "text-warning" : "text-grey-500", className)}
    >
      <span aria-hidden="true" className={cn("size-1.5 rounded-full", low ? "bg-warning" : "bg-grey-400")} />
      {text}
    </output>
  );
}
