import { type CaptchaState, useCaptcha, useForm } from "@xunlan/ui";
import {
  checkSendSms,
  isRequired,
  LOGIN_FIELD_LENGTHS,
  LOGIN_STAGE,
  LOGIN_TYPE,
  type LoginStage,
  type LoginType,
  MESSAGES,
  sanitizeNumberInput,
  validateLoginForm,
} from "@xunlan/validation";
import { useRef, useState } from "react";
import { errorMessage } from "../lib/error-message";
import type { AuthCallbacks, LoginField, LoginFormFields } from "../lib/types";
import { type SmsCountdown, useSmsCountdown } from "./use-sms-countdown";

/** Options of {@link useLoginForm}. */
export interface UseLoginFormOptions<TResult = unknown> extends AuthCallbacks<TResult> {
  /** spec §2: a non-empty `authCode` query value opens stage 2 (bind mobile). */
  authCode?: string | null;
  /** Stage to open on when there is no `authCode`. Default 0 (form). */
  initialStage?: LoginStage;
  /** Login type to open on. Default 4 (SMS code). */
  initialLoginType?: LoginType;
  /** Prefilled values (e.g. a remembered mobile). Numeric fields are sanitised. */
  initialValues?: Partial<LoginFormFields>;
  /**
   * Called with the callback's result after a successful login or binding. The storefront then
   * stores the token, reloads cart and user, closes the popup and navigates (spec §4).
   */
  onSuccess?: (result: TResult) => void;
  /** Shows a toast (spec §4 popup modes). Receives validation, send and failure messages. */
  notify?: (message: string) => void;
  /** `sessionStorage` key for the SMS deadline, so reopening the popup keeps the lock. */
  countdownStorageKey?: string;
  /** Told when the shopper moves to another stage (e.g. fetch the WeChat QR URL for stage 1). */
  onStageChange?: (stage: LoginStage) => void;
}

/** The captcha image state of {@link useLoginForm}: ui's (its refresh clears the typed code). */
export type { CaptchaState };

/** What {@link useLoginForm} returns: the whole state machine of the popup, for a thin UI. */
export interface LoginFormState {
  /** spec §4: 0 form, 1 WeChat QR, 2 bind mobile. */
  stage: LoginStage;
  /** spec §4: 4 SMS code, 2 password. */
  loginType: LoginType;
  /** Current field values (already sanitised). */
  values: LoginFormFields;
  /** The message of the field that failed validation, by field (one at a time, spec §5 order). */
  errors: Partial<Record<LoginField, string>>;
  /** The last failure of a callback (login, binding or SMS send), shown above the confirm button. */
  formError: string | null;
  /** True while the login or binding callback runs. */
  pending: boolean;
  /** True while the SMS send callback runs. */
  sending: boolean;
  /** True when the current stage and mode show the image captcha and the SMS code fields. */
  usesSms: boolean;
  /**
   * True when the image captcha shows: with the SMS code, and in password mode once the gateway
   * asked for it (after 3 failed password logins: `captchaRequired` on the error).
   */
  showsCaptcha: boolean;
  /** The SMS button lock (spec §4: 60 s, 'Ns 重新发送'). */
  countdown: SmsCountdown;
  /** The image captcha. */
  captcha: CaptchaState;
  /** Sets a text field, keeping digits only and cutting to the spec §9 length where it applies. */
  setField: (field: Exclude<LoginField, "consent">, value: string) => void;
  /** Ticks or unticks the consent checkbox. */
  setAgreed: (agreed: boolean) => void;
  /** Switches between SMS code and password login and clears the errors that no longer apply. */
  toggleLoginType: () => void;
  /** Moves to a stage (e.g. 1 for the WeChat QR, 0 to go back) and clears messages. */
  setStage: (stage: LoginStage) => void;
  /** Sends the SMS code; resolves true when sent. Blocked while counting down or when invalid. */
  sendCode: () => Promise<boolean>;
  /** Validates in field order and logs in (stage 0) or binds (stage 2); resolves true on success. */
  submit: () => Promise<boolean>;
}

/** True when a rejected login says the next try needs the image captcha (`extensions.captchaRequired`). */
export function captchaRequested(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const extensions = (error as { extensions?: unknown }).extensions;
  return Boolean(extensions && typeof extensions === "object" && (extensions as Record<string, unknown>).captchaRequired === true);
}

