/**
 * Spec §2 "Layout": which header mode, footer and logo colour a path gets.
 * TODO(header-footer): move to @xunlan/header-footer if it exports an equivalent helper.
 */

/** Header display mode (spec §2). */
export type HeaderMode = "full" | "thin" | "hidden";

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** Thin for explore pages, product detail and cart; hidden for checkout; full otherwise. */
export function headerModeFor(pathname: string): HeaderMode {
  if (isUnder(pathname, "/checkout")) return "hidden";
  if (isUnder(pathname, "/explore") || isUnder(pathname, "/products") || isUnder(pathname, "/cart")) return "thin";
  return "full";
}

/** Footer hidden only on checkout. */
export function showFooterFor(pathname: string): boolean {
  return !isUnder(pathname, "/checkout");
}

/** Logo is white inside /ucenter, black elsewhere. */
export function logoColorFor(pathname: string): "white" | "black" {
  return isUnder(pathname, "/ucenter") ? "white" : "black";
}
