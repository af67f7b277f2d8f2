import type { LoginStage, LoginType } from "@xunlan/validation";

/** Credentials of a login, shaped like the gateway's `memberLogin` arguments (spec §7). */
export interface LoginCredentials {
  /** The mobile number (the account's username). */
  username: string;
  /** spec §4: 4 SMS code, 2 password. */
  type: LoginType;
  /** The SMS code (type 4) or the password (type 2). */
  code: string;
  /**
   * The image captcha the shopper typed, on a password login the gateway asked to carry one
   * (after 3 failures); the callbacks send it with the id of the captcha last fetched.
   */
  captchaCode?: string;
}

/** Arguments of an SMS send (spec §5/§7: mobile, type 4 and the image code). */
export interface SendSmsCodeInput {
  mobile: string;
  /** The image captcha the shopper typed. */
  captchaCode: string;
}

/** Arguments of a mobile binding after WeChat authorisation (spec §2/§7: mobile, code, authCode). */
export interface BindMobileInput {
  mobile: string;
  /** The SMS code. */
  code: string;
  /** The `authCode` query value the page was opened with. */
  authCode: string;
}

/**
 * The network side of the popup, supplied by the storefront (which calls the gateway).
 * Every callback rejects on failure; a rejection's `message` is shown to the shopper
 * (the normalised error of spec §8 carries the gateway's Chinese text).
 */
export interface AuthCallbacks<TResult = unknown> {
  /** Fetches a fresh image captcha and resolves with an `<img src>` (URL or data URL). */
  getCaptcha: () => Promise<string>;
  /** Sends the SMS code (`getVerifyCode` with type 4 and the captcha). */
  sendSmsCode: (input: SendSmsCodeInput) => Promise<unknown>;
  /** Logs in (`memberLogin`) and resolves with the login result (spec §3). */
  login: (credentials: LoginCredentials) => Promise<TResult>;
  /** Binds the mobile to the WeChat account of `authCode` and logs in (spec §7 user login call). */
  bindMobile: (input: BindMobileInput) => Promise<TResult>;
}

/** The member shown on the logged-in board (a subset of the member profile, spec §3). */
export interface AuthUser {
  /** Display name; the board falls back to the masked mobile without it. */
  name?: string | null;
  /** Mobile number; displayed masked (spec §5). */
  cellphone?: string | null;
  /** Avatar URL. */
  headImage?: string | null;
  /** WeChat nickname, used when there is no name. */
  wechatNick?: string | null;
  /** Member level, shown as a badge when present. */
  level?: string | number | null;
}

/** The form fields of the popup. */
export type LoginField = "mobile" | "imageCode" | "smsCode" | "password" | "consent";

/** Values of the popup's fields. */
export interface LoginFormFields {
  mobile: string;
  imageCode: string;
  smsCode: string;
  password: string;
  /** Consent checkbox (spec §2: at least 16 and accepts the privacy policy and terms). */
  agreed: boolean;
}

export type { LoginStage, LoginType };
