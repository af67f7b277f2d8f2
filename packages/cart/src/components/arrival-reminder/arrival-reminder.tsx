import { Button, Dialog, cn, usePopup } from "@xunlan/ui";
import { LOGIN_FIELD_LENGTHS, MESSAGES, isMobile, sanitizeNumberInput } from "@xunlan/validation";
import { useId, useState, type FormEvent } from "react";

/** A sold-out size the shopper may ask to be told about. */
export interface SoldOutSize {
  ean: string;
  /** CN size label. */
  label: string;
}

/** Props of {@link ArrivalReminder}. */
export interface ArrivalReminderProps {
  /** The colour's sold-out sizes; nothing renders without one. */
  sizes: readonly SoldOutSize[];
  /** addSmsProductArrivalReminder; resolves with the gateway's message (到货后将短信通知您). */
  onSubmit: (ean: string, mobile: string) => Promise<string>;
  /** The member's mobile, filled in for them. */
  defaultMobile?: string | null;
  className?: string;
}

/**
 * 到货提醒 (spec §7 addSmsProductArrivalReminder): under the size picker when sizes are sold
 * out; a dialog asks which size and the mobile (spec §5: 请输入手机号 / 请输入正确的手机号码),
 * and the gateway texts once when it is back.
 */
export function ArrivalReminder({ sizes, onSubmit, defaultMobile, className }: ArrivalReminderProps) {
  const id = useId();
  const popup = usePopup();
  const [open, setOpen] = useState(false);
  const [ean, setEan] = useState<string | null>(null);
  const [mobile, setMobile] = useState(defaultMobile ?? "");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  if (sizes.length === 0) return null;
  const chosen = ean && sizes.some((size) => size.ean === ean) ? ean : sizes.length === 1 ? sizes[0]!.ean : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return setError("请选择尺码");
    if (!mobile) return setError(MESSAGES.mobileRequired);
    if (!isMobile(mobile)) return setError(MESSAGES.mobileInvalid);
    setPending(true);
    try {
      popup.toast(await onSubmit(chosen, mobile));
      setOpen(false);
    } catch (reason) {
      setError(reason instanceof Error && reason.message ? reason.message : "提交失败，请重试");
    } finally {
      setPending(false);
    }
  };

  return (
    <div className={className}>
      <p className="text-xs text-grey-600">
        部分尺码暂无库存，
        <button type="button" className="font-bold text-ink underline underline-offset-4 hover:text-accent" onClick={() => setOpen(true)}>
          到货提醒
        </button>
      </p>
      <Dialog open={open} onClose={() => setOpen(false)} title="到货提醒" description="尺码到货后，我们会短信通知你（每个尺码一次）。" size="md">
        <form id={`${id}-form`} onSubmit={submit} noValidate className="flex flex-col gap-5">
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-bold">尺码</legend>
            <div className="flex flex-wrap gap-2">
              {sizes.map((size) => (
                <label key={size.ean} className={cn("inline-flex h-10 min-w-14 cursor-pointer items-center justify-center border px-3 text-sm", chosen === size.ean ? "border-ink bg-ink font-bold text-paper" : "border-grey-300 hover:border-ink")}>
                  <input type="radio" name={`${id}-size`} value={size.ean} checked={chosen === size.ean} onChange={() => { setEan(size.ean); setError(null); }} className="sr-only" />
                  {size.label}
                </label>
              ))}
            </div>
          </fieldset>
          <label className="flex flex-col gap-2 text-sm font-bold" htmlFor={`${id}-mobile`}>
            手机号
            <input
              id={`${id}-mobile`}
              inputMode="numeric"
              autoComplete="tel"
              value={mobile}
              maxLength={LOGIN_FIELD_LENGTHS.mobile}
              onChange={(event) => {
                setMobile(sanitizeNumberInput(event.target.value, LOGIN_FIELD_LENGTHS.mobile));
                setError(null);
              }}
              placeholder="请输入手机号"
              aria-invalid={error ? true : undefined}
              className={cn("h-12 border px-4 text-base font-normal outline-none focus:border-ink", error ? "border-danger" : "border-grey-300")}
            />
          </label>
          {error ? (
            <p role="alert" className="-mt-2 text-xs font-bold text-danger">
              {error}
            </p>
          ) : null}
          <Button type="submit" block loading={pending}>
            提交
          </Button>
        </form>
      </Dialog>
    </div>
  );
}
