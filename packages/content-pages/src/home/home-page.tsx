import { useSuspenseQuery } from "@tanstack/react-query";
import { indexPageQueryOptions } from "@xunlan/cms-content";
import { ContentBlocks } from "@xunlan/content-blocks";
import { useCatalog } from "@xunlan/product-ui/pages";

/**
 * The home page (spec §2 `/`, and any unknown path): every module of the `index` document, in
 * order; product rails through content-blocks' slot. Reads the content loader from
 * {@link useCatalog}; the route's loader is {@link loadHomePage}.
 */
export function HomePage() {
  const { content } = useCatalog();
  const { data: page } = useSuspenseQuery(indexPageQueryOptions(content));
  return <ContentBlocks blocks={page.blocks} />;
}
