import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { type ApiClient, GetLatestViewDocument, SaveLatestViewDocument } from "@xunlan/api-client";
import { addLocalRecentlyViewed, readLocalRecentlyViewed } from "../lib/recently-viewed";
import type { ProductColorCard } from "../lib/types";
import { fetchCards } from "./catalog";

/** Cards a recently-viewed rail shows at most. */
export const RECENTLY_VIEWED_RAIL_SIZE = 12;

/** Query keys of recently viewed (invalidate `all` after recording a view). */
export const recentlyViewedKeys = {
  all: ["recentlyViewed"] as const,
  list: (who: "member" | "guest") => ["recentlyViewed", who] as const,
};

/**
 * The shopper's recently viewed colours as cards, newest first: getLatestView for members
 * (kept on the server), local storage for guests. Browser only (enable it after hydration).
 */
export function recentlyViewedQueryOptions(client: ApiClient, isLoggedIn: boolean) {
  return queryOptions({
    queryKey: recentlyViewedKeys.list(isLoggedIn ? "member" : "guest"),
    queryFn: async (): Promise<ProductColorCard[]> => {
      const ids = isLoggedIn
        ? (await client.request(GetLatestViewDocument, { pageSize: RECENTLY_VIEWED_RAIL_SIZE })).getLatestView
        : readLocalRecentlyViewed().slice(0, RECENTLY_VIEWED_RAIL_SIZE);
      if (ids.length === 0) return [];
      return fetchCards(client, ids);
    },
    staleTime: 0,
  });
}

/** Records a product view: saveLatestView for members, local storage for guests. */
export function recordViewMutationOptions(client: ApiClient, isLoggedIn: boolean) {
  return mutationOptions({
    mutationKey: ["recentlyViewed", "record"],
    mutationFn: async (productId: string) => {
      if (isLoggedIn) await client.request(SaveLatestViewDocument, { productId });
      else addLocalRecentlyViewed(productId);
      return productId;
    },
  });
}
