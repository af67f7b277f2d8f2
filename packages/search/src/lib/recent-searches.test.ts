import { describe, expect, it } from "vitest";
import { addLocalRecentSearch, RECENT_SEARCH_STORAGE_KEY, readLocalRecentSearches, writeLocalRecentSearches } from "./recent-searches";

/** A Storage over a Map (what the browser gives, minus events). */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

describe("a guest's recent searches (spec §5, §9)", () => {
  it("keeps the latest 10, newest first; a known keyword keeps its place; blank ignored", () => {
    const store = memoryStorage();
    for (let i = 1; i <= 12; i++) addLocalRecentSearch(`词${i}`, store, 0);
    expect(readLocalRecentSearches(store, 0)).toEqual(["词12", "词11", "词10", "词9", "词8", "词7", "词6", "词5", "词4", "词3"]);
    expect(addLocalRecentSearch("词7", store, 0)[0]).toBe("词12");
    expect(addLocalRecentSearch("   ", store, 0)).toHaveLength(10);
  });

  it("expires after 168 hours and ignores damaged data", () => {
    const store = memoryStorage();
    addLocalRecentSearch("跑鞋", store, 0);
    expect(readLocalRecentSearches(store, 167 * 3_600_000)).toEqual(["跑鞋"]);
    expect(readLocalRecentSearches(store, 169 * 3_600_000)).toEqual([]);
    store.setItem(RECENT_SEARCH_STORAGE_KEY, "{not json");
    expect(readLocalRecentSearches(store, 0)).toEqual([]);
    store.setItem(RECENT_SEARCH_STORAGE_KEY, JSON.stringify({ value: "跑鞋", expiresAt: 1e15 }));
    expect(readLocalRecentSearches(store, 0)).toEqual([]);
  });

  it("clearing removes the entry", () => {
    const store = memoryStorage();
    addLocalRecentSearch("跑鞋", store, 0);
    writeLocalRecentSearches([], store, 0);
    expect(store.getItem(RECENT_SEARCH_STORAGE_KEY)).toBeNull();
  });
});
