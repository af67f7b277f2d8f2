import { useSuspenseQuery } from "@tanstack/react-query";
import { documentQueryOptions } from "@xunlan/cms-content";
import { ContentBlocks } from "@xunlan/content-blocks";
import { Container } from "@xunlan/ui";
import { Breadcrumbs, ProductGrid } from "../../index";
import { useCatalog } from "../catalog-context";
import { collectionProductsQueryOptions } from "./collection-route";

/**
 * spec §2 /explore/collection/{id}: 精选系列 › {title}, the title, the collection document's
 * blocks (rails through content-blocks' slot), then its products as cards with the shopper's
 * hearts (该系列商品即将上架，敬请期待。 when none). Reads what {@link loadCollectionPage} cached;
 * clients and favourites from {@link useCatalog}, links through ui's LinkProvider.
 */
export function CollectionPage({ id }: { id: string }) {
  const { api, content, favoriteIds, toggleFavorite } = useCatalog();
  const { data: page } = useSuspenseQuery(documentQueryOptions(content, "collection", id));
  const { data: products } = useSuspenseQuery(collectionProductsQueryOptions(api, page.productIds));
  return (
    <div className="pb-16">
      <Container className="pt-6 lg:pt-8">
        <Breadcrumbs items={[{ label: "精选系列", href: "/explore/collection" }, { label: page.title }]} />
        <h1 className="mt-4 font-display text-3xl font-black tracking-tight lg:mt-6 lg:text-5xl">{page.title}</h1>
      </Container>
      <div className="mt-6">
        <ContentBlocks blocks={page.blocks} heroHeadingLevel={2} />
      </div>
      <Container className="mt-10">
        <ProductGrid
          products={products}
          favoriteIds={favoriteIds}
          onToggleFavorite={toggleFavorite}
          empty={<p className="py-16 text-center text-grey-600">该系列商品即将上架，敬请期待。</p>}
        />
      </Container>
    </div>
  );
}
