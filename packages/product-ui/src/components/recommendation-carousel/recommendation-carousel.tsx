import { ChevronIcon, cn, IconButton, type LinkComponent } from "@xunlan/ui";
import { CAROUSEL, RECOMMEND_SLIDE_WIDTH } from "@xunlan/validation";
import { type CSSProperties, type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import type { ProductColorCard } from "../../lib/types";
import { ProductCard, ProductCardSkeleton } from "../product-card/product-card";

/** Slide width mode (spec §9): 312 px by default, 258 px in fixed or search mode. */
export type CarouselMode = keyof typeof RECOMMEND_SLIDE_WIDTH;

/** Props of {@link RecommendationCarousel}. */
export interface RecommendationCarouselProps {
  /** Block title (spec §3 recommend block `title`), e.g. 为你推荐. */
  title: ReactNode;
  /** spec §3 recommend block `sub_title`. */
  subtitle?: ReactNode;
  products: ProductColorCard[];
  /** `default` 312 px slides, `fixed`/`search` 258 px (spec §9). */
  mode?: CarouselMode;
  /** Shows three skeleton slides. */
  loading?: boolean;
  /** Product ids the shopper saved (favPids); overrides each card's isFavorite. */
  favoriteIds?: ReadonlySet<string> | readonly string[];
  /** Passed to every card (spec §4 favourite toggle). */
  onToggleFavorite?: (productId: string, next: boolean) => void;
  linkComponent?: LinkComponent;
  webp?: boolean;
  /** Custom slide content; defaults to a {@link ProductCard}. */
  renderSlide?: (product: ProductColorCard, index: number) => ReactNode;
  className?: string;
}

/**
 * The recommendation carousel (spec §2, §9): title and subtitle, 3 slides per view on desktop
 * with a 16 px gap and 312 px slides (258 in fixed/search mode); below 1024 px a free
 * scroll-snap row (slidesPerView auto). Prev/next are disabled at the ends; ←/→ move it when
 * focus is inside. Renders nothing when there is nothing to show.
 */
export function RecommendationCarousel({
  title,
  subtitle,
  products,
  mode = "default",
  loading = false,
  favoriteIds,
  onToggleFavorite,
  linkComponent,
  webp,
  renderSlide,
  className,
}: RecommendationCarouselProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const titleId = useId();
  const slideWidth = RECOMMEND_SLIDE_WIDTH[mode];
  const { slidesPerView, gap } = CAROUSEL;
  const count = loading && products.length === 0 ? slidesPerView : products.length;
  const maxIndex = Math.max(0, count - slidesPerView);
  const favourites = favoriteIds ? new Set(favoriteIds) : null;

  if (!loading && products.length === 0) return null;

  const stepPx = () => {
    const first = trackRef.current?.firstElementChild as HTMLElement | null;
    return (first?.offsetWidth || slideWidth) + gap;
  };

  // desktop pages by a full view (3 slides), clamped so the last view is full
  const go = (next: number) => {
    const target = Math.max(0, Math.min(maxIndex, next));
    setIndex(target);
    trackRef.current?.scrollTo?.({ left: target * stepPx(), behavior: "smooth" });
  };

  const onScroll = () => {
    const track = trackRef.current;
    if (!track) return;
    const atEnd = track.scrollWidth > 0 && track.scrollLeft + track.clientWidth >= track.scrollWidth - 2;
    setIndex(atEnd ? maxIndex : Math.min(maxIndex, Math.round(track.scrollLeft / stepPx())));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "ArrowRight") {
      event.preventDefault();
      go(index + slidesPerView);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      go(index - slidesPerView);
    }
  };

  const viewWidth = slidesPerView * slideWidth + (slidesPerView - 1) * gap;
  const style = {
    "--slide-w": `${slideWidth}px`,
    "--view-w": `${viewWidth}px`,
    "--gap": `${gap}px`,
  } as CSSProperties;

  return (
    // keydown bubbles from the focused links and buttons inside; the section itself is no control
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      aria-roledescription="carousel"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      style={style}
      className={cn("mx-auto w-full lg:max-w-(--view-w)", className)}
      data-mode={mode}
    >
      <div className="mb-5 flex items-end justify-between gap-4 px-4 lg:mb-6 lg:px-0">
        <div className="min-w-0">
          <h2 id={titleId} className="font-display text-2xl leading-tight font-black tracking-tight lg:text-[28px]">
            {title}
          </h2>
          {subtitle ? <p className="mt-1 text-sm text-grey-600">{subtitle}</p> : null}
        </div>
        <div className="hidden shrink-0 gap-2 lg:flex">
          <IconButton
            label="上一组"
            variant="outline"
            disabled={index <= 0}
            onClick={() => go(index - slidesPerView)}
            className="rounded-full"
          >
            <ChevronIcon direction="left" size={20} />
          </IconButton>
          <IconButton
            label="下一组"
            variant="outline"
            disabled={index >= maxIndex}
            onClick={() => go(index + slidesPerView)}
            className="rounded-full"
          >
            <ChevronIcon direction="right" size={20} />
          </IconButton>
        </div>
      </div>
      {/* a div track: the slides are APG carousel groups, which a list may not contain */}
      <div
        ref={trackRef}
        onScroll={onScroll}
        className="flex snap-x snap-mandatory gap-(--gap) overflow-x-auto scroll-px-4 px-4 pb-2 [scrollbar-width:none] lg:scroll-px-0 lg:px-0 [&::-webkit-scrollbar]:hidden"
      >
        {loading && products.length === 0
          ? Array.from({ length: slidesPerView }, (_, i) => (
              <div key={i} className={slideClass(mode)}>
                <ProductCardSkeleton />
              </div>
            ))
          : products.map((product, i) => (
              <div
                key={product.productId}
                // the APG carousel pattern: each slide is a group with roledescription "slide"
                // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} / ${products.length}`}
                className={slideClass(mode)}
              >
                {renderSlide ? (
                  renderSlide(product, i)
                ) : (
                  <ProductCard
                    product={product}
                    isFavorite={favourites ? favourites.has(product.productId) : undefined}
                    onToggleFavorite={onToggleFavorite}
                    linkComponent={linkComponent}
                    webp={webp}
                    sizes={`(min-width: 1024px) ${slideWidth}px, 66vw`}
                  />
                )}
              </div>
            ))}
      </div>
    </section>
  );
}

// below lg the slide width is "auto" (spec §9: carousel auto below 1023 px): a peek of the next
// card on phones, capped at the desktop width
function slideClass(mode: CarouselMode): string {
  return cn(
    "shrink-0 snap-start",
    mode === "default" ? "w-[min(66vw,var(--slide-w))]" : "w-[min(44vw,var(--slide-w))]",
    "lg:w-(--slide-w)",
  );
}
