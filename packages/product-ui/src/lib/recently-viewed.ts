/**
 * A guest's recently viewed colours (spec §7 saveLatestView / getLatestView are the members'
 * copy; §9 recent view lives 720 h in local storage): product ids, newest first.
 */

/** Local-storage key of a guest's recently viewed product ids. */
export const RECENTLY_VIEWED_STORAGE_KEY = "xl_recent_view";
/** Product ids kept for a guest (the gateway keeps 30 per member). */
export const RECENTLY_VIEWED_LIMIT = 30;
/** spec §9: recent view is kept 720 h. */
export const RECENTLY_VIEWED_LIFETIME_MS = 720 * 3_600_000;

interface Stored {
  ids: string[];
  savedAt: number;
}

function storageOrNull(storage?: Storage): Storage | null {
  if (storage) return storage;
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null; // storage disabled (private mode of some in-app browsers)
  }
}

/** The guest's ids, newest first; empty when none, expired (720 h) or unreadable. */
export function readLocalRecentlyViewed(storage?: Storage, now = Date.now()): string[] {
  const store = storageOrNull(storage);
  try {
    const raw = store?.getItem(RECENTLY_VIEWED_STORAGE_KEY);
    if (!raw) return [];
    const value = JSON.parse(raw) as Partial<Stored>;
    if (!Array.isArray(value.ids) || typeof value.savedAt !== "number" || now - value.savedAt > RECENTLY_VIEWED_LIFETIME_MS) return [];
    return value.ids.filter((id): id is string => typeof id === "string" && id.length > 0).slice(0, RECENTLY_VIEWED_LIMIT);
  } catch {
    return [];
  }
}

/** Moves a product id to the front of the guest's list (kept to 30); returns the list. */
export function addLocalRecentlyViewed(productId: string, storage?: Storage, now = Date.now()): string[] {
  const ids = [productId, ...readLocalRecentlyViewed(storage, now).filter((id) => id !== productId)].slice(0, RECENTLY_VIEWED_LIMIT);
  try {
    storageOrNull(storage)?.setItem(RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify({ ids, savedAt: now } satisfies Stored));
  } catch {
    // a full or disabled storage only loses the rail
  }
  return ids;
}
