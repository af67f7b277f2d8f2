import type { Block } from "@xunlan/cms-content";
import { ContentBlocks } from "@xunlan/content-blocks";

/**
 * A first-level listing's banner: the first block of its plp document, with an h2 hero (the
 * listing has its h1). A chunk of its own (listing-page loads it lazily): only first-level
 * listings with a document show one, so the block renderers stay off the others' first load.
 */
export function ListingBanner({ blocks }: { blocks: readonly Block[] }) {
  return <ContentBlocks blocks={blocks.slice(0, 1)} heroHeadingLevel={2} />;
}
