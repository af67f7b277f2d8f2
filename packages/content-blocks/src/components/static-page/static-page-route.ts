// The route's half of the page (search validation, loader, head): what a route definition
// imports eagerly, apart from the component so that the component stays in its lazy chunk.
import { contentHead, optionalDocumentQueryOptions } from "@xunlan/cms-content";
import { type ContentHeadData, type ContentLoaderContext, loadContentDocument } from "../../lib/content-loader";

/**
 * Loader half of /static/{key} (key optional): with a key, the static/{key} document into the
 * cache — its title and seo, or null when it is missing (the route's not-found); without one, the
 * static.json document when one is published (its title and seo), else undefined (the page lists
 * the shop's information pages instead). Other failures are thrown.
 */
export async function loadStaticPage(
  { queryClient, content }: ContentLoaderContext,
  key: string | undefined,
): Promise<ContentHeadData | null | undefined> {
  if (key) {
    const page = await loadContentDocument(queryClient, content, "static", key);
    return page ? { title: page.title, seo: page.seo } : null;
  }
  const page = await queryClient.ensureQueryData(optionalDocumentQueryOptions(content, "static"));
  return page ? { title: page.title, seo: page.seo } : undefined;
}

/** The /static page's head: the document's, else 品牌与服务 for the index. */
export function staticPageHead(data: ContentHeadData | null | undefined) {
  return contentHead(data ?? undefined, "品牌与服务 | 迅岚 XUNLAN 官方商城");
}
