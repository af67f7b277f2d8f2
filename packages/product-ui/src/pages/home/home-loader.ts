// The route's half of the page (search validation, loader, head): what a route definition
// imports eagerly, apart from the component so that the component stays in its lazy chunk.
import { indexPageQueryOptions } from "@xunlan/cms-content";
import type { CatalogLoaderContext } from "../catalog-context";
import { prefetchRails } from "../rails/rails";

/** Loader half of the home page: the `index` content document and its product rails' cards. */
export async function loadHomePage(context: CatalogLoaderContext) {
  const page = await context.queryClient.ensureQueryData(indexPageQueryOptions(context.content));
  await prefetchRails(context, page.blocks);
  return page;
}
