import type { ReorderMutation } from "@xunlan/api-client";
import { IMAGE_WIDTHS, resizeImageUrl } from "@xunlan/validation";

/** spec §7 order/reorder's answer. */
export type ReorderResult = ReorderMutation["reorder"];

/** Props of {@link ReorderSummary}. */
export interface ReorderSummaryProps {
  result: ReorderResult;
}

/** The headline of a reorder: how many units went into the bag, or that none could. */
export function reorderHeadline(result: Pick<ReorderResult, "addedQuantity">): string {
  return result.addedQuantity > 0 ? `已将 ${result.addedQuantity} 件商品加入购物袋` : "商品均已售罄或下架，未加入购物袋";
}

/** Whether anything differs from the order (a price, a sold-out size, fewer units). */
export function reorderHasChanges(result: Pick<ReorderResult, "lines">): boolean {
  return result.lines.some((line) => line.message !== "");
}

/**
 * What 再次购买 changed, line by line (spec §7 order/reorder): the lines whose price moved, that
 * sold out, left the shop or went in with fewer units, each with its Chinese message. Lines that
 * went back as they were are counted, not listed.
 */
export function ReorderSummary({ result }: ReorderSummaryProps) {
  const changed = result.lines.filter((line) => line.message !== "");
  const unchanged = result.lines.length - changed.length;
  return (
    <div className="flex flex-col gap-3 text-left">
      <p className="text-sm font-bold text-ink">{reorderHeadline(result)}</p>
      {changed.length > 0 ? (
        <ul aria-label="商品变化" className="flex flex-col divide-y divide-grey-100 border-y border-grey-100">
          {changed.map((line) => (
            <li key={line.sku} className="flex gap-3 py-3">
              <img
                src={resizeImageUrl(line.image, { width: IMAGE_WIDTHS.bagSmall })}
                alt=""
                width={48}
                height={48}
                className="size-12 shrink-0 bg-canvas object-cover"
              />
              <div className="flex min-w-0 flex-col gap-0.5">
                <p className="truncate text-sm font-bold text-ink">{line.styleDisplayNameCn || line.productName}</p>
                <p className="text-xs text-grey-500">
                  {line.colorNameCn} · 尺码 {line.sizeText}
                </p>
                <p className="text-xs text-accent">{line.message}</p>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {changed.length > 0 && unchanged > 0 ? <p className="text-xs text-grey-500">其余 {unchanged} 种商品已按原数量加入</p> : null}
    </div>
  );
}
