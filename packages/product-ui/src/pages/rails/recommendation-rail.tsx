import { useQuery } from "@tanstack/react-query";
import type { ApiClient } from "@xunlan/api-client";
import { configQueryOptions } from "@xunlan/cms-content";
import { RecommendationCarousel } from "../../components/recommendation-carousel/recommendation-carousel";
import { recommendationFor, type RecommendBlockInput } from "../../lib/recommendations";
import { productRailQueryOptions } from "../../queries/catalog";
import { useCatalog } from "../catalog-context";

/** How many cards a rail shows (3 per view, spec §2). */
const LIMIT = 9;

/** spec §5 recommendation locations with a rail under a page: the bag and the empty order list. */
export type RailLocation = "cart" | "empty_order_list";

/**
 * Query options of the recommendations of a spec §5 location (the recmd document's block),
 * filled with new arrivals; the route loader prefetches `options` so the rail is in the first HTML.
 */
export function recommendationRailOptions(api: ApiClient, recmd: readonly RecommendBlockInput[], location: RailLocation) {
  const recommendation = recommendationFor(recmd, location);
  return {
    recommendation,
    options: productRailQueryOptions(api, { productIds: recommendation?.productIds ?? [], fill: { sort: "newest" }, limit: LIMIT }),
  };
}

/** Props of {@link RecommendationRail}. */
export interface RecommendationRailProps {
  location: RailLocation;
  /** Products the page already shows (the bag's lines) are left out. */
  excludeProductIds?: readonly string[];
}

/**
 * The recommendation rail of a spec §5 location (the recmd document's block, else new arrivals,
 * titled 为你推荐), with the shopper's favourites. Reads the clients from {@link useCatalog};
 * links go through ui's LinkProvider.
 */
export function RecommendationRail({ location, excludeProductIds = [] }: RecommendationRailProps) {
  const { api, content, favoriteIds, toggleFavorite } = useCatalog();
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
      favoriteIds={favoriteIds}
      onToggleFavorite={toggleFavorite}
    />
  );
}
