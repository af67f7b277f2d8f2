import { Button, CheckIcon, CloseIcon, cn } from "@xunlan/ui";
import { formatPrice } from "@xunlan/validation";
import { type FormEvent, useId, useState } from "react";
import { CART_MESSAGES } from "../../lib/messages";
import type { CheckoutCoupon } from "../../lib/types";

/** Props of {@link CouponPicker}. */
export interface CouponPickerProps {
  /** availableCoupons for this order (applicable first); null while they load. */
  coupons: readonly CheckoutCoupon[] | null;
  /** The code in use, or null. */
  appliedCode: string | null;
  /**
   * validateOrderCoupon then apply; reject with an Error whose message is the gateway's Chinese
   * reason (shown under the field).
   */
  onApply: (code: string) => Promise<unknown>;
  /** Stops using the coupon. */
  onRemove: () => void;
  className?: string;
}

/**
 * Checkout's 优惠券 (spec §3 coupon, §7 availableCoupons / validateOrderCoupon): a code field
 * with 使用, the member's coupons as tickets (the ones that do not apply greyed with the
 * gateway's reason), and the applied coupon with 不使用. The gateway's best offer (issue 26) is
 * marked 已选最优优惠 while it is the one in use; 不使用优惠券 goes without any.
 */
export function CouponPicker({ coupons, appliedCode, onApply, onRemove, className }: CouponPickerProps) {
  const id = useId();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const applicable = coupons?.filter((coupon) => coupon.applicable).length ?? 0;
  const appliedCoupon = coupons?.find((coupon) => coupon.code === appliedCode) ?? null;

  const apply = async (value: string) => {
    const trimmed = value.trim();
    if (!trimmed) {
      setError(CART_MESSAGES.couponRequired);
      return;
    }
    setPending(trimmed);
    setError(null);
    try {
      await onApply(trimmed);
      setCode("");
    } catch (reason) {
      setError(reason instanceof Error && reason.message ? reason.message : "优惠券不可用");
    } finally {
      setPending(null);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void apply(code);
  };

  return (
    <section aria-labelledby={`${id}-title`} className={cn("flex flex-col gap-4", className)}>
      <div className="flex items-baseline justify-between gap-4">
        <h2 id={`${id}-title`} className="font-display text-lg font-black tracking-tight">
          {CART_MESSAGES.couponTitle}
        </h2>
        {appliedCoupon?.best ? (
          <span className="inline-flex items-center gap-1 text-xs font-bold text-accent" data-testid="best-offer">
            <CheckIcon size={14} aria-hidden />
            {CART_MESSAGES.couponBest}
            {appliedCoupon.saving ? (
              <span className="tabular-nums"> · {CART_MESSAGES.couponSaved(formatPrice(appliedCoupon.saving))}</span>
            ) : null}
          </span>
        ) : coupons ? (
          <span className="text-xs text-grey-600">
            {applicable > 0 ? CART_MESSAGES.couponAvailableCount(applicable) : CART_MESSAGES.couponNone}
          </span>
        ) : null}
      </div>
      <form onSubmit={submit} noValidate className="flex flex-col gap-2">
        <label htmlFor={`${id}-code`} className="sr-only">
          优惠码
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-code`}
            value={code}
            onChange={(event) => {
              setCode(event.target.value.toUpperCase().replace(/\s/g, "").slice(0, 32));
              setError(null);
            }}
            placeholder={CART_MESSAGES.couponPlaceholder}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={cn(
              "h-12 min-w-0 flex-1 border bg-paper px-4 text-sm tracking-wide uppercase outline-none placeholder:tracking-normal placeholder:normal-case focus:border-ink",
              error ? "border-danger" : "border-grey-300",
            )}
          />
          <Button type="submit" variant="secondary" loading={pending !== null && pending === code.trim()}>
            {CART_MESSAGES.couponApply}
          </Button>
        </div>
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-xs font-bold text-danger">
            {error}
          </p>
        ) : null}
      </form>
      {coupons && coupons.length > 0 ? (
        <ul aria-label={CART_MESSAGES.couponChoose} className="flex flex-col gap-3">
          {coupons.map((coupon) => {
            const applied = coupon.code === appliedCode;
            return (
              <li key={coupon.code}>
                <div
                  data-applied={applied || undefined}
                  className={cn(
                    "flex items-stretch border",
                    applied ? "border-ink" : "border-grey-300",
                    // dimmed by the dashed border and grey ground; the text stays 6.4:1 on grey-50 (grey-500 was 4.4:1)
                    !coupon.applicable && "border-dashed bg-grey-50 text-grey-600",
                  )}
                >
                  <div
                    className={cn(
                      "flex w-20 shrink-0 flex-col items-center justify-center border-r border-dashed px-2 py-4 sm:w-24",
                      applied ? "border-ink bg-ink text-paper" : "border-grey-300",
                      coupon.applicable && !applied && "text-accent",
                    )}
                  >
                    <span className="font-display text-xl font-black whitespace-nowrap tabular-nums sm:text-2xl">{coupon.valueLabel}</span>
                  </div>
                  <div className="flex min-w-0 flex-1 flex-col justify-center gap-1 px-3 py-3 [overflow-wrap:anywhere] [word-break:keep-all] sm:px-4">
                    {coupon.best && coupon.applicable ? (
                      <span className="self-start bg-accent px-1.5 py-0.5 text-2xs font-bold text-paper">
                        {applied ? CART_MESSAGES.couponBest : "最优惠"}
                      </span>
                    ) : null}
                    <p className={cn("text-sm font-bold", coupon.applicable && "text-ink")}>{coupon.name}</p>
                    {coupon.description ? <p className="text-xs">{coupon.description}</p> : null}
                    {coupon.validity ? <p className={cn("text-2xs", coupon.applicable && "text-grey-500")}>{coupon.validity}</p> : null}
                    {!coupon.applicable && coupon.reason ? <p className="text-xs font-bold text-grey-600">{coupon.reason}</p> : null}
                  </div>
                  <div className="flex shrink-0 items-center pr-3">
                    {applied ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        className="px-2 sm:px-4"
                        leadingIcon={<CloseIcon size={14} />}
                        aria-label={CART_MESSAGES.couponRemove}
                        onClick={onRemove}
                      >
                        <span className="hidden sm:inline">{CART_MESSAGES.couponRemove}</span>
                      </Button>
                    ) : coupon.applicable ? (
                      <Button
                        variant="secondary"
                        size="sm"
                        loading={pending === coupon.code}
                        aria-label={`${CART_MESSAGES.couponApply} ${coupon.name}`}
                        onClick={() => void apply(coupon.code)}
                      >
                        {CART_MESSAGES.couponApply}
                      </Button>
                    ) : (
                      <span className="px-2 text-xs">{CART_MESSAGES.couponUnavailable}</span>
                    )}
                  </div>
                </div>
              </li>
            );
          })}
          {applicable > 0 ? (
            <li>
              <button
                type="button"
                aria-pressed={appliedCode === null}
                onClick={appliedCode === null ? undefined : onRemove}
                className={cn(
                  "flex w-full items-center justify-between border px-4 py-3 text-left text-sm font-bold",
                  appliedCode === null ? "border-ink" : "border-grey-300 text-grey-700 hover:border-ink",
                )}
              >
                {CART_MESSAGES.couponNoneChosen}
                <span
                  aria-hidden
                  className={cn(
                    "flex size-5 items-center justify-center rounded-full border",
                    appliedCode === null ? "border-ink bg-ink text-paper" : "border-grey-400",
                  )}
                >
                  {appliedCode === null ? <CheckIcon size={12} /> : null}
                </span>
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
      {appliedCode && !coupons?.some((coupon) => coupon.code === appliedCode) ? (
        <p className="flex items-center justify-between border border-ink px-4 py-3 text-sm">
          <span>
            已使用优惠码 <strong className="tracking-wide">{appliedCode}</strong>
          </span>
          <Button variant="ghost" size="sm" onClick={onRemove}>
            {CART_MESSAGES.couponRemove}
          </Button>
        </p>
      ) : null}
    </section>
  );
}
