import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { normalizeRegionTree, type RegionOption } from "./regions";
import type { RegionNode } from "./types";

/** Loads the §3 address-options tree (`addressOptions`, §7). */
export type LoadRegions = () => Promise<RegionNode[]>;

/** State of {@link useRegions}. */
export type RegionsState =
  | { status: "loading"; tree: null; retry: () => void }
  | { status: "ready"; tree: RegionOption[]; retry: () => void }
  | { status: "error"; tree: null; retry: () => void };

// One request per loader for the page's lifetime, shared by every picker using it (the profile
// form and the address form may both be mounted). A failure is evicted so a retry calls again.
const cache = new WeakMap<LoadRegions, Promise<RegionOption[]>>();

/** The normalised tree of `loader`, one request per loader shared with every picker using it. */
export function loadRegionTree(loader: LoadRegions): Promise<RegionOption[]> {
  let pending = cache.get(loader);
  if (!pending) {
    pending = Promise.resolve().then(loader).then(normalizeRegionTree);
    cache.set(loader, pending);
    pending.catch(() => {
      if (cache.get(loader) === pending) cache.delete(loader);
    });
  }
  return pending;
}

/**
 * The normalised region tree: from `preloaded` when the app already has it, else from
 * `loadRegions`, called once per mount. Pickers given the same (stable) loader function share one
 * request; an inline loader is fine too, a new identity on re-render does not reload. On failure
 * the state is `error`; `retry()` calls the loader again.
 */
export function useRegions(loadRegions: LoadRegions | undefined, preloaded?: readonly RegionNode[] | null): RegionsState {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ attempt: number; tree: RegionOption[] | null } | null>(null);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const preloadedTree = useMemo(() => (preloaded ? normalizeRegionTree(preloaded) : null), [preloaded]);
  const loaderRef = useRef(loadRegions);
  // effects run in order: the latest loader is in the ref before the loading effect reads it
  useEffect(() => {
    loaderRef.current = loadRegions;
  });
  const needsLoad = !preloaded;

  useEffect(() => {
    const loader = loaderRef.current;
    if (!needsLoad || !loader) return;
    let live = true;
    loadRegionTree(loader).then(
      (tree) => live && setResult({ attempt, tree }),
      () => live && setResult({ attempt, tree: null }),
    );
    return () => {
      live = false;
    };
  }, [needsLoad, attempt]);

  if (preloadedTree) return { status: "ready", tree: preloadedTree, retry };
  const current = result && result.attempt === attempt ? result : null;
  if (!current) return { status: "loading", tree: null, retry };
  if (!current.tree) return { status: "error", tree: null, retry };
  return { status: "ready", tree: current.tree, retry };
}
