import type { CategoryNode } from "@xunlan/api-client";
import type { Block } from "@xunlan/cms-content";
import { CampaignGridBlock } from "./campaign-grid-block";
import { CategoryTilesBlock } from "./category-tiles-block";
import { EditorialSplitBlock } from "./editorial-split-block";
import { FaqBlock } from "./faq-block";
import { HeroBlock } from "./hero-block";
import { ProductRailBlock } from "./product-rail-block";
import { RichTextBlock } from "./rich-text-block";

/**
 * Renders a content page's modules in order, one component per block type cms-content
 * defines. The first hero loads its media with high priority (it is the LCP element).
 * TODO: move to a feature package (e.g. @xunlan/content-blocks) once one exists.
 */
export function ContentBlocks({
  blocks,
  heroHeadingLevel = 1,
}: {
  blocks: readonly Block[];
  /** @deprecated unused since rails show products; kept for existing callers. */
  categories?: readonly CategoryNode[];
  /** Heading level of heroes: 2 when the page has its own h1. */
  heroHeadingLevel?: 1 | 2;
}) {
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
            return <ProductRailBlock key={block.id} block={block} />;
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
