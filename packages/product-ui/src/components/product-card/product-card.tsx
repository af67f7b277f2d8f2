import { Anchor, ChevronIcon, cn, HeartIcon, IconButton, type LinkComponent, Skeleton } from "@xunlan/ui";
import { IMAGE_WIDTHS } from "@xunlan/validation";
import { startTransition, type UIEvent, useEffect, useRef, useState } from "react";
import { imageSources } from "../../lib/images";
import { productHref } from "../../lib/links";
import type { ProductColorCard, ProductColorOption } from "../../lib/types";
import { PriceTag } from "../price-tag/price-tag";

/** Props of {@link ProductCard}. */
export interface ProductCardProps {
  product: ProductColorCard;
  /** Overrides `product.isFavorite` (e.g. from the shopper's favPids). */
  isFavorite?: boolean;
  /**
   * The heart was pressed (spec §4): `next` is the wanted state. The card does not change by
   * itself: the storefront checks login (请先登录后再操作), calls the API, shows 收藏成功 /
   * 收藏已取消 and passes the new `isFavorite`. Without it the heart is hidden.
   */
  onToggleFavorite?: (productId: string, next: boolean) => void;
  /** The router's link component; defaults to the nearest `LinkProvider`, then `<a>`. */
  linkComponent?: LinkComponent;
  /** Above the fold (first row of a listing): the cover loads eagerly with high fetch priority. */
  priority?: boolean;
  /** Ask the image service for webp (client state isSupportedWebP). */
  webp?: boolean;
  /** `sizes` attribute of the images. Default: half the viewport on phones, a third on desktop. */
  sizes?: string;
  /** Colour dots shown before "+N". Default 4. */
  maxColourDots?: number;
  className?: string;
}

/** spec §3 tag names and their look: 新品 ink, 限量 accent, 热卖 accent outline, 会员专享 volt. */
const TAG_STYLES: Record<string, string> = {
  新品: "bg-ink text-paper",
  限量: "bg-accent text-paper",
  热卖: "bg-paper text-accent",
  会员专享: "bg-volt text-ink",
};

/**
 * The product card of listings, search and recommendations (spec §2): image swiper, tag,
 * favourite heart, colour dots, English and Chinese names, colour count and price (original
 * struck through when marked down). Image box and text rows have fixed sizes so nothing
 * shifts when images arrive (CLS). Images go through `resizeImageUrl` at the card width
 * (spec §9: 1536) and load lazily unless `priority`.
 */
export function ProductCard({
  product,
  isFavorite,
  onToggleFavorite,
  linkComponent,
  priority = false,
  webp = false,
  sizes = "(min-width: 1024px) 33vw, 50vw",
  maxColourDots = 4,
  className,
}: ProductCardProps) {
  const href = productHref(product.styleSlug, product.productSlug);
  const favourite = isFavorite ?? product.isFavorite ?? false;
  const colourCount = product.colours.length || 1;
  const tag = product.productTag?.tagName;
  const colourNameCn = product.productColorLang.colorNameCn;

  return (
    <article
      className={cn("group/card relative flex min-w-0 flex-col", className)}
      data-testid="product-card"
      aria-label={`${product.productName} ${product.styleDisplayNameCn}`}
    >
      <div className="relative aspect-square overflow-hidden bg-canvas">
        <CardImageSwiper
          images={product.images}
          alt={`${product.styleDisplayNameCn} ${colourNameCn}`}
          href={href}
          linkComponent={linkComponent}
          priority={priority}
          webp={webp}
          sizes={sizes}
        />
        {tag ? (
          <span
            className={cn(
              "pointer-events-none absolute top-3 left-3 px-2 py-1 text-2xs font-bold tracking-label",
              TAG_STYLES[tag] ?? "bg-paper text-ink",
            )}
          >
            {tag}
          </span>
        ) : null}
        {onToggleFavorite ? (
          // IconButton is `relative` itself: the wrapper carries the position
          <div className="absolute top-2 right-2">
            <IconButton
              label="收藏"
              size="sm"
              aria-pressed={favourite}
              className="rounded-full bg-paper/90 backdrop-blur-sm"
              onClick={() => onToggleFavorite(product.productId, !favourite)}
            >
              {/* colour on the icon: IconButton's own text-current would win over a class here */}
              <HeartIcon size={18} fill={favourite ? "currentColor" : "none"} className={favourite ? "text-accent" : "text-ink"} />
            </IconButton>
          </div>
        ) : null}
      </div>

      <div className="flex flex-col gap-1 pt-3">
        <ColourDots
          colours={product.colours}
          current={product.productId}
          styleSlug={product.styleSlug}
          max={maxColourDots}
          linkComponent={linkComponent}
          webp={webp}
        />
        <Anchor href={href} as={linkComponent} className="flex flex-col gap-0.5 outline-offset-4">
          <span className="line-clamp-1 font-display text-[15px] leading-5 font-black tracking-tight uppercase">{product.productName}</span>
          <span className="line-clamp-1 text-[13px] leading-5 text-grey-600">{product.styleDisplayNameCn}</span>
        </Anchor>
        <p className="text-[13px] leading-5 text-grey-500">{colourCount} 种颜色</p>
        <PriceTag price={product.price} slashPrice={product.slashPrice} className="mt-1 leading-5" />
      </div>
    </article>
  );
}

