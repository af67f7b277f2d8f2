import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { configure, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createTestApiClient, type SchemaServer } from "@xunlan/api-client/testing";
import { PopupProvider } from "@xunlan/ui";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { demoContentClient } from "../../stories/story-content";
import { startSearchServer } from "../../test/search-server";
import { SearchOverlay } from "./search-overlay";

// A loaded machine answers the first request slowly.
configure({ asyncUtilTimeout: 15_000 });

let server: SchemaServer;
beforeAll(async () => {
  server = await startSearchServer({
    Query: {
      searchSuggestions: () => [],
      searchProductColors: (_r: unknown, args: { pageNumber?: number; pageSize?: number }) => ({
        productColorIds: [],
        productColors: [],
        count: 0,
        pageNumber: args.pageNumber ?? 1,
        pageSize: args.pageSize ?? 9,
        filters: [],
        correctedKeyword: null,
      }),
      productColors: () => [],
    },
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  localStorage.clear();
  document.body.style.overflow = "";
});

function setup() {
  const onClose = vi.fn<() => void>();
  const onCategory = vi.fn<(path: string) => void>();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <PopupProvider>
        <SearchOverlay
          client={createTestApiClient(server.url)}
          content={demoContentClient()}
          isLoggedIn={false}
          onClose={onClose}
          onCategory={onCategory}
        />
      </PopupProvider>
    </QueryClientProvider>,
  );
  return { onClose, onCategory, unmount: view.unmount };
}

describe("SearchOverlay (spec §2 search panel, §4 menu index 4)", { timeout: 60_000 }, () => {
  it("covers the page with the panel and the keyword document's 热门搜索", async () => {
    setup();
    const overlay = screen.getByRole("region", { name: "搜索" });
    expect(overlay.className).toContain("fixed inset-0");
    expect(overlay.style.zIndex).toBe("var(--z-menu)");
    await waitFor(() => expect(within(overlay).getByText("碳板跑鞋")).toBeTruthy());
    expect(within(overlay).getByText("热门搜索")).toBeTruthy();
  });

  it("Esc and 关闭搜索 close it", async () => {
    const { onClose } = setup();
    fireEvent.keyDown(window, { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "关闭搜索" }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("the page behind does not scroll while it is open, and does again after", () => {
    document.body.style.overflow = "auto";
    const { unmount } = setup();
    expect(document.body.style.overflow).toBe("hidden");
    unmount();
    expect(document.body.style.overflow).toBe("auto");
  });
});
