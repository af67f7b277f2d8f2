import { COOKIE_NAMES, MONTH_DAYS, serializeCookie } from "@xunlan/validation";

/**
 * Writes (count > 0) or clears the bag's line count cookie (`COOKIE_NAMES.bagCount`, browser
 * only), whenever the badge's count changes. The page cache (page-cache.ts) reads it: a shopper
 * whose bag is not empty gets pages rendered for them (their own badge), never the shared
 * anonymous copy.
 */
export function writeBagCountCookie(count: number): void {
  if (typeof document === "undefined") return;
  const has = document.cookie.split("; ").some((pair) => pair.startsWith(`${COOKIE_NAMES.bagCount}=`));
  if (count <= 0 && !has) return;
  document.cookie = serializeCookie(COOKIE_NAMES.bagCount, count > 0 ? String(count) : "", {
    path: "/",
    sameSite: "lax",
    maxAge: count > 0 ? MONTH_DAYS * 24 * 60 * 60 : 0,
  });
}
