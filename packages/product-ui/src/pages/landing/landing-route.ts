// The route's half of the page (search validation, loader, head): what a route definition
// imports eagerly, apart from the component so that the component stays in its lazy chunk.
import { contentHead } from "@xunlan/cms-content";
import { loadContentDocument, type ContentHeadData } from "@xunlan/content-blocks";
import type { CatalogLoaderContext } from "../catalog-context";
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

/** The landing page's head: the document's seo title, else “{title} | 迅岚 XUNLAN 官方商城”. */
export function landingPageHead(data: ContentHeadData | null | undefined) {
  return contentHead(data ?? undefined);
}
