import { Button, cn, Dialog, Spinner, useCaptcha, useForm, usePopup } from "@xunlan/ui";
import {
  checkSendSms,
  isMobile,
  isRequired,
  LOGIN_FIELD_LENGTHS,
  MESSAGES,
  maskMobile,
  SMS_COUNTDOWN_SECONDS,
  sanitizeNumberInput,
} from "@xunlan/validation";
import { type FormEvent, type ReactNode, useEffect, useId, useState } from "react";

/** A sold-out size the shopper may ask to be told about. */
export interface SoldOutSize {
  ean: string;
  /** CN size label. */
  label: string;
}

/**
 * How a shopper proves a mobile that is not their signed-in one (issue 21 item 7): the image
 * captcha, then an SMS code (spec §7 getCaptcha, getVerifyCode type 6).
 */
export interface ArrivalReminderVerification {
  /** getCaptcha: resolves with the image's `src` (an SVG data URL). */
  getCaptcha: () => Promise<string>;
  /** getVerifyCode type 6 with the last captcha (used up by any attempt). */
  sendCode: (mobile: string, captchaCode: string) => Promise<void>;
}

/** Props of {@link ArrivalReminder}. */
export interface ArrivalReminderProps {
  /** The colour's sold-out sizes; nothing renders without one. */
  sizes: readonly SoldOutSize[];
  /**
   * addSmsProductArrivalReminder; resolves with the gateway's message (到货后将短信通知您).
   * `code` is the SMS code, absent when a member asks for their own cellphone.
   */
  onSubmit: (ean: string, mobile: string, code?: string) => Promise<string>;
  /** The signed-in member's cellphone: asked for with one tap, no code (proven at sign-in). */
  memberMobile?: string | null;
  /** Captcha and SMS code for a guest's mobile (or a member's other one). */
  verification: ArrivalReminderVerification;
  className?: string;
}

type Field = "size" | "mobile" | "imageCode" | "smsCode";

/** The 60 s lock of the send button (spec §4): `Ns 重新发送` while it runs. */
function useCountdown() {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= deadline) setDeadline(null);
    }, 250);
    return () => clearInterval(timer);
  }, [deadline]);
  const remaining = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  return {
    remaining,
    start: () => {
      const t = Date.now();
      setNow(t);
      setDeadline(t + SMS_COUNTDOWN_SECONDS * 1000);
    },
  };
}

function errorText(reason: unknown): string {
  return reason instanceof Error && reason.message ? reason.message : "提交失败，请重试";
}

const inputClass = "h-12 w-full min-w-0 border px-4 text-base font-normal outline-none focus:border-ink";

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} role="alert" className="text-xs font-bold text-danger">
      {message}
    </p>
  ) : null;
}

