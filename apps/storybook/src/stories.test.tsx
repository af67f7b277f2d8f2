import { composeStories } from "@storybook/react";
import axe from "axe-core";
import { afterAll, describe, expect, it, vi } from "vitest";
import { KNOWN_AXE_VIOLATIONS } from "./axe-known";

// Every story of every package is a test in a real Chromium, at a 390-px phone and a 1440-px
// desktop (vitest.config.ts): it renders without console errors, its root has a size, every
// picture in it loads, axe finds nothing, and its `play` steps (if any) pass
// (CONVENTIONS.md: "stories also run as tests"; issue 14: jsdom has no layout, so a gallery of
// 0×0 pictures passed there).
type StoriesModule = Parameters<typeof composeStories>[0];
interface RunnableStory {
  run: (context?: { canvasElement?: HTMLElement }) => Promise<void>;
  play?: unknown;
  /** `rendersNothing: "why"` marks a story whose point is that nothing shows (checked: nothing does). */
  parameters?: { rendersNothing?: string; layout?: string };
}

const modules = import.meta.glob<StoriesModule>(["../../../packages/*/src/**/*.stories.tsx", "./**/*.stories.tsx"], { eager: true });

/**
 * At the 1440-px desktop only the stories whose layout changes with the width run (CI time: the
 * phone run covers every story): full-screen stories (pages, header, bag, checkout, member
 * centre, grids) and the responsive content and product blocks.
 */
const DESKTOP = window.innerWidth >= 1024;
const LAYOUT_FILES =
  /^(storybook\/src\/pages|content-blocks\/|product-ui\/src\/components\/(gallery|product-card)|search\/src\/components\/(search-panel|search-results))/;
const layoutRelevant = (name: string, story: RunnableStory) => story.parameters?.layout === "fullscreen" || LAYOUT_FILES.test(name);

/** A story that pins a viewport (`globals.viewport`, e.g. a mobile-only menu) runs at that width only. */
function pinnedWidth(module: StoriesModule, storyName: string): "phone" | "desktop" | null {
  const value = (module as unknown as Record<string, { globals?: { viewport?: { value?: string } } } | undefined>)[storyName]?.globals
    ?.viewport?.value;
  if (!value) return null;
  return value === "desktop" ? "desktop" : "phone";
}

