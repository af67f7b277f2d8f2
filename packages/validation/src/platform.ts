import { MOBILE_BREAKPOINT } from "./constants";

/** The `Platform` request header value (spec §7). */
export type Platform = "Desktop" | "Mobile";

/** spec §7/§9: true below 1024 px, where the storefront is in mobile mode. */
export function isMobileWidth(width: number): boolean {
  return !(width >= MOBILE_BREAKPOINT);
}

/** spec §7: 'Desktop' when the window width is ≥ 1024, else 'Mobile' (also for unknown/NaN widths). */
export function platformForWidth(width: number): Platform {
  return isMobileWidth(width) ? "Mobile" : "Desktop";
}
