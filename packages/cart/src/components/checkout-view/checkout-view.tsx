import { Anchor, ArrowIcon, Button, cn } from "@xunlan/ui";
import { formatPrice, PAYMENT_WINDOW_MINUTES } from "@xunlan/validation";
import { type ReactNode, useState } from "react";
import { CART_MESSAGES } from "../../lib/messages";
import { hasSoldOutLine, totalQuantity } from "../../lib/summary";
import type { CheckoutAddress as Address, BagLine, CheckoutCoupon, PriceCalculation } from "../../lib/types";
import { BagList } from "../bag-list/bag-list";
import { CheckoutAddress } from "../checkout-address/checkout-address";
import { CouponPicker } from "../coupon-picker/coupon-picker";
import { PriceBreakdown } from "../price-breakdown/price-breakdown";

/** Props of {@link CheckoutView}. */
export interface CheckoutViewProps {
  /** The lines being ordered. */
  lines: readonly BagLine[];
  /** calculateOrderPrice with the applied coupon; null while it loads. */
  price: PriceCalculation | null;
  addresses: readonly Address[] | null;
  selectedAddressId: string | null;
  onSelectAddress: (id: string) => void;
  /** The add-address form (the app passes @xunlan/account's AddressForm with the region picker). */
  renderAddressForm: (done: (savedId?: string) => void) => ReactNode;
  coupons: readonly CheckoutCoupon[] | null;
  appliedCouponCode: string | null;
  onApplyCoupon: (code: string) => Promise<unknown>;
  onRemoveCoupon: () => void;
  /** Issue 24 §3: the 余额 section (checkout-page renders BalancePicker here), under the coupons. */
  balance?: ReactNode;
  /** submitOrder then payOrder; the app redirects to the cashier. Rejections are toasted by the app. */
  onSubmit: () => void;
  submitting?: boolean;
  /** Back to the bag. */
  bagHref: string;
  /** The brand mark in the top bar (the header is hidden on checkout, spec §2), e.g. a home link with the logo. */
  brand?: ReactNode;
  /**
   * Issue 24 §1: the delivery choice (快递配送 / 门店自提) around the address section; absent:
   * delivery only. `pickupInvalid` tells it submit was pressed with the pickup choice incomplete.
   */
  renderDelivery?: (addressSection: ReactNode, pickupInvalid: boolean) => ReactNode;
  /** With renderDelivery in 门店自提: whether the pickup choice is complete (the address is not needed then). */
  pickupReady?: boolean | null;
  className?: string;
}

/**
 * The /checkout page body (spec §2, header hidden): 收货地址 with choose/add, the order's lines,
 * 优惠券, the price breakdown and 提交订单 — on a phone a bar fixed at the bottom with the total.
 * 提交订单 without an address shows 请选择收货地址 instead of submitting.
 */
export function CheckoutView({
  lines,
  price,
  addresses,
  selectedAddressId,
  onSelectAddress,
  renderAddressForm,
  coupons,
  appliedCouponCode,
  onApplyCoupon,
  onRemoveCoupon,
  balance,
  onSubmit,
  submitting = false,
  bagHref,
  brand,
  renderDelivery,
  pickupReady = null,
  className,
}: CheckoutViewProps) {
  const [addressMissing, setAddressMissing] = useState(false);
  const [pickupInvalid, setPickupInvalid] = useState(false);
  const pickup = pickupReady !== null;
  // A pickup order is served from its store's stock: the lines' online stock does not block it.
  const blocked = lines.length === 0 || (!pickup && hasSoldOutLine(lines)) || price === null;
  const submit = () => {
    if (pickup) {
      setPickupInvalid(!pickupReady);
      if (pickupReady) onSubmit();
      return;
    }
    if (!selectedAddressId) {
      setAddressMissing(true);
      return;
    }
    onSubmit();
  };
  const submitButton = () => (
    <Button size="lg" variant="accent" block disabled={blocked} loading={submitting} onClick={submit}>
      {CART_MESSAGES.submitOrder}
    </Button>
  );

  return (
    <div className={cn("pb-28 lg:pb-16", className)}>
      {/* Equal side columns whatever their content: the logo sits in the middle at 390 px (issue 26 §8). */}
      <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-4 border-b border-grey-200 pb-4">
        <Anchor href={bagHref} className="inline-flex items-center gap-2 justify-self-start text-sm font-bold hover:text-accent">
          <ArrowIcon size={16} className="rotate-180" />
          返回购物袋
        </Anchor>
        <span className="justify-self-center">{brand}</span>
        <span className="justify-self-end text-right text-xs text-grey-600">
          <span className="hidden sm:inline">安全结算 · 正品保障</span>
        </span>
      </div>
      <h1 className="mt-6 font-display text-3xl font-black tracking-tight lg:mt-10 lg:text-5xl">结算</h1>
      <div className="mt-6 grid gap-10 lg:mt-10 lg:grid-cols-[minmax(0,1fr)_400px] lg:gap-16">
        <div className="flex flex-col gap-10">
          {(renderDelivery ?? ((section: ReactNode) => section))(
            <CheckoutAddress
              addresses={addresses}
              selectedId={selectedAddressId}
              onSelect={(id) => {
                setAddressMissing(false);
                onSelectAddress(id);
              }}
              renderAddressForm={renderAddressForm}
              invalid={addressMissing}
            />,
            pickupInvalid,
          )}
          <section aria-label="商品清单" className="flex flex-col gap-4">
            <h2 className="font-display text-lg font-black tracking-tight">
              商品清单 <span className="ml-1 text-sm font-bold text-grey-500">{CART_MESSAGES.itemCount(totalQuantity(lines))}</span>
            </h2>
            <BagList lines={lines} variant="small" label="商品清单" />
          </section>
          <CouponPicker coupons={coupons} appliedCode={appliedCouponCode} onApply={onApplyCoupon} onRemove={onRemoveCoupon} />
          {balance}
        </div>
        <aside aria-label={CART_MESSAGES.summaryTitle} className="flex flex-col gap-5 lg:sticky lg:top-8 lg:self-start lg:bg-canvas lg:p-8">
          <h2 className="font-display text-xl font-black tracking-tight">{CART_MESSAGES.summaryTitle}</h2>
          <PriceBreakdown price={price} />
          {/* on a phone the bar fixed at the bottom holds the button */}
          <div className="hidden lg:block">{submitButton()}</div>
          <p className="text-2xs leading-relaxed text-grey-600">
            提交订单后请在 {PAYMENT_WINDOW_MINUTES} 分钟内完成支付，超时订单将自动取消。
          </p>
        </aside>
      </div>
      <div className="fixed inset-x-0 bottom-0 z-20 flex items-center gap-4 border-t border-grey-200 bg-paper px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] lg:hidden">
        <div className="flex flex-col">
          <span className="text-2xs text-grey-600">{CART_MESSAGES.total}</span>
          <span className="font-display text-xl font-black tabular-nums">{price ? formatPrice(price.paidAmount) : "—"}</span>
        </div>
        <div className="flex-1">{submitButton()}</div>
      </div>
    </div>
  );
}
