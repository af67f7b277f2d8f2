import { useIsDesktop as useDesktopQuery } from "@xunlan/ui";

/**
 * True at desktop widths (spec §9: mobile mode below 1024 px); `override` fixes it (stories and
 * tests of one layout). Server render assumes mobile; layout differences are done with CSS, this
 * only drives behaviour (hover menus, hide on scroll).
 */
export function useIsDesktop(override?: boolean): boolean {
  const measured = useDesktopQuery();
  return override ?? measured;
}

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/** True when the visitor asked the system for reduced motion. */
export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && typeof window.matchMedia === "function" ? window.matchMedia(REDUCED_MOTION).matches : false;
}
