import { Anchor, CheckIcon, CloseIcon, cn, Spinner } from "@xunlan/ui";
import { formatBeijing, formatPrice } from "@xunlan/validation";
import type { ReactNode } from "react";

/** Where an order stands after the cashier (spec §3 order status, seen from /success). */
export type OrderPaymentState = "pending" | "paid" | "payment_cancelled" | "payment_failed" | "expired" | "cancelled" | "unknown";

/** Props of {@link OrderResult}. */
export interface OrderResultProps {
  state: OrderPaymentState;
  orderNumber: string;
  /** Amount paid or due, in yuan. */
  amount?: number | null;
  /** When the unpaid order expires (ISO), shown while pending. */
  expiresAt?: string | null;
  /** Where 查看订单 leads (the member's orders). */
  ordersHref: string;
  /** Where 继续购物 leads. */
  shopHref: string;
  /** Goes back to the cashier while the order can still be paid. */
  onPayAgain?: () => void;
  /** 取消订单 while the order can still be paid (issue 24: the app asks why first); absent: no button. */
  onCancel?: () => void;
  /** The cancel is on its way (the button shows busy). */
  cancelling?: boolean;
  /** Shown between the order number and the next steps (/success: the items, address, delivery). */
  children?: ReactNode;
  className?: string;
}

const COPY: Record<OrderPaymentState, { title: string; body: string }> = {
  pending: { title: "正在确认支付结果…", body: "支付完成后这里会自动更新，请勿关闭页面。" },
  paid: { title: "支付成功", body: "我们已收到你的付款，将尽快为你发货。" },
  payment_cancelled: { title: "支付已取消", body: "订单已为你保留，请在支付截止前返回收银台完成支付，超时订单将自动取消。" },
  payment_failed: { title: "支付失败", body: "本次付款未成功，订单已为你保留，可返回收银台重试或更换支付方式。" },
  expired: { title: "订单已过期", body: "订单超时未支付，已自动取消，库存与优惠券已退回。" },
  cancelled: { title: "订单已取消", body: "该订单已取消，未产生扣款。" },
  unknown: { title: "未找到订单", body: "请在会员中心的订单列表中查看。" },
};

/**
 * /success (spec §2): what happened to the order after the cashier — paid, still pending (the
 * page keeps polling), payment cancelled or failed in the cashier (the order waits until its
 * deadline: 返回收银台), expired or cancelled — with the order number, the amount and the next
 * steps. The heading is a live region so the change from pending is announced.
 */
export function OrderResult({
  state,
  orderNumber,
  amount,
  expiresAt,
  ordersHref,
  shopHref,
  onPayAgain,
  onCancel,
  cancelling = false,
  children,
  className,
}: OrderResultProps) {
  const copy = COPY[state];
  const good = state === "paid";
  const bad = state !== "paid" && state !== "pending";
  const payable = state === "pending" || state === "payment_cancelled" || state === "payment_failed";
  return (
    <section data-state={state} className={cn("mx-auto flex max-w-xl flex-col items-center gap-6 text-center", className)}>
      <span
        className={cn(
          "flex size-16 items-center justify-center rounded-full",
          good && "bg-success text-paper",
          bad && "bg-grey-200 text-grey-700",
          state === "pending" && "bg-canvas text-ink",
        )}
        aria-hidden="true"
      >
        {good ? <CheckIcon size={32} /> : bad ? <CloseIcon size={28} /> : <Spinner size={28} />}
      </span>
      <div aria-live="polite" className="flex flex-col gap-2">
        <h1 className="font-display text-3xl font-black tracking-tight lg:text-4xl">{copy.title}</h1>
        <p className="text-sm text-grey-600">{copy.body}</p>
      </div>
      <dl className="grid w-full grid-cols-2 gap-px border border-grey-200 bg-grey-200 text-left text-sm">
        {/* Issue 26 §7: the number on one line at 390 px, never broken mid-string. */}
        <div className="col-span-2 bg-paper p-4 sm:col-span-1">
          <dt className="text-xs text-grey-500">订单号</dt>
          <dd className="mt-1 font-bold whitespace-nowrap tabular-nums" data-testid="order-number">
            {orderNumber}
          </dd>
        </div>
        <div className="col-span-2 bg-paper p-4 sm:col-span-1">
          <dt className="text-xs text-grey-500">{good ? "实付金额" : "订单金额"}</dt>
          <dd className="mt-1 font-bold tabular-nums">{typeof amount === "number" ? formatPrice(amount) : "—"}</dd>
        </div>
        {payable && expiresAt ? (
          <div className="col-span-2 bg-paper p-4">
            <dt className="text-xs text-grey-500">支付截止</dt>
            <dd className="mt-1 tabular-nums">{formatTime(expiresAt)}</dd>
          </div>
        ) : null}
      </dl>
      {children}
      <div className="flex w-full flex-col gap-3 sm:flex-row">
        {payable && onPayAgain ? (
          <button
            type="button"
            onClick={onPayAgain}
            className="inline-flex h-12 items-center sm:flex-1 justify-center bg-ink text-sm font-bold text-paper hover:bg-grey-700"
          >
            返回收银台
          </button>
        ) : (
          <Anchor
            href={ordersHref}
            className="inline-flex h-12 items-center sm:flex-1 justify-center bg-ink text-sm font-bold text-paper hover:bg-grey-700"
          >
            查看订单
          </Anchor>
        )}
        <Anchor
          href={shopHref}
          className="inline-flex h-12 items-center sm:flex-1 justify-center border border-ink text-sm font-bold hover:bg-ink hover:text-paper"
        >
          继续购物
        </Anchor>
      </div>
      {payable && onCancel ? (
        <button
          type="button"
          onClick={onCancel}
          disabled={cancelling}
          aria-busy={cancelling || undefined}
          className="inline-flex min-h-11 items-center gap-2 px-4 text-sm font-bold text-grey-600 underline underline-offset-4 hover:text-ink disabled:opacity-60"
        >
          {cancelling ? <Spinner size={16} /> : null}
          取消订单
        </button>
      ) : null}
    </section>
  );
}

// Shoppers are in mainland China: Beijing time keeps the server render and the browser equal.
function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatBeijing(date, "YYYY/MM/DD HH:mm");
}
