import { LOADING_HIDE_DELAY_MS, TOAST } from "@xunlan/validation";

/**
 * Popup timings of spec §9, re-shaped from `@xunlan/validation` for the popup host.
 * spec §9: "Toast 1500 ms after a 150 ms delay. Loading indicator hides 500 ms after finishing."
 */
export const POPUP_TIMINGS = {
  /** A toast appears this long after it is requested. */
  toastDelayMs: TOAST.delay,
  /** A toast stays on screen this long. */
  toastDurationMs: TOAST.duration,
  /** The loading indicator lingers this long after `hide()`. */
  loadingHideDelayMs: LOADING_HIDE_DELAY_MS,
} as const;

/** Characters a toast of the base duration may hold; each one beyond adds reading time. */
const TOAST_BASE_CHARS = 10;
const TOAST_MS_PER_CHAR = 80;
const TOAST_MAX_MS = 5_000;

/**
 * How long a toast stays: 1500 ms (spec §9) for a short one, plus 80 ms per character beyond
 * 10 so a longer text can be read (30 characters: 3100 ms), at most 5 s.
 */
export function toastDurationMs(text: string): number {
  const extra = Math.max(0, Array.from(text).length - TOAST_BASE_CHARS) * TOAST_MS_PER_CHAR;
  return Math.min(TOAST_MAX_MS, POPUP_TIMINGS.toastDurationMs + extra);
}
