// The route's half of the page (search validation, loader, head): what a route definition
// imports eagerly, apart from the component so that the component stays in its lazy chunk.
import type { ApiClient } from "@xunlan/api-client";
import { type RecommendBlockInput, recommendationFor } from "../../lib/recommendations";
import { productRailQueryOptions } from "../../queries/catalog";

/** How many cards a rail shows (3 per view, spec §2). */
const LIMIT = 9;

/** spec §5 recommendation locations with a rail under a page: the bag, the empty order list and 我的收藏. */
export type RailLocation = "cart" | "empty_order_list" | "wishlist";

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
