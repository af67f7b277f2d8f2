import { useSuspenseQuery } from "@tanstack/react-query";
import { contentHead, documentQueryOptions } from "@xunlan/cms-content";
import { ContentBlocks, loadContentDocument, type ContentHeadData } from "@xunlan/content-blocks";
import { useCatalog, type CatalogLoaderContext } from "../catalog-context";
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

/**
 * spec §2 /landing/{key}: a campaign page — the landing/{key} document's blocks (rails through
 * content-blocks' slot); its hero's heading is the page's h1, else a visually hidden h1 holds the
 * title. Reads what {@link loadLandingPage} cached; the content loader from {@link useCatalog}.
 */
export function LandingPage({ landingKey }: { landingKey: string }) {
  const { content } = useCatalog();
  const { data: page } = useSuspenseQuery(documentQueryOptions(content, "landing", landingKey));
  return (
    <div>
      {page.blocks.some((block) => block.type === "hero") ? null : <h1 className="sr-only">{page.title}</h1>}
      <ContentBlocks blocks={page.blocks} />
    </div>
  );
}
