import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { InfiniteLoader } from "./infinite-loader";

let observers: Array<{ callback: IntersectionObserverCallback; disconnected: boolean }> = [];

beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      entry: { callback: IntersectionObserverCallback; disconnected: boolean };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, disconnected: false };
        observers.push(this.entry);
      }
      observe() {}
      disconnect() {
        this.entry.disconnected = true;
      }
    },
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function intersect() {
  const live = observers.filter((o) => !o.disconnected);
  act(() => {
    for (const o of live) o.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
  });
}

describe("InfiniteLoader (spec §4 search paging)", () => {
  it("calls onLoadMore once when the sentinel is reached and more remain", () => {
    const onLoadMore = vi.fn<() => void>();
    const { rerender } = render(<InfiniteLoader hasMore onLoadMore={onLoadMore} />);
    intersect();
    intersect();
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender(<InfiniteLoader hasMore loading onLoadMore={onLoadMore} />);
    intersect();
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender(<InfiniteLoader hasMore onLoadMore={onLoadMore} />);
    intersect();
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it("does not load when nothing remains and shows 暂无更多数据", () => {
    const onLoadMore = vi.fn<() => void>();
    render(<InfiniteLoader hasMore={false} onLoadMore={onLoadMore} />);
    intersect();
    expect(onLoadMore).not.toHaveBeenCalled();
    expect(screen.getByText("暂无更多数据")).toBeTruthy();
  });

  it("falls back to a 加载更多 button without IntersectionObserver", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    const onLoadMore = vi.fn<() => void>();
    render(<InfiniteLoader hasMore onLoadMore={onLoadMore} />);
    act(() => screen.getByRole("button", { name: "加载更多" }).click());
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });
});
