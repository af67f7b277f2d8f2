import { describe, expect, it } from "vitest";
import { addRecentSearch, isNonEmptyArray } from "./search";

describe("addRecentSearch", () => {
  it("puts a new keyword first, trimmed", () => {
    expect(addRecentSearch(["b", "c"], "  a ")).toEqual(["a", "b", "c"]);
  });
  it("ignores blank keywords and returns the same list", () => {
    const list = ["a"];
    expect(addRecentSearch(list, "")).toBe(list);
    expect(addRecentSearch(list, "   ")).toBe(list);
  });
  it("ignores a keyword already present without moving it", () => {
    const list = ["a", "b"];
    expect(addRecentSearch(list, "b")).toBe(list);
    expect(addRecentSearch(list, " b ")).toEqual(["a", "b"]);
  });
  it("keeps at most 10, dropping the oldest", () => {
    const list = Array.from({ length: 10 }, (_, i) => `k${i}`);
    const next = addRecentSearch(list, "new");
    expect(next).toHaveLength(10);
    expect(next[0]).toBe("new");
    expect(next).not.toContain("k9");
    expect(addRecentSearch(["a", "b"], "c", 2)).toEqual(["c", "a"]);
  });
});

describe("isNonEmptyArray", () => {
  it("accepts non-empty arrays only", () => {
    expect(isNonEmptyArray([0])).toBe(true);
    for (const v of [[], null, undefined, "abc", { length: 1 }, 1]) expect(isNonEmptyArray(v)).toBe(false);
  });
});
