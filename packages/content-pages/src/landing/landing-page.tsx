import { useSuspenseQuery } from "@tanstack/react-query";
import { documentQueryOptions } from "@xunlan/cms-content";
import { ContentBlocks } from "@xunlan/content-blocks";
import { useCatalog } from "@xunlan/product-ui/pages";

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
