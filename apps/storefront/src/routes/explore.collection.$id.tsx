import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { Breadcrumbs, ProductGrid, productRailQueryOptions } from "@xunlan/product-ui";
import type { ApiClient } from "@xunlan/api-client";
import { Container } from "@xunlan/ui";
import { contentHead, documentQueryOptions } from "@xunlan/cms-content";
import { ContentBlocks } from "@xunlan/content-blocks";
import { prefetchRails } from "@xunlan/product-ui/pages";
import { useSession } from "@xunlan/session";
import { ErrorRoute } from "../components/error-route";
import { ensureContentPage } from "../lib/content-route";

/** A collection's products: its curated ids in order, topped up with the newest when some are gone. */
function collectionProducts(api: ApiClient, productIds: readonly (string | number)[]) {
  return productRailQueryOptions(api, { productIds, fill: { sort: "newest" }, limit: Math.max(9, productIds.length) });
}

/** spec §2 /explore/collection/{id}: the collection/{id} document's blocks and its products. */
export const Route = createFileRoute("/explore/collection/$id")({
  loader: async ({ context, params }) => {
    const page = await ensureContentPage(context.queryClient, context.content, "collection", params.id);
    await Promise.all([
      context.queryClient.ensureQueryData(collectionProducts(context.api, page.productIds)),
      prefetchRails(context, page.blocks),
    ]);
    return { title: page.title, seo: page.seo };
  },
  head: ({ loaderData }) => contentHead(loaderData),
  component: CollectionRoute,
  notFoundComponent: () => <ErrorRoute code={404} />,
});

function CollectionRoute() {
  const { id } = Route.useParams();
  const { api, content } = Route.useRouteContext();
  const session = useSession();
  const { data: page } = useSuspenseQuery(documentQueryOptions(content, "collection", id));
  const { data: products } = useSuspenseQuery(collectionProducts(api, page.productIds));
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
          favoriteIds={session.favoriteIds}
          onToggleFavorite={session.toggleFavorite}
          empty={<p className="py-16 text-center text-grey-600">该系列商品即将上架，敬请期待。</p>}
        />
      </Container>
    </div>
  );
}
