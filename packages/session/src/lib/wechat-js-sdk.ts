import type { WechatAddress } from "@xunlan/account";

/**
 * WeChat's JS-SDK inside the WeChat browser (issue 23 §1, 26 §3), from its document
 * (https://developers.weixin.qq.com/doc/offiaccount/OA_Web_Apps/JS-SDK.html): the file
 * jweixin-1.6.0.js from res.wx.qq.com (res2.wx.qq.com when it fails), `wx.config` with the
 * gateway's signature (wechatJsConfig), `wx.ready` / `wx.error`, then
 * `updateAppMessageShareData` / `updateTimelineShareData` for sharing and `openAddress` for the
 * shopper's WeChat addresses. Only the calls the store makes are typed.
 */
export const WECHAT_JS_SDK_URLS = [
  "https://res.wx.qq.com/open/js/jweixin-1.6.0.js",
  "https://res2.wx.qq.com/open/js/jweixin-1.6.0.js",
] as const;

/** The JS interfaces the store asks `wx.config` for. */
export const WECHAT_JS_API_LIST = ["updateAppMessageShareData", "updateTimelineShareData", "openAddress"] as const;

/** What a share card shows (标题, 描述, 链接, 图标). */
export interface WxShareData {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

interface WxCallbacks<T = unknown> {
  success?: (result: T) => void;
  fail?: (error: { errMsg?: string }) => void;
  cancel?: () => void;
}

/** The part of `window.wx` the store uses. */
export interface Wx {
  config(config: {
    debug: boolean;
    appId: string;
    timestamp: number;
    nonceStr: string;
    signature: string;
    jsApiList: readonly string[];
  }): void;
  ready(callback: () => void): void;
  error(callback: (error: { errMsg?: string }) => void): void;
  updateAppMessageShareData(data: WxShareData & WxCallbacks): void;
  updateTimelineShareData(data: Omit<WxShareData, "desc"> & WxCallbacks): void;
  openAddress(callbacks: WxCallbacks<WechatAddress & { errMsg?: string }>): void;
}

declare global {
  interface Window {
    wx?: Wx;
  }
}

let loading: Promise<Wx> | null = null;

function inject(src: string): Promise<Wx> {
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = () => (window.wx ? resolve(window.wx) : reject(new Error("jweixin loaded without wx")));
    script.onerror = () => {
      script.remove();
      reject(new Error(`jweixin failed: ${src}`));
    };
    document.head.append(script);
  });
}

/** Loads jweixin once per page (the fallback host when the first fails); resolves `window.wx`. */
export function loadWechatJsSdk(): Promise<Wx> {
  if (window.wx) return Promise.resolve(window.wx);
  loading ??= inject(WECHAT_JS_SDK_URLS[0]).catch(() => inject(WECHAT_JS_SDK_URLS[1]));
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** `wx.config`, resolved on `wx.ready`, rejected on `wx.error` (an invalid signature, a domain not registered). */
export function configureWx(wx: Wx, config: { appId: string; timestamp: number; nonceStr: string; signature: string }): Promise<void> {
  return new Promise((resolve, reject) => {
    wx.ready(() => resolve());
    wx.error((error) => reject(new Error(error.errMsg ?? "wx.config failed")));
    wx.config({ debug: false, ...config, jsApiList: WECHAT_JS_API_LIST });
  });
}

/** `wx.openAddress`: the address the shopper picked, null when they cancelled. */
export function openWxAddress(wx: Wx): Promise<WechatAddress | null> {
  return new Promise((resolve, reject) => {
    wx.openAddress({
      success: (result) => resolve(result),
      cancel: () => resolve(null),
      fail: (error) => (/cancel/i.test(error.errMsg ?? "") ? resolve(null) : reject(new Error(error.errMsg ?? "openAddress failed"))),
    });
  });
}

/**
 * The URL `wx.config` must be signed for: on iOS WeChat the address the page was first opened at
 * (it keeps that one through the single-page app's navigations), elsewhere the current one —
 * both without `#…` (JS-SDK 常见错误: invalid signature).
 */
export function signatureUrl(userAgent: string, entryUrl: string, currentUrl: string): string {
  return (/iPhone|iPad|iPod/i.test(userAgent) ? entryUrl : currentUrl).split("#")[0]!;
}

// Parameters a shared link must not pass on: campaign tags, WeChat's own and sign-in returns.
const NOT_SHARED = /^(utm_.+|from|isappinstalled|spm|sharer|wx|authCode|code|state|error)$/;

/** The link a share card carries: the page without tracking or sign-in parameters and without `#…`. */
export function shareLinkOf(href: string): string {
  const url = new URL(href);
  for (const key of [...url.searchParams.keys()]) if (NOT_SHARED.test(key)) url.searchParams.delete(key);
  url.hash = "";
  return url.toString();
}

/**
 * The share card of the page in `doc`: its title, description and picture (og:image, else the
 * page's first preloaded picture — the hero or the product's first photo —, else the site's icon).
 */
export function shareDataOf(doc: Document, href: string): WxShareData {
  // The last of a kind: a page's own tag follows the root's (and a head being replaced may hold both).
  const meta = (selector: string) => [...doc.querySelectorAll<HTMLMetaElement>(selector)].at(-1)?.content?.trim() || "";
  const preloaded = doc.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]')?.getAttribute("href") ?? "";
  const image = meta('meta[property="og:image"]') || preloaded || "/favicon.svg";
  return {
    title: meta('meta[property="og:title"]') || doc.title,
    desc: meta('meta[name="description"]') || meta('meta[property="og:description"]'),
    link: shareLinkOf(href),
    imgUrl: new URL(image, href).toString(),
  };
}
