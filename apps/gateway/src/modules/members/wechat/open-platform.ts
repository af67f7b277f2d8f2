import { createHash, randomBytes } from "node:crypto";
import type { WechatIdentity, WechatProvider, WechatScope } from "../providers";

/**
 * WeChat sign-in and JS-SDK through WeChat's published HTTP APIs (no maintained Node SDK exists;
 * these follow the documents):
 * - Website QR login (网站应用微信登录, desktop and other browsers): the shopper scans
 *   `open.weixin.qq.com/connect/qrconnect?appid&redirect_uri&response_type=code&scope=snsapi_login&state#wechat_redirect`
 *   — https://developers.weixin.qq.com/doc/oplatform/Website_App/WeChat_Login/Wechat_Login.html
 * - Inside WeChat, the official account's web authorisation (网页授权):
 *   `open.weixin.qq.com/connect/oauth2/authorize?appid&redirect_uri&response_type=code&scope=snsapi_base|snsapi_userinfo&state#wechat_redirect`
 *   — https://developers.weixin.qq.com/doc/offiaccount/OA_Web_Apps/Wechat_webpage_authorization.html
 * - Both redirect back with `?code=&state=`; the code is exchanged once at
 *   `api.weixin.qq.com/sns/oauth2/access_token?appid&secret&code&grant_type=authorization_code`
 *   (→ access_token, openid, scope, and unionid "只有当scope为snsapi_userinfo时返回" —
 *   https://developers.weixin.qq.com/doc/service/api/webdev/access/api_snsaccesstoken), and
 *   `sns/userinfo?access_token&openid&lang=zh_CN` gives the nickname and unionid (snsapi_login /
 *   snsapi_userinfo only; 48001 for snsapi_base). Errors answer `{errcode, errmsg}` (40029 invalid
 *   code, 40163 code used). `is_snapshotuser: 1` (快照页模式的虚拟账号) is nobody.
 * - One member across both apps by `unionid` (the apps are bound to one open-platform account);
 *   a silent `snsapi_base` sign-in has only the official account's openid, which the members
 *   module matches per app (wechat-service.ts).
 * - JS-SDK `wx.config` (./js-sdk.ts): access_token by `cgi-bin/token` (client_credential), then
 *   `cgi-bin/ticket/getticket?type=jsapi`, each kept until shortly before it expires.
 *
 * Verified against the documents' published example where one exists (the JS-SDK signature,
 * js-sdk.test.ts); the OAuth exchange publishes none: unverified against the provider, see
 * docs/PROVIDERS.md for the checklist on a real phone.
 */
export interface WechatApp {
  appId: string;
  appSecret: string;
}

