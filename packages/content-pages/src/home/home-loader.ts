// The route's half of the page (search validation, loader, head): what a route definition
// imports eagerly, apart from the component so that the component stays in its lazy chunk.
import { indexPageQueryOptions } from "@xunlan/cms-content";
import type { CatalogLoaderContext } from "@xunlan/product-ui/pages";
import { prefetchRails } from "../rails/rails";

/**
 * Loader half of the home page: the `index` content document and its product rails' cards, into
 * the query cache (the page reads them there). It returns only the document's title and SEO, as
 * the landing and collection loaders do: a route's loader data is serialised into the first HTML
 * beside the dehydrated queries, and the whole document there was sent twice (issue 11 §3).
 */
export async function loadHomePage(context: CatalogLoaderContext) {
  const page = await context.queryClient.ensureQueryData(indexPageQueryOptions(context.content));
  await prefetchRails(context, page.blocks);
  return { title: page.title, seo: page.seo };
}
