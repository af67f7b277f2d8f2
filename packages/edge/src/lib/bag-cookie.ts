import { COOKIE_NAMES, MONTH_DAYS, serializeCookie } from "@xunlan/validation";

/**
 * The bag's line count as a cookie (`COOKIE_NAMES.bagCount`), written in the browser whenever the
 * badge's count changes. A page shell (page-shell.ts, issue 27 §1) carries no shopper's count: the
 * browser's badge starts from this cookie after hydration, and a guest's count is asked for only
 * when it says the bag is not empty.
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
