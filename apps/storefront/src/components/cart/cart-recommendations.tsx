import { useQuery } from "@tanstack/react-query";
import { useRouteContext } from "@tanstack/react-router";
import { configQueryOptions } from "@xunlan/cms-content";
import { RecommendationCarousel, productRailQueryOptions, recommendationFor } from "@xunlan/product-ui";
import { useSession } from "@xunlan/session";
import { RouterAnchor } from "../router-anchor";

/** How many cards a rail shows (3 per view, spec §2). */
const LIMIT = 9;

/** spec §5 recommendation locations with a rail under a page: the bag and the empty order list. */
export type RailLocation = "cart" | "empty_order_list";

/** Query options of the recommendations of a spec §5 location, filled with new arrivals. */
export function recommendationRailOptions(
  api: Parameters<typeof productRailQueryOptions>[0],
  recmd: Parameters<typeof recommendationFor>[0],
  location: RailLocation,
) {
  const recommendation = recommendationFor(recmd, location);
  return {
    recommendation,
    options: productRailQueryOptions(api, { productIds: recommendation?.productIds ?? [], fill: { sort: "newest" }, limit: LIMIT }),
  };
}

/** Query options of the bag's recommendations (spec §5 location cart). */
export function cartRecommendationOptions(api: Parameters<typeof productRailQueryOptions>[0], recmd: Parameters<typeof recommendationFor>[0]) {
  return recommendationRailOptions(api, recmd, "cart");
}

/** The recommendation rail of a spec §5 location (the recmd document's block, else new arrivals). */
export function RecommendationRail({ location, excludeProductIds = [] }: { location: RailLocation; excludeProductIds?: readonly string[] }) {
  const { api, content } = useRouteContext({ from: "__root__" });
  const session = useSession();
  const { data: recmd } = useQuery(configQueryOptions(content, "recmd"));
  const { recommendation, options } = recommendationRailOptions(api, recmd ?? [], location);
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

/** spec §2 shopping bag: recommendations for location cart under the bag. */
export function CartRecommendations({ excludeProductIds }: { excludeProductIds: readonly string[] }) {
  return <RecommendationRail location="cart" excludeProductIds={excludeProductIds} />;
}
