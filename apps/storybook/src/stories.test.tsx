import { cleanup } from "@testing-library/react";
import { composeStories } from "@storybook/react";
import { afterEach, describe, expect, it, vi } from "vitest";

// Every story of every package is a smoke test: it must render without console errors and its
// `play` function (if any) must pass (CONVENTIONS.md: "stories also run as tests").
type StoriesModule = Parameters<typeof composeStories>[0];
interface RunnableStory {
  run: (context?: { canvasElement?: HTMLElement }) => Promise<void>;
}

const modules = import.meta.glob<StoriesModule>("../../../packages/*/src/**/*.stories.tsx", { eager: true });

const cases: Array<[string, RunnableStory]> = Object.entries(modules).flatMap(([file, module]) => {
  const name = file.replace(/^.*\/packages\//, "");
  return Object.entries(composeStories(module)).map(
    ([storyName, story]) => [`${name} › ${storyName}`, story as unknown as RunnableStory] as [string, RunnableStory],
  );
});

// Storybook unmounts the previous story itself when the next one runs; wiping the DOM here would
// pull nodes from under React.
afterEach(() => {
  cleanup();
});

const UNKNOWN_TAG = "The tag <%s> is unrecognized in this browser. If you meant to render a React component, start its name with an uppercase letter.";
const LAZY_ACT_NOTICE = "The current testing environment is not configured to support act(";

describe("stories", () => {
  it("finds the stories of ui and header-footer", () => {
    const files = Object.keys(modules);
    expect(files.some((f) => f.includes("/packages/ui/"))).toBe(true);
    expect(files.some((f) => f.includes("/packages/header-footer/"))).toBe(true);
  });

  it.each(cases)("%s", async (title, story) => {
    const errors: unknown[] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((...args) => {
      // Menus, dialogs and the footer load on first use (React.lazy). When such a chunk resolves
      // between Storybook's act() scopes, React reports the test environment itself, not the
      // story; whichever story is running then would fail at random. Every other error counts.
      if (typeof args[0] === "string" && args[0].startsWith(LAZY_ACT_NOTICE)) return;
      // jsdom has no HTMLSearchElement yet; browsers know <search> (the search panel's landmark).
      if (args[0] === UNKNOWN_TAG && args[1] === "search") return;
      errors.push(args);
    });
    const canvasElement = document.createElement("div");
    document.body.appendChild(canvasElement);
    try {
      await story.run({ canvasElement });
    } finally {
      spy.mockRestore();
    }
    expect(errors, `console.error while rendering ${title}`).toEqual([]);
  });
});
