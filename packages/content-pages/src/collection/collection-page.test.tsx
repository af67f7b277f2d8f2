import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, configure, fireEvent, render, screen, within } from "@testing-library/react";
import { type ContentClient, createDocumentsContentClient } from "@xunlan/cms-content";
import lanfoam from "@xunlan/cms-content/documents/json/publish/collection/lanfoam.json";
import { ContentBlocksProvider } from "@xunlan/content-blocks";
import { type CatalogContextValue, CatalogProvider } from "@xunlan/product-ui/pages";
import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ProductRailBlock } from "../rails/product-rail-block";
import { useCatalogServer } from "../test/catalog-server";
import { collectionPageHead } from "./collection-head";
import { CollectionPage } from "./collection-page";
import { loadCollectionPage } from "./collection-route";

// A loaded machine answers the first request (guest token, then the query) slowly.
configure({ asyncUtilTimeout: 15_000 });

const catalog = useCatalogServer();
afterEach(cleanup);

/**
 * cms-content's real loader over the demo lanfoam collection, its product ids swapped for the
 * test catalogue's (two colours, then one no longer in the catalogue), and an empty one.
 */
function demoContent(): ContentClient {
  const documents: Record<string, unknown> = {
    "collection/lanfoam.json": { ...lanfoam, productIds: ["XLT3-002", "XLT1-001", "XL-GONE-001"] },
    "collection/empty.json": { ...lanfoam, code: "empty", title: "空系列", productIds: [], blocks: [] },
  };
  return createDocumentsContentClient(documents);
}

const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

function renderPage(
  queryClient: QueryClient,
  content: ContentClient,
  id: string,
  toggleFavorite = vi.fn<(productId: string, next: boolean) => void>(),
) {
  const value: CatalogContextValue = {
    api: catalog.api,
    content,
    favoriteIds: ["XLT1-001"],
    toggleFavorite,
    bag: { addToBag: async () => {}, pending: false },
  };
  render(
    <QueryClientProvider client={queryClient}>
      <CatalogProvider value={value}>
        <ContentBlocksProvider productRail={ProductRailBlock}>
          <Suspense fallback={<p>loading</p>}>
            <CollectionPage id={id} />
          </Suspense>
        </ContentBlocksProvider>
      </CatalogProvider>
    </QueryClientProvider>,
  );
  return toggleFavorite;
}

describe("the collection page (spec §2 /explore/collection/{id})", { timeout: 60_000 }, () => {
  it("the loader caches the document and its products; the page renders them at once: breadcrumb, title, blocks, cards in the curated order topped up to 9", async () => {
    const queryClient = newQueryClient();
    const content = demoContent();
    const head = await loadCollectionPage({ queryClient, api: catalog.api, content }, "lanfoam");
    expect(collectionPageHead(head).meta[0]).toEqual({ title: "岚弹科技系列 | 迅岚 XUNLAN 官方商城" });
    const toggleFavorite = renderPage(queryClient, content, "lanfoam");
    expect(screen.queryByText("loading")).toBeNull();
    expect(screen.getByRole("link", { name: "精选系列" }).getAttribute("href")).toBe("/explore/collection");
    expect(screen.getByRole("heading", { level: 1, name: "岚弹科技系列" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "岚弹中底" })).toBeTruthy();
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(9);
    expect(cards[0]!.querySelector("a")?.getAttribute("href")).toBe("/products/style-3/style-3-c2");
    expect(cards[1]!.querySelector("a")?.getAttribute("href")).toBe("/products/style-1/style-1-c1");
    // a heart goes to the app's toggle (the favourites come from CatalogProvider)
    fireEvent.click(within(cards[0]!).getByRole("button", { name: /收藏/u }));
    expect(toggleFavorite).toHaveBeenCalledWith("XLT3-002", true);
  });

  it("a collection whose products are all gone, with nothing new to top it up, says 该系列商品即将上架，敬请期待。", async () => {
    const queryClient = newQueryClient();
    const content = demoContent();
    await loadCollectionPage({ queryClient, api: catalog.api, content }, "empty");
    // the catalogue answered nothing for the rail (as an empty catalogue would)
    queryClient.setQueriesData({ queryKey: ["catalog"] }, []);
    renderPage(queryClient, content, "empty");
    expect(screen.getByRole("heading", { level: 1, name: "空系列" })).toBeTruthy();
    expect(screen.getByText("该系列商品即将上架，敬请期待。")).toBeTruthy();
    expect(screen.queryAllByRole("article")).toEqual([]);
  });

  it("a collection without a document is null (the route's 404)", async () => {
    expect(
      await loadCollectionPage({ queryClient: newQueryClient(), api: catalog.api, content: demoContent() }, "no-such-collection"),
    ).toBeNull();
    expect(catalog.server.calls.filter((call) => call.field !== "webAuthorization")).toEqual([]);
  });
});