const EMPTY_FIELDS: LoginFormFields = {
  mobile: "",
  imageCode: "",
  smsCode: "",
  password: "",
  agreed: false,
};

// The shared rule returns one message; this maps it back to the field that shows it inline.
const FIELD_OF_MESSAGE: Readonly<Record<string, LoginField>> = {
  [MESSAGES.mobileRequired]: "mobile",
  [MESSAGES.mobileInvalid]: "mobile",
  [MESSAGES.imageCodeRequired]: "imageCode",
  [MESSAGES.smsCodeRequired]: "smsCode",
  [MESSAGES.passwordRequired]: "password",
  [MESSAGES.consentRequired]: "consent",
};

/**
 * spec §5/§9: numeric fields keep digits only and are cut to their maximum length; the captcha
 * and password are cut by characters (a pasted emoji counts as one).
 */
export function sanitizeLoginField(field: Exclude<LoginField, "consent">, value: string): string {
  switch (field) {
    case "mobile": {
      // A number copied with its country code (+86 138 0013 8000) is the 11 digits after it.
      const digits = value.replace(/\D/g, "");
      const national = digits.length === 13 && digits.startsWith("861") ? digits.slice(2) : value;
      return sanitizeNumberInput(national, LOGIN_FIELD_LENGTHS.mobile);
    }
    case "smsCode":
      return sanitizeNumberInput(value, LOGIN_FIELD_LENGTHS.smsCode);
    case "imageCode":
      return Array.from(value.replace(/\s/g, "")).slice(0, LOGIN_FIELD_LENGTHS.imageCode).join("");
    case "password":
      return Array.from(value).slice(0, LOGIN_FIELD_LENGTHS.password).join("");
  }
}

function sanitizeAll(values: Partial<LoginFormFields> | undefined): LoginFormFields {
  const merged = { ...EMPTY_FIELDS, ...values };
  return {
    mobile: sanitizeLoginField("mobile", merged.mobile),
    imageCode: sanitizeLoginField("imageCode", merged.imageCode),
    smsCode: sanitizeLoginField("smsCode", merged.smsCode),
    password: sanitizeLoginField("password", merged.password),
    agreed: merged.agreed,
  };
}

/**
 * The login popup's state machine (spec §2, §4, §5): stage, login type, field values, errors,
 * pending flags, the SMS countdown and the captcha. Network-free: every call goes through
 * the {@link AuthCallbacks} in `options`. Validation uses the shared rules of `@xunlan/validation` and reports the first
 * failing field only, inline and through `notify`.
 */
