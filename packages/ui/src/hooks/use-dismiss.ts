import { type RefObject, useEffect } from "react";
import { useLatest } from "../lib/use-latest";

/**
 * Closes something open (a menu, a popover, an overlay) the way shoppers expect: Esc anywhere,
 * and, when `ref` is given, a press outside that element. Only while `active`; `onDismiss` may
 * change between renders without re-subscribing. An Esc whose default something inside already
 * prevented (a nested menu that closed itself) is left to that one.
 */
export function useDismiss(active: boolean, onDismiss: (reason: "escape" | "outside") => void, ref?: RefObject<HTMLElement | null>): void {
  const latest = useLatest(onDismiss);
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) latest.current("escape");
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
  }, [active, ref, latest]);
}
