import type { Block } from "@xunlan/cms-content";
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
 * defines. The first hero loads its media with high priority (it is the LCP element).
 */
export function ContentBlocks({ blocks, heroHeadingLevel = 1 }: ContentBlocksProps) {
  const { productRail: ProductRail } = useContentBlockSlots();
  const firstHero = blocks.findIndex((block) => block.type === "hero");
  return (
    <>
      {blocks.map((block, index) => {
        switch (block.type) {
          case "hero":
            return <HeroBlock key={block.id} block={block} priority={index === firstHero} headingLevel={heroHeadingLevel} />;
          case "category_tiles":
            return <CategoryTilesBlock key={block.id} block={block} />;
          case "product_rail":
            return ProductRail ? <ProductRail key={block.id} block={block} /> : null;
          case "editorial_split":
            return <EditorialSplitBlock key={block.id} block={block} />;
          case "campaign_grid":
            return <CampaignGridBlock key={block.id} block={block} />;
          case "rich_text":
            return <RichTextBlock key={block.id} block={block} />;
          case "faq":
            return <FaqBlock key={block.id} block={block} />;
          default: {
            // A block type added to cms-content later shows nothing rather than crashing.
            const unknown: never = block;
            void unknown;
            return null;
          }
        }
      })}
    </>
  );
}
