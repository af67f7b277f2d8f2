import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { toggleFavoriteMutationOptions } from "@xunlan/account";
import { CartPage, cartQueryOptions } from "@xunlan/cart";
import { configQueryOptions } from "@xunlan/cms-content";
import { RecommendationRail, recommendationRailOptions } from "@xunlan/product-ui/pages";
import { useSession } from "@xunlan/session";
import { formatPrice } from "@xunlan/validation";

/** spec §2 /cart: the shopping bag, in the first HTML (lines, summary, recommendations). */
export const Route = createFileRoute("/cart")({
  loader: async ({ context: { queryClient, api, content } }) => {
    const [, recmd] = await Promise.allSettled([
      queryClient.ensureQueryData(cartQueryOptions(api)),
      queryClient.ensureQueryData(configQueryOptions(content, "recmd")),
    ]);
    const rail = recommendationRailOptions(api, recmd.status === "fulfilled" ? recmd.value : [], "cart");
    await queryClient.ensureQueryData(rail.options).catch(() => undefined);
  },
  head: () => ({ meta: [{ title: "购物袋 | 迅岚 XUNLAN 官方商城" }, { name: "robots", content: "noindex" }] }),
  component: CartRoute,
});

function CartRoute() {
  const { api } = Route.useRouteContext();
  const session = useSession();
  const navigate = useNavigate();
  const favorite = useMutation(toggleFavoriteMutationOptions(api, useQueryClient()));
  return (
    <CartPage
      client={api}
      isLoggedIn={session.isLoggedIn}
      favoriteIds={session.favoriteIds}
      addFavorite={(productId) => favorite.mutateAsync({ productId, next: true })}
      onCheckout={() => void navigate({ to: "/checkout" })}
      onLoginRequired={() => session.openLogin("/checkout")}
      shopHref="/explore/men"
      renderRecommendations={(excludeProductIds, bag) => (
        <RecommendationRail
          location="cart"
          excludeProductIds={excludeProductIds}
          excludeStyleSkus={bag.styleSkus}
          // Issue 26 §8: no 凑单满 299 元即享包邮 to a bag that already ships free; the amount left otherwise.
          subtitle={
            bag.amountToFreeShipping === 0
              ? null
              : bag.amountToFreeShipping
                ? `再买 ${formatPrice(bag.amountToFreeShipping)} 即享包邮`
                : undefined
          }
        />
      )}
    />
  );
}
