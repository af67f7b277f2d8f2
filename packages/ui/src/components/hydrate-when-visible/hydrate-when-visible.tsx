import { type ReactNode, Suspense, use, useId, useSyncExternalStore } from "react";

/** Props of {@link HydrateWhenVisible}. */
export interface HydrateWhenVisibleProps {
  children: ReactNode;
  /** How far outside the viewport the content starts hydrating (IntersectionObserver `rootMargin`). Default 400 px above and below. */
  rootMargin?: string;
}

const noSubscription = () => () => {};

/** A promise React's `use` reads as already fulfilled (its status fields), for content that need not wait. */
const NOW: Promise<void> = Object.assign(Promise.resolve(), { status: "fulfilled", value: undefined });

/** Per wrapper id: the wait for its content to come near the viewport (kept once settled: the retry reads the same, resolved promise). */
const waits = new Map<string, Promise<void>>();

/**
 * Resolves when the server-rendered content of wrapper `id` comes within `rootMargin` of the
 * viewport; null when it need not wait (already near, nothing to observe, no observer).
 */
function waitUntilNear(id: string, rootMargin: string): Promise<void> | null {
  const known = waits.get(id);
  if (known) return known;
  const wrapper = Array.from(document.querySelectorAll("[data-hydrate-when-visible]")).find(
    (element) => element.getAttribute("data-hydrate-when-visible") === id,
  );
  const targets = wrapper ? Array.from(wrapper.children) : [];
  if (targets.length === 0 || typeof IntersectionObserver === "undefined") return null;
  const margin = marginPixels(rootMargin);
  const viewport = window.innerHeight;
  if (targets.some((target) => isNear(target.getBoundingClientRect(), viewport, margin))) return null;
  const wait = new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin },
    );
    for (const target of targets) observer.observe(target);
  });
  waits.set(id, wait);
  return wait;
}

/** The vertical margin of a `rootMargin` (its first value, in px). */
function marginPixels(rootMargin: string): number {
  const first = Number.parseFloat(rootMargin);
  return Number.isFinite(first) ? first : 0;
}

function isNear(rect: DOMRect, viewport: number, margin: number): boolean {
  return rect.bottom >= -margin && rect.top <= viewport + margin && (rect.width > 0 || rect.height > 0);
}

/**
 * Hydrates its content only while it is being hydrated from server HTML and comes near the
 * viewport. The first render (server, or client) renders `children` as usual, so the page's HTML
 * and look are unchanged; during hydration a below-the-fold part (a product rail, the footer)
 * stays the server's HTML — visible, links working as plain links — until it scrolls within
 * `rootMargin`, then React hydrates it (a Suspense boundary that waits on an IntersectionObserver).
 * This takes its render, commit and effects out of the page's first tasks.
 *
 * Rendered on the client without hydration (a client navigation, or React re-rendering the part
 * because its props or a context above changed before it hydrated) it renders at once. Give it
 * children whose props do not change during hydration: a changed prop makes React drop the
 * waiting HTML and render it afresh.
 */
export function HydrateWhenVisible({ children, rootMargin = "400px 0px" }: HydrateWhenVisibleProps) {
  const id = useId();
  return (
    <div data-hydrate-when-visible={id} style={{ display: "contents" }}>
      <Suspense fallback={null}>
        <HydrationGate id={id} rootMargin={rootMargin}>
          {children}
        </HydrationGate>
      </Suspense>
    </div>
  );
}

function HydrationGate({ id, rootMargin, children }: { id: string; rootMargin: string; children: ReactNode }) {
  // The server snapshot (true) is what a hydrating render reads; a client render reads false.
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  // `use` on every render (a settled promise unless hydrating in the browser), so each render of
  // the gate calls the same hooks.
  use(hydrating && typeof document !== "undefined" ? (waitUntilNear(id, rootMargin) ?? NOW) : NOW);
  return children;
}
