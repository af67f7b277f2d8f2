import { act } from "@testing-library/react";

/**
 * A controllable ResizeObserver for jsdom (which has none): tests call `resizeTo(el, width)`
 * to deliver the size a real browser would measure.
 */
export class MockResizeObserver {
  static instances: MockResizeObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(private readonly callback: ResizeObserverCallback) {
    MockResizeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  deliver(target: Element, width: number) {
    const entry = {
      target,
      contentRect: { width, height: 20 } as DOMRectReadOnly,
      borderBoxSize: [{ inlineSize: width, blockSize: 20 }],
      contentBoxSize: [{ inlineSize: width, blockSize: 20 }],
      devicePixelContentBoxSize: [],
    } as unknown as ResizeObserverEntry;
    this.callback([entry], this as unknown as ResizeObserver);
  }
}

/** Delivers a measured width for `el` to every observer watching it. */
export function resizeTo(el: Element, width: number) {
  act(() => {
    for (const observer of MockResizeObserver.instances) {
      if (observer.targets.has(el)) observer.deliver(el, width);
    }
  });
}

/** Installs the mock on `globalThis`; returns the uninstaller. */
export function installResizeObserver(): () => void {
  const original = globalThis.ResizeObserver;
  MockResizeObserver.instances = [];
  globalThis.ResizeObserver = MockResizeObserver as unknown as typeof ResizeObserver;
  return () => {
    globalThis.ResizeObserver = original;
  };
}
