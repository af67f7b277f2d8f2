import { MESSAGES } from "@xunlan/validation";
import { DEFAULT_RATE_LIMITS, type RateLimits, scaleRateLimits } from "../limits";

/**
 * Security and abuse limits of the members module, in one place (spec §4, §9). Values are the
 * defaults; tests pass smaller ones through {@link MemberLimits} where it keeps them fast.
 */

/** An image captcha is valid this long (spec §7 getCaptcha). */
export const CAPTCHA_TTL_MS = 5 * 60_000;

/** Characters of an image captcha. */
export const CAPTCHA_LENGTH = 5;

/**
 * Captcha alphabet without look-alikes (0/O/Q/D, 1/I/L, 2/Z, 5/S, 8/B, 6/G, U/V…); the answer
 * is compared case-insensitively.
 */
export const CAPTCHA_ALPHABET = "ACEFHJKMNPRTWXY34679";

/** Digits of an SMS code (spec §9 login lengths: SMS code 6). */
export const SMS_CODE_LENGTH = 6;

/**
 * spec §7 getVerifyCode `type`: 4 sends a login code (also registration and WeChat binding), 3 a
 * password-reset code, 5 a guest order-lookup code (spec §2 /guest-search-order), 6 a code that
 * proves the mobile of a 到货提醒 (addSmsProductArrivalReminder, issue 21 item 7).
 */
export const SMS_CODE_TYPE = { LOGIN: 4, RESET_PASSWORD: 3, ORDER_LOOKUP: 5, ARRIVAL_REMINDER: 6 } as const;

/** What a code may be used for. */
export type SmsPurpose = "login" | "reset" | "order" | "reminder";

/** Rate limits and lifetimes of SMS codes and logins. */
export interface MemberLimits {
  /** A code is valid this long. Default 5 min. */
  smsCodeTtlMs: number;
  /** spec §4/§9: one send per mobile per 60 s (the popup's countdown). */
  smsResendIntervalMs: number;
  /** Sends per mobile in any 24 h. Default 10. */
  smsPerMobilePerDay: number;
  /** Sends per client (x-cookie-id, and separately per IP) in any 24 h. Default 30. */
  smsPerClientPerDay: number;
  /** Wrong tries that burn a code. Default 5 (the 6th attempt fails even with the right code). */
  smsMaxAttempts: number;
  /**
   * Failed password logins (per mobile, or from one IP) in {@link MemberLimits.loginFailureWindowMs}
   * after which a password login needs the image captcha and waits a growing delay. Default 3.
   * There is no lockout: a stranger's wrong guesses must not keep the member out.
   */
  loginCaptchaAfterFailures: number;
  /** The delay after the threshold; it doubles with each further failure. Default 2 s. */
  loginDelayBaseMs: number;
  /** The longest delay. Default 60 s. */
  loginDelayMaxMs: number;
  loginFailureWindowMs: number;
  /** Per-IP and global request limits, shared by all gateway instances (rate_limits table). */
  rate: RateLimits;
  /** How long an unbound WeChat identity waits for bindMobile. Default 10 min. */
  wechatBindingTtlMs: number;
}

/** The production limits. */
export const DEFAULT_MEMBER_LIMITS: Readonly<MemberLimits> = {
  smsCodeTtlMs: 5 * 60_000,
  smsResendIntervalMs: 60_000,
  smsPerMobilePerDay: 10,
  smsPerClientPerDay: 30,
  smsMaxAttempts: 5,
  loginCaptchaAfterFailures: 3,
  loginDelayBaseMs: 2_000,
  loginDelayMaxMs: 60_000,
  loginFailureWindowMs: 15 * 60_000,
  rate: DEFAULT_RATE_LIMITS,
  wechatBindingTtlMs: 10 * 60_000,
};

/**
 * A test gateway's limits (SANDBOX_RATE_LIMIT_FACTOR): the per-IP and global request limits and the
 * per-client daily SMS cap are multiplied by `factor`, because every browser journey comes from
 * 127.0.0.1. Per-mobile limits stay as they are: a journey texts its own mobile.
 */
export function scaleMemberLimits(limits: Readonly<MemberLimits>, factor: number): MemberLimits {
  return { ...limits, smsPerClientPerDay: limits.smsPerClientPerDay * factor, rate: scaleRateLimits(limits.rate, factor) };
}

/** spec §9: a member token lives 168 h, like the guest token. */
export const MEMBER_TOKEN_TTL_HOURS = 168;

/** Member-facing messages of this module (spec §5 texts come from @xunlan/validation MESSAGES). */
export const MEMBER_MESSAGES = {
  captchaInvalid: "图形验证码错误或已过期",
  smsCodeInvalid: "短信验证码错误或已过期",
  smsCodeTooManyAttempts: "验证码错误次数过多，请重新获取",
  smsTooFrequent: (seconds: number): string => `发送过于频繁，请${seconds}秒后再试`,
  smsMobileDailyCap: "该手机号今日获取验证码次数已达上限，请明天再试",
  smsClientDailyCap: "今日获取验证码次数已达上限，请明天再试",
  badCredentials: "手机号或密码错误",
  loginSlowDown: (seconds: number): string => `登录尝试过于频繁，请${seconds}秒后再试`,
  passwordRule: MESSAGES.passwordRule,
  typeInvalid: "参数错误：type",
  nameRule: "姓名需为2-18个字符",
  birthdayInvalid: "请输入正确的生日（YYYY-MM-DD）",
  genderInvalid: "参数错误：性别",
  emailInvalid: MESSAGES.emailInvalid,
  regionInvalid: "请选择正确的省市区",
  notRegistered: "该手机号尚未注册，请使用短信验证码登录",
  wechatAuthInvalid: "微信授权已失效，请重新扫码",
  /** issue 21 §3: the redirect's state is not one this browser started (another's link, a replay, cookies lost). */
  wechatStateInvalid: "微信登录已失效，请重新登录",
  wechatMobileTaken: "该手机号已绑定其他微信账号",
  wechatIdentityTaken: "该微信账号已绑定其他手机号",
  redirectUriInvalid: "参数错误：redirectUri",
  scopeInvalid: "参数错误：scope",
  urlInvalid: "参数错误：url",
  authCodeRequired: "缺少必要参数：authCode",
} as const;
