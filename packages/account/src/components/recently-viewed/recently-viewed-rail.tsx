import { Skeleton } from "@xunlan/ui";
import type { ReactNode } from "react";

/** Props of {@link RecentlyViewedRail}. */
export interface RecentlyViewedRailProps<T extends { productId: string }> {
  /** The member's recently viewed colours, newest first (getLatestView, §7); `null` while loading. */
  items: readonly T[] | null;
  /** Renders one colour as a product card (the storefront composes `@xunlan/product-ui`). */
  renderProductCard: (item: T) => ReactNode;
}

/**
 * 最近浏览 in /ucenter: the member's recently viewed colours as a horizontal rail (cards about
 * 44 % of a phone's width, 4 per row from 1024 px). Renders nothing when there are none.
 */
export function RecentlyViewedRail<T extends { productId: string }>({ items, renderProductCard }: RecentlyViewedRailProps<T>) {
  if (items !== null && items.length === 0) return null;
  return (
    <section aria-labelledby="ucenter-recent-title" className="mt-12 flex flex-col gap-4" data-testid="ucenter-recently-viewed">
      <h2 id="ucenter-recent-title" className="font-display text-2xl font-black tracking-tight text-ink">
        最近浏览
      </h2>
      {items === null ? (
        <output aria-busy="true" aria-label="正在加载最近浏览" className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-5">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height="auto" className="aspect-square" />
          ))}
        </output>
      ) : (
        <ul className="-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2 lg:mx-0 lg:grid lg:grid-cols-4 lg:gap-5 lg:overflow-visible lg:px-0">
          {items.map((item) => (
            <li key={item.productId} className="w-[44%] shrink-0 snap-start lg:w-auto">
              {renderProductCard(item)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
