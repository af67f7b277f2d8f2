import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, configure, render, screen } from "@testing-library/react";
import { type ContentClient, createDocumentsContentClient } from "@xunlan/cms-content";
import springRun from "@xunlan/cms-content/documents/json/publish/landing/spring-run.json";
import { ContentBlocksProvider } from "@xunlan/content-blocks";
import { type CatalogContextValue, CatalogProvider } from "@xunlan/product-ui/pages";
import { Suspense } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { ProductRailBlock } from "../rails/product-rail-block";
import { useCatalogServer } from "../test/catalog-server";
import { landingPageHead } from "./landing-head";
import { LandingPage } from "./landing-page";
import { loadLandingPage } from "./landing-route";

// A loaded machine answers the first request (guest token, then the query) slowly.
configure({ asyncUtilTimeout: 15_000 });

const catalog = useCatalogServer();
afterEach(cleanup);

/** cms-content's real loader over the demo spring-run landing (hero, rail, rules) and the same without its hero. */
function demoContent(): ContentClient {
  const documents: Record<string, unknown> = {
    "landing/spring-run.json": springRun,
    "landing/no-hero.json": { ...springRun, code: "no-hero", blocks: springRun.blocks.filter((block) => block.type !== "hero") },
  };
  return createDocumentsContentClient(documents);
}

function renderPage(queryClient: QueryClient, content: ContentClient, landingKey: string) {
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
            <LandingPage landingKey={landingKey} />
          </Suspense>
        </ContentBlocksProvider>
      </CatalogProvider>
    </QueryClientProvider>,
  );
}

describe("the landing page (spec §2 /landing/{key})", { timeout: 60_000 }, () => {
  it("the loader caches the document and its rail; the page renders from the cache with the hero's heading as h1; the head is the document's seo", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const content = demoContent();
    const head = await loadLandingPage({ queryClient, api: catalog.api, content }, "spring-run");
    expect(landingPageHead(head).meta[0]).toEqual({ title: "春季跑季｜迅岚 XUNLAN" });
    expect(catalog.server.calls.some((call) => call.field === "productColors" || call.field === "searchProductColors")).toBe(true);
    renderPage(queryClient, content, "spring-run");
    expect(screen.queryByText("loading")).toBeNull();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { name: "参与活动的跑鞋" })).toBeTruthy();
    expect(screen.getAllByRole("article").length).toBeGreaterThan(0);
  });

  it("without a hero, a visually hidden h1 holds the title", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const content = demoContent();
    await loadLandingPage({ queryClient, api: catalog.api, content }, "no-hero");
    renderPage(queryClient, content, "no-hero");
    const h1 = screen.getByRole("heading", { level: 1 });
    expect(h1.textContent).toBe("春季跑季");
    expect(h1.className).toContain("sr-only");
  });

  it("a key without a document is null (the route's 404)", async () => {
    expect(await loadLandingPage({ queryClient: new QueryClient(), api: catalog.api, content: demoContent() }, "nope")).toBeNull();
  });
});
