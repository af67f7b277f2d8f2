import { Button, cn, usePopup } from "@xunlan/ui";
import { formatPrice } from "@xunlan/validation";
import { type ReactNode, useId } from "react";
import { CART_MESSAGES } from "../../lib/messages";
import type { PriceCalculation } from "../../lib/types";
import { PriceBreakdown } from "../price-breakdown/price-breakdown";

/** Props of {@link BagSummary}. */
export interface BagSummaryProps {
  /** spec §3 price calculation of the bag; null while it loads. */
  price: PriceCalculation | null;
  /** Pieces in the bag (共 N 件). */
  itemCount: number;
  /** The message line under the lines (e.g. 再买 ¥50.00 即可包邮), if any. */
  message?: ReactNode;
  /** spec §5: disabled when the bag is empty or a change is pending (see checkoutGate). */
  checkoutDisabled?: boolean;
  /** Why the button is disabled, shown under it. */
  disabledReason?: string | null;
  /** Whether the shopper is logged in; logged out, 去结算 asks to log in (spec §5). */
  isLoggedIn: boolean;
  /** Goes to /checkout (logged in only). */
  onCheckout: () => void;
  /** spec §5: logged out → 请先登录后再购买～ is shown and this opens the login popup. */
  onLoginRequired: () => void;
  /** The checkout is being opened. */
  checkoutLoading?: boolean;
  /** What the member's best coupon will save at checkout (issue 26: 可省 ¥30), null when none. */
  couponOffer?: BagCouponOffer | null;
  className?: string;
}

/** The bag's view of the gateway's best coupon offer. */
export interface BagCouponOffer {
  /** couponRule.name, e.g. 新会员首单立减 30 元. */
  name: string;
  /** What the order will cost less (yuan), shipping and promotions counted. */
  amount: number;
}

/**
 * The bag summary (spec §2): 订单摘要 with the key-value lines of the price calculation, the
 * total 应付金额, the item count, a message and the 去结算 button. Logged out, the button shows
 * 请先登录后再购买～ and asks for the login popup (spec §5) instead of going on.
 */
export function BagSummary({
  price,
  itemCount,
  message,
  checkoutDisabled = false,
  disabledReason,
  isLoggedIn,
  onCheckout,
  onLoginRequired,
  checkoutLoading = false,
  couponOffer = null,
  className,
}: BagSummaryProps) {
  const popup = usePopup();
  const titleId = useId();
  const press = () => {
    if (!isLoggedIn) {
      popup.toast(CART_MESSAGES.loginForPurchase);
      onLoginRequired();
      return;
    }
    onCheckout();
  };
  return (
    <section aria-labelledby={titleId} className={cn("flex flex-col gap-5", className)}>
      <div className="flex items-baseline justify-between">
        <h2 id={titleId} className="font-display text-xl font-black tracking-tight">
          {CART_MESSAGES.summaryTitle}
        </h2>
        <span className="text-xs text-grey-600 tabular-nums">{CART_MESSAGES.itemCount(itemCount)}</span>
      </div>
      <PriceBreakdown price={price} />
      {couponOffer && couponOffer.amount > 0 ? (
        <div
          className="flex items-center justify-between gap-4 border border-accent/40 bg-accent/5 px-4 py-3"
          data-testid="bag-coupon-saving"
        >
          <p className="min-w-0 text-xs leading-relaxed text-grey-700">{CART_MESSAGES.bagCouponHint(couponOffer.name)}</p>
          <span className="shrink-0 text-sm font-bold whitespace-nowrap text-accent tabular-nums">
            {CART_MESSAGES.bagCouponSaving(formatPrice(couponOffer.amount))}
          </span>
        </div>
      ) : null}
      {message ? <p className="bg-canvas px-4 py-3 text-xs leading-relaxed text-grey-700">{message}</p> : null}
      <div className="flex flex-col gap-2">
        <Button size="lg" block variant="primary" disabled={checkoutDisabled} loading={checkoutLoading} onClick={press}>
          {CART_MESSAGES.checkout}
        </Button>
        {checkoutDisabled && disabledReason ? <output className="block text-center text-xs text-grey-600">{disabledReason}</output> : null}
      </div>
    </section>
  );
}
