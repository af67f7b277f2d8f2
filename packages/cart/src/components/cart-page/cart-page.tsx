import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiClient } from "@xunlan/api-client";
import { Button, Container } from "@xunlan/ui";
import { type ReactNode, useMemo } from "react";
import type { BagLine, PriceCalculation } from "../../lib/types";
import {
  availableCouponsQueryOptions,
  cartQueryOptions,
  deleteCartItemMutationOptions,
  updateCartItemQuantityMutationOptions,
} from "../../queries/cart-queries";
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
  /**
   * Under the bag: the recommendations, without the bag's own products and styles (issue 26 §8).
   * `bag.amountToFreeShipping` is 0 once the bag ships free (a 凑单 line would then be wrong).
   */
  renderRecommendations?: (excludeProductIds: readonly string[], bag: RecommendationContext) => ReactNode;
}

/**
 * The /cart page (spec §2 shopping bag): {@link ShoppingBag} on the gateway's bag, with its
 * loading and 购物袋加载失败 states. Quantities and deletion go through the bag's mutations
 * (optimistic, rolled back on a refusal).
 */
export function CartPage({
  client,
  isLoggedIn,
  favoriteIds,
  addFavorite,
  onCheckout,
  onLoginRequired,
  shopHref,
  renderRecommendations,
}: CartPageProps) {
  const queryClient = useQueryClient();
  const bag = useQuery(cartQueryOptions(client));
  const quantity = useMutation(updateCartItemQuantityMutationOptions(client, queryClient));
  const remove = useMutation(deleteCartItemMutationOptions(client, queryClient));
  // Issue 26: a member sees what their best coupon will save (checkout applies it by itself).
  const buyable = useMemo(
    () => toOrderProducts((bag.data?.lines ?? []).filter((line) => line.saleableQty === null || line.saleableQty > 0)),
    [bag.data],
  );
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
        recommendations={renderRecommendations?.(
          bag.data.lines.map((line) => line.productId),
          recommendationContext(bag.data.lines, bag.data.price),
        )}
        couponOffer={best ? { name: best.name, amount: best.saving ?? 0 } : null}
      />
    </Container>
  );
}

/** What the bag's recommendations need to know about the bag (issue 26 §8). */
export interface RecommendationContext {
  /** The bag's styles: a recommendation of another colour of one of them repeats the bag. */
  styleSkus: readonly string[];
  /** How much more reaches free shipping: 0 once the bag ships free; null when the gateway does not say. */
  amountToFreeShipping: number | null;
}

function recommendationContext(lines: readonly BagLine[], price: PriceCalculation | null | undefined): RecommendationContext {
  const styleSkus = [...new Set(lines.map((line) => line.styleSku).filter((sku): sku is string => Boolean(sku)))];
  const amount = price ? (price.shippingFee > 0 ? (price.amountToFreeShipping ?? null) : 0) : null;
  return { styleSkus, amountToFreeShipping: lines.length === 0 ? null : amount };
}
