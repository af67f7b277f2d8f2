import { Button, cn } from "@xunlan/ui";
import { formatPrice, toCents } from "@xunlan/validation";
import { type FormEvent, useId, useState } from "react";

/** Props of {@link BalancePicker}. */
export interface BalancePickerProps {
  /** The member's store credit (spec §3 storeCreditBalance, yuan); null while it loads. */
  available: number | null;
  /** What the order comes to before store credit (yuan); null while it is priced. */
  due: number | null;
  /** Store credit in use (yuan; the gateway's balanceAmount). */
  value: number;
  /** Use this much store credit (yuan, 0: none); the page prices the order again with it. */
  onChange: (amount: number) => void;
  className?: string;
}

/** Yuan as the field shows it: "12.5" → "12.50"; 0 → "". */
const fieldText = (yuan: number) => (yuan > 0 ? (toCents(yuan) / 100).toFixed(2) : "");

/**
 * Checkout's 余额 (issue 24 §3): the member's store credit used whole or in part. A switch
 * 使用余额 uses as much as the order needs (all of it when the balance covers the order: then
 * no cashier); the amount can be changed (cut to what the balance and the order allow, to the
 * fen) and 全部使用 goes back to the most. Says what is left to pay online.
 */
export function BalancePicker({ available, due, value, onChange, className }: BalancePickerProps) {
  const id = useId();
  const maxFen = available === null || due === null ? 0 : Math.max(0, Math.min(toCents(available), toCents(due)));
  // The switch follows the tap at once (the amount in use follows when the order is priced again).
  const [on, setOn] = useState(value > 0);
  // What the shopper is typing (null: not editing, the field shows the amount in use).
  const [editing, setEditing] = useState<string | null>(null);
  const text = editing ?? fieldText(value);
  const [note, setNote] = useState<string | null>(null);

  const use = (fen: number) => {
    const clamped = Math.max(0, Math.min(fen, maxFen));
    onChange(clamped / 100);
    setEditing(null);
    return clamped;
  };
  const commit = (event?: FormEvent) => {
    event?.preventDefault();
    const typed = text.trim();
    if (!/^\d{0,7}(\.\d{0,2})?$/.test(typed)) {
      setNote("请输入正确的金额，最多两位小数");
      return;
    }
    const wanted = toCents(Number(typed || "0"));
    const used = use(wanted);
    setNote(wanted > used ? `最多可使用 ${formatPrice(used / 100)}` : null);
  };

  const none = available !== null && toCents(available) === 0;
  const onlineFen = due === null ? null : Math.max(0, toCents(due) - toCents(value));
  return (
    <section aria-labelledby={`${id}-title`} className={cn("flex flex-col gap-4", className)} data-testid="balance-picker">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id={`${id}-title`} className="font-display text-lg font-black tracking-tight">
          余额
        </h2>
        <span className="text-xs text-grey-600 tabular-nums" data-testid="balance-available">
          {available === null ? "加载中…" : `可用余额 ${formatPrice(available)}`}
        </span>
      </div>
      <label
        className={cn(
          "flex items-center justify-between gap-4 border px-4 py-3",
          on ? "border-ink" : "border-grey-300",
          none && "opacity-60",
        )}
      >
        <span className="flex flex-col gap-0.5">
          <span className="text-sm font-bold">使用余额抵扣</span>
          <span className="text-2xs text-grey-600">{none ? "暂无可用余额" : "可全部或部分抵扣，其余在线支付；退款时原路退回余额"}</span>
        </span>
        <input
          type="checkbox"
          role="switch"
          aria-label="使用余额抵扣"
          aria-checked={on}
          checked={on}
          disabled={none || maxFen === 0}
          onChange={(event) => {
            setNote(null);
            setOn(event.target.checked);
            use(event.target.checked ? maxFen : 0);
          }}
          className="h-5 w-5 shrink-0 accent-ink"
        />
      </label>
      {on ? (
        <form onSubmit={commit} noValidate className="flex flex-col gap-2">
          <label htmlFor={`${id}-amount`} className="text-xs font-bold">
            使用金额（元）
          </label>
          <div className="flex gap-2">
            <input
              id={`${id}-amount`}
              inputMode="decimal"
              autoComplete="off"
              value={text}
              onChange={(event) => {
                setEditing(event.target.value.replace(/[^\d.]/g, "").slice(0, 10));
                setNote(null);
              }}
              onBlur={() => commit()}
              aria-describedby={note ? `${id}-note` : undefined}
              className="h-12 min-w-0 flex-1 border border-grey-300 bg-paper px-4 text-sm tabular-nums outline-none focus:border-ink"
            />
            <Button type="button" variant="secondary" onClick={() => (setNote(null), use(maxFen))}>
              全部使用
            </Button>
          </div>
          {note ? (
            <p id={`${id}-note`} role="alert" className="text-xs font-bold text-danger">
              {note}
            </p>
          ) : null}
          {onlineFen !== null ? (
            <p className="text-xs text-grey-600 tabular-nums" data-testid="balance-rest">
              {onlineFen === 0
                ? "余额全额支付，提交后无需跳转收银台"
                : `余额抵扣 ${formatPrice(value)}，其余 ${formatPrice(onlineFen / 100)} 在收银台在线支付`}
            </p>
          ) : null}
        </form>
      ) : null}
    </section>
  );
}
