import { useSuspenseQuery } from "@tanstack/react-query";
import { useRouteContext } from "@tanstack/react-router";
import type { QueryClient } from "@tanstack/react-query";
import type { ContentClient } from "@xunlan/cms-content";
import { categoriesQueryOptions } from "@xunlan/product-ui";
import { indexPageQueryOptions } from "../queries/content";
import { ContentBlocks } from "./content-blocks/content-blocks";

/** Loader half of the home page: the `index` content document (categories come from the root). */
export function loadHomePage({ queryClient, content }: { queryClient: QueryClient; content: ContentClient }) {
  return queryClient.ensureQueryData(indexPageQueryOptions(content));
}

/** The home page: every module of the `index` document, in order. */
export function HomePage() {
  const { content, api } = useRouteContext({ from: "__root__" });
  const { data: page } = useSuspenseQuery(indexPageQueryOptions(content));
  const { data: categories } = useSuspenseQuery(categoriesQueryOptions(api));
  return <ContentBlocks blocks={page.blocks} categories={categories} />;
}