function Labelled({ htmlFor, label, children }: { htmlFor: string; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <label className="text-sm font-bold" htmlFor={htmlFor}>
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * 到货提醒 (spec §7 addSmsProductArrivalReminder): under the size picker when sizes are sold
 * out; a dialog asks which size and the mobile (spec §5: 请输入手机号 / 请输入正确的手机号码),
 * and the gateway texts once when it is back. Only the holder of a mobile may ask (issue 21
 * item 7): a signed-in member asks for their own cellphone (shown masked) with one tap; a guest,
 * or a member who picks 使用其他手机号, enters the mobile and the image captcha, gets the SMS
 * code (60 s countdown, spec §4) and submits it.
 */
export function ArrivalReminder({ sizes, onSubmit, memberMobile, verification, className }: ArrivalReminderProps) {
  const id = useId();
  const popup = usePopup();
  const [open, setOpen] = useState(false);
  const [ean, setEan] = useState<string | null>(null);
  const [otherMobile, setOtherMobile] = useState(false);
  const form = useForm<{ mobile: string; imageCode: string; smsCode: string }, Field>({ mobile: "", imageCode: "", smsCode: "" });
  const { values, errors, formError, pending, setValues, setErrors, setFormError } = form;
  const [sending, setSending] = useState(false);
  const countdown = useCountdown();
  const own = memberMobile && !otherMobile ? memberMobile : null;

  // The captcha loads when a form that needs it is shown (opening it, 使用其他手机号), never with the page.
  const captcha = useCaptcha(verification.getCaptcha, {
    enabled: false,
    onRefresh: () => setValues((v) => ({ ...v, imageCode: "" })),
  });
  const refreshCaptcha = captcha.refresh;

  if (sizes.length === 0) return null;
  const chosen = ean && sizes.some((size) => size.ean === ean) ? ean : sizes.length === 1 ? sizes[0]!.ean : null;

  const set = (field: Exclude<Field, "size">, value: string) => {
    const clean =
      field === "imageCode"
        ? Array.from(value.replace(/\s/g, "")).slice(0, LOGIN_FIELD_LENGTHS.imageCode).join("")
        : sanitizeNumberInput(value, LOGIN_FIELD_LENGTHS[field]);
    form.setField(field, clean);
  };

  const sendCode = async () => {
    if (sending) return;
    // spec §5: sending needs the mobile and the image code, and waits for the countdown.
    const check = checkSendSms({ mobile: values.mobile, imageCode: values.imageCode }, countdown.remaining);
    if (!check.ok) {
      if (check.reason === "invalid") setErrors({ [check.message === MESSAGES.imageCodeRequired ? "imageCode" : "mobile"]: check.message });
      return;
    }
    setSending(true);
    setFormError(null);
    try {
      await verification.sendCode(values.mobile, values.imageCode);
      countdown.start();
      setErrors({});
      popup.toast(MESSAGES.smsSent);
    } catch (reason) {
      setFormError(errorText(reason));
      // A captcha is single-use on the gateway: offer a fresh one.
      void refreshCaptcha();
    } finally {
      setSending(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return setErrors({ size: "请选择尺码" });
    if (!own) {
      if (!isRequired(values.mobile)) return setErrors({ mobile: MESSAGES.mobileRequired });
      if (!isMobile(values.mobile)) return setErrors({ mobile: MESSAGES.mobileInvalid });
      if (!isRequired(values.smsCode)) return setErrors({ smsCode: MESSAGES.smsCodeRequired });
    }
    await form.submit(async () => {
      popup.toast(own ? await onSubmit(chosen, own) : await onSubmit(chosen, values.mobile, values.smsCode));
      setOpen(false);
      setValues((v) => ({ ...v, smsCode: "" }));
    }, errorText);
  };

  const describedBy = (field: Field) => (errors[field] ? `${id}-${field}-error` : undefined);
  const locked = countdown.remaining > 0;

  return (
    <div className={className}>
      <p className="text-xs text-grey-600">
        部分尺码暂无库存，
        <button
          type="button"
          className="font-bold text-ink underline underline-offset-4 hover:text-accent"
          onClick={() => {
            setOpen(true);
            if (!own) void refreshCaptcha();
          }}
        >
          到货提醒
        </button>
      </p>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="到货提醒"
        description="尺码到货后，我们会短信通知你（每个尺码一次）。"
        size="md"
      >
        <form id={`${id}-form`} onSubmit={submit} noValidate aria-label="到货提醒" className="flex flex-col gap-5">
          <fieldset className="flex flex-col gap-2" aria-describedby={describedBy("size")}>
            <legend className="mb-2 text-sm font-bold">尺码</legend>
            <div className="flex flex-wrap gap-2">
              {sizes.map((size) => (
                <label
                  key={size.ean}
                  className={cn(
                    "inline-flex h-10 min-w-14 cursor-pointer items-center justify-center border px-3 text-sm has-focus-visible:outline-2 has-focus-visible:outline-ink",
                    chosen === size.ean ? "border-ink bg-ink font-bold text-paper" : "border-grey-300 hover:border-ink",
                  )}
                >
                  <input
                    type="radio"
                    name={`${id}-size`}
                    value={size.ean}
                    checked={chosen === size.ean}
                    onChange={() => {
                      setEan(size.ean);
                      setErrors({});
                    }}
                    className="sr-only"
                  />
                  {size.label}
                </label>
              ))}
            </div>
            <FieldError id={`${id}-size-error`} message={errors.size} />
          </fieldset>

          {own ? (
            <div className="flex flex-col gap-2 text-sm">
              <p className="font-bold">手机号</p>
              <p className="flex flex-wrap items-baseline justify-between gap-2">
                <span>
                  到货短信将发送至 <span className="font-bold tabular-nums">{maskMobile(own)}</span>
                </span>
                <button
                  type="button"
                  className="text-xs text-grey-600 underline underline-offset-4 hover:text-ink"
                  onClick={() => {
                    setOtherMobile(true);
                    setErrors({});
                    setFormError(null);
                    void refreshCaptcha();
                  }}
                >
                  使用其他手机号
                </button>
              </p>
            </div>
          ) : (
            <>
              <Labelled htmlFor={`${id}-mobile`} label="手机号">
                <input
                  id={`${id}-mobile`}
                  name="mobile"
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  value={values.mobile}
                  maxLength={LOGIN_FIELD_LENGTHS.mobile}
                  onChange={(event) => set("mobile", event.target.value)}
                  placeholder="请输入手机号"
                  aria-invalid={errors.mobile ? true : undefined}
                  aria-describedby={describedBy("mobile")}
                  className={cn(inputClass, errors.mobile ? "border-danger" : "border-grey-300")}
                />
                <FieldError id={`${id}-mobile-error`} message={errors.mobile} />
              </Labelled>
              <Labelled htmlFor={`${id}-image-code`} label="图形验证码">
                <div className="flex gap-2">
                  <input
                    id={`${id}-image-code`}
                    name="imageCode"
                    autoComplete="off"
                    autoCapitalize="off"
                    spellCheck={false}
                    value={values.imageCode}
                    maxLength={LOGIN_FIELD_LENGTHS.imageCode}
                    onChange={(event) => set("imageCode", event.target.value)}
                    placeholder="请输入图形验证码"
                    aria-invalid={errors.imageCode ? true : undefined}
                    aria-describedby={describedBy("imageCode")}
                    className={cn(inputClass, errors.imageCode ? "border-danger" : "border-grey-300")}
                  />
                  <button
                    type="button"
                    onClick={() => void refreshCaptcha()}
                    disabled={captcha.loading}
                    aria-label="看不清？换一张"
                    title="看不清？换一张"
                    className="relative flex h-12 w-28 shrink-0 items-center justify-center overflow-hidden bg-grey-100 text-xs text-grey-500 hover:opacity-80 disabled:cursor-progress"
                  >
                    {captcha.src && !captcha.failed ? (
                      <img
                        src={captcha.src}
                        alt="图形验证码"
                        className={cn("h-full w-full object-cover", captcha.loading && "opacity-40")}
                      />
                    ) : captcha.failed ? (
                      <span>加载失败，点击重试</span>
                    ) : null}
                    {captcha.loading ? (
                      <span className="absolute inset-0 flex items-center justify-center">
                        <Spinner size={16} label="验证码加载中" />
                      </span>
                    ) : null}
                  </button>
                </div>
                <FieldError id={`${id}-imageCode-error`} message={errors.imageCode} />
              </Labelled>
              <Labelled htmlFor={`${id}-sms-code`} label="短信验证码">
                <div className="flex gap-2">
                  <input
                    id={`${id}-sms-code`}
                    name="smsCode"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    value={values.smsCode}
                    maxLength={LOGIN_FIELD_LENGTHS.smsCode}
                    onChange={(event) => set("smsCode", event.target.value)}
                    placeholder="请输入短信验证码"
                    aria-invalid={errors.smsCode ? true : undefined}
                    aria-describedby={describedBy("smsCode")}
                    className={cn(inputClass, errors.smsCode ? "border-danger" : "border-grey-300")}
                  />
                  <Button
                    type="button"
                    variant="secondary"
                    className="h-12 w-28 shrink-0 px-2"
                    disabled={locked || sending}
                    loading={sending}
                    onClick={() => void sendCode()}
                  >
                    {locked ? MESSAGES.smsResend(countdown.remaining) : "获取验证码"}
                  </Button>
                </div>
                <FieldError id={`${id}-smsCode-error`} message={errors.smsCode} />
              </Labelled>
              {memberMobile ? (
                <button
                  type="button"
                  className="self-start text-xs text-grey-600 underline underline-offset-4 hover:text-ink"
                  onClick={() => {
                    setOtherMobile(false);
                    setErrors({});
                    setFormError(null);
                  }}
                >
                  使用本人手机号 {maskMobile(memberMobile)}
                </button>
              ) : null}
            </>
          )}
          {formError ? (
            <p role="alert" className="border-l-2 border-danger bg-danger/5 px-3 py-2 text-xs leading-5 text-danger">
              {formError}
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
