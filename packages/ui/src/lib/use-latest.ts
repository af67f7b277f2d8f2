import { type RefObject, useEffect, useLayoutEffect, useRef } from "react";

// useLayoutEffect warns on the server; the ref only matters in the browser.
const useIsomorphicLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/** A ref that always holds the latest `value`, for callbacks that must not re-subscribe. */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useIsomorphicLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