export function useLoginForm<TResult = unknown>(options: UseLoginFormOptions<TResult>): LoginFormState {
  const { authCode, onSuccess, notify, onStageChange, countdownStorageKey } = options;
  const [stage, setStageState] = useState<LoginStage>(() =>
    authCode ? LOGIN_STAGE.BIND_MOBILE : (options.initialStage ?? LOGIN_STAGE.FORM),
  );
  const [loginType, setLoginType] = useState<LoginType>(options.initialLoginType ?? LOGIN_TYPE.SMS);
  const form = useForm<LoginFormFields, LoginField>(() => sanitizeAll(options.initialValues));
  const { values, errors, setValues, setErrors, setFormError } = form;
  const [sending, setSending] = useState(false);
  // issue 12: the gateway asks for the captcha on password logins after 3 failures.
  const [passwordCaptcha, setPasswordCaptcha] = useState(false);
  const countdown = useSmsCountdown({ storageKey: countdownStorageKey });
  // A synchronous guard: two clicks in one frame must not send two codes (useForm guards submit).
  const sendInFlight = useRef(false);

  // spec §2: an authCode arriving later (client-side navigation) also opens the binding stage.
  // Adjusting state while rendering (React's pattern for "state derived from a changed prop").
  const [seenAuthCode, setSeenAuthCode] = useState(authCode);
  if (authCode !== seenAuthCode) {
    setSeenAuthCode(authCode);
    if (authCode) setStageState(LOGIN_STAGE.BIND_MOBILE);
  }

  const usesSms = stage === LOGIN_STAGE.BIND_MOBILE || (stage === LOGIN_STAGE.FORM && loginType === LOGIN_TYPE.SMS);
  const showsCaptcha = usesSms || (stage === LOGIN_STAGE.FORM && loginType === LOGIN_TYPE.PASSWORD && passwordCaptcha);

  // The first captcha loads when a captcha field first becomes visible; a refresh clears the code.
  const captcha = useCaptcha(options.getCaptcha, {
    enabled: showsCaptcha,
    onRefresh: () => setValues((current) => ({ ...current, imageCode: "" })),
  });
  const refreshCaptcha = captcha.refresh;

  const fail = (message: string) => {
    const field = FIELD_OF_MESSAGE[message];
    setErrors(field ? { [field]: message } : {});
    notify?.(message);
  };

  const setField = (field: Exclude<LoginField, "consent">, value: string) => form.setField(field, sanitizeLoginField(field, value));

  // The consent box clears its own message only, not the form's.
  const setAgreed = (agreed: boolean) => {
    setValues((current) => ({ ...current, agreed }));
    form.clearError("consent");
  };

  const toggleLoginType = () => {
    const next = loginType === LOGIN_TYPE.SMS ? LOGIN_TYPE.PASSWORD : LOGIN_TYPE.SMS;
    setLoginType(next);
    // spec §4 toggle: errors of the fields the new mode hides no longer apply.
    setErrors((current) =>
      next === LOGIN_TYPE.PASSWORD ? { ...current, imageCode: undefined, smsCode: undefined } : { ...current, password: undefined },
    );
    setFormError(null);
  };

  const setStage = (next: LoginStage) => {
    setStageState(next);
    setErrors({});
    setFormError(null);
    if (next !== stage) onStageChange?.(next);
  };

  const sendCode = async (): Promise<boolean> => {
    if (sendInFlight.current) return false;
    // spec §5: sending needs mobile and image code and is blocked during the countdown.
    const check = checkSendSms(values, countdown.remaining);
    if (!check.ok) {
      if (check.reason === "invalid") fail(check.message);
      return false;
    }
    sendInFlight.current = true;
    setSending(true);
    setFormError(null);
    try {
      await options.sendSmsCode({ mobile: values.mobile, captchaCode: values.imageCode });
      // spec §4: the button locks for 60 s after a successful send.
      countdown.start();
      notify?.(MESSAGES.smsSent);
      return true;
    } catch (error) {
      const message = errorMessage(error, MESSAGES.serverError);
      setFormError(message);
      notify?.(message);
      // A captcha is single-use on the gateway: offer a fresh one.
      void refreshCaptcha();
      return false;
    } finally {
      sendInFlight.current = false;
      setSending(false);
    }
  };

  const submit = async (): Promise<boolean> => {
    if (form.pending || stage === LOGIN_STAGE.WECHAT_QR) return false;
    const binding = stage === LOGIN_STAGE.BIND_MOBILE;
    const type = binding ? LOGIN_TYPE.SMS : loginType;
    // spec §5: the first failing field in order, with its exact message.
    const invalid =
      validateLoginForm(values, type) ??
      (type === LOGIN_TYPE.PASSWORD && passwordCaptcha && !isRequired(values.imageCode) ? MESSAGES.imageCodeRequired : null);
    if (invalid) {
      fail(invalid);
      return false;
    }
    if (binding && !authCode) {
      fail(MESSAGES.paramsRequired);
      return false;
    }
    setErrors({});
    return form.submit(
      async () => {
        const { mobile, smsCode, password } = values;
        const result = binding
          ? await options.bindMobile({ mobile, code: smsCode, authCode: authCode ?? "" })
          : await options.login({
              username: mobile,
              type,
              code: type === LOGIN_TYPE.SMS ? smsCode : password,
              ...(type === LOGIN_TYPE.PASSWORD && passwordCaptcha ? { captchaCode: values.imageCode } : {}),
            });
        setValues((current) => ({ ...EMPTY_FIELDS, mobile: current.mobile, agreed: current.agreed }));
        onSuccess?.(result);
      },
      (error) => {
        // spec §8: the gateway's message, else 登录失败，请重试.
        const message = errorMessage(error, MESSAGES.loginFailed);
        notify?.(message);
        if (type === LOGIN_TYPE.PASSWORD && (passwordCaptcha || captchaRequested(error))) {
          setPasswordCaptcha(true);
          // The captcha was spent by this attempt (or none was shown yet): a fresh one.
          void refreshCaptcha();
        }
        return message;
      },
    );
  };

  return {
    stage,
    loginType,
    values,
    errors,
    formError: form.formError,
    pending: form.pending,
    sending,
    usesSms,
    showsCaptcha,
    countdown,
    captcha,
    setField,
    setAgreed,
    toggleLoginType,
    setStage,
    sendCode,
    submit,
  };
}
