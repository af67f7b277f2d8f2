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

/**
 * A WeChat user as one of the brand's apps sees them after authorisation (issue 23 §1): `openId`
 * is per app (the open platform's website app, the official account), `unionId` one across the
 * apps bound to one open-platform account — and only given where WeChat gives it (QR login and
 * `snsapi_userinfo`; a silent `snsapi_base` authorisation answers the openid alone).
 */
export interface WechatIdentity {
  /** The app that issued the code (its appid; the sandbox's `wxsandboxweb` / `wxsandboxoa`). */
  appId: string;
  openId: string;
  unionId: string | null;
  nickname: string | null;
}

/**
 * How the shopper is asked: a QR code of the website app in a browser (`snsapi_login`), or inside
 * WeChat the official account's web authorisation: `snsapi_userinfo` (one tap, gives the unionid
 * and nickname) or `snsapi_base` (silent, the openid only).
 */
export type WechatScope = "snsapi_login" | "snsapi_userinfo" | "snsapi_base";

/**
 * WeChat sign-in (spec §2 stage 1). `WECHAT_PROVIDER=sandbox` serves a stand-in authorize page
 * under /sandbox/wechat; `open-platform` (./wechat/open-platform.ts) sends the shopper to
 * open.weixin.qq.com and exchanges the code at api.weixin.qq.com.
 */
export interface WechatProvider {
  readonly name: string;
  /**
   * The URL the shopper opens (rendered as a QR code on a desktop, opened directly inside
   * WeChat). `scope` defaults to `snsapi_login`; a provider without an official account answers
   * the QR URL for `snsapi_userinfo` and null for `snsapi_base` (no silent sign-in possible).
   */
  authorizeUrl(state: string, redirectUri: string, scope?: WechatScope): string | null;
  /** Exchanges the code WeChat put on the redirect; null when unknown, used or expired. */
  exchangeCode(code: string): Promise<WechatIdentity | null>;
}

/** `wx.config`'s signed fields for one page URL (JS-SDK 附录1). */
export interface WechatJsConfig {
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
}

/** Signs `wx.config` for a page: the official account's jsapi_ticket (./wechat/js-sdk.ts), or the sandbox's. */
export interface WechatJsSdk {
  configFor(url: string): Promise<WechatJsConfig>;
}
