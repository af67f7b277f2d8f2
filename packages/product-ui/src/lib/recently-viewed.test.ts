import { describe, expect, it } from "vitest";
import {
  addLocalRecentlyViewed,
  RECENTLY_VIEWED_LIFETIME_MS,
  RECENTLY_VIEWED_LIMIT,
  RECENTLY_VIEWED_STORAGE_KEY,
  readLocalRecentlyViewed,
} from "./recently-viewed";

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

describe("a guest's recently viewed (spec §9: 720 h)", () => {
  it("newest first; a repeat moves to the front; kept to 30", () => {
    const s = memoryStorage();
    addLocalRecentlyViewed("A", s, 1);
    addLocalRecentlyViewed("B", s, 2);
    expect(addLocalRecentlyViewed("A", s, 3)).toEqual(["A", "B"]);
    for (let i = 0; i < 40; i++) addLocalRecentlyViewed(`P${i}`, s, 10 + i);
    const ids = readLocalRecentlyViewed(s, 100);
    expect(ids).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(ids[0]).toBe("P39");
  });

  it("forgets the list 720 h after the last view", () => {
    const s = memoryStorage();
    addLocalRecentlyViewed("A", s, 1_000);
    expect(readLocalRecentlyViewed(s, 1_000 + RECENTLY_VIEWED_LIFETIME_MS)).toEqual(["A"]);
    expect(readLocalRecentlyViewed(s, 1_001 + RECENTLY_VIEWED_LIFETIME_MS)).toEqual([]);
  });

  it("ignores what it cannot read", () => {
    const s = memoryStorage();
    s.setItem(RECENTLY_VIEWED_STORAGE_KEY, "{not json");
    expect(readLocalRecentlyViewed(s)).toEqual([]);
    s.setItem(RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify({ ids: ["A", 3, ""], savedAt: Date.now() }));
    expect(readLocalRecentlyViewed(s)).toEqual(["A"]);
  });
});
