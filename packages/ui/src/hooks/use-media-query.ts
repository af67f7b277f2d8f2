import { MOBILE_BREAKPOINT } from "@xunlan/validation";
import { useCallback, useSyncExternalStore } from "react";

const hasMatchMedia = () => typeof window !== "undefined" && typeof window.matchMedia === "function";

/**
 * Whether a media query matches, following it as it changes. False on the server and where
 * `matchMedia` is missing (jsdom), so the server render and hydration are the mobile layout,
 * the spec's default below 1024 px (§9); the real answer takes over right after hydration.
 * Layout differences belong in CSS: use this only for behaviour (hover menus, hide on scroll).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!hasMatchMedia()) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener("change", notify);
      return () => list.removeEventListener("change", notify);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => hasMatchMedia() && window.matchMedia(query).matches,
    () => false,
  );
}

/** The desktop query of spec §9 (desktop from 1024 px, mobile below). */
export const DESKTOP_QUERY = `(min-width: ${MOBILE_BREAKPOINT}px)`;

/** True at desktop widths (spec §9: from 1024 px); false on the server and during hydration. */
export function useIsDesktop(): boolean {
  return useMediaQuery(DESKTOP_QUERY);
}
