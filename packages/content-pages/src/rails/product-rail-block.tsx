import { useQuery } from "@tanstack/react-query";
import { configQueryOptions, type ProductRailBlock as ProductRailData } from "@xunlan/cms-content";
import { SectionHeading } from "@xunlan/content-blocks";
import { ProductCard, ProductCardSkeleton } from "@xunlan/product-ui";
import { useCatalog } from "@xunlan/product-ui/pages";
import { Container, HydrateWhenVisible } from "@xunlan/ui";
import { memo } from "react";
import { railQueryOptions } from "./rails";

/**
 * Product carousel of a content page: real product cards from the block's ids or the recmd
 * document (missing ids filled from the rail's category). The page loader prefetches it
 * (prefetchRails), so the first HTML already holds the cards; a swipeable row on phones, four
 * per view from desktop. A rail below the fold hydrates only when it comes near the viewport
 * ({@link HydrateWhenVisible}): the home page's three rails were 850 of its 1 190 elements.
 */
export function ProductRailBlock({ block }: { block: ProductRailData }) {
  return <DeferredRail block={block} />;
}

/** Memoised on the block (the content query's object), so a page re-render leaves a waiting rail's HTML alone. */
const DeferredRail = memo(function DeferredRail({ block }: { block: ProductRailData }) {
  return (
    <HydrateWhenVisible>
      <RailBody block={block} />
    </HydrateWhenVisible>
  );
});

function RailBody({ block }: { block: ProductRailData }) {
  const { api, content, favoriteIds, toggleFavorite } = useCatalog();
  const { data: recmd } = useQuery(configQueryOptions(content, "recmd"));
  const { data: products, isPending } = useQuery(railQueryOptions(api, block, recmd));
  const titleId = `${block.id}-title`;
  if (!isPending && (products?.length ?? 0) === 0) return null;
  return (
    <section aria-labelledby={titleId} className="py-12 md:py-20">
      <Container>
        <SectionHeading id={titleId} title={block.title} subtitle={block.subtitle} link={block.link} />
        <ul className="-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-px-4 px-4 pb-2 [scrollbar-width:none] md:mx-0 md:gap-4 md:scroll-px-0 md:px-0 [&::-webkit-scrollbar]:hidden">
          {isPending
            ? Array.from({ length: 4 }, (_, i) => (
                <li key={i} className="w-[62%] shrink-0 snap-start sm:w-[40%] md:w-[calc((100%-3rem)/4)]">
                  <ProductCardSkeleton />
                </li>
              ))
            : products?.map((product) => (
                <li key={product.productId} className="w-[62%] shrink-0 snap-start sm:w-[40%] md:w-[calc((100%-3rem)/4)]">
                  <ProductCard
                    product={product}
                    isFavorite={favoriteIds.includes(product.productId)}
                    onToggleFavorite={toggleFavorite}
                    sizes="(min-width: 768px) 25vw, 62vw"
                  />
                </li>
              ))}
        </ul>
      </Container>
    </section>
  );
}
