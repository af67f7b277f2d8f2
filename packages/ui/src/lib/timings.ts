/**
 * Popup timings of spec §9. Defined here until `@xunlan/validation` exports them.
 * spec §9: "Toast 1500 ms after a 150 ms delay. Loading indicator hides 500 ms after finishing."
 */
export const POPUP_TIMINGS = {
  /** A toast appears this long after it is requested. */
  toastDelayMs: 150,
  /** A toast stays on screen this long. */
  toastDurationMs: 1500,
  /** The loading indicator lingers this long after `hide()`. */
  loadingHideDelayMs: 500,
} as const;
