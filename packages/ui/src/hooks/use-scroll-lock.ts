import { useEffect } from "react";

let locks = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

/**
 * Locks page scrolling while any overlay is open (reference counted, so nested overlays work).
 * Returns the unlock function. Compensates the scrollbar width to avoid a layout jump.
 */
function lockScroll(): () => void {
  if (typeof document === "undefined") return () => {};
  const body = document.body;
  if (locks === 0) {
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    body.style.overflow = "hidden";
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0 && saved) {
      body.style.overflow = saved.overflow;
      body.style.paddingRight = saved.paddingRight;
      saved = null;
    }
  };
}

/**
 * Stops the page behind from scrolling while `active` (an open menu, overlay or dialog). Locks
 * are counted, so two overlays open at once keep the page locked until both close, and the
 * scrollbar's width is kept so the page does not jump.
 */
export function useScrollLock(active: boolean): void {
  useEffect(() => (active ? lockScroll() : undefined), [active]);
}
