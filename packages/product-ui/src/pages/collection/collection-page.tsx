import { useSuspenseQuery } from "@tanstack/react-query";
import type { ApiClient } from "@xunlan/api-client";
import { contentHead, documentQueryOptions } from "@xunlan/cms-content";
import { ContentBlocks, loadContentDocument, type ContentHeadData } from "@xunlan/content-blocks";
import { Container } from "@xunlan/ui";
import { Breadcrumbs, ProductGrid, productRailQueryOptions } from "../../index";
import { useCatalog, type CatalogLoaderContext } from "../catalog-context";
import { prefetchRails } from "../rails/rails";

/** A collection's products: its curated ids in order, topped up with the newest when some are gone (at least 9). */
export function collectionProductsQueryOptions(api: ApiClient, productIds: readonly (string | number)[]) {
  return productRailQueryOptions(api, { productIds, fill: { sort: "newest" }, limit: Math.max(9, productIds.length) });
}

/**
 * Loader half of /explore/collection/{id}: the collection/{id} document, its products and the
 * product rails among its blocks into the cache. The document's title and seo for the head, or
 * null when it is missing (the route answers its 404); other failures are thrown.
 */
export async function loadCollectionPage(context: CatalogLoaderContext, id: string): Promise<ContentHeadData | null> {
  const page = await loadContentDocument(context.queryClient, context.content, "collection", id);
  if (!page) return null;
  await Promise.all([context.queryClient.ensureQueryData(collectionProductsQueryOptions(context.api, page.productIds)), prefetchRails(context, page.blocks)]);
  return { title: page.title, seo: page.seo };
}

/** The collection page's head: the document's seo title, else “{title} | 迅岚 XUNLAN 官方商城”. */
export function collectionPageHead(data: ContentHeadData | null | undefined) {
  return contentHead(data ?? undefined);
}

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
