import { keepPreviousData, type QueryKey, type UseQueryOptions, useQuery } from "@tanstack/react-query";
import type { ApiClient } from "@xunlan/api-client";
import { type ReactNode, useState } from "react";
import { defaultRenderLink } from "../../lib/render-link";
import type { RenderLink } from "../../lib/types";
import { favoriteListQueryOptions } from "../../queries/member-queries";
import { FavoritesGrid } from "../favorites-grid/favorites-grid";

/** Cards per 加载更多 step (four rows of three on desktop). */
export const FAVORITES_PAGE_SIZE = 12;

/** Props of {@link FavoritesPage}; `C` is the app's product card data, `K` its query's key. */
export interface FavoritesPageProps<C extends { productId: string }, K extends QueryKey = QueryKey> {
  api: ApiClient;
  /** The list is asked for only once the member is signed in. */
  isLoggedIn: boolean;
  /**
   * The cards of the listed favourites in one request, as query options (the storefront passes
   * @xunlan/product-ui's `productColorsQueryOptions`). A favourite whose card is missing from the
   * answer left the catalogue: it shows as 商品已下架 with 取消收藏.
   */
  cardsQueryOptions: (productIds: string[]) => UseQueryOptions<C[], Error, C[], K>;
  /** One favourite's card (the storefront renders product-ui's ProductCard with its heart). */
  renderProductCard: (card: C) => ReactNode;
  /** 取消收藏 on a favourite that left the catalogue. */
  onRemove: (productId: string) => void;
  /** The 去逛逛 link with the app's router. */
  renderLink?: RenderLink;
  /**
   * spec §5 location wishlist: the app's recommendation rail, under the list once it has loaded —
   * empty or not, so an empty list is no dead end (issue 24 §6).
   */
  recommendations?: ReactNode;
}

interface FavoriteItem<C> {
  id: string;
  productId: string;
  card: C | null;
}

/**
 * /ucenter/favorites (spec §2/§3): the member's favourites, newest first, as product cards in
 * {@link FavoritesGrid}. The list grows by pages — one request for the first n × 12 favourites —
 * and the cards come in one request per step; the previous cards stay while the next load. A
 * favourite no longer in the catalogue stays visible (商品已下架) and removable (取消收藏).
 */
export function FavoritesPage<C extends { productId: string }, K extends QueryKey = QueryKey>({
  api,
  isLoggedIn,
  cardsQueryOptions,
  renderProductCard,
  onRemove,
  renderLink = defaultRenderLink,
  recommendations,
}: FavoritesPageProps<C, K>) {
  const [pages, setPages] = useState(1);
  const list = useQuery({
    ...favoriteListQueryOptions(api, { pageNumber: 1, pageSize: pages * FAVORITES_PAGE_SIZE }),
    enabled: isLoggedIn,
    placeholderData: keepPreviousData,
  });
  const ids = list.data?.items.map((item) => item.productId) ?? [];
  const cards = useQuery({ ...cardsQueryOptions(ids), enabled: ids.length > 0, placeholderData: keepPreviousData });

  const byId = new Map((cards.data ?? []).map((card) => [card.productId, card]));
  const items: FavoriteItem<C>[] | null =
    list.data && (ids.length === 0 || cards.data)
      ? list.data.items.map((item) => ({ id: item.id, productId: item.productId, card: byId.get(item.productId) ?? null }))
      : null;

  return (
    <>
      <FavoritesGrid<FavoriteItem<C>>
        items={items}
        total={list.data?.count}
        pageSize={FAVORITES_PAGE_SIZE}
        error={list.isError || cards.isError}
        onRetry={() => void (list.isError ? list.refetch() : cards.refetch())}
        onLoadMore={() => setPages((n) => n + 1)}
        renderLink={renderLink}
        renderProductCard={(item) =>
          item.card ? (
            renderProductCard(item.card)
          ) : (
            // The colour left the catalogue: keep the favourite visible and removable.
            <div className="flex aspect-square flex-col items-center justify-center gap-3 border border-dashed border-grey-300 bg-canvas p-4 text-center">
              <p className="text-sm font-bold text-grey-600">商品已下架</p>
              <p className="text-2xs text-grey-600">{item.productId}</p>
              <button
                type="button"
                onClick={() => onRemove(item.productId)}
                className="text-xs font-bold underline underline-offset-4 hover:text-accent"
              >
                取消收藏
              </button>
            </div>
          )
        }
      />
      {items && recommendations ? <div className="mt-12">{recommendations}</div> : null}
    </>
  );
}
