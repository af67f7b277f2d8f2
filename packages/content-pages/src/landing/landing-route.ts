// The loader half of the page: imported by the route's loader, which the router splits into a
// chunk of its own (the head, which a route definition imports eagerly, is in landing-head.ts).
import { type ContentHeadData, loadContentDocument } from "@xunlan/content-blocks";
import type { CatalogLoaderContext } from "@xunlan/product-ui/pages";
import { prefetchRails } from "../rails/rails";

/**
 * Loader half of /landing/{key}: the landing/{key} document and the product rails among its
 * blocks into the cache. The document's title and seo for the head, or null when it is missing
 * (the route answers its 404); other failures are thrown.
 */
export async function loadLandingPage(context: CatalogLoaderContext, key: string): Promise<ContentHeadData | null> {
  const page = await loadContentDocument(context.queryClient, context.content, "landing", key);
  if (!page) return null;
  await prefetchRails(context, page.blocks);
  return { title: page.title, seo: page.seo };
}
