/**
 * Sharing a storefront page (spec §2 mobile menu 分享给好友, product pages): which way the
 * browser can share, the link without tracking parameters, and copying it.
 */

/** True inside WeChat's browser (its user agent carries MicroMessenger): sharing goes through its top-right menu. */
export function isWeChatBrowser(
  userAgent: string | undefined = typeof navigator === "undefined" ? undefined : navigator.userAgent,
): boolean {
  return /MicroMessenger/i.test(userAgent ?? "");
}

// Parameters a shared link must not pass on: campaign tags, WeChat's own, the sharer's code.
const TRACKING = /^(utm_.+|from|isappinstalled|spm|sharer)$/i;

/** The link to share: the page's absolute URL without tracking parameters (utm_*, from, isappinstalled, spm, sharer) or hash. */
export function shareUrlOf(href: string): string {
  const url = new URL(href);
  for (const key of [...url.searchParams.keys()]) if (TRACKING.test(key)) url.searchParams.delete(key);
  url.hash = "";
  return url.toString();
}

/**
 * Copies text: the Clipboard API, else a selected textarea with execCommand (older in-app
 * browsers, plain-http pages). Resolves false when neither worked.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== "undefined" && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the textarea
  }
  if (typeof document === "undefined") return false;
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  try {
    return document.execCommand("copy");
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Texts of sharing. */
export const SHARE_MESSAGES = {
  title: "分享给好友",
  copied: "链接已复制，快去分享给好友吧",
  copyFailed: "复制失败，请长按链接手动复制",
  copy: "复制链接",
  systemShare: "更多分享方式",
  poster: "生成分享海报",
  posterLoading: "海报生成中…",
  posterFailed: "海报生成失败，请稍后再试",
  posterSave: "保存海报",
  posterHint: "长按或保存海报，好友扫码即可查看",
  wechatGuide: "点击右上角「···」",
  wechatGuideSub: "选择「发送给朋友」或「分享到朋友圈」",
  wechatClose: "我知道了",
} as const;

/** A member's share poster (the gateway's memberShareQrCode). */
export interface SharePoster {
  url: string;
  /** Image URL (an SVG data URL from the gateway). */
  image: string;
}