export interface WechatOpenPlatformSettings {
  /** The website application (网站应用) of the open platform: QR login outside WeChat. */
  web: WechatApp;
  /** The official account (服务号): sign-in inside WeChat and the JS-SDK. */
  officialAccount?: WechatApp;
  /** https://api.weixin.qq.com; the fake's address in tests. */
  apiBase?: string;
  /** https://open.weixin.qq.com; the fake's address in tests. */
  authorizeBase?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** WeChat answered with an error code. */
export class WechatApiError extends Error {
  constructor(
    readonly errcode: number,
    errmsg: string,
    readonly api: string,
  ) {
    super(`WeChat ${api}: ${errcode} ${errmsg}`);
    this.name = "WechatApiError";
  }
}

/** GETs a WeChat API and returns its JSON, throwing {@link WechatApiError} on a non-zero errcode. */
export async function wechatGet<T>(
  doFetch: typeof fetch,
  base: string,
  path: string,
  query: Record<string, string>,
  timeoutMs: number,
): Promise<T> {
  const url = `${base.replace(/\/+$/, "")}${path}?${new URLSearchParams(query)}`;
  let response: Response;
  try {
    response = await doFetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new WechatApiError(-1, `did not answer: ${(error as Error).message}`, path);
  }
  const body = (await response.json().catch(() => null)) as (T & { errcode?: number; errmsg?: string }) | null;
  if (!response.ok || !body) throw new WechatApiError(-1, `HTTP ${response.status}`, path);
  if (typeof body.errcode === "number" && body.errcode !== 0) throw new WechatApiError(body.errcode, body.errmsg ?? "", path);
  return body;
}

/** A code WeChat does not know for this app (wrong app, used, expired): try the next app. */
const CODE_NOT_OURS = new Set([40029, 40163, 41008]);

/** The real WeChat provider (WECHAT_PROVIDER=open-platform). */
export function createWechatOpenPlatform(settings: WechatOpenPlatformSettings): WechatProvider {
  const doFetch = settings.fetch ?? fetch;
  const apiBase = settings.apiBase ?? "https://api.weixin.qq.com";
  const authorizeBase = (settings.authorizeBase ?? "https://open.weixin.qq.com").replace(/\/+$/, "");
  const timeoutMs = settings.timeoutMs ?? 5_000;
  // A code can come from either app; the one that issued it is tried first when known by the
  // redirect's app, else the website app, then the official account.
  const apps = [settings.web, ...(settings.officialAccount ? [settings.officialAccount] : [])];

  async function exchangeWith(app: WechatApp, code: string): Promise<WechatIdentity | null> {
    const token = await wechatGet<{ access_token: string; openid: string; scope: string; unionid?: string; is_snapshotuser?: number }>(
      doFetch,
      apiBase,
      "/sns/oauth2/access_token",
      { appid: app.appId, secret: app.appSecret, code, grant_type: "authorization_code" },
      timeoutMs,
    );
    // A snapshot-page virtual account is not a person who signed in.
    if (token.is_snapshotuser === 1) return null;
    let nickname: string | null = null;
    let unionId = token.unionid ?? null;
    if (/snsapi_(login|userinfo)/.test(token.scope)) {
      const info = await wechatGet<{ nickname?: string; unionid?: string }>(
        doFetch,
        apiBase,
        "/sns/userinfo",
        { access_token: token.access_token, openid: token.openid, lang: "zh_CN" },
        timeoutMs,
      ).catch(() => null);
      nickname = info?.nickname ?? null;
      unionId = unionId ?? info?.unionid ?? null;
    }
    return { appId: app.appId, openId: token.openid, unionId, nickname };
  }

  return {
    name: "open-platform",
    authorizeUrl(state: string, redirectUri: string, scope: WechatScope = "snsapi_login") {
      if (scope !== "snsapi_login" && settings.officialAccount) {
        const query = new URLSearchParams({
          appid: settings.officialAccount.appId,
          redirect_uri: redirectUri,
          response_type: "code",
          scope,
          state,
        });
        return `${authorizeBase}/connect/oauth2/authorize?${query}#wechat_redirect`;
      }
      // Without an official account there is no silent sign-in; a tap inside WeChat gets the QR page.
      if (scope === "snsapi_base") return null;
      const query = new URLSearchParams({
        appid: settings.web.appId,
        redirect_uri: redirectUri,
        response_type: "code",
        scope: "snsapi_login",
        state,
      });
      return `${authorizeBase}/connect/qrconnect?${query}#wechat_redirect`;
    },
    async exchangeCode(code) {
      for (const app of apps) {
        try {
          return await exchangeWith(app, code);
        } catch (error) {
          if (error instanceof WechatApiError && CODE_NOT_OURS.has(error.errcode)) continue;
          throw error;
        }
      }
      return null;
    },
  };
}

/** A random nonce for wx.config (16 base62-ish characters). */
export function wechatNonce(): string {
  return randomBytes(12).toString("base64url").slice(0, 16);
}

/** sha1 hex, the JS-SDK signature's hash. */
export const sha1Hex = (text: string) => createHash("sha1").update(text, "utf8").digest("hex");
