import { useSuspenseQuery } from "@tanstack/react-query";
import { useRouteContext } from "@tanstack/react-router";
import type { QueryClient } from "@tanstack/react-query";
import type { ApiClient } from "@xunlan/api-client";
import type { ContentClient } from "@xunlan/cms-content";
import { categoriesQueryOptions } from "@xunlan/product-ui";
import { indexPageQueryOptions } from "@xunlan/cms-content";
import { prefetchRails } from "./catalog/rails";
import { ContentBlocks } from "./content-blocks/content-blocks";

/** Loader half of the home page: the `index` content document (categories come from the root). */
export async function loadHomePage(context: { queryClient: QueryClient; content: ContentClient; api: ApiClient }) {
  const page = await context.queryClient.ensureQueryData(indexPageQueryOptions(context.content));
  // The product rails' cards are in the first HTML too.
  await prefetchRails(context, page.blocks);
  return page;
}

/** The home page: every module of the `index` document, in order. */
export function HomePage() {
  const { content, api } = useRouteContext({ from: "__root__" });
  const { data: page } = useSuspenseQuery(indexPageQueryOptions(content));
  const { data: categories } = useSuspenseQuery(categoriesQueryOptions(api));
  return <ContentBlocks blocks={page.blocks} categories={categories} />;
}
