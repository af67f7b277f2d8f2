import { PriceTag, StockNotice } from "@xunlan/product-ui";
import { Anchor, cn, TrashIcon } from "@xunlan/ui";
import { formatPrice, pickedSizeText } from "@xunlan/validation";
import { maxQuantity } from "../../lib/quantity";
import type { BagLine } from "../../lib/types";
import { QuantityStepper } from "../quantity-stepper/quantity-stepper";
import { BagImage } from "./bag-image";

/** Props of {@link BagItem}. */
export interface BagItemProps {
  line: BagLine;
  /** The quantity to show (a pending draft while the debounce runs); default the line's. */
  quantity?: number;
  /** A ± press; omit for a read-only line (checkout, mini-bag). */
  onStep?: (direction: 1 | -1) => void;
  /** Opens the delete dialog; omit to hide the delete button. */
  onDelete?: () => void;
  /** `large`: /cart (74 px → 176 px on desktop); `small`: mini-bag and checkout (74 px). */
  variant?: "small" | "large";
  className?: string;
}

/**
 * One bag line (spec §2 shopping bag): image, English and Chinese names, price with the
 * original struck through, colour, size, gender, quantity − n +, the stock notice 库存紧张 /
 * 暂无库存 (spec §5) and a delete button. A sold-out line is dimmed.
 */
export function BagItem({ line, quantity = line.quantity, onStep, onDelete, variant = "large", className }: BagItemProps) {
  const soldOut = typeof line.saleableQty === "number" && line.saleableQty <= 0;
  const name = `${line.nameEn} ${line.nameCn}`;
  const title = (
    <>
      <span className="block font-display text-sm font-black tracking-tight uppercase">{line.nameEn}</span>
      <span className={cn("block text-sm text-ink", variant === "large" && "lg:text-base")}>{line.nameCn}</span>
    </>
  );
  return (
    <article
      aria-label={line.nameCn}
      data-ean={line.ean}
      data-sold-out={soldOut || undefined}
      className={cn("flex gap-4", variant === "large" && "lg:gap-6", className)}
    >
      <div className={cn(soldOut && "opacity-50")}>
        {line.href ? (
          <Anchor href={line.href} aria-hidden="true" tabIndex={-1}>
            <BagImage src={line.image} alt="" variant={variant} />
          </Anchor>
        ) : (
          <BagImage src={line.image} alt="" variant={variant} />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <h3 className="min-w-0">
            {line.href ? (
              <Anchor href={line.href} className="hover:underline hover:underline-offset-4">
                {title}
              </Anchor>
            ) : (
              title
            )}
          </h3>
          <div className="shrink-0 text-right">
            <PriceTag price={line.price} slashPrice={line.slashPrice} size={variant === "large" ? "md" : "sm"} className="justify-end" />
            {quantity > 1 && variant === "large" ? (
              <p className="text-2xs text-grey-500 tabular-nums">小计 {formatPrice(line.price * quantity)}</p>
            ) : null}
          </div>
        </div>
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-grey-600">
          <div className="flex gap-1">
            <dt>颜色</dt>
            <dd className="text-ink">{line.colorNameCn}</dd>
          </div>
          <div className="flex gap-1">
            <dt>尺码</dt>
            {/* The one way a picked size reads, in the bag and on every order page after it (issue 24). */}
            <dd className="text-ink">{pickedSizeText(line)}</dd>
          </div>
          <div className="flex gap-1">
            <dt>性别</dt>
            <dd className="text-ink">{line.genderCn}</dd>
          </div>
          {!onStep ? (
            <div className="flex gap-1">
              <dt>数量</dt>
              <dd className="text-ink tabular-nums">{quantity}</dd>
            </div>
          ) : null}
        </dl>
        <StockNotice saleableQty={line.saleableQty} />
        {onStep || onDelete ? (
          <div className={cn("mt-auto flex items-center justify-between gap-3 pt-1", variant === "large" && "lg:justify-start lg:gap-6")}>
            {onStep ? (
              <QuantityStepper
                value={quantity}
                label={name}
                atMax={quantity >= maxQuantity(line)}
                disabled={soldOut}
                onDecrement={() => onStep(-1)}
                onIncrement={() => onStep(1)}
                size={variant === "large" ? "md" : "sm"}
              />
            ) : (
              <span />
            )}
            {onDelete ? (
              <button
                type="button"
                onClick={onDelete}
                aria-label={`删除 ${line.nameCn}`}
                className="inline-flex items-center gap-1.5 text-xs text-grey-600 underline-offset-4 transition-colors hover:text-ink hover:underline"
              >
                <TrashIcon size={16} />
                删除
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}
