import { ChevronIcon, cn, IconButton, PlayIcon, PlusIcon } from "@xunlan/ui";
import { IMAGE_WIDTHS, resizeImageUrl } from "@xunlan/validation";
import { lazy, Suspense, useRef, useState } from "react";
import { galleryAssets } from "../../lib/assets";
import { GALLERY_IMAGE_SIZES, imageSources } from "../../lib/images";
import type { ProductAsset } from "../../lib/types";

// The zoom lightbox loads on the first zoom, not with the page.
const Lightbox = lazy(() => import("./lightbox").then((module) => ({ default: module.Lightbox })));

/** Props of {@link Gallery}. */
export interface GalleryProps {
  /** spec §3 productAssets; disabled ones are dropped, the rest shown by `sort`. */
  assets: ProductAsset[];
  /** Alternative text base, e.g. "迅岚 卷云 3 代 男子跑步鞋 玫瑰/奶油". Image n gets "… 第 n 张". */
  alt: string;
  /** Ask the image service for webp. */
  webp?: boolean;
  className?: string;
}

/**
 * Product page gallery: a swipeable stage with a 1/5 counter on mobile, thumbnails beside it on
 * desktop, videos with a poster (muted, playsInline, controls), and a zoom lightbox. The first
 * image loads eagerly with high fetch priority (it is the page's LCP element); the stage has a
 * fixed square box so nothing shifts.
 */
export function Gallery({ assets, alt, webp = false, className }: GalleryProps) {
  const items = galleryAssets(assets);
  const trackRef = useRef<HTMLElement>(null);
  const [index, setIndex] = useState(0);
  const [zoomAt, setZoomAt] = useState<number | null>(null);
  // Mounted from the first zoom on, so the lightbox can animate closed.
  const [zoomed, setZoomed] = useState(false);
  if (zoomAt !== null && !zoomed) setZoomed(true);
  const count = items.length;
  const firstImage = items.find((asset) => !asset.isVideo)?.localUrl;

  const go = (next: number) => {
    const target = Math.max(0, Math.min(count - 1, next));
    setIndex(target);
    const track = trackRef.current;
    track?.scrollTo?.({ left: target * track.clientWidth, behavior: "smooth" });
  };

  if (count === 0) {
    return (
      <div className={cn("flex aspect-square items-center justify-center bg-canvas", className)}>
        <span className="font-display text-4xl font-black tracking-tight text-grey-500">XUNLAN</span>
      </div>
    );
  }

  return (
    <div className={cn("flex flex-col-reverse gap-3 lg:flex-row lg:gap-4", className)}>
      {count > 1 ? (
        <ul className="hidden shrink-0 flex-col gap-2 lg:flex" aria-label="商品图片缩略图">
          {items.map((asset, i) => {
            const thumb = asset.isVideo ? (asset.posterUrl ?? firstImage) : asset.localUrl;
            return (
              <li key={`${asset.localUrl}-${i}`}>
                <button
                  type="button"
                  aria-label={`查看第 ${i + 1} 张${asset.isVideo ? "（视频）" : ""}`}
                  aria-current={i === index ? "true" : undefined}
                  onMouseEnter={() => go(i)}
                  onClick={() => go(i)}
                  className={cn(
                    "relative block size-16 overflow-hidden bg-canvas transition-[box-shadow,opacity] xl:size-20",
                    i === index ? "shadow-[inset_0_0_0_2px_var(--color-ink)]" : "opacity-70 hover:opacity-100",
                  )}
                >
                  {thumb ? (
                    <img
                      src={resizeImageUrl(thumb, { width: IMAGE_WIDTHS.productImages, webp })}
                      alt=""
                      width={80}
                      height={80}
                      loading="lazy"
                      decoding="async"
                      className="size-full object-cover mix-blend-multiply"
                    />
                  ) : null}
                  {asset.isVideo ? (
                    <span className="absolute inset-0 flex items-center justify-center text-ink">
                      <PlayIcon size={18} />
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}

      <div className="group/stage relative aspect-square w-full min-w-0 flex-1 bg-canvas lg:w-auto lg:self-start">
        <section
          ref={trackRef}
          onScroll={(event) => {
            const track = event.currentTarget;
            if (track.clientWidth > 0) setIndex(Math.round(track.scrollLeft / track.clientWidth));
          }}
          className="absolute inset-0 flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
          aria-label="商品图片"
        >
          {items.map((asset, i) => (
            <div key={`${asset.localUrl}-${i}`} className="relative size-full shrink-0 snap-start snap-always">
              {asset.isVideo ? (
                <video
                  src={asset.localUrl}
                  poster={asset.posterUrl ?? (firstImage ? resizeImageUrl(firstImage, { webp }) : undefined)}
                  muted
                  playsInline
                  controls
                  preload="metadata"
                  aria-label={`${alt} 视频`}
                  className="size-full object-cover"
                />
              ) : (
                <button
                  type="button"
                  className="block size-full cursor-zoom-in"
                  aria-label={`放大查看第 ${i + 1} 张`}
                  onClick={() => setZoomAt(i)}
                >
                  <GalleryImage url={asset.localUrl} alt={`${alt} 第 ${i + 1} 张`} eager={i === 0} webp={webp} />
                </button>
              )}
            </div>
          ))}
        </section>

        {count > 1 ? (
          <>
            <span
              className="pointer-events-none absolute right-3 bottom-3 bg-paper/90 px-2 py-1 text-xs font-bold tabular-nums lg:hidden"
              aria-live="polite"
              data-testid="gallery-counter"
            >
              {index + 1}/{count}
            </span>
            <div className={cn(STAGE_ARROW, "left-4", index === 0 && "invisible")}>
              <IconButton label="上一张" variant="solid" disabled={index === 0} onClick={() => go(index - 1)} className="rounded-full">
                <ChevronIcon direction="left" size={20} />
              </IconButton>
            </div>
            <div className={cn(STAGE_ARROW, "right-4", index === count - 1 && "invisible")}>
              <IconButton
                label="下一张"
                variant="solid"
                disabled={index === count - 1}
                onClick={() => go(index + 1)}
                className="rounded-full"
              >
                <ChevronIcon direction="right" size={20} />
              </IconButton>
            </div>
          </>
        ) : null}
        {items[index] && !items[index].isVideo ? (
          <span
            className="pointer-events-none absolute top-3 right-3 hidden size-8 items-center justify-center rounded-full bg-paper/90 lg:flex"
            aria-hidden="true"
          >
            <PlusIcon size={16} />
          </span>
        ) : null}
      </div>

      {zoomed ? (
        <Suspense fallback={null}>
          <Lightbox items={items} at={zoomAt} onChange={setZoomAt} alt={alt} webp={webp} />
        </Suspense>
      ) : null}
    </div>
  );
}

// IconButton is `relative` itself, so a wrapper carries position and hover visibility
const STAGE_ARROW =
  "absolute top-1/2 hidden -translate-y-1/2 opacity-0 transition-opacity duration-200 group-hover/stage:opacity-100 focus-within:opacity-100 lg:block";

function GalleryImage({ url, alt, eager, webp }: { url: string; alt: string; eager: boolean; webp: boolean }) {
  const { src, srcSet } = imageSources(url, IMAGE_WIDTHS.productCard, webp);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={GALLERY_IMAGE_SIZES}
      alt={alt}
      width={IMAGE_WIDTHS.productCard}
      height={IMAGE_WIDTHS.productCard}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      decoding={eager ? "auto" : "async"}
      draggable={false}
      // contain: a studio shot is never cropped, whatever shape the stage takes.
      className="size-full object-contain mix-blend-multiply"
    />
  );
}
