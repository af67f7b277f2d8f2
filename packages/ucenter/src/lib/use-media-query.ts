import { useCallback, useSyncExternalStore } from "react";
import { MOBILE_BREAKPOINT } from "@xunlan/validation";

/**
 * Whether a media query matches. False on the server and where `matchMedia` is missing (jsdom), so
 * the first paint is the mobile layout, the spec's default below 1024 px (§9).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (typeof window === "undefined" || typeof window.matchMedia !== "function") return () => {};
      const list = window.matchMedia(query);
      list.addEventListener("change", notify);
      return () => list.removeEventListener("change", notify);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia(query).matches,
    () => false,
  );
}

/** spec §9: desktop from 1024 px. */
export function useIsDesktop(): boolean {
  return useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT}px)`);
}
