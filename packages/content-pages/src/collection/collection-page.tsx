import { useSuspenseQuery } from "@tanstack/react-query";
import { documentQueryOptions } from "@xunlan/cms-content";
import { ContentBlocks } from "@xunlan/content-blocks";
import { Breadcrumbs, ProductGrid } from "@xunlan/product-ui";
import { CategoryHeader, heroOf, useCatalog } from "@xunlan/product-ui/pages";
import { Container } from "@xunlan/ui";
import { collectionProductsQueryOptions } from "./collection-route";

/**
 * spec §2 /explore/collection/{id}: 精选系列 › {title}, a compact header (the title, and the
 * document's hero as a line and a small picture, issue 26 §5), its products, then the document's
 * other blocks (rails through content-blocks' slot). Products are cards with the shopper's
 * hearts (该系列商品即将上架，敬请期待。 when none). Reads what {@link loadCollectionPage} cached;
 * clients and favourites from {@link useCatalog}, links through ui's LinkProvider.
 */
export function CollectionPage({ id }: { id: string }) {
  const { api, content, favoriteIds, toggleFavorite } = useCatalog();
  const { data: page } = useSuspenseQuery(documentQueryOptions(content, "collection", id));
  const { data: products } = useSuspenseQuery(collectionProductsQueryOptions(api, page.productIds));
  // Issue 26 §5: a hero first becomes the compact header; the document's other blocks follow the products.
  const hero = heroOf(page.blocks);
  const story = hero ? page.blocks.slice(1) : page.blocks;
  return (
    <div className="pb-16">
      <Container>
        <CategoryHeader
          title={page.title}
          hero={hero}
          breadcrumbs={<Breadcrumbs items={[{ label: "精选系列", href: "/explore/collection" }, { label: page.title }]} />}
        />
      </Container>
      <Container className="mt-6 lg:mt-8">
        <ProductGrid
          products={products}
          favoriteIds={favoriteIds}
          onToggleFavorite={toggleFavorite}
          empty={<p className="py-16 text-center text-grey-600">该系列商品即将上架，敬请期待。</p>}
        />
      </Container>
      {story.length > 0 ? (
        <div className="mt-12 lg:mt-16">
          <ContentBlocks blocks={story} heroHeadingLevel={2} />
        </div>
      ) : null}
    </div>
  );
}