const cases: Array<[string, RunnableStory]> = Object.entries(modules).flatMap(([file, module]) => {
  const name = file.replace(/^.*\/packages\//, "").replace(/^\.\//, "storybook/src/");
  return Object.entries(composeStories(module))
    .filter(([storyName, story]) => {
      const pinned = pinnedWidth(module, storyName);
      if (pinned) return pinned === (DESKTOP ? "desktop" : "phone");
      return !DESKTOP || layoutRelevant(name, story as unknown as RunnableStory);
    })
    .map(([storyName, story]) => [`${name} › ${storyName}`, story as unknown as RunnableStory] as [string, RunnableStory]);
});

/**
 * axe rules switched off, each because it judges a whole page, which a story in isolation is
 * not (the page stories and the storefront's e2e axe run judge those): landmarks and the h1 come
 * from the page around a component.
 */
const AXE_RULES_OFF = {
  // a component is not wrapped in the page's header/main/footer landmarks in isolation
  region: { enabled: false },
  // the h1 is the page's (a card, a dialog or a rail has none on its own)
  "page-has-heading-one": { enabled: false },
  // a component story has no <main>; the page's layout provides it
  "landmark-one-main": { enabled: false },
  // several stories of one page-level component (header, footer) may share a document in turn
  "landmark-no-duplicate-banner": { enabled: false },
  "landmark-no-duplicate-contentinfo": { enabled: false },
  "landmark-unique": { enabled: false },
  // a card's or a bag line's h3 sits under the page's h2, which the isolated story does not draw
  "heading-order": { enabled: false },
  // a skip link points at the page's <main id>, which a header or mini-bag story does not have
  "skip-link": { enabled: false },
} as const;

const IMAGE_TIMEOUT_MS = 15_000;

/** Waits until a picture has loaded or failed; lazy pictures are asked for now (below the fold they never would). */
async function settle(img: HTMLImageElement): Promise<void> {
  if (img.loading === "lazy") img.loading = "eager";
  if (img.complete && (img.naturalWidth > 0 || !img.currentSrc)) return;
  await new Promise<void>((resolve) => {
    const done = () => resolve();
    img.addEventListener("load", done, { once: true });
    img.addEventListener("error", done, { once: true });
    // the test's own timeout would hide which picture hung
    setTimeout(done, IMAGE_TIMEOUT_MS);
    if (img.complete) resolve();
  });
}

/** Elements the story put on the page: its canvas and whatever it portalled to <body> (dialogs, toasts). */
function storyRoots(canvasElement: HTMLElement): HTMLElement[] {
  const portals = [...document.body.children].filter(
    (el): el is HTMLElement => el instanceof HTMLElement && el !== canvasElement && !el.dataset.storyCanvas,
  );
  return [canvasElement, ...portals];
}

function visibleBox(el: Element): boolean {
  const { width, height } = el.getBoundingClientRect();
  return width > 0 && height > 0;
}

const counts = { renderOnly: 0, withPlay: 0, knownAxe: 0 };

afterAll(() => {
  const viewport = `${window.innerWidth} px`;
  const lines = [
    `stories at ${viewport}: ${counts.renderOnly} render-only, ${counts.withPlay} with play steps (${counts.renderOnly + counts.withPlay} run)`,
  ];
  if (counts.knownAxe) lines.push(`axe at ${viewport}: ${counts.knownAxe} known violations tolerated (src/axe-known.ts)`);
  // the counts belong in the run's output (issue 14: render-only stories apart from behaviour tests)
  // oxlint-disable-next-line no-console
  console.log(lines.join("\n"));
});

/** React's notice when a lazy chunk resolves outside an act() scope (see the console spy below). */
const LAZY_ACT_NOTICE = "The current testing environment is not configured to support act(";

const isKnown = (title: string, rule: string) => KNOWN_AXE_VIOLATIONS.some((k) => title.startsWith(k.file) && k.rule === rule);

describe("stories", () => {
  it("finds the stories of ui and header-footer", () => {
    const files = Object.keys(modules);
    expect(files.some((f) => f.includes("/packages/ui/"))).toBe(true);
    expect(files.some((f) => f.includes("/packages/header-footer/"))).toBe(true);
  });

  it.each(cases)("%s", async (title, story) => {
    if (story.play) counts.withPlay += 1;
    else counts.renderOnly += 1;
    const errors: unknown[] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((...args) => {
      // Menus, dialogs, the footer's parts and below-the-fold blocks load on first use (React.lazy).
      // When such a chunk resolves between Storybook's act() scopes, React reports the test
      // environment itself, not the story, and whichever story runs then would fail at random.
      // Every other error counts.
      if (typeof args[0] === "string" && args[0].startsWith(LAZY_ACT_NOTICE)) return;
      errors.push(args);
    });
    const onError = (event: ErrorEvent) => errors.push(event.message);
    window.addEventListener("error", onError);
    // Storybook unmounts the previous story when the next one renders; its canvas goes then.
    for (const old of document.querySelectorAll<HTMLElement>("[data-story-canvas]")) if (!old.childElementCount) old.remove();
    const canvasElement = document.createElement("div");
    canvasElement.dataset.storyCanvas = "";
    document.body.appendChild(canvasElement);
    try {
      await story.run({ canvasElement });
      const roots = storyRoots(canvasElement);

      // key elements have a size: the story's root, or the dialog it opened
      const rooted = roots.flatMap((root) => [...root.children]).filter(visibleBox);
      const rendersNothing = story.parameters?.rendersNothing;
      expect(rooted.length > 0, `${title}: ${rendersNothing ?? "nothing with a size on the page"}`).toBe(!rendersNothing);

      // every picture loads (a broken one is a failed test)
      const images = roots.flatMap((root) => [...root.querySelectorAll("img")]);
      await Promise.all(images.map(settle));
      const broken = images.filter((img) => !(img.complete && img.naturalWidth > 0)).map((img) => img.currentSrc || img.src);
      expect(broken, `${title}: pictures that did not load`).toEqual([]);

      const result = await axe.run({ include: roots }, { rules: AXE_RULES_OFF, resultTypes: ["violations"] });
      const known = result.violations.filter((v) => isKnown(title, v.id));
      counts.knownAxe += known.length;
      const violations = result.violations
        .filter((v) => !known.includes(v))
        .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
      expect(violations, `${title}: axe`).toEqual([]);
    } finally {
      spy.mockRestore();
      window.removeEventListener("error", onError);
    }
    expect(errors, `console.error while rendering ${title}`).toEqual([]);
  });
});
