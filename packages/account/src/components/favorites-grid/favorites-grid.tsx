import { Button, cn, HeartIcon, LoadError, Skeleton } from "@xunlan/ui";
import { type ReactNode, useState } from "react";
import { errorText } from "../../lib/errors";
import { UCENTER_MESSAGES as M } from "../../lib/messages";
import { defaultRenderLink } from "../../lib/render-link";
import type { MemberFavorite, RenderLink } from "../../lib/types";
import type { PageRequest } from "../address-book/address-book";

/** Props of {@link FavoritesGrid}. */
export interface FavoritesGridProps<T extends { id: string | number }> {
  /** Favourites loaded so far (`memberProductFavoriteList`, §7); `null` while the first page loads. */
  items: readonly T[] | null;
  /** Total favourites on the server; 加载更多 shows while fewer are loaded. */
  total?: number;
  /** Page size the app requests with (default 12). */
  pageSize?: number;
  /** Loads the next page; the app appends it to `items`. */
  onLoadMore?: (page: PageRequest) => Promise<void> | void;
  /** Renders one favourite as a product card (the storefront composes `@xunlan/product-ui`). */
  renderProductCard: (item: T) => ReactNode;
  /** Renders the 去逛逛 link with the app's router. */
  renderLink?: RenderLink;
  /** The first page failed: shows 加载失败 with 重试. */
  error?: boolean;
  onRetry?: () => void;
}

/**
 * /ucenter/favorites: the member's favourites as product cards (two per row on mobile, three on
 * desktop), 加载更多 paging, and the empty state 你还没有收藏任何商品 with 去逛逛 (→ /).
 */
export function FavoritesGrid<T extends { id: string | number } = MemberFavorite>({
  items,
  total,
  pageSize = 12,
  onLoadMore,
  renderProductCard,
  renderLink = defaultRenderLink,
  error = false,
  onRetry,
}: FavoritesGridProps<T>) {
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const list = items ?? [];
  const count = total ?? list.length;
  const hasMore = items !== null && list.length < count;

  const loadMore = async () => {
    if (!onLoadMore || loadingMore) return;
    setLoadingMore(true);
    setLoadError(null);
    try {
      await onLoadMore({ pageNumber: Math.floor(list.length / pageSize) + 1, pageSize });
    } catch (e) {
      setLoadError(errorText(e, M.loadFailed));
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <section aria-labelledby="ucenter-favorites-title" className="flex flex-col gap-6">
      <header className="flex items-end justify-between gap-4">
        <div>
          <h2 id="ucenter-favorites-title" className="font-display text-2xl font-black tracking-tight text-ink">
            我的收藏
          </h2>
          {items !== null && count > 0 ? <p className="mt-1 text-sm text-grey-500">共 {count} 件商品</p> : null}
        </div>
      </header>

      {error && items === null ? (
        <LoadError onRetry={onRetry} />
      ) : items === null ? (
        <output aria-busy="true" aria-label="正在加载收藏" className="grid grid-cols-2 gap-x-3 gap-y-8 md:grid-cols-3 lg:gap-x-5">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="flex flex-col gap-3">
              <Skeleton height="auto" className="aspect-square" />
              <Skeleton width="70%" />
              <Skeleton width="40%" />
            </div>
          ))}
        </output>
      ) : list.length === 0 ? (
        <div className="flex flex-col items-center gap-4 border border-dashed border-grey-300 px-6 py-16 text-center lg:py-24">
          <span className="flex size-16 items-center justify-center rounded-pill bg-accent-soft text-accent">
            <HeartIcon size={30} />
          </span>
          <p className="text-lg font-bold text-ink">{M.favoritesEmpty}</p>
          <p className="-mt-2 max-w-xs text-sm text-grey-500">逛逛新品，看到心动的商品点一下心形图标，就会出现在这里</p>
          {renderLink({
            href: "/",
            className: cn(
              "mt-2 inline-flex h-12 min-w-40 items-center justify-center bg-ink px-8 text-sm font-bold tracking-wide text-paper transition-colors hover:bg-grey-700",
            ),
            children: M.goShopping,
          })}
        </div>
      ) : (
        <ul aria-label="收藏的商品" className="grid grid-cols-2 gap-x-3 gap-y-8 md:grid-cols-3 lg:gap-x-5 lg:gap-y-10">
          {list.map((item) => (
            <li key={item.id} className="min-w-0">
              {renderProductCard(item)}
            </li>
          ))}
        </ul>
      )}

      {loadError ? (
        <p role="alert" className="text-center text-sm text-danger">
          {loadError}
        </p>
      ) : null}
      {hasMore ? (
        <div className="flex justify-center pt-2">
          <Button variant="secondary" onClick={() => void loadMore()} loading={loadingMore} className="min-w-48">
            {M.loadMore}
          </Button>
        </div>
      ) : items !== null && list.length > pageSize ? (
        <p className="text-center text-xs text-grey-500">{M.noMoreData}</p>
      ) : null}
    </section>
  );
}
