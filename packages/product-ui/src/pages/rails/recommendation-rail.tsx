import { useQuery } from "@tanstack/react-query";
import { configQueryOptions } from "@xunlan/cms-content";
import { RecommendationCarousel } from "../../components/recommendation-carousel/recommendation-carousel";
import { useCatalog } from "../catalog-context";
import { recommendationRailOptions, type RailLocation } from "./recommendation-rail-options";

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
