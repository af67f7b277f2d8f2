import type { SmsPurpose } from "./member-config";

/** A text message to send (spec §7 getVerifyCode). */
export interface SmsMessage {
  mobile: string;
  /** A code's purpose, or "arrival" for a 到货提醒 (cart module). */
  purpose: SmsPurpose | "arrival";
  /** The full text (containing the code, for code messages). */
  text: string;
  /**
   * The variables of `text`'s template (a code's `code` and `minutes`; a 到货提醒's `product` and
   * `size`): a carrier that sends registered templates (阿里云短信) sends these, not `text`.
   */
  params: Readonly<Record<string, string>>;
}

/**
 * Sends SMS. The sandbox provider (src/modules/sandbox) writes to an outbox table; a real
 * carrier gateway implements the same interface. Rejects when the message was not accepted.
 */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

/** A WeChat user as the open platform describes them after authorisation. */
export interface WechatIdentity {
  openId: string;
  unionId: string | null;
  nickname: string | null;
}

/**
 * WeChat sign-in (spec §2 stage 1). `WECHAT_PROVIDER=sandbox` serves a fake authorize page
 * under /sandbox/wechat; `open-platform` (WECHAT_APP_ID / WECHAT_APP_SECRET) would call
 * open.weixin.qq.com's qrconnect and sns/oauth2/access_token — not implemented yet.
 */
export interface WechatProvider {
  readonly name: string;
  /** The URL the shopper opens (the storefront renders it as a QR code). */
  authorizeUrl(state: string, redirectUri: string): string;
  /** Exchanges the code WeChat put on the redirect; null when unknown, used or expired. */
  exchangeCode(code: string): Promise<WechatIdentity | null>;
}
