import { describe, expect, it, vi } from "vitest";
import { CHUNK_RELOAD_KEY, isChunkLoadError, reloadOnceForChunkError } from "./chunk-reload";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
}

describe("reloadOnceForChunkError (spec §2: at most once per 60 s)", () => {
  it("reloads the first time and records when", () => {
    const storage = memoryStorage();
    const reload = vi.fn<() => void>();
    expect(reloadOnceForChunkError(1_000_000, storage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(storage.data.get(CHUNK_RELOAD_KEY)).toBe("1000000");
  });

  it("does not reload again within 60 s, and does after", () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_KEY]: "1000000" });
    const reload = vi.fn<() => void>();
    expect(reloadOnceForChunkError(1_059_999, storage, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(reloadOnceForChunkError(1_060_000, storage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });

  it("never reloads when storage is unavailable (no way to stop a loop)", () => {
    const reload = vi.fn<() => void>();
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => undefined,
    };
    expect(reloadOnceForChunkError(1, broken, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe("isChunkLoadError", () => {
  it.each([
    new TypeError("Failed to fetch dynamically imported module: https://x/assets/a.js"),
    new TypeError("error loading dynamically imported module"),
    new TypeError("Importing a module script failed."),
    "Unable to preload CSS for /assets/a.css",
  ])("recognises %s", (error) => expect(isChunkLoadError(error)).toBe(true));

  it("ignores other errors", () => {
    expect(isChunkLoadError(new Error("boom"))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
