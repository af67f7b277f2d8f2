import { useSuspenseQuery, type QueryClient } from "@tanstack/react-query";
import { useRouteContext } from "@tanstack/react-router";
import type { ApiClient } from "@xunlan/api-client";
import { indexPageQueryOptions, type ContentClient } from "@xunlan/cms-content";
import { ContentBlocks } from "@xunlan/content-blocks";
import { prefetchRails } from "@xunlan/product-ui/pages";

/** Loader half of the home page: the `index` content document and its product rails' cards. */
export async function loadHomePage(context: { queryClient: QueryClient; content: ContentClient; api: ApiClient }) {
  const page = await context.queryClient.ensureQueryData(indexPageQueryOptions(context.content));
  await prefetchRails(context, page.blocks);
  return page;
}

/** The home page: every module of the `index` document, in order. */
export function HomePage() {
  const { content } = useRouteContext({ from: "__root__" });
  const { data: page } = useSuspenseQuery(indexPageQueryOptions(content));
  return <ContentBlocks blocks={page.blocks} />;
}
