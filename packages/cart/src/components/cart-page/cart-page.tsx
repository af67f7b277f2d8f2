import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiClient } from "@xunlan/api-client";
import { Button, Container } from "@xunlan/ui";
import { useMemo, type ReactNode } from "react";
import type { BagLine } from "../../lib/types";
import { availableCouponsQueryOptions, cartQueryOptions, deleteCartItemMutationOptions, updateCartItemQuantityMutationOptions } from "../../queries/cart-queries";
import { toOrderProducts } from "../../queries/mappers";
import { ShoppingBag } from "../shopping-bag/shopping-bag";

/** Props of {@link CartPage}. */
export interface CartPageProps {
  /** The api client (the bag's queries and mutations). */
  client: ApiClient;
  isLoggedIn: boolean;
  /** spec §4 favourite ids (favPids): a line already among them is only removed by 移入收藏. */
  favoriteIds: readonly string[];
  /** Adds a favourite (移入收藏); resolves once it is saved, then the line is deleted. */
  addFavorite: (productId: string) => Promise<unknown>;
  /** 去结算 of a member (the app opens /checkout). */
  onCheckout: () => void;
  /** 去结算 of a guest (the app opens the login menu, back to /checkout). */
  onLoginRequired: () => void;
  /** Where 去逛逛 of the empty bag leads. */
  shopHref: string;
  /** Under the bag: the recommendations, without the bag's own products. */
  renderRecommendations?: (excludeProductIds: readonly string[]) => ReactNode;
}

/**
 * The /cart page (spec §2 shopping bag): {@link ShoppingBag} on the gateway's bag, with its
 * loading and 购物袋加载失败 states. Quantities and deletion go through the bag's mutations
 * (optimistic, rolled back on a refusal).
 */
export function CartPage({ client, isLoggedIn, favoriteIds, addFavorite, onCheckout, onLoginRequired, shopHref, renderRecommendations }: CartPageProps) {
  const queryClient = useQueryClient();
  const bag = useQuery(cartQueryOptions(client));
  const quantity = useMutation(updateCartItemQuantityMutationOptions(client, queryClient));
  const remove = useMutation(deleteCartItemMutationOptions(client, queryClient));
  // Issue 26: a member sees what their best coupon will save (checkout applies it by itself).
  const buyable = useMemo(() => toOrderProducts((bag.data?.lines ?? []).filter((line) => line.saleableQty === null || line.saleableQty > 0)), [bag.data]);
  const coupons = useQuery({ ...availableCouponsQueryOptions(client, buyable), enabled: isLoggedIn && buyable.length > 0 });
  const best = isLoggedIn && buyable.length > 0 ? coupons.data?.find((coupon) => coupon.best && coupon.applicable) : undefined;

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
    if (!favoriteIds.includes(line.productId)) await addFavorite(line.productId);
    await remove.mutateAsync(line.ean);
  };

  return (
    <Container className="py-8 lg:py-14">
      <ShoppingBag
        lines={bag.data.lines}
        price={bag.data.price}
        isLoggedIn={isLoggedIn}
        onQuantityChange={(ean, delta) => quantity.mutateAsync({ ean, delta })}
        onDelete={(line) => remove.mutateAsync(line.ean)}
        onMoveToFavorites={moveToFavorites}
        onCheckout={onCheckout}
        onLoginRequired={onLoginRequired}
        shopHref={shopHref}
        recommendations={renderRecommendations?.(bag.data.lines.map((line) => line.productId))}
        couponOffer={best ? { name: best.name, amount: best.saving ?? 0 } : null}
      />
    </Container>
  );
}
