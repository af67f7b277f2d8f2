/**
 * How the storefront uses the §4 cookies. Names, parsing and lifetimes come from
 * @xunlan/validation; this file only adds the storefront's choices on top.
 */
import {
  COOKIE_NAMES,
  YEAR_DAYS,
  parseWindowSizeCookie,
  platformForWidth,
  type Platform,
  type WindowSize,
} from "@xunlan/validation";

/** The anonymous client id lives for a (365-day, spec §9) year. */
export const CID_MAX_AGE_SECONDS = YEAR_DAYS * 24 * 60 * 60;
/** The window-size cookie is only a layout hint; a month is plenty. */
export const WINDOW_SIZE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

const MOBILE_UA = /Mobi|Android|iPhone|iPad|iPod|MicroMessenger|HarmonyOS/i;

/** The §4 window size from the `w_{n}|h_{n}` cookie, or null. */
export function windowSizeFromCookie(value: string | null | undefined): WindowSize | null {
  if (!value) return null;
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    // keep as is
  }
  return parseWindowSizeCookie(decoded);
}

/**
 * The first render's layout guess (§7 Platform): the window-size cookie when present,
 * otherwise the user agent (phones and the WeChat in-app browser are Mobile).
 */
export function guessPlatform(size: WindowSize | null, userAgent: string | null | undefined): Platform {
  if (size) return platformForWidth(size.width);
  return userAgent && MOBILE_UA.test(userAgent) ? "Mobile" : "Desktop";
}

export { COOKIE_NAMES };
export type { Platform, WindowSize };
