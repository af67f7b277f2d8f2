import { type RefObject, useEffect, useLayoutEffect, useRef } from "react";

// useLayoutEffect warns on the server; the ref only matters in the browser.
const useIsomorphicLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * Closes something open (a menu, a popover, an overlay) the way shoppers expect: Esc anywhere,
 * and, when `ref` is given, a press outside that element. Only while `active`; `onDismiss` may
 * change between renders without re-subscribing.
 */
export function useDismiss(active: boolean, onDismiss: (reason: "escape" | "outside") => void, ref?: RefObject<HTMLElement | null>): void {
  const latest = useRef(onDismiss);
  useIsomorphicLayoutEffect(() => {
    latest.current = onDismiss;
  });
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") latest.current("escape");
    };
    const onPointerDown = (event: PointerEvent) => {
      const element = ref?.current;
      if (element && event.target instanceof Node && !element.contains(event.target)) latest.current("outside");
    };
    window.addEventListener("keydown", onKeyDown);
    if (ref) document.addEventListener("pointerdown", onPointerDown);
    return () => {
      window.removeEventListener("keydown", onKeyDown);
      if (ref) document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [active, ref]);
}
