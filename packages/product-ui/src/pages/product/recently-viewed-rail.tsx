import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { recentlyViewedQueryOptions } from "../../index";
import { useCatalog } from "../catalog-context";

// The rail shows only in the browser, below the fold: the carousel and its cards load once
// there is something to show, off the page's first load.
const RecommendationCarousel = lazy(() =>
  import("../../components/recommendation-carousel/recommendation-carousel").then((module) => ({ default: module.RecommendationCarousel })),
);

/** Props of {@link RecentlyViewedRail}. */
export interface RecentlyViewedRailProps {
  /** Left out of the rail (the product on screen). */
  excludeProductId?: string;
  className?: string;
}

/**
 * 最近浏览: the shopper's recently viewed colours as a carousel (members: getLatestView; guests:
 * local storage, spec §9 720 h). Loads in the browser only; renders nothing until there is
 * something to show.
 */
export function RecentlyViewedRail({ excludeProductId, className }: RecentlyViewedRailProps) {
  const { api, isLoggedIn = false, favoriteIds, toggleFavorite } = useCatalog();
  const { data } = useQuery({ ...recentlyViewedQueryOptions(api, isLoggedIn), enabled: typeof window !== "undefined" });
  const products = (data ?? []).filter((card) => card.productId !== excludeProductId);
  if (products.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <section aria-label="最近浏览" className={className ?? "mt-16 lg:mt-24"} data-testid="recently-viewed">
        <RecommendationCarousel title="最近浏览" products={products} favoriteIds={favoriteIds} onToggleFavorite={toggleFavorite} />
      </section>
    </Suspense>
  );
}
