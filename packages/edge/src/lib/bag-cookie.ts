import { MONTH_DAYS, serializeCookie } from "@xunlan/validation";

/**
 * The bag's line count as a cookie, written in the browser whenever the badge's count changes.
 * The page cache (page-cache.ts, @xunlan/edge) reads it: a shopper whose bag is not empty gets
 * pages rendered for them (their own badge), never the shared anonymous copy.
 */
export const BAG_COUNT_COOKIE = "bag_count";

/** Writes (count > 0) or clears the bag count cookie (browser only). */
export function writeBagCountCookie(count: number): void {
  if (typeof document === "undefined") return;
  const has = document.cookie.split("; ").some((pair) => pair.startsWith(`${BAG_COUNT_COOKIE}=`));
  if (count <= 0 && !has) return;
  document.cookie = serializeCookie(BAG_COUNT_COOKIE, count > 0 ? String(count) : "", {
    path: "/",
    sameSite: "lax",
    maxAge: count > 0 ? MONTH_DAYS * 24 * 60 * 60 : 0,
  });
}
