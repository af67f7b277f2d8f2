import type { WechatJsConfig, WechatJsSdk } from "../providers";
import { sha1Hex, type WechatApp, wechatGet, wechatNonce } from "./open-platform";

/**
 * The JS-SDK's `wx.config` for a page (sharing, openAddress): appId, timestamp, nonceStr and
 * signature = sha1("jsapi_ticket=…&noncestr=…&timestamp=…&url=…"), the keys in ASCII order, the
 * values raw (not URL-escaped), the URL without its `#…` — 附录1 of
 * https://developers.weixin.qq.com/doc/offiaccount/OA_Web_Apps/JS-SDK.html (its example is a test
 * vector in js-sdk.test.ts). The official account's access_token and jsapi_ticket live 7 200 s and
 * WeChat limits how often they may be fetched: both are kept until five minutes before they
 * expire, and concurrent callers share one fetch.
 */

/** The signature of `wx.config` for a page URL. */
export function jsSdkSignature(input: { ticket: string; nonceStr: string; timestamp: number; url: string }): string {
  const url = input.url.split("#")[0]!;
  return sha1Hex(`jsapi_ticket=${input.ticket}&noncestr=${input.nonceStr}&timestamp=${input.timestamp}&url=${url}`);
}

export function createWechatJsSdk(
  app: WechatApp,
  options: { apiBase?: string; fetch?: typeof fetch; clock?: () => Date; timeoutMs?: number } = {},
): WechatJsSdk {
  const doFetch = options.fetch ?? fetch;
  const apiBase = options.apiBase ?? "https://api.weixin.qq.com";
  const clock = options.clock ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? 5_000;
  const MARGIN_MS = 5 * 60_000;
  let ticket: { value: string; until: number } | null = null;
  let pending: Promise<string> | null = null;

  async function fetchTicket(): Promise<string> {
    const token = await wechatGet<{ access_token: string; expires_in: number }>(
      doFetch,
      apiBase,
      "/cgi-bin/token",
      { grant_type: "client_credential", appid: app.appId, secret: app.appSecret },
      timeoutMs,
    );
    const answer = await wechatGet<{ ticket: string; expires_in: number }>(
      doFetch,
      apiBase,
      "/cgi-bin/ticket/getticket",
      { access_token: token.access_token, type: "jsapi" },
      timeoutMs,
    );
    ticket = { value: answer.ticket, until: clock().getTime() + answer.expires_in * 1000 - MARGIN_MS };
    return answer.ticket;
  }

  async function currentTicket(): Promise<string> {
    if (ticket && clock().getTime() < ticket.until) return ticket.value;
    pending ??= fetchTicket().finally(() => {
      pending = null;
    });
    return pending;
  }

  return {
    /** `wx.config` for `url` (the page's full URL; its `#…` is dropped). */
    async configFor(url: string): Promise<WechatJsConfig> {
      const nonceStr = wechatNonce();
      const timestamp = Math.floor(clock().getTime() / 1000);
      return {
        appId: app.appId,
        timestamp,
        nonceStr,
        signature: jsSdkSignature({ ticket: await currentTicket(), nonceStr, timestamp, url }),
      };
    },
  };
}
