import { cn, HydrateWhenVisible, type LinkComponent } from "@xunlan/ui";
import { memo, type ReactNode } from "react";
import type { ProductColorCard } from "../../lib/types";
import { ProductCard, type ProductCardProps, ProductCardSkeleton } from "../product-card/product-card";

/** Props of {@link ProductGrid}. */
export interface ProductGridProps {
  products: ProductColorCard[];
  /** Loading: a first page shows `skeletonCount` skeleton cards; later pages append them. */
  loading?: boolean;
  /** Skeleton cards while loading. Default 6 (2 rows on desktop with 3 columns). */
  skeletonCount?: number;
  /** Desktop columns: 3 (search, spec §9) or 4 (wide listings). Mobile is always 2. Default 3. */
  columns?: 3 | 4;
  /** Cards loaded eagerly with high priority (the first row). Default 4. */
  priorityCount?: number;
  /** Product ids the shopper saved (favPids). */
  favoriteIds?: ReadonlySet<string> | readonly string[];
  /** spec §4 favourite toggle, passed to every card. */
  onToggleFavorite?: (productId: string, next: boolean) => void;
  linkComponent?: LinkComponent;
  webp?: boolean;
  /** Shown instead of the grid when not loading and there are no products. */
  empty?: ReactNode;
  /** Custom card; defaults to {@link ProductCard}. */
  renderCard?: (product: ProductColorCard, index: number) => ReactNode;
  className?: string;
}

/**
 * The listing and search grid (spec §9: 2 cards per row on mobile, 3 on desktop; 4 optional),
 * with skeletons of the card's exact size while loading so pages do not jump. Cards after the
 * first `priorityCount` hydrate only when they come near the viewport (ui's HydrateWhenVisible):
 * the same HTML, and a listing's first tasks hydrate the first rows only.
 */
export function ProductGrid({
  products,
  loading = false,
  skeletonCount = 6,
  columns = 3,
  priorityCount = 4,
  favoriteIds,
  onToggleFavorite,
  linkComponent,
  webp,
  empty,
  renderCard,
  className,
}: ProductGridProps) {
  if (!loading && products.length === 0) return empty ? <>{empty}</> : null;
  const favourites = favoriteIds ? new Set(favoriteIds) : null;
  const sizes = columns === 4 ? "(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, 50vw" : "(min-width: 1024px) 33vw, 50vw";
  return (
    <ul
      aria-busy={loading || undefined}
      className={cn("grid grid-cols-2 gap-x-2 gap-y-8 sm:gap-x-4 lg:grid-cols-3 lg:gap-y-12", columns === 4 && "xl:grid-cols-4", className)}
    >
      {products.map((product, i) => (
        <li key={product.productId} className="min-w-0">
          {renderCard ? (
            renderCard(product, i)
          ) : i < priorityCount ? (
            <ProductCard
              product={product}
              priority
              isFavorite={favourites ? favourites.has(product.productId) : undefined}
              onToggleFavorite={onToggleFavorite}
              linkComponent={linkComponent}
              webp={webp}
              sizes={sizes}
            />
          ) : (
            <DeferredCard
              product={product}
              isFavorite={favourites ? favourites.has(product.productId) : undefined}
              onToggleFavorite={onToggleFavorite}
              linkComponent={linkComponent}
              webp={webp}
              sizes={sizes}
            />
          )}
        </li>
      ))}
      {loading
        ? Array.from({ length: skeletonCount }, (_, i) => (
            <li key={`skeleton-${i}`} className="min-w-0">
              <ProductCardSkeleton />
            </li>
          ))
        : null}
    </ul>
  );
}

/** A card below the first row: memoised on its props, so a grid re-render leaves a waiting card's HTML alone. */
const DeferredCard = memo(function DeferredCard(props: ProductCardProps) {
  return (
    <HydrateWhenVisible>
      <ProductCard {...props} />
    </HydrateWhenVisible>
  );
});
