import { LOGIN_TYPE, type LoginType } from "./constants";
import { MESSAGES } from "./messages";

// spec §5: 11 digits, first 1, second 3 to 9
const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
// spec §5: "standard address pattern" — dot-atom local part, dotted hostname, alphabetic TLD
const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

/** Number of characters as a shopper counts them: one per code point, so 汉 counts as 1. */
export function characterCount(value: string): number {
  return Array.from(value).length;
}

/**
 * spec §5 required: non-empty. Strings count as empty when blank after trimming, arrays when
 * they have no items, and null/undefined always; anything else (0, false, objects) is present.
 */
export function isRequired(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === "string") return value.trim().length > 0;
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** spec §5 mobile: exactly 11 digits, first 1, second 3–9 (no spaces, no +86). */
export function isMobile(value: string): boolean {
  return MOBILE_PATTERN.test(value);
}

/** spec §5 email: a standard address (local@host.tld); surrounding spaces make it invalid. */
export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** spec §5 name: 2–18 characters after trimming, each Chinese character counting as 1. */
export function isName(value: string): boolean {
  const length = characterCount(value.trim());
  return length >= 2 && length <= 18;
}

/** spec §5 password: 8–16 characters with at least one lowercase, one uppercase and one digit. */
export function isPassword(value: string): boolean {
  const length = characterCount(value);
  return length >= 8 && length <= 16 && /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value);
}

/** The login popup's form values (spec §2 Login popup). Fields unused by a mode may be omitted. */
export interface LoginFormValues {
  /** Mobile number. */
  mobile: string;
  /** Image captcha (SMS mode). */
  imageCode?: string;
  /** SMS code (SMS mode). */
  smsCode?: string;
  /** Password (password mode). */
  password?: string;
  /** Consent checkbox: at least 16 and accepts the privacy policy and terms. */
  agreed: boolean;
}

/**
 * Validates the login form for a login type (spec §5) and returns the first failing message in
 * field order, or null when it may be submitted.
 * SMS mode (type 4): mobile, image code, SMS code, consent. Password mode (type 2): mobile,
 * password, consent. The password's format is not checked at login, only that it is filled.
 */
export function validateLoginForm(values: LoginFormValues, type: LoginType): string | null {
  const mobileMessage = validateMobileField(values.mobile);
  if (mobileMessage) return mobileMessage;
  if (type === LOGIN_TYPE.SMS) {
    if (!isRequired(values.imageCode)) return MESSAGES.imageCodeRequired;
    if (!isRequired(values.smsCode)) return MESSAGES.smsCodeRequired;
  } else if (!isRequired(values.password)) {
    return MESSAGES.passwordRequired;
  }
  if (!values.agreed) return MESSAGES.consentRequired;
  return null;
}

/** Outcome of {@link checkSendSms}. */
export type SendSmsCheck = { ok: true } | { ok: false; reason: "countdown" } | { ok: false; reason: "invalid"; message: string };

/**
 * spec §5: sending an SMS needs a valid mobile and an image code and is blocked while the
 * countdown runs. `secondsLeft` is the countdown's remaining seconds (0 when idle); a blocked
 * send has no message because the button already shows {@link MESSAGES}.smsResend.
 */
export function checkSendSms(values: Pick<LoginFormValues, "mobile" | "imageCode">, secondsLeft = 0): SendSmsCheck {
  // spec §4/§5: the SMS button stays locked for the 60 s countdown after a successful send
  if (secondsLeft > 0) return { ok: false, reason: "countdown" };
  const mobileMessage = validateMobileField(values.mobile);
  if (mobileMessage) return { ok: false, reason: "invalid", message: mobileMessage };
  if (!isRequired(values.imageCode)) {
    return { ok: false, reason: "invalid", message: MESSAGES.imageCodeRequired };
  }
  return { ok: true };
}

/**
 * spec §5 footer subscription: empty → 请输入手机号码, not a valid mobile → 请输入正确的手机号码
 * (shown as a toast), null when valid.
 */
export function validateSubscriptionMobile(mobile: string): string | null {
  const trimmed = mobile.trim();
  if (!trimmed) return MESSAGES.subscriptionMobileRequired;
  if (!isMobile(trimmed)) return MESSAGES.mobileInvalid;
  return null;
}

function validateMobileField(mobile: string): string | null {
  const trimmed = mobile.trim();
  if (!trimmed) return MESSAGES.mobileRequired;
  if (!isMobile(trimmed)) return MESSAGES.mobileInvalid;
  return null;
}
