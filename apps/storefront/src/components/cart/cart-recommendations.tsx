import { useQuery } from "@tanstack/react-query";
import { useRouteContext } from "@tanstack/react-router";
import { configQueryOptions } from "@xunlan/cms-content";
import { RecommendationCarousel, productRailQueryOptions, recommendationFor } from "@xunlan/product-ui";
import { useSession } from "@xunlan/session";
import { RouterAnchor } from "../router-anchor";

/** How many cards the bag's rail shows (3 per view, spec §2). */
const LIMIT = 9;

/** Query options of the bag's recommendations (spec §5 location cart), filled with new arrivals. */
export function cartRecommendationOptions(api: Parameters<typeof productRailQueryOptions>[0], recmd: Parameters<typeof recommendationFor>[0]) {
  const recommendation = recommendationFor(recmd, "cart");
  return {
    recommendation,
    options: productRailQueryOptions(api, { productIds: recommendation?.productIds ?? [], fill: { sort: "newest" }, limit: LIMIT }),
  };
}

/** spec §2 shopping bag: recommendations for location cart under the bag. */
export function CartRecommendations({ excludeProductIds }: { excludeProductIds: readonly string[] }) {
  const { api, content } = useRouteContext({ from: "__root__" });
  const session = useSession();
  const { data: recmd } = useQuery(configQueryOptions(content, "recmd"));
  const { recommendation, options } = cartRecommendationOptions(api, recmd ?? []);
  const rail = useQuery(options);
  const products = (rail.data ?? []).filter((product) => !excludeProductIds.includes(product.productId));
  return (
    <RecommendationCarousel
      title={recommendation?.title ?? "为你推荐"}
      subtitle={recommendation?.subtitle}
      products={products}
      loading={rail.isPending}
      favoriteIds={session.favoriteIds}
      onToggleFavorite={session.toggleFavorite}
      linkComponent={RouterAnchor}
    />
  );
}
