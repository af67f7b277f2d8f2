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