const HOVER_ARROW =
  "absolute top-1/2 hidden -translate-y-1/2 opacity-0 transition-opacity duration-200 group-hover/card:opacity-100 focus-within:opacity-100 lg:block";

interface CardImageSwiperProps {
  images: string[];
  alt: string;
  href: string;
  linkComponent?: LinkComponent;
  priority: boolean;
  webp: boolean;
  sizes: string;
}

/**
 * Native scroll-snap track: touch swipes scroll it, desktop shows arrows on hover, dots follow
 * the scroll position. The track is a link out of the tab order (the name link is the one
 * keyboard stop), so a tap opens the product.
 *
 * Only the cover is in the first HTML. The other shots mount when the shopper shows interest
 * (pointer over the card, a touch, focus, a scroll of the track): a "lazy" picture beside the
 * cover is inside the browser's load-ahead distance, so a listing would otherwise fetch every
 * card's whole gallery up front — four times the pictures, competing with the page's code.
 */
function CardImageSwiper({ images, alt, href, linkComponent, priority, webp, sizes }: CardImageSwiperProps) {
  const trackRef = useRef<HTMLAnchorElement>(null);
  const [index, setIndex] = useState(0);
  const [armed, setArmed] = useState(false);
  // The arrows work only with the page's script, so the server leaves them out (two buttons
  // per card were 24 KB of a listing's HTML); they appear on hover or focus after hydration.
  // They mount in a transition after the card's first commit: useIsClient's store switch forced
  // a synchronous re-render of every card on the page in the task after hydration (a long task
  // on a phone), where a transition is rendered in slices between other work.
  const [client, setClient] = useState(false);
  useEffect(() => {
    startTransition(() => setClient(true));
  }, []);
  const arm = () => {
    if (!armed) setArmed(true);
  };
  const count = images.length;

  const go = (next: number) => {
    arm();
    const target = Math.max(0, Math.min(count - 1, next));
    setIndex(target);
    const track = trackRef.current;
    track?.scrollTo?.({ left: target * track.clientWidth, behavior: "smooth" });
  };

  const onScroll = (event: UIEvent<HTMLAnchorElement>) => {
    arm();
    const track = event.currentTarget;
    if (track.clientWidth > 0) setIndex(Math.round(track.scrollLeft / track.clientWidth));
  };

  if (count === 0) {
    return (
      <Anchor href={href} as={linkComponent} tabIndex={-1} aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
        <span className="font-display text-2xl font-black tracking-tight text-grey-500">XUNLAN</span>
      </Anchor>
    );
  }

  return (
    <>
      <Anchor
        ref={trackRef}
        href={href}
        as={linkComponent}
        tabIndex={-1}
        aria-hidden="true"
        draggable={false}
        onScroll={onScroll}
        onPointerEnter={arm}
        onTouchStart={arm}
        onFocus={arm}
        className="absolute inset-0 flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {images.map((url, i) => {
          // A slot of the same size keeps the snap positions until the shot mounts.
          if (i > 0 && !armed) return <span key={`${url}-${i}`} className="size-full shrink-0 snap-start snap-always" data-deferred="" />;
          const { src, srcSet } = imageSources(url, IMAGE_WIDTHS.productCard, webp);
          const eager = priority && i === 0;
          return (
            <img
              key={`${url}-${i}`}
              src={src}
              srcSet={srcSet}
              sizes={sizes}
              alt={i === 0 ? alt : ""}
              width={IMAGE_WIDTHS.productCard}
              height={IMAGE_WIDTHS.productCard}
              loading={eager ? "eager" : "lazy"}
              fetchPriority={eager ? "high" : undefined}
              decoding="async"
              draggable={false}
              className="size-full shrink-0 snap-start snap-always object-cover mix-blend-multiply transition-transform duration-500 ease-(--ease-snap) group-hover/card:scale-[1.03]"
            />
          );
        })}
      </Anchor>
      {count > 1 ? (
        <>
          {/* desktop only, shown on hover or keyboard focus; touch swipes the track */}
          {client ? (
            <>
              <div className={cn(HOVER_ARROW, "left-2", index === 0 && "invisible")}>
                <IconButton
                  label="上一张"
                  size="sm"
                  disabled={index === 0}
                  onClick={() => go(index - 1)}
                  className="rounded-full bg-paper/90"
                >
                  <ChevronIcon direction="left" size={18} />
                </IconButton>
              </div>
              <div className={cn(HOVER_ARROW, "right-2", index === count - 1 && "invisible")}>
                <IconButton
                  label="下一张"
                  size="sm"
                  disabled={index === count - 1}
                  onClick={() => go(index + 1)}
                  className="rounded-full bg-paper/90"
                >
                  <ChevronIcon direction="right" size={18} />
                </IconButton>
              </div>
            </>
          ) : null}
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-0 bottom-3 flex justify-center gap-1"
            data-testid="card-dots"
          >
            {images.map((url, i) => (
              <span
                key={`${url}-${i}`}
                data-active={i === index || undefined}
                className={cn("h-0.5 transition-all duration-300", i === index ? "w-5 bg-ink" : "w-2.5 bg-ink/25")}
              />
            ))}
          </div>
        </>
      ) : null}
    </>
  );
}

