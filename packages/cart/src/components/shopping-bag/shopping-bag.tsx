import { cn, usePopup } from "@xunlan/ui";
import { formatPrice } from "@xunlan/validation";
import { type ReactNode, useState } from "react";
import { checkoutGate, freeShippingMessage } from "../../lib/checkout-gate";
import { CART_MESSAGES } from "../../lib/messages";
import { useBagQuantities } from "../../lib/quantity";
import { hasSoldOutLine, totalQuantity } from "../../lib/summary";
import type { BagLine, PriceCalculation } from "../../lib/types";
import { BagList } from "../bag-list/bag-list";
import { type BagCouponOffer, BagSummary } from "../bag-summary/bag-summary";
import { DeleteDialog } from "../delete-dialog/delete-dialog";
import { EmptyBag } from "../empty-bag/empty-bag";

/** Props of {@link ShoppingBag}. */
export interface ShoppingBagProps {
  /** The bag's lines with stock (spec §7 cart + skuStock). */
  lines: readonly BagLine[];
  /** spec §3 price calculation of the bag; null while it loads. */
  price: PriceCalculation | null;
  isLoggedIn: boolean;
  /** Sends a net quantity change of a line after the 1 s debounce (updateCartItemQuantity). */
  onQuantityChange: (ean: string, delta: number) => Promise<unknown>;
  /** deleteCartItem. */
  onDelete: (line: BagLine) => Promise<unknown>;
  /** Members: favourite the colour and delete the line. */
  onMoveToFavorites?: (line: BagLine) => Promise<unknown>;
  /** Goes to /checkout. */
  onCheckout: () => void;
  /** Opens the login popup (after 请先登录后再购买～). */
  onLoginRequired: () => void;
  /** Where the empty bag's 去逛逛 leads. */
  shopHref: string;
  /** The message line; default the free-shipping hint while a shipping fee is charged. */
  message?: ReactNode;
  /** Recommendations for location cart (spec §5), rendered under the bag. */
  recommendations?: ReactNode;
  /** The member's best coupon for these lines (可省 …), null when none. */
  couponOffer?: BagCouponOffer | null;
  className?: string;
}

/**
 * The /cart page body (spec §2 shopping bag): title with the item count, the lines with
 * debounced quantity steppers (spec §4: 1 s, checkout disabled meanwhile), the delete dialog,
 * the summary with 去结算 gated by spec §5, the empty state and the recommendations.
 */
export function ShoppingBag({
  lines,
  price,
  isLoggedIn,
  onQuantityChange,
  onDelete,
  onMoveToFavorites,
  onCheckout,
  onLoginRequired,
  shopHref,
  message,
  recommendations,
  couponOffer = null,
  className,
}: ShoppingBagProps) {
  const popup = usePopup();
  const quantities = useBagQuantities({ lines, onCommit: onQuantityChange, onMessage: popup.toast });
  const [deleting, setDeleting] = useState<BagLine | null>(null);
  const count = totalQuantity(lines.map((line) => ({ quantity: quantities.quantityOf(line.ean) })));
  const gate = checkoutGate({ lineCount: lines.length, pending: quantities.pending, hasSoldOut: hasSoldOutLine(lines) });
  const shippingMessage = price
    ? typeof price.amountToFreeShipping === "number"
      ? price.shippingFee > 0 && price.amountToFreeShipping > 0
        ? CART_MESSAGES.freeShippingHint(formatPrice(price.amountToFreeShipping))
        : null
      : freeShippingMessage(price.totalPrice - price.promotionDiscountAmount - price.couponDiscountAmount, price.shippingFee)
    : null;

  return (
    <div className={cn("flex flex-col gap-12 lg:gap-20", className)}>
      <div>
        <h1 className="font-display text-3xl font-black tracking-tight lg:text-5xl">
          {CART_MESSAGES.bagTitle}
          {lines.length > 0 ? (
            <span className="ml-3 align-middle text-base font-bold text-grey-500 lg:text-lg">{CART_MESSAGES.itemCount(count)}</span>
          ) : null}
        </h1>
        {lines.length === 0 ? (
          <EmptyBag shopHref={shopHref} />
        ) : (
          <div className="mt-6 grid gap-10 lg:mt-10 lg:grid-cols-[minmax(0,1fr)_360px] lg:gap-16 xl:grid-cols-[minmax(0,1fr)_400px]">
            <BagList
              lines={lines}
              quantityOf={quantities.quantityOf}
              onStep={(line, direction) => quantities.step(line.ean, direction)}
              onDelete={setDeleting}
            />
            <BagSummary
              className="lg:sticky lg:top-24 lg:self-start"
              price={price}
              itemCount={count}
              message={message ?? shippingMessage}
              checkoutDisabled={gate.disabled}
              disabledReason={gate.reason}
              isLoggedIn={isLoggedIn}
              onCheckout={onCheckout}
              onLoginRequired={onLoginRequired}
              couponOffer={gate.disabled ? null : couponOffer}
            />
          </div>
        )}
      </div>
      {recommendations}
      <DeleteDialog
        line={deleting}
        isLoggedIn={isLoggedIn}
        onClose={() => setDeleting(null)}
        onDelete={onDelete}
        onMoveToFavorites={onMoveToFavorites}
      />
    </div>
  );
}
