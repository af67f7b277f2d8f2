// The page's head: what a route definition imports eagerly (routes load with the first page), so
// apart from the loader (landing-route.ts) and the component, which stay in lazy chunks.
import { contentHead } from "@xunlan/cms-content";
import type { ContentHeadData } from "@xunlan/content-blocks";

/** The landing page's head: the document's seo title, else “{title} | 迅岚 XUNLAN 官方商城”. */
export function landingPageHead(data: ContentHeadData | null | undefined) {
  return contentHead(data ?? undefined);
}