interface ColourDotsProps {
  colours: ProductColorOption[];
  current: string;
  styleSlug: string;
  max: number;
  linkComponent?: LinkComponent;
  webp: boolean;
}

/** Small colour thumbnails linking to each colour; the current one is outlined. */
function ColourDots({ colours, current, styleSlug, max, linkComponent, webp }: ColourDotsProps) {
  if (colours.length < 2) return <div className="h-7" aria-hidden="true" />;
  const shown = colours.slice(0, max);
  const rest = colours.length - shown.length;
  return (
    <ul className="relative z-10 flex h-7 items-center gap-1" aria-label="颜色">
      {shown.map((colour) => {
        const active = colour.productId === current;
        const { src } = imageSources(colour.colorSelectorImage, IMAGE_WIDTHS.productImages, webp);
        return (
          <li key={colour.productId}>
            <Anchor
              href={productHref(colour.styleSlug ?? styleSlug, colour.productSlug)}
              as={linkComponent}
              aria-label={colour.colorNameCn}
              aria-current={active ? "true" : undefined}
              title={colour.colorNameCn}
              className={cn(
                // the thumbnail stays 28 px; ::after grows the hit box to 44 px high and across the 4 px gaps
                "relative block size-7 border bg-canvas transition-colors after:absolute after:-inset-x-[3px] after:-inset-y-[9px] after:content-['']",
                active ? "border-ink" : "border-transparent hover:border-grey-400",
              )}
            >
              <img
                src={src}
                alt=""
                width={28}
                height={28}
                loading="lazy"
                decoding="async"
                className="size-full object-cover mix-blend-multiply"
              />
            </Anchor>
          </li>
        );
      })}
      {rest > 0 ? <li className="pl-1 text-xs font-bold text-grey-500">+{rest}</li> : null}
    </ul>
  );
}

/** Placeholder with the card's exact box sizes, shown while a listing loads. */
export function ProductCardSkeleton({ className }: { className?: string }) {
  return (
    <div className={cn("flex flex-col", className)} data-testid="product-card-skeleton" aria-hidden="true">
      <Skeleton className="aspect-square" height="auto" />
      <div className="flex flex-col gap-1 pt-3">
        <div className="h-7" />
        <Skeleton width="70%" height={20} />
        <Skeleton width="90%" height={20} />
        <Skeleton width="30%" height={20} />
        <Skeleton width="40%" height={20} className="mt-1" />
      </div>
    </div>
  );
}
