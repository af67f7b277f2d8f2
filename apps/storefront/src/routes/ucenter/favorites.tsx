import { createFileRoute } from "@tanstack/react-router";
import { FavoritesPage } from "@xunlan/account";
import { ProductCard, productColorsQueryOptions } from "@xunlan/product-ui";
import { RecommendationRail } from "@xunlan/product-ui/pages";
import { useSession } from "@xunlan/session";

/**
 * /ucenter/favorites (spec §2/§3): @xunlan/account's FavoritesPage with product-ui's cards, heart to
 * cancel, and the wishlist recommendations below (spec §5).
 */
export const Route = createFileRoute("/ucenter/favorites")({
  head: () => ({ meta: [{ title: "我的收藏 | 迅岚 XUNLAN 官方商城" }] }),
  component: FavoritesRoute,
});

function FavoritesRoute() {
  const { api } = Route.useRouteContext();
  const session = useSession();
  return (
    <FavoritesPage
      api={api}
      isLoggedIn={session.isLoggedIn}
      cardsQueryOptions={(ids) => productColorsQueryOptions(api, ids)}
      renderProductCard={(card) => (
        <ProductCard product={card} isFavorite={session.favoriteIds.includes(card.productId)} onToggleFavorite={session.toggleFavorite} />
      )}
      onRemove={(productId) => session.toggleFavorite(productId, false)}
      // spec §5 location wishlist: picks under the favourites, leaving out what is already kept
      recommendations={<RecommendationRail location="wishlist" excludeProductIds={session.favoriteIds} />}
    />
  );
}
