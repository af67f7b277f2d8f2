import type { Block } from "@xunlan/cms-content";
import { HydrateWhenVisible } from "@xunlan/ui";
import { memo } from "react";
import { CampaignGridBlock } from "../campaign-grid-block/campaign-grid-block";
import { CategoryTilesBlock } from "../category-tiles-block/category-tiles-block";
import { EditorialSplitBlock } from "../editorial-split-block/editorial-split-block";
import { FaqBlock } from "../faq-block/faq-block";
import { HeroBlock } from "../hero-block/hero-block";
import { RichTextBlock } from "../rich-text-block/rich-text-block";
import { useContentBlockSlots } from "./content-block-slots";

/** Props of {@link ContentBlocks}. */
export interface ContentBlocksProps {
  blocks: readonly Block[];
  /** Heading level of heroes: 2 when the page has its own h1. */
  heroHeadingLevel?: 1 | 2;
}

/**
 * Renders a content page's modules in order, one component per block type cms-content
 * defines. The first hero loads its media with high priority (it is the LCP element). Every
 * block after the first (but the first hero) hydrates only when it comes near the viewport
 * ({@link HydrateWhenVisible}): the server HTML is the same, and the page's first tasks no longer
 * hydrate tiles, campaigns and stories below the fold. Product rails come from the slot, which
 * defers its own hydration.
 */
export function ContentBlocks({ blocks, heroHeadingLevel = 1 }: ContentBlocksProps) {
  const { productRail: ProductRail } = useContentBlockSlots();
  const firstHero = blocks.findIndex((block) => block.type === "hero");
  return (
    <>
      {blocks.map((block, index) => {
        if (block.type === "product_rail") return ProductRail ? <ProductRail key={block.id} block={block} /> : null;
        const priority = index === firstHero;
        if (index === 0 || priority)
          return <ContentBlock key={block.id} block={block} priority={priority} heroHeadingLevel={heroHeadingLevel} />;
        return <DeferredContentBlock key={block.id} block={block} heroHeadingLevel={heroHeadingLevel} />;
      })}
    </>
  );
}

interface ContentBlockProps {
  block: Exclude<Block, { type: "product_rail" }>;
  priority?: boolean;
  heroHeadingLevel: 1 | 2;
}

/** Memoised on the block (the content query's object), so a page re-render leaves a waiting block's HTML alone. */
const DeferredContentBlock = memo(function DeferredContentBlock({ block, heroHeadingLevel }: ContentBlockProps) {
  return (
    <HydrateWhenVisible>
      <ContentBlock block={block} heroHeadingLevel={heroHeadingLevel} />
    </HydrateWhenVisible>
  );
});

function ContentBlock({ block, priority = false, heroHeadingLevel }: ContentBlockProps) {
  switch (block.type) {
    case "hero":
      return <HeroBlock block={block} priority={priority} headingLevel={heroHeadingLevel} />;
    case "category_tiles":
      return <CategoryTilesBlock block={block} />;
    case "editorial_split":
      return <EditorialSplitBlock block={block} />;
    case "campaign_grid":
      return <CampaignGridBlock block={block} />;
    case "rich_text":
      return <RichTextBlock block={block} />;
    case "faq":
      return <FaqBlock block={block} />;
    default: {
      // A block type added to cms-content later shows nothing rather than crashing.
      const unknown: never = block;
      void unknown;
      return null;
    }
  }
}
