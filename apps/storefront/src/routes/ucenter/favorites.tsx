import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { ProductCard, productColorsQueryOptions, type ProductColorCard } from "@xunlan/product-ui";
import { FavoritesGrid, favoriteListQueryOptions } from "@xunlan/ucenter";
import { useState } from "react";
import { renderRouterLink } from "../../components/members/render-link";
import { useSession } from "@xunlan/session";

/** Cards per "加载更多" step (four rows of three on desktop). */
const PAGE_SIZE = 12;

/** /ucenter/favorites (spec §2/§3): the favourites as product cards, heart to cancel. */
export const Route = createFileRoute("/ucenter/favorites")({
  head: () => ({ meta: [{ title: "我的收藏 | 迅岚 XUNLAN 官方商城" }] }),
  component: FavoritesPage,
});

interface FavoriteItem {
  id: string;
  productId: string;
  card: ProductColorCard | null;
}

function FavoritesPage() {
  const { api } = Route.useRouteContext();
  const session = useSession();
  // The list grows by pages: one request for the first n × 12 favourites, newest first.
  const [pages, setPages] = useState(1);
  const list = useQuery({
    ...favoriteListQueryOptions(api, { pageNumber: 1, pageSize: pages * PAGE_SIZE }),
    enabled: session.isLoggedIn,
    placeholderData: keepPreviousData,
  });
  const ids = list.data?.items.map((item) => item.productId) ?? [];
  const cards = useQuery({
    ...productColorsQueryOptions(api, ids),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });

  const byId = new Map((cards.data ?? []).map((card) => [card.productId, card]));
  const items: FavoriteItem[] | null =
    list.data && (ids.length === 0 || cards.data)
      ? list.data.items.map((item) => ({ id: item.id, productId: item.productId, card: byId.get(item.productId) ?? null }))
      : null;

  return (
    <FavoritesGrid<FavoriteItem>
      items={items}
      total={list.data?.count}
      pageSize={PAGE_SIZE}
      error={list.isError || cards.isError}
      onRetry={() => void (list.isError ? list.refetch() : cards.refetch())}
      onLoadMore={() => setPages((n) => n + 1)}
      renderLink={renderRouterLink}
      renderProductCard={(item) =>
        item.card ? (
          <ProductCard
            product={item.card}
            isFavorite={session.favoriteIds.includes(item.productId)}
            onToggleFavorite={session.toggleFavorite}
          />
        ) : (
          // The colour left the catalogue: keep the favourite visible and removable.
          <div className="flex aspect-square flex-col items-center justify-center gap-3 border border-dashed border-grey-300 bg-canvas p-4 text-center">
            <p className="text-sm font-bold text-grey-600">商品已下架</p>
            <p className="text-2xs text-grey-400">{item.productId}</p>
            <button
              type="button"
              onClick={() => session.toggleFavorite(item.productId, false)}
              className="text-xs font-bold underline underline-offset-4 hover:text-accent"
            >
              取消收藏
            </button>
          </div>
        )
      }
    />
  );
}
