import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NavigationProgress } from "./navigation-progress";

// The delays are driven by fake timers: the test steps through them, it measures nothing.
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const bar = () => screen.queryByRole("progressbar", { name: "页面加载中" });

describe("NavigationProgress (issue 26: navigation that shows it is working)", () => {
  it("shows nothing for a navigation that ends within the delay (no flash)", () => {
    const { rerender } = render(<NavigationProgress active />);
    act(() => vi.advanceTimersByTime(149));
    expect(bar()).toBeNull();
    rerender(<NavigationProgress active={false} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(bar()).toBeNull();
  });

  it("shows a busy progressbar once a navigation is pending past the delay, then fills, fades and goes", () => {
    const { rerender } = render(<NavigationProgress active />);
    act(() => vi.advanceTimersByTime(150));
    expect(bar()?.getAttribute("aria-busy")).toBe("true");
    expect(bar()?.parentElement?.dataset.state).toBe("loading");
    rerender(<NavigationProgress active={false} />);
    expect(bar()?.getAttribute("aria-busy")).toBe("false");
    expect(bar()?.parentElement?.dataset.state).toBe("done");
    act(() => vi.advanceTimersByTime(320));
    expect(bar()).toBeNull();
  });

  it("keeps one bar across back-to-back navigations, and honours its own delay", () => {
    const { rerender } = render(<NavigationProgress active delayMs={400} />);
    act(() => vi.advanceTimersByTime(399));
    expect(bar()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    rerender(<NavigationProgress active={false} delayMs={400} />);
    rerender(<NavigationProgress active delayMs={400} />);
    // a new navigation before the fade ended: still the loading bar, never two
    expect(screen.getAllByRole("progressbar")).toHaveLength(1);
    expect(bar()?.parentElement?.dataset.state).toBe("loading");
  });

  it("stands still with reduced motion (no creeping animation)", () => {
    render(<NavigationProgress active delayMs={0} />);
    act(() => vi.advanceTimersByTime(0));
    const fill = bar()?.nextElementSibling as HTMLElement;
    expect(fill.className).toContain("motion-reduce:animate-none");
  });
});
