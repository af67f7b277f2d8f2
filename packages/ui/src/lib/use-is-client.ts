import { useSyncExternalStore } from "react";

const noop = () => () => {};

/** True after hydration on the client, false during SSR (portals need `document`). */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
