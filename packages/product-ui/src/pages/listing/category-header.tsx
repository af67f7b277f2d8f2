import type { Block, HeroBlock } from "@xunlan/cms-content";
import { Anchor, ArrowIcon, cn } from "@xunlan/ui";
import type { ReactNode } from "react";
import { imageSources } from "../../lib/images";

/**
 * Heights of the header's picture in CSS px (issue 26 §5): small enough that the first row of
 * products stays in the first screen at 390 × 844 and 1440 × 900.
 */
export const CATEGORY_PICTURE_HEIGHT = { mobile: 112, desktop: 176 } as const;

/**
 * The intrinsic width assumed for a picture whose document does not give one: the narrowest
 * source the content team delivers (a 3:4 tile of 750 px). The picture is never shown, nor
 * asked for, wider than its source.
 */
const FALLBACK_SOURCE = { width: 750, height: 1000 } as const;

/** The first block of a category or collection document when it is an image hero. */
export function heroOf(blocks: readonly Block[] | undefined): HeroBlock | undefined {
  const first = blocks?.[0];
  return first?.type === "hero" && first.media.kind === "image" ? first : undefined;
}

/** `src`, `srcSet`, `sizes` and box of a hero picture shown at the header's height, never past its source width. */
export function categoryPicture(hero: HeroBlock) {
  const media = hero.media.kind === "image" ? hero.media : null;
  if (!media) return null;
  const source = media.width && media.height ? { width: media.width, height: media.height } : FALLBACK_SOURCE;
  const ratio = source.width / source.height;
  // The widths the box takes (a phone caps it at 40 % of the screen beside the title).
  const desktop = Math.min(source.width, Math.round(CATEGORY_PICTURE_HEIGHT.desktop * ratio));
  const mobile = Math.min(source.width, Math.round(CATEGORY_PICTURE_HEIGHT.mobile * ratio));
  const { src, srcSet } = imageSources(media.src, source.width);
  return {
    src,
    srcSet,
    sizes: `(min-width: 1024px) ${desktop}px, min(${mobile}px, 40vw)`,
    alt: media.alt,
    width: source.width,
    height: source.height,
    ratio,
  };
}

/** Props of {@link CategoryHeader}. */
export interface CategoryHeaderProps {
  /** The page's h1 (the category or collection title). */
  title: string;
  /** Products in the listing, shown after the title; omitted when unknown. */
  count?: number;
  /** The breadcrumbs above the title. */
  breadcrumbs: ReactNode;
  /** The document's hero: its sub-headline, link and picture join the header. */
  hero?: HeroBlock | undefined;
  /** Below the title row (the sub-navigation). */
  children?: ReactNode;
  className?: string;
}

/**
 * A listing's compact category header (issue 26 §5): breadcrumbs, the title with the count, the
 * hero's sub-headline and link, and its picture as a small panel at its own proportions — so
 * the products start in the first screen on a phone and on a desktop, and the picture is never
 * shown, nor fetched, wider than its source (`srcset` stops at the source width, `sizes` gives
 * the box's width).
 */
export function CategoryHeader({ title, count, breadcrumbs, hero, children, className }: CategoryHeaderProps) {
  const picture = hero ? categoryPicture(hero) : null;
  const subheadline = hero?.subheadline;
  return (
    <header
      className={cn("pt-5 [--category-picture-height:112px] lg:pt-7 lg:[--category-picture-height:176px]", className)}
      data-testid="category-header"
    >
      {breadcrumbs}
      <div className="mt-3 flex items-end justify-between gap-4 lg:mt-5">
        <div className="min-w-0 flex-1">
          <h1 className="font-display text-3xl font-black tracking-tight lg:text-5xl">
            {title}
            {typeof count === "number" ? (
              <span
                className="ml-2 align-middle text-base font-bold text-grey-500 tabular-nums lg:ml-3 lg:text-lg"
                data-testid="listing-count"
              >
                ({count})
              </span>
            ) : null}
          </h1>
          {subheadline ? <p className="mt-2 line-clamp-2 max-w-xl text-sm text-grey-600 lg:mt-3 lg:text-base">{subheadline}</p> : null}
          {hero?.cta ? (
            <Anchor
              href={hero.cta.href}
              external={hero.cta.external}
              className="group mt-2 inline-flex min-h-11 items-center gap-1.5 text-sm font-bold underline-offset-4 hover:underline lg:mt-3"
            >
              {hero.cta.label}
              <ArrowIcon size={16} className="transition-transform group-hover:translate-x-0.5" />
            </Anchor>
          ) : null}
        </div>
        {picture ? (
          <div
            className="relative shrink-0 overflow-hidden bg-canvas"
            style={{
              aspectRatio: `${picture.width} / ${picture.height}`,
              height: `var(--category-picture-height)`,
              maxWidth: `min(40%, ${picture.width}px)`,
            }}
            data-testid="category-picture"
          >
            <img
              src={picture.src}
              srcSet={picture.srcSet}
              sizes={picture.sizes}
              alt={picture.alt}
              width={picture.width}
              height={picture.height}
              // The listing's first screen: the cards' pictures come first.
              loading="eager"
              decoding="async"
              className="absolute inset-0 size-full object-cover"
            />
          </div>
        ) : null}
      </div>
      {children}
    </header>
  );
}
