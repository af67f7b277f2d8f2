import { addRecentSearch, isNonEmptyArray, RECENT_SEARCH_LIMIT, STORAGE_LIFETIME_HOURS } from "@xunlan/validation";

/** localStorage key of a guest's recent searches. */
export const RECENT_SEARCH_STORAGE_KEY = "xl_recent_search";

const LIFETIME_MS = STORAGE_LIFETIME_HOURS.recentSearch * 3_600_000;

interface Stored {
  value: string[];
  expiresAt: number;
}

/** The storage to use: localStorage in the browser, none on the server or when it is blocked. */
function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * A guest's recent searches from localStorage (spec §9: kept 168 h, latest 10); [] when none,
 * expired, unreadable or not a list of strings.
 */
export function readLocalRecentSearches(store: Storage | null = storage(), now = Date.now()): string[] {
  try {
    const raw = store?.getItem(RECENT_SEARCH_STORAGE_KEY);
    if (!raw) return [];
    const parsed = JSON.parse(raw) as Partial<Stored>;
    if (typeof parsed.expiresAt !== "number" || parsed.expiresAt < now || !isNonEmptyArray(parsed.value)) return [];
    return parsed.value.filter((v): v is string => typeof v === "string" && v.trim() !== "").slice(0, RECENT_SEARCH_LIMIT);
  } catch {
    return [];
  }
}

const listeners = new Set<() => void>();
const EMPTY: readonly string[] = Object.freeze([]);
let snapshot: readonly string[] | null = null;

/** useSyncExternalStore subscription to this browser's recent searches (also other tabs). */
export function subscribeLocalRecentSearches(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === RECENT_SEARCH_STORAGE_KEY) {
      snapshot = null;
      listener();
    }
  };
  if (typeof window !== "undefined") window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== "undefined") window.removeEventListener("storage", onStorage);
  };
}

/** The current list as a stable array (same reference until it changes). */
export function localRecentSearchesSnapshot(): readonly string[] {
  snapshot ??= readLocalRecentSearches();
  return snapshot;
}

/** What the server renders: no recent searches (they live in the browser). */
export function serverRecentSearchesSnapshot(): readonly string[] {
  return EMPTY;
}

/** Writes a guest's recent searches (an empty list removes the entry). */
export function writeLocalRecentSearches(list: readonly string[], store: Storage | null = storage(), now = Date.now()): void {
  snapshot = null;
  queueMicrotask(() => listeners.forEach((l) => l()));
  try {
    if (list.length === 0) store?.removeItem(RECENT_SEARCH_STORAGE_KEY);
    else
      store?.setItem(
        RECENT_SEARCH_STORAGE_KEY,
        JSON.stringify({ value: list.slice(0, RECENT_SEARCH_LIMIT), expiresAt: now + LIFETIME_MS }),
      );
  } catch {
    // Private mode or a full quota: recent searches are a convenience, the search still works.
  }
}

/** spec §5: adds a keyword to a guest's stored list (blank ignored, a known keyword keeps its place); the new list. */
export function addLocalRecentSearch(keyword: string, store: Storage | null = storage(), now = Date.now()): string[] {
  const next = [...addRecentSearch(readLocalRecentSearches(store, now), keyword)];
  writeLocalRecentSearches(next, store, now);
  return next;
}
