import { describe, expect, it } from "vitest";
import { groupBy, mapLoader } from "./loaders";

describe("mapLoader", () => {
  it("answers the keys of one tick with one batch call, in the keys' order, missing keys with the fallback", async () => {
    const calls: (readonly number[])[] = [];
    const loader = mapLoader<number, string[]>(
      async (keys) => {
        calls.push(keys);
        return new Map(keys.filter((k) => k !== 2).map((k) => [k, [`v${k}`]]));
      },
      () => [],
    );
    const values = await Promise.all([loader.load(3), loader.load(1), loader.load(2), loader.load(3)]);
    expect(values).toEqual([["v3"], ["v1"], [], ["v3"]]);
    expect(calls).toEqual([[3, 1, 2]]);
    // Memoised for the loader's lifetime (one request).
    expect(await loader.load(1)).toEqual(["v1"]);
    expect(calls).toHaveLength(1);
  });

  it("rejects every key of a failed batch and caches none of them", async () => {
    let fail = true;
    const loader = mapLoader<number, number | null>(
      async (keys) => {
        if (fail) throw new Error("down");
        return new Map(keys.map((k) => [k, k * 10]));
      },
      () => null,
    );
    await expect(Promise.all([loader.load(1), loader.load(2)])).rejects.toThrow("down");
    fail = false;
    expect(await loader.load(1)).toBe(10);
  });
});

describe("groupBy", () => {
  it("keeps row order within a group", () => {
    const rows = [
      { k: 1, n: "a" },
      { k: 2, n: "b" },
      { k: 1, n: "c" },
    ];
    expect([...groupBy(rows, (r) => r.k)]).toEqual([
      [1, [rows[0], rows[2]]],
      [2, [rows[1]]],
    ]);
  });
});
