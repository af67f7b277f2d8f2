// Stories only (not exported): the CatalogProvider the storefront's layout gives the pages, over an
// api client that answers product-ui's operations from the gateway's recorded demo catalogue
// (../test/generated/catalog.ts) and a content loader over cms-content's demo documents, so the
// pages run in Storybook without a gateway.
import type { Decorator } from "@storybook/react-vite";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ApiClient } from "@xunlan/api-client";
import { createMockClient } from "@xunlan/api-client/mock";
import { type ContentClient, createDocumentsContentClient } from "@xunlan/cms-content";
import recmd from "@xunlan/cms-content/documents/json/publish/recmd.json";
import { Suspense } from "react";
import { listingPage, productStock, productStylePage } from "../test/generated/catalog";
import { type CatalogContextValue, CatalogProvider } from "./catalog-context";

const COLOURS = listingPage.searchProductColors.productColors;

/** An api client answering productColors, searchProductColors, productStyle and skuStock from the recorded demo catalogue. */
function storyApi(): ApiClient {
  return createMockClient(
    {
      productColors: (variables) =>
        (variables.ids as string[]).map((id) => COLOURS.find((c) => c.id === id || c.productId === id)).filter(Boolean),
      searchProductColors: () => listingPage.searchProductColors,
      productStyle: () => productStylePage.productStyle,
      skuStock: () => productStock.skuStock,
    },
    { delayMs: 200, errorCode: "500" },
  );
}

/** cms-content's real loader over its demo `recmd` document (the recommendation rails' blocks). */
function storyContent(): ContentClient {
  const documents: Record<string, unknown> = {
    "recmd.json": recmd,
  };
  return createDocumentsContentClient(documents);
}

/** The pages' providers as the storefront's layout mounts them: query cache and catalogue. */
export const withCatalog: Decorator = (Story) => {
  const value: CatalogContextValue = {
    api: storyApi(),
    content: storyContent(),
    favoriteIds: [COLOURS[0]!.productId],
    toggleFavorite: () => {},
    bag: { addToBag: async () => {}, pending: false },
  };
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CatalogProvider value={value}>
        <Suspense fallback={<p className="p-10 text-sm text-grey-600">正在加载…</p>}>
          <Story />
        </Suspense>
      </CatalogProvider>
    </QueryClientProvider>
  );
};
