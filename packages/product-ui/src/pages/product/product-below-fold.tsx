// What a product page shows below the fold: the style's story (content blocks) and the
// recommendations rail. product-page.tsx loads this module lazily: the server renders it, and
// the browser keeps that HTML until this code arrives after the page's own.
import type { Block } from "@xunlan/cms-content";
import { ContentBlocks } from "@xunlan/content-blocks";
import { RecommendationCarousel, type RecommendationCarouselProps } from "../../index";

/** The style's pdp document blocks. */
export function ProductStory({ blocks }: { blocks: readonly Block[] }) {
  return (
    <div className="mt-16">
      <ContentBlocks blocks={blocks} heroHeadingLevel={2} />
    </div>
  );
}

/** Props of {@link ProductRecommendations}. */
export type ProductRecommendationsProps = Omit<RecommendationCarouselProps, "linkComponent">;

/** spec §2: the recommendations carousel under the product. */
export function ProductRecommendations(props: ProductRecommendationsProps) {
  return (
    <div className="mt-16 lg:mt-24">
      <RecommendationCarousel {...props} />
    </div>
  );
}
