import { useQuery } from "@tanstack/react-query";
import type { ApiClient } from "@xunlan/api-client";
import { productRailQueryOptions, type Recommendation, RecommendationCarousel } from "@xunlan/product-ui";
import type { LinkComponent } from "@xunlan/ui";
import { SEARCH_MESSAGES } from "../../lib/messages";

/** Props of {@link NoResultRecommendations}. */
export interface NoResultRecommendationsProps {
  client: ApiClient;
  /** The recmd document's block for search_no_result (product-ui's recommendationFor), or null. */
  recommendation: Recommendation | null;
  linkComponent?: LinkComponent;
}

/**
 * spec §2: the recommendation list under a search without result (location search_no_result):
 * the block's products, topped up with new arrivals when some are gone from the catalogue.
 */
export function NoResultRecommendations({ client, recommendation, linkComponent }: NoResultRecommendationsProps) {
  const rail = useQuery(
    productRailQueryOptions(client, {
      productIds: recommendation?.productIds ?? [],
      fill: { sort: "newest" },
      limit: Math.max(6, recommendation?.productIds.length ?? 0),
    }),
  );
  if (rail.isSuccess && rail.data.length === 0) return null;
  return (
    <RecommendationCarousel
      title={recommendation?.title || SEARCH_MESSAGES.recommendTitle}
      {...(recommendation?.subtitle ? { subtitle: recommendation.subtitle } : {})}
      products={rail.data ?? []}
      loading={rail.isPending}
      mode="search"
      linkComponent={linkComponent}
    />
  );
}
