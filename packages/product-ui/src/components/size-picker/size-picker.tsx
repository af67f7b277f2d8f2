import { cn } from "@xunlan/ui";
import { LOW_STOCK_THRESHOLD, MESSAGES } from "@xunlan/validation";
import { lazy, Suspense, useId, useState } from "react";
import type { ProductSize, SizeChartData } from "../../lib/types";
import { SizeLabel, sizeDisplayOf, sizeUnitOf } from "../size-label/size-label";
import { StockNotice } from "../stock-notice/stock-notice";

// The size chart dialog loads when it is first opened, not with the page.
const SizeChart = lazy(() => import("../size-chart/size-chart").then((module) => ({ default: module.SizeChart })));

/** Props of {@link SizePicker}. */
export interface SizePickerProps {
  /** spec §3 product sizes with `saleableQty` merged from stock. */
  sizes: ProductSize[];
  /** The selected size's `ean` (the cart key), or null. */
  value?: string | null;
  /** A size was chosen. Sold-out sizes cannot be chosen. */
  onChange?: (size: ProductSize) => void;
  /** spec §3 purchaseLimit: shows 限购 N 件 when positive. */
  purchaseLimit?: number | null;
  /** Size chart shown by the 尺码表 link; omit `sizeChart` and `onSizeChartOpen` to hide the link. */
  sizeChart?: SizeChartData | null;
  /** The chart is loading. */
  sizeChartLoading?: boolean;
  /** The chart failed to load: the dialog shows 尺码表加载失败 (spec §8). */
  sizeChartError?: boolean;
  /** Called when the dialog opens (load the chart lazily here) and by its 重试 button. */
  onSizeChartOpen?: () => void;
  /** Shows the required-size hint (e.g. after 加入购物袋 without a size). */
  invalid?: boolean;
  /** Group label. Default 选择尺码. */
  label?: string;
  className?: string;
}

/** Whether a size is sold out: its saleableQty is known and 0 or less (spec §5 暂无库存). */
export function isSoldOut(size: Pick<ProductSize, "saleableQty">): boolean {
  return typeof size.saleableQty === "number" && size.saleableQty <= 0;
}

/** Whether a size is low on stock: 1 to LOW_STOCK_THRESHOLD (3) left (spec §5 库存紧张). */
export function isLowStock(size: Pick<ProductSize, "saleableQty">): boolean {
  return typeof size.saleableQty === "number" && size.saleableQty > 0 && size.saleableQty <= LOW_STOCK_THRESHOLD;
}

/**
 * Size chips (CN size, US size below) as a native radio group: arrow keys move, sold-out
 * sizes (saleableQty 0) are disabled and struck through with 暂无库存 for screen readers, the
 * selected size shows 库存紧张 when 1–3 are left (spec §5). Also the 限购 N 件 notice and the
 * 尺码表 link opening {@link SizeChart}.
 */
export function SizePicker({
  sizes,
  value = null,
  onChange,
  purchaseLimit,
  sizeChart,
  sizeChartLoading = false,
  sizeChartError = false,
  onSizeChartOpen,
  invalid = false,
  label = "选择尺码",
  className,
}: SizePickerProps) {
  const name = useId();
  const labelId = `${name}-label`;
  const [chartOpen, setChartOpen] = useState(false);
  // Mounted from the first open on, so the dialog can animate closed.
  const [chartMounted, setChartMounted] = useState(false);
  if (chartOpen && !chartMounted) setChartMounted(true);
  const selected = sizes.find((size) => size.ean === value) ?? null;
  const allSoldOut = sizes.length > 0 && sizes.every(isSoldOut);
  // issue 13: the unit the buttons' large numbers are in (中国码 (mm)), once, in the heading.
  const unit = sizeUnitOf(sizes.map(sizeDisplayOf));
  const showChartLink = sizeChart !== undefined || onSizeChartOpen !== undefined;

  return (
    <div className={cn("flex flex-col gap-3", className)}>
      <div className="flex items-baseline justify-between gap-4">
        <p id={labelId} className="text-sm font-bold">
          {label}
          {selected ? (
            <span className="ml-2 font-normal text-grey-600">{sizeDisplayOf(selected).text}</span>
          ) : unit ? (
            <span className="ml-2 text-xs font-normal text-grey-500">{unit}</span>
          ) : null}
        </p>
        {showChartLink ? (
          <button
            type="button"
            className="-my-3 inline-flex min-h-11 min-w-11 items-center justify-end text-sm text-grey-600 underline underline-offset-4 hover:text-ink lg:my-0 lg:min-h-0"
            onClick={() => {
              setChartOpen(true);
              onSizeChartOpen?.();
            }}
          >
            尺码表
          </button>
        ) : null}
      </div>

      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-invalid={invalid || undefined}
        className="grid grid-cols-3 gap-2 sm:grid-cols-4"
      >
        {sizes.map((size) => {
          const soldOut = isSoldOut(size);
          const checked = size.ean === value;
          return (
            <label
              key={size.ean}
              className={cn(
                "relative flex min-h-14 flex-col items-center justify-center border px-1.5 py-1.5 text-center transition-colors select-none",
                "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent",
                soldOut
                  ? "cursor-not-allowed border-grey-200 bg-grey-50 text-grey-400"
                  : checked
                    ? "cursor-pointer border-ink bg-ink text-paper"
                    : "cursor-pointer border-grey-300 hover:border-ink",
              )}
              data-state={soldOut ? "sold-out" : checked ? "checked" : undefined}
            >
              <input
                type="radio"
                name={name}
                value={size.ean}
                checked={checked}
                disabled={soldOut}
                aria-label={`${sizeDisplayOf(size).text}${soldOut ? ` ${MESSAGES.outOfStock}` : ""}`}
                onChange={() => {
                  if (!soldOut) onChange?.(size);
                }}
                className="sr-only"
              />
              <SizeLabel display={sizeDisplayOf(size)} inverted={checked} struck={soldOut} />
              {soldOut ? <span className="sr-only">{MESSAGES.outOfStock}</span> : null}
            </label>
          );
        })}
      </div>

      <div className="flex min-h-5 flex-wrap items-center gap-x-4 gap-y-1">
        {invalid && !selected ? <p className="text-xs font-bold text-danger">请选择尺码</p> : null}
        {selected && isLowStock(selected) ? <StockNotice saleableQty={selected.saleableQty} /> : null}
        {allSoldOut ? <StockNotice saleableQty={0} /> : null}
        {purchaseLimit && purchaseLimit > 0 ? <p className="text-xs text-grey-600">限购 {purchaseLimit} 件</p> : null}
      </div>

      {showChartLink && chartMounted ? (
        <Suspense fallback={null}>
          <SizeChart
            open={chartOpen}
            onClose={() => setChartOpen(false)}
            data={sizeChart}
            loading={sizeChartLoading}
            error={sizeChartError}
            onRetry={onSizeChartOpen}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
