import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { type ContentClient, createDocumentsContentClient, indexPageQueryOptions } from "@xunlan/cms-content";
import index from "@xunlan/cms-content/documents/json/publish/index.json";
import recmd from "@xunlan/cms-content/documents/json/publish/recmd.json";
import { ContentBlocksProvider } from "@xunlan/content-blocks";
import { type CatalogContextValue, CatalogProvider } from "@xunlan/product-ui/pages";
import { Suspense } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { ProductRailBlock } from "../rails/product-rail-block";
import { useCatalogServer } from "../test/catalog-server";
import { loadHomePage } from "./home-loader";
import { HomePage } from "./home-page";

const catalog = useCatalogServer();
afterEach(cleanup);

/** cms-content's real loader over its demo `index` and `recmd` documents. */
function demoContent(): ContentClient {
  const documents: Record<string, unknown> = { "index.json": index, "recmd.json": recmd };
  return createDocumentsContentClient(documents);
}

describe("the home page (spec §2 /)", () => {
  it("loadHomePage loads the index document and prefetches its product rails; HomePage renders every module from the cache", async () => {
    const content = demoContent();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const loaded = await loadHomePage({ queryClient, api: catalog.api, content });
    // The loader's own data is the title and SEO only (it is serialised into the first HTML); the
    // document itself is in the query cache.
    expect(loaded).toEqual({ title: index.title, seo: index.seo });
    const page = queryClient.getQueryData(indexPageQueryOptions(content).queryKey);
    expect(page?.blocks.map((block) => block.type)).toEqual(index.blocks.map((block) => block.type));
    expect(catalog.server.calls.some((call) => call.field === "productColors" || call.field === "searchProductColors")).toBe(true);

    const value: CatalogContextValue = {
      api: catalog.api,
      content,
      favoriteIds: [],
      toggleFavorite: () => {},
      bag: { addToBag: async () => {}, pending: false },
    };
    render(
      <QueryClientProvider client={queryClient}>
        <CatalogProvider value={value}>
          <ContentBlocksProvider productRail={ProductRailBlock}>
            <Suspense fallback={<p>loading</p>}>
              <HomePage />
            </Suspense>
          </ContentBlocksProvider>
        </CatalogProvider>
      </QueryClientProvider>,
    );
    // in the first render (no suspense fallback): the loader filled the cache
    expect(screen.queryByText("loading")).toBeNull();
    expect(screen.getByText("按需选购")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "新品跑鞋" })).toBeTruthy();
  });
});
