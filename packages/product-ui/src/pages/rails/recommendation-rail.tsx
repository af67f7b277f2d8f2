import { useQuery } from "@tanstack/react-query";
import { configQueryOptions } from "@xunlan/cms-content";
import { RecommendationCarousel } from "../../components/recommendation-carousel/recommendation-carousel";
import { useCatalog } from "../catalog-context";
import { type RailLocation, recommendationRailOptions } from "./recommendation-rail-options";

/** Props of {@link RecommendationRail}. */
export interface RecommendationRailProps {
  location: RailLocation;
  /** Products the page already shows (the bag's lines) are left out. */
  excludeProductIds?: readonly string[];
  /** Styles the page already shows (the bag's): no other colour of them either (issue 26 §8). */
  excludeStyleSkus?: readonly string[];
  /**
   * Replaces the document's sub-title; null shows none (the bag's 凑单满 299 元即享包邮 once the
   * bag already ships free). Absent: the document's.
   */
  subtitle?: string | null;
}

/**
 * The recommendation rail of a spec §5 location (the recmd document's block, else new arrivals,
 * titled 为你推荐), with the shopper's favourites. Reads the clients from {@link useCatalog};
 * links go through ui's LinkProvider.
 */
export function RecommendationRail({ location, excludeProductIds = [], excludeStyleSkus = [], subtitle }: RecommendationRailProps) {
  const { api, content, favoriteIds, toggleFavorite } = useCatalog();
  const { data: recmd } = useQuery(configQueryOptions(content, "recmd"));
  const { recommendation, options } = recommendationRailOptions(api, recmd ?? [], location);
  const rail = useQuery(options);
  const products = railProducts(rail.data ?? [], excludeProductIds, excludeStyleSkus);
  return (
    <RecommendationCarousel
      title={recommendation?.title ?? "为你推荐"}
      subtitle={subtitle === undefined ? recommendation?.subtitle : (subtitle ?? undefined)}
      products={products}
      loading={rail.isPending}
      favoriteIds={favoriteIds}
      onToggleFavorite={toggleFavorite}
    />
  );
}

/**
 * The rail's cards (issue 26 §8): one colour per style (the first the rail lists), none of a
 * style or colour the page already shows.
 */
export function railProducts<T extends { productId: string; styleSku: string }>(
  products: readonly T[],
  excludeProductIds: readonly string[],
  excludeStyleSkus: readonly string[],
): T[] {
  const seen = new Set(excludeStyleSkus);
  const out: T[] = [];
  for (const product of products) {
    if (excludeProductIds.includes(product.productId) || seen.has(product.styleSku)) continue;
    seen.add(product.styleSku);
    out.push(product);
  }
  return out;
}
