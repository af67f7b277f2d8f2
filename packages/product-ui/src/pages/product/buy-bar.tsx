import { BagIcon, Button, Container, cn } from "@xunlan/ui";
import { PriceTag } from "../../components/price-tag/price-tag";

/** What the buy bar says about the size (issue 26): none chosen, the one chosen, or none left. */
export type BuyBarSizeState = { kind: "choose" } | { kind: "chosen"; label: string } | { kind: "soldOut" };

/** Props of {@link BuyBar}. */
export interface BuyBarProps {
  /** The colour's sale price (yuan). */
  price: number;
  /** Original price, struck through when above `price`. */
  slashPrice?: number | null;
  /** Product name, shown on wide screens. */
  name: string;
  sizeState: BuyBarSizeState;
  /** 加入购物袋 (the page asks for a size first when none is chosen). */
  onAddToBag: () => void;
  /** 立即购买; without it the button is left out. */
  onBuyNow?: () => void;
  /** A size is being added. */
  adding?: boolean;
  className?: string;
}

/** The size line of the bar. */
export function sizeStateText(state: BuyBarSizeState): string {
  if (state.kind === "soldOut") return "暂无库存";
  if (state.kind === "chosen") return `已选 ${state.label}`;
  return "请选择尺码";
}

/**
 * The product page's buy bar (issue 26): price, the size state (请选择尺码 / 已选 … / 暂无库存),
 * 加入购物袋 and 立即购买 — the page's one pair of buying buttons, at every width. It is `sticky` at
 * the bottom of the product's article, so it rides the bottom of the screen (above the safe-area
 * inset) from the first screen to the end of the product, then stops above the footer instead of
 * covering it.
 */
export function BuyBar({ price, slashPrice, name, sizeState, onAddToBag, onBuyNow, adding = false, className }: BuyBarProps) {
  const soldOut = sizeState.kind === "soldOut";
  return (
    <section
      aria-label="购买"
      className={cn(
        "sticky bottom-0 z-30 border-t border-grey-200 bg-paper pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-8px_24px_-16px_rgb(0_0_0/0.35)]",
        className,
      )}
    >
      <Container className="flex items-center gap-3 lg:gap-8">
        <p className="hidden min-w-0 flex-1 truncate font-display text-base font-black tracking-tight lg:block">{name}</p>
        <div className="flex min-w-0 flex-1 flex-col lg:flex-none lg:items-end">
          <PriceTag price={price} slashPrice={slashPrice} size="md" className="flex-nowrap gap-x-1.5 leading-6" />
          <p
            className={cn(
              "truncate text-xs leading-5",
              sizeState.kind === "chosen" ? "font-bold text-ink" : soldOut ? "font-bold text-grey-500" : "text-grey-600",
            )}
            data-testid="buy-bar-size"
          >
            {sizeStateText(sizeState)}
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button
            size="md"
            variant={onBuyNow ? "secondary" : "primary"}
            className="px-4 lg:px-8"
            disabled={soldOut}
            loading={adding}
            onClick={onAddToBag}
          >
            <BagIcon size={18} className="hidden sm:block" />
            加入购物袋
          </Button>
          {onBuyNow ? (
            <Button size="md" variant="accent" className="px-4 lg:px-8" disabled={soldOut} onClick={onBuyNow}>
              立即购买
            </Button>
          ) : null}
        </div>
      </Container>
    </section>
  );
}
