import { useMutation } from "@tanstack/react-query";
import type { ApiClient } from "@xunlan/api-client";
import { Button, CheckIcon, useCaptcha, useForm, usePopup } from "@xunlan/ui";
import { checkSendSms, isMobile, isPassword, isRequired, MESSAGES } from "@xunlan/validation";
import { type FormEvent, useMemo, useState } from "react";
import { sanitizeLoginField } from "../../hooks/use-login-form";
import { useSmsCountdown } from "../../hooks/use-sms-countdown";
import { errorMessage } from "../../lib/error-message";
import { createCaptchaSession, resetPasswordMutationOptions, SMS_CODE_TYPE } from "../../queries/auth-queries";
import { CaptchaField, MobileField, PasswordField, SmsCodeField } from "../form-fields/form-fields";

/** spec §5 password rule, as the gateway words it (8–16 with lowercase, uppercase and a digit). */
const PASSWORDS_DIFFER = "两次输入的密码不一致";
const RESET_DONE = "密码已重置，请使用新密码登录";

type Field = "mobile" | "imageCode" | "smsCode" | "password" | "confirm";

/** Props of {@link ResetPasswordForm}. */
export interface ResetPasswordFormProps {
  /** The gateway client (captcha, SMS code, resetPassword). */
  api: ApiClient;
  /** After a successful reset (the gateway logged the member out everywhere). */
  onDone: () => void;
}

/**
 * /reset (spec §2, §5, §7): mobile, image captcha, SMS code (getVerifyCode type 3, 60 s lock),
 * a new password following the §5 rule, then resetPassword.
 */
export function ResetPasswordForm({ api, onDone }: ResetPasswordFormProps) {
  const popup = usePopup();
  const captchaSession = useMemo(() => createCaptchaSession(api), [api]);
  const reset = useMutation(resetPasswordMutationOptions(api));
  const countdown = useSmsCountdown({ storageKey: "xunlan:sms-countdown:reset" });
  const form = useForm<{ [K in Field]: string }, Field>({ mobile: "", imageCode: "", smsCode: "", password: "", confirm: "" });
  const { values, errors, formError, setErrors, setFormError } = form;
  const captcha = useCaptcha(captchaSession.getCaptcha, {
    onRefresh: () => form.setValues((v) => ({ ...v, imageCode: "" })),
  });
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);

  const refreshCaptcha = captcha.refresh;

  const set = (field: Field, value: string) => {
    form.setField(field, field === "confirm" ? sanitizeLoginField("password", value) : sanitizeLoginField(field, value));
  };
  const fail = (field: Field, message: string) => {
    setErrors({ [field]: message });
    popup.toast(message);
    return false;
  };

  const sendCode = async () => {
    // spec §5: sending needs the mobile and the image code, and is blocked during the countdown.
    const check = checkSendSms({ mobile: values.mobile, imageCode: values.imageCode }, countdown.remaining);
    if (!check.ok) {
      if (check.reason === "invalid" && check.message)
        fail(check.message === MESSAGES.imageCodeRequired ? "imageCode" : "mobile", check.message);
      return;
    }
    setSending(true);
    try {
      await captchaSession.sendSmsCode({ mobile: values.mobile, captchaCode: values.imageCode, type: SMS_CODE_TYPE.RESET_PASSWORD });
      countdown.start();
      popup.toast(MESSAGES.smsSent);
    } catch (error) {
      setFormError(errorMessage(error, MESSAGES.loginFailed));
      void refreshCaptcha();
    } finally {
      setSending(false);
    }
  };

  const validate = (): boolean => {
    if (!isRequired(values.mobile)) return fail("mobile", MESSAGES.mobileRequired);
    if (!isMobile(values.mobile)) return fail("mobile", MESSAGES.mobileInvalid);
    if (!isRequired(values.smsCode)) return fail("smsCode", MESSAGES.smsCodeRequired);
    if (!isRequired(values.password)) return fail("password", MESSAGES.passwordRequired);
    if (!isPassword(values.password)) return fail("password", MESSAGES.passwordRule);
    if (values.confirm !== values.password) return fail("confirm", PASSWORDS_DIFFER);
    return true;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!validate()) return;
    void form.submit(
      async () => {
        await reset.mutateAsync({ mobile: values.mobile, code: values.smsCode, password: values.password });
        setDone(true);
        popup.toast(RESET_DONE);
      },
      (error) => errorMessage(error, MESSAGES.loginFailed),
    );
  };

  if (done) {
    return (
      <output className="flex flex-col items-start gap-5">
        <span className="flex size-12 items-center justify-center rounded-full bg-ink text-paper">
          <CheckIcon size={22} />
        </span>
        <h2 className="font-display text-2xl font-black tracking-tight">密码已重置</h2>
        <p className="text-sm leading-6 text-grey-600">为保障账号安全，所有设备已退出登录。请使用新密码重新登录。</p>
        <Button onClick={onDone} className="mt-2 min-w-44">
          去登录
        </Button>
      </output>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="重置密码" className="flex flex-col">
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
      <PasswordField
        label="新密码"
        placeholder="8-16位，含大小写字母和数字"
        autoComplete="new-password"
        value={values.password}
        onValueChange={(v) => set("password", v)}
        error={errors.password}
      />
      <PasswordField
        label="确认新密码"
        placeholder="请再次输入新密码"
        autoComplete="new-password"
        value={values.confirm}
        onValueChange={(v) => set("confirm", v)}
        error={errors.confirm}
      />
      <p className="mb-4 text-xs leading-5 text-grey-600">{MESSAGES.passwordRule}。重置后所有设备将退出登录。</p>
      {formError ? (
        <p role="alert" className="mb-3 border-l-2 border-danger bg-danger/5 px-3 py-2 text-xs leading-5 text-danger">
          {formError}
        </p>
      ) : null}
      <Button type="submit" block loading={form.pending}>
        重置密码
      </Button>
    </form>
  );
}
