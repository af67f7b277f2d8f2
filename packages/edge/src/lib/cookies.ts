/**
 * The storefront's choices on top of the §4 cookies: two lifetimes and the first render's layout
 * guess. Names, reading, writing and the window-size format are @xunlan/validation's one set of
 * cookie helpers (`COOKIE_NAMES`, `readCookie`, `serializeCookie`, `parseWindowSizeCookie`); the
 * token cookie is token-cookie.ts.
 */
import { MONTH_DAYS, type Platform, platformForWidth, type WindowSize, YEAR_DAYS } from "@xunlan/validation";

/** The anonymous client id lives for a (365-day, spec §9) year. */
export const CID_MAX_AGE_SECONDS = YEAR_DAYS * 24 * 60 * 60;
/** The window-size cookie is only a layout hint; a month is plenty. */
export const WINDOW_SIZE_MAX_AGE_SECONDS = MONTH_DAYS * 24 * 60 * 60;

const MOBILE_UA = /Mobi|Android|iPhone|iPad|iPod|MicroMessenger|HarmonyOS/i;

/**
 * The first render's layout guess (§7 Platform): the window-size cookie when present,
 * otherwise the user agent (phones and the WeChat in-app browser are Mobile).
 */
export function guessPlatform(size: WindowSize | null, userAgent: string | null | undefined): Platform {
  if (size) return platformForWidth(size.width);
  return userAgent && MOBILE_UA.test(userAgent) ? "Mobile" : "Desktop";
}
