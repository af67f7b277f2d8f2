import { useEffect } from "react";
import { lockScroll } from "../lib/scroll-lock";

/**
 * Stops the page behind from scrolling while `active` (an open menu, overlay or dialog). Locks
 * are counted, so two overlays open at once keep the page locked until both close, and the
 * scrollbar's width is kept so the page does not jump.
 */
export function useScrollLock(active: boolean): void {
  useEffect(() => (active ? lockScroll() : undefined), [active]);
}
