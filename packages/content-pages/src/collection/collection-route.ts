// The loader half of the page: imported by the route's loader, which the router splits into a
// chunk of its own (the head, which a route definition imports eagerly, is in collection-head.ts).
import type { ApiClient } from "@xunlan/api-client";
import { type ContentHeadData, loadContentDocument } from "@xunlan/content-blocks";
import { productRailQueryOptions } from "@xunlan/product-ui";
import type { CatalogLoaderContext } from "@xunlan/product-ui/pages";
import { prefetchRails } from "../rails/rails";

/** A collection's products: its curated ids in order, topped up with the newest when some are gone (at least 9). */
export function collectionProductsQueryOptions(api: ApiClient, productIds: readonly (string | number)[]) {
  return productRailQueryOptions(api, { productIds, fill: { sort: "newest" }, limit: Math.max(9, productIds.length) });
}

/**
 * Loader half of /explore/collection/{id}: the collection/{id} document, its products and the
 * product rails among its blocks into the cache. The document's title and seo for the head, or
 * null when it is missing (the route answers its 404); other failures are thrown.
 */
export async function loadCollectionPage(context: CatalogLoaderContext, id: string): Promise<ContentHeadData | null> {
  const page = await loadContentDocument(context.queryClient, context.content, "collection", id);
  if (!page) return null;
  await Promise.all([
    context.queryClient.ensureQueryData(collectionProductsQueryOptions(context.api, page.productIds)),
    prefetchRails(context, page.blocks),
  ]);
  return { title: page.title, seo: page.seo };
}
