import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useRouteContext } from "@tanstack/react-router";
import { ShoppingBag, cartQueryOptions, deleteCartItemMutationOptions, updateCartItemQuantityMutationOptions, type BagLine } from "@xunlan/cart";
import { toggleFavoriteMutationOptions } from "@xunlan/ucenter";
import { Button, Container } from "@xunlan/ui";
import { useSession } from "@xunlan/session";
import { RecommendationRail } from "@xunlan/product-ui/pages";

/** /cart (spec §2 shopping bag): @xunlan/cart's ShoppingBag on the gateway's bag. */
export function CartPage() {
  const { api } = useRouteContext({ from: "__root__" });
  const queryClient = useQueryClient();
  const session = useSession();
  const navigate = useNavigate();
  const bag = useQuery(cartQueryOptions(api));
  const quantity = useMutation(updateCartItemQuantityMutationOptions(api, queryClient));
  const remove = useMutation(deleteCartItemMutationOptions(api, queryClient));
  const favorite = useMutation(toggleFavoriteMutationOptions(api, queryClient));

  if (!bag.data) {
    return (
      <Container className="flex flex-col items-start gap-4 py-16">
        <h1 className="font-display text-3xl font-black tracking-tight">购物袋</h1>
        {bag.isError ? (
          <>
            <p className="text-sm text-grey-600">购物袋加载失败，请稍后再试。</p>
            <Button variant="secondary" onClick={() => void bag.refetch()}>
              重试
            </Button>
          </>
        ) : (
          <p className="text-sm text-grey-600">正在加载购物袋…</p>
        )}
      </Container>
    );
  }

  const moveToFavorites = async (line: BagLine) => {
    if (!session.favoriteIds.includes(line.productId)) await favorite.mutateAsync({ productId: line.productId, next: true });
    await remove.mutateAsync(line.ean);
  };

  return (
    <Container className="py-8 lg:py-14">
      <ShoppingBag
        lines={bag.data.lines}
        price={bag.data.price}
        isLoggedIn={session.isLoggedIn}
        onQuantityChange={(ean, delta) => quantity.mutateAsync({ ean, delta })}
        onDelete={(line) => remove.mutateAsync(line.ean)}
        onMoveToFavorites={moveToFavorites}
        onCheckout={() => void navigate({ to: "/checkout" })}
        onLoginRequired={() => session.openLogin("/checkout")}
        shopHref="/explore/men"
        recommendations={<RecommendationRail location="cart" excludeProductIds={bag.data.lines.map((line) => line.productId)} />}
      />
    </Container>
  );
}
