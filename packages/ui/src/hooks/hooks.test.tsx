import { act, cleanup, fireEvent, render, renderHook } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useDismiss } from "./use-dismiss";
import { DESKTOP_QUERY, useIsDesktop, useMediaQuery } from "./use-media-query";
import { useScrollLock } from "./use-scroll-lock";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("useScrollLock", () => {
  it("keeps the page locked until every lock is released", () => {
    document.body.style.overflow = "scroll";
    const menu = renderHook(({ on }) => useScrollLock(on), { initialProps: { on: true } });
    const dialog = renderHook(({ on }) => useScrollLock(on), { initialProps: { on: true } });
    expect(document.body.style.overflow).toBe("hidden");
    menu.rerender({ on: false });
    expect(document.body.style.overflow).toBe("hidden");
    dialog.unmount();
    expect(document.body.style.overflow).toBe("scroll");
    menu.unmount();
    expect(document.body.style.overflow).toBe("scroll");
    document.body.style.overflow = "";
  });
});

function Popover({ open, onDismiss }: { open: boolean; onDismiss: (reason: string) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(open, onDismiss, ref);
  return (
    <>
      <div ref={ref}>
        <button type="button">inside</button>
      </div>
      <button type="button">outside</button>
    </>
  );
}

describe("useDismiss", () => {
  it("dismisses on Esc and on a press outside, not inside, and only while open", () => {
    const onDismiss = vi.fn<(reason: string) => void>();
    const view = render(<Popover open onDismiss={onDismiss} />);
    fireEvent.pointerDown(view.getByText("inside"));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.pointerDown(view.getByText("outside"));
    fireEvent.keyDown(document, { key: "Escape" });
    fireEvent.keyDown(document, { key: "Enter" });
    expect(onDismiss.mock.calls).toEqual([["outside"], ["escape"]]);
    view.rerender(<Popover open={false} onDismiss={onDismiss} />);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });

  it("leaves an Esc that something inside already handled", () => {
    const onDismiss = vi.fn<(reason: string) => void>();
    const view = render(<Popover open onDismiss={onDismiss} />);
    view.getByText("inside").addEventListener("keydown", (event) => event.preventDefault());
    fireEvent.keyDown(view.getByText("inside"), { key: "Escape" });
    expect(onDismiss).not.toHaveBeenCalled();
  });
});

/** A matchMedia whose width the test sets, as a browser's would change on resize. */
function stubMatchMedia(width: number) {
  const lists = new Set<{ query: string; notify: () => void }>();
  const matches = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return min ? width >= Number(min[1]) : false;
  };
  vi.stubGlobal("matchMedia", (query: string) => ({
    get matches() {
      return matches(query);
    },
    addEventListener: (_: string, notify: () => void) => lists.add({ query, notify }),
    removeEventListener: (_: string, notify: () => void) => {
      for (const entry of lists) if (entry.notify === notify) lists.delete(entry);
    },
  }));
  return {
    resize(next: number) {
      width = next;
      for (const entry of lists) entry.notify();
    },
    listeners: () => lists.size,
  };
}

describe("useMediaQuery / useIsDesktop", () => {
  it("follows the query as the window changes and stops listening when unmounted", () => {
    const media = stubMatchMedia(390);
    const { result, unmount } = renderHook(() => useIsDesktop());
    expect(result.current).toBe(false);
    act(() => media.resize(1440));
    expect(result.current).toBe(true);
    expect(DESKTOP_QUERY).toBe("(min-width: 1024px)");
    unmount();
    expect(media.listeners()).toBe(0);
  });

  it("answers false without matchMedia (the server's and hydration's mobile layout)", () => {
    vi.stubGlobal("matchMedia", undefined);
    expect(renderHook(() => useMediaQuery("(min-width: 1px)")).result.current).toBe(false);
  });
});
