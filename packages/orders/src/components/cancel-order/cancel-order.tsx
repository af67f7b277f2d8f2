import { Button, cn, usePopup } from "@xunlan/ui";
import { ORDER_CANCEL_REASON_MAX_LENGTH, ORDER_CANCEL_REASONS } from "@xunlan/validation";
import { useCallback, useId, useState } from "react";

/** The choice that asks for the shopper's own words. */
const OTHER = "其他";
/** Room left for the typed words once "其他：" heads them. */
const OTHER_MAX_LENGTH = ORDER_CANCEL_REASON_MAX_LENGTH - 3;

/** The texts of 取消订单 (issue 24 item 4). */
export const CANCEL_ORDER_MESSAGES = {
  action: "取消订单",
  title: "取消订单",
  content: "订单取消后无法恢复；使用的优惠券与余额将退回您的账户。",
  reasonLabel: "请选择取消原因",
  otherLabel: "请填写取消原因",
  otherPlaceholder: "请告诉我们取消的原因",
  chooseReason: "请选择取消原因",
  writeReason: "请填写取消原因",
  confirm: "确定取消",
  keep: "暂不取消",
  done: "订单已取消",
} as const;

/** Props of {@link CancelOrderForm}. */
export interface CancelOrderFormProps {
  /** Called with the reason the gateway keeps: a listed reason, or "其他：" and the shopper's words. */
  onSubmit: (reason: string) => void;
  /** 暂不取消. */
  onKeep: () => void;
}

/**
 * The body of the 取消订单 dialog: what cancelling does, the reasons of validation's
 * ORDER_CANCEL_REASONS as a radio group (其他 opens a text field for the shopper's words), then
 * 确定取消 and 暂不取消. Nothing is sent until a reason is chosen (and written, for 其他).
 */
export function CancelOrderForm({ onSubmit, onKeep }: CancelOrderFormProps) {
  const base = useId();
  const [reason, setReason] = useState<string>("");
  const [other, setOther] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (!reason) return setError(CANCEL_ORDER_MESSAGES.chooseReason);
    if (reason === OTHER) {
      const words = other.trim();
      if (!words) return setError(CANCEL_ORDER_MESSAGES.writeReason);
      return onSubmit(`${OTHER}：${words}`);
    }
    onSubmit(reason);
  };
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="text-sm leading-6 text-grey-600">{CANCEL_ORDER_MESSAGES.content}</p>
      <div
        role="radiogroup"
        aria-labelledby={`${base}-reasons`}
        aria-describedby={error ? `${base}-error` : undefined}
        className="flex flex-col gap-2"
      >
        <p id={`${base}-reasons`} className="text-xs font-bold tracking-(--tracking-label) text-grey-700">
          {CANCEL_ORDER_MESSAGES.reasonLabel}
        </p>
        {ORDER_CANCEL_REASONS.map((r) => (
          <label
            key={r}
            className={cn(
              "flex min-h-11 cursor-pointer items-center gap-3 border px-3 text-sm transition-colors",
              reason === r ? "border-ink font-bold text-ink" : "border-grey-200 text-ink hover:border-ink",
              "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent",
            )}
          >
            <input
              type="radio"
              name={`${base}-reason`}
              value={r}
              checked={reason === r}
              onChange={() => {
                setReason(r);
                setError(null);
              }}
              className="size-4 accent-ink"
            />
            {r}
          </label>
        ))}
      </div>
      {reason === OTHER ? (
        <div className="flex flex-col gap-2">
          <label htmlFor={`${base}-other`} className="text-xs font-bold tracking-(--tracking-label) text-grey-700">
            {CANCEL_ORDER_MESSAGES.otherLabel}
          </label>
          <textarea
            id={`${base}-other`}
            value={other}
            maxLength={OTHER_MAX_LENGTH}
            rows={2}
            placeholder={CANCEL_ORDER_MESSAGES.otherPlaceholder}
            onChange={(event) => {
              setOther(event.target.value);
              setError(null);
            }}
            className="w-full resize-none border border-grey-300 bg-paper px-3 py-2 text-base text-ink outline-none placeholder:text-grey-400 focus:border-ink focus:ring-1 focus:ring-ink"
          />
          <span aria-hidden="true" className="text-right text-2xs text-grey-500 tabular-nums">
            {[...other].length}/{OTHER_MAX_LENGTH}
          </span>
        </div>
      ) : null}
      {error ? (
        <p id={`${base}-error`} role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onKeep}>
          {CANCEL_ORDER_MESSAGES.keep}
        </Button>
        <Button type="submit" variant="accent">
          {CANCEL_ORDER_MESSAGES.confirm}
        </Button>
      </div>
    </form>
  );
}

/**
 * Opens the 取消订单 dialog (ui's popup mode: a bottom sheet on phones, a centred card on
 * desktop) and resolves the chosen reason, or null when the shopper keeps the order.
 */
export function useCancelOrderDialog(): () => Promise<string | null> {
  const popup = usePopup();
  return useCallback(async () => {
    const reason = await popup.popup<string>({
      title: CANCEL_ORDER_MESSAGES.title,
      render: (close) => <CancelOrderForm onSubmit={(r) => close(r)} onKeep={() => close()} />,
    });
    return reason ?? null;
  }, [popup]);
}
