import { useMutation } from "@tanstack/react-query";
import type { ApiClient } from "@xunlan/api-client";
// The login's own fields, SMS countdown and captcha session (auth-popup's public API); the form
// state and the captcha's state are ui's (issue 22 §3).
import {
  CaptchaField,
  createCaptchaSession,
  errorMessage,
  MobileField,
  SMS_CODE_TYPE,
  SmsCodeField,
  sanitizeLoginField,
  useSmsCountdown,
} from "@xunlan/auth-popup";
import { Button, useCaptcha, useForm, usePopup } from "@xunlan/ui";
import { checkSendSms, isMobile, isRequired, MESSAGES } from "@xunlan/validation";
import { type FormEvent, useMemo, useState } from "react";
import { type GuestOrderAccess, guestOrderVerifyMutationOptions } from "../../queries/guest-order-queries";

type Field = "mobile" | "imageCode" | "smsCode";

/** Props of {@link GuestOrderSearch}. */
export interface GuestOrderSearchProps {
  /** The gateway client (captcha, SMS code type 5, guestOrderVerify). */
  api: ApiClient;
  /** The proven mobile's token (valid 30 minutes): keep it for the order list and detail. */
  onVerified: (access: GuestOrderAccess) => void;
}

/**
 * /guest-search-order (spec §2, §5): a guest proves a mobile — mobile, image captcha, SMS code
 * (getVerifyCode type 5, the 60 s 'Ns 重新发送' lock of spec §4) — and gets a token for the
 * orders of that mobile. The same fields, messages and limits as the login popup; an order
 * number alone finds nothing.
 */
export function GuestOrderSearch({ api, onVerified }: GuestOrderSearchProps) {
  const popup = usePopup();
  const captchaSession = useMemo(() => createCaptchaSession(api), [api]);
  const verify = useMutation(guestOrderVerifyMutationOptions(api));
  const countdown = useSmsCountdown({ storageKey: "xunlan:sms-countdown:guest-order" });
  const form = useForm<{ [K in Field]: string }, Field>({ mobile: "", imageCode: "", smsCode: "" });
  const { values, errors, formError, setErrors, setFormError } = form;
  const captcha = useCaptcha(captchaSession.getCaptcha, {
    onRefresh: () => form.setValues((v) => ({ ...v, imageCode: "" })),
  });
  const [sending, setSending] = useState(false);

  const refreshCaptcha = captcha.refresh;

  const set = (field: Field, value: string) => {
    form.setField(field, sanitizeLoginField(field, value));
  };
  const fail = (field: Field, message: string) => {
    setErrors({ [field]: message });
    popup.toast(message);
    return false;
  };

  const sendCode = async () => {
    if (sending) return;
    // spec §5: sending needs the mobile and the image code, and is blocked during the countdown.
    const check = checkSendSms({ mobile: values.mobile, imageCode: values.imageCode }, countdown.remaining);
    if (!check.ok) {
      if (check.reason === "invalid") fail(check.message === MESSAGES.imageCodeRequired ? "imageCode" : "mobile", check.message);
      return;
    }
    setSending(true);
    setFormError(null);
    try {
      await captchaSession.sendSmsCode({ mobile: values.mobile, captchaCode: values.imageCode, type: SMS_CODE_TYPE.ORDER_LOOKUP });
      countdown.start();
      popup.toast(MESSAGES.smsSent);
    } catch (error) {
      setFormError(errorMessage(error, MESSAGES.serverError));
      // A captcha is single-use on the gateway: offer a fresh one.
      void refreshCaptcha();
    } finally {
      setSending(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // spec §5 messages, in field order.
    if (!isRequired(values.mobile)) return void fail("mobile", MESSAGES.mobileRequired);
    if (!isMobile(values.mobile)) return void fail("mobile", MESSAGES.mobileInvalid);
    if (!isRequired(values.smsCode)) return void fail("smsCode", MESSAGES.smsCodeRequired);
    void form.submit(
      async () => onVerified(await verify.mutateAsync({ mobile: values.mobile, code: values.smsCode })),
      (error) => errorMessage(error, MESSAGES.serverError),
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="查询订单" className="flex flex-col">
      <MobileField value={values.mobile} onValueChange={(v) => set("mobile", v)} error={errors.mobile} />
      <CaptchaField
        value={values.imageCode}
        onValueChange={(v) => set("imageCode", v)}
        error={errors.imageCode}
        src={captcha.src}
        loading={captcha.loading}
        failed={captcha.failed}
        onRefresh={() => void refreshCaptcha()}
      />
      <SmsCodeField
        value={values.smsCode}
        onValueChange={(v) => set("smsCode", v)}
        error={errors.smsCode}
        buttonLabel={countdown.label}
        locked={countdown.running}
        sending={sending}
        onSend={() => void sendCode()}
      />
      <p className="mb-4 text-xs leading-5 text-grey-600">请使用下单时的登录手机号或收货人手机号查询，验证后 30 分钟内可查看订单。</p>
      {formError ? (
        <p role="alert" className="mb-3 border-l-2 border-danger bg-danger/5 px-3 py-2 text-xs leading-5 text-danger">
          {formError}
        </p>
      ) : null}
      <Button type="submit" block loading={form.pending}>
        查询订单
      </Button>
    </form>
  );
}
