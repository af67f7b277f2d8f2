import { isMobileWidth } from "@xunlan/validation";
import { useSyncExternalStore } from "react";

function subscribeResize(callback: () => void) {
  window.addEventListener("resize", callback);
  return () => window.removeEventListener("resize", callback);
}

/**
 * True at desktop widths (spec §9: mobile below 1024 px), with the header's convention: the
 * server render and hydration assume mobile, the real width takes over right after.
 */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribeResize, () => !isMobileWidth(window.innerWidth), () => false);
}
