import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useCaptcha } from "./use-captcha";

afterEach(cleanup);

/** A captcha source whose answers the test releases one by one, in any order. */
function deferredImages() {
  const pending: Array<{ resolve: (src: string) => void; reject: (error: Error) => void }> = [];
  const load = vi.fn<() => Promise<string>>(
    () =>
      new Promise<string>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  return { load, pending };
}

describe("useCaptcha", () => {
  it("loads the first image on mount, then shows it", async () => {
    const images = deferredImages();
    const { result } = renderHook(() => useCaptcha(images.load));
    expect(result.current).toMatchObject({ src: null, loading: true, failed: false });
    expect(images.load).toHaveBeenCalledTimes(1);
    await act(async () => images.pending[0]!.resolve("data:one"));
    expect(result.current).toMatchObject({ src: "data:one", loading: false, failed: false });
  });

  it("waits until enabled, and loads once", async () => {
    const images = deferredImages();
    const { result, rerender } = renderHook(({ enabled }) => useCaptcha(images.load, { enabled }), { initialProps: { enabled: false } });
    expect(result.current.loading).toBe(false);
    expect(images.load).not.toHaveBeenCalled();
    rerender({ enabled: true });
    rerender({ enabled: true });
    expect(images.load).toHaveBeenCalledTimes(1);
    expect(result.current.loading).toBe(true);
  });

  it("marks a failed load and retries only on refresh, clearing the typed code first", async () => {
    const images = deferredImages();
    const onRefresh = vi.fn<() => void>();
    const { result } = renderHook(() => useCaptcha(images.load, { onRefresh }));
    await act(async () => images.pending[0]!.reject(new Error("offline")));
    expect(result.current).toMatchObject({ src: null, loading: false, failed: true });
    expect(images.load).toHaveBeenCalledTimes(1);
    let refreshed: Promise<void> | undefined;
    act(() => {
      refreshed = result.current.refresh();
    });
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ loading: true, failed: false });
    await act(async () => {
      images.pending[1]!.resolve("data:two");
      await refreshed;
    });
    expect(result.current).toMatchObject({ src: "data:two", loading: false, failed: false });
  });

  it("keeps the newest image when an older answer arrives last", async () => {
    const images = deferredImages();
    const { result } = renderHook(() => useCaptcha(images.load));
    act(() => void result.current.refresh());
    await act(async () => images.pending[1]!.resolve("data:new"));
    await act(async () => images.pending[0]!.resolve("data:old"));
    expect(result.current.src).toBe("data:new");
    expect(result.current.loading).toBe(false);
  });
});
