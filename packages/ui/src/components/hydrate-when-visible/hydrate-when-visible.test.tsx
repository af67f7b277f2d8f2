import { act, cleanup, render, screen } from "@testing-library/react";
import { useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HydrateWhenVisible } from "./hydrate-when-visible";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      按了 {count} 次
    </button>
  );
}

function Page() {
  return (
    <main>
      <h1>标题</h1>
      <HydrateWhenVisible>
        <section>
          <Counter />
        </section>
      </HydrateWhenVisible>
    </main>
  );
}

/** A stub IntersectionObserver whose report the test sends; records what it observes. */
function stubObserver() {
  const observers: Array<{ report: (entries: Array<{ isIntersecting: boolean }>) => void; targets: Element[] }> = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      entry: { report: (entries: Array<{ isIntersecting: boolean }>) => void; targets: Element[] };
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
        this.entry = { report: callback, targets: [] };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      disconnect() {}
    },
  );
  return observers;
}

/** Server HTML in the document, laid out below an 844 px viewport (jsdom has no layout). */
function serverPage(top: number) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  const section = container.querySelector("section")!;
  section.getBoundingClientRect = () => ({
    top,
    bottom: top + 300,
    left: 0,
    right: 390,
    width: 390,
    height: 300,
    x: 0,
    y: top,
    toJSON: () => ({}),
  });
  vi.stubGlobal("innerHeight", 844);
  return { container, section };
}

describe("HydrateWhenVisible", () => {
  it("renders its children on the server, in a wrapper that takes no box", () => {
    const html = renderToString(<Page />);
    expect(html).toContain("按了 <!-- -->0<!-- --> 次");
    expect(html).toMatch(/<div data-hydrate-when-visible="[^"]+" style="display:contents">/);
  });

  it("keeps a below-the-fold part as the server's HTML until it comes near the viewport, then hydrates the same nodes", async () => {
    const observers = stubObserver();
    const { container, section } = serverPage(2000);
    const button = section.querySelector("button")!;
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Page />);
    });
    // not hydrated: the click does nothing
    await act(async () => button.click());
    expect(button.textContent).toBe("按了 0 次");
    expect(observers).toHaveLength(1);
    expect(observers[0]!.targets).toEqual([section]);

    await act(async () => observers[0]!.report([{ isIntersecting: true }]));
    expect(container.querySelector("button")).toBe(button);
    await act(async () => button.click());
    expect(button.textContent).toBe("按了 1 次");
    act(() => root?.unmount());
  });

  it("hydrates at once what is already in view", async () => {
    const observers = stubObserver();
    const { container, section } = serverPage(300);
    const button = section.querySelector("button")!;
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Page />);
    });
    await act(async () => button.click());
    expect(button.textContent).toBe("按了 1 次");
    expect(observers).toHaveLength(0);
    act(() => root?.unmount());
  });

  it("renders at once on the client without hydration", () => {
    stubObserver();
    render(<Page />);
    act(() => screen.getByRole("button").click());
    expect(screen.getByRole("button").textContent).toBe("按了 1 次");
  });
});
