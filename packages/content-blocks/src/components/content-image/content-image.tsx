import type { ContentImage as ContentImageData } from "@xunlan/cms-content";
import { cn } from "@xunlan/ui";
import { type ReactNode, useEffect, useRef, useState } from "react";

/**
 * Backdrops drawn while an image loads, or instead of it when the file is missing: studio-style
 * gradients in the brand palette. `auto` picks a dark tone from a stable seed so white text
 * stays legible and a tile keeps its colour between renders.
 */
const TONES = {
  ink: "radial-gradient(120% 90% at 25% 0%, #3d3d3d 0%, #171717 55%, #0b0b0b 100%)",
  charcoal: "radial-gradient(120% 100% at 75% 0%, #6b6b6b 0%, #2b2b2b 60%, #141414 100%)",
  accent: "radial-gradient(120% 100% at 80% 0%, #ff8a5c 0%, #ff4713 42%, #a32600 100%)",
  slate: "radial-gradient(120% 100% at 30% 0%, #55606e 0%, #262b33 60%, #12151a 100%)",
  stone: "radial-gradient(120% 100% at 30% 0%, #fafafa 0%, #e8e8e8 60%, #d4d4d4 100%)",
} as const;

/** Widths the store's image service is asked for (`?w=`), for the browser's pick by `sizes`. */
export const CONTENT_IMAGE_WIDTHS = [480, 750, 1080, 1440, 1920] as const;

/**
 * A `srcset` of a picture on the store's own image service (`/images/…`, which resizes by `w`):
 * a 390 px phone loads a 750 px wide hero instead of the full-size file. Other addresses (a
 * picture elsewhere, one that already names its size) get none. With the source's width known
 * (`sourceWidth`, the document's `width`), no candidate is wider than it (issue 26 §5: a picture
 * is never upscaled past its source).
 */
export function contentImageSrcSet(src: string, sourceWidth?: number): string | undefined {
  if (!src.startsWith("/images/") || src.includes("?") || src.includes("#")) return undefined;
  if (!/\.(?:jpe?g|png|webp)$/i.test(src)) return undefined;
  const widths: number[] = sourceWidth ? CONTENT_IMAGE_WIDTHS.filter((width) => width < sourceWidth) : [...CONTENT_IMAGE_WIDTHS];
  if (sourceWidth && !widths.includes(sourceWidth)) widths.push(sourceWidth);
  return widths.map((width) => `${src}?w=${width} ${width}w`).join(", ");
}

/** Backdrop tone of a {@link ContentImage}. */
export type ImageTone = keyof typeof TONES | "auto";

const AUTO_TONES = ["ink", "accent", "charcoal", "slate"] as const;

function toneFor(tone: ImageTone, seed: string): keyof typeof TONES {
  if (tone !== "auto") return tone;
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return AUTO_TONES[hash % AUTO_TONES.length] ?? "ink";
}

/** Props of {@link ContentImage}. */
export interface ContentImageProps {
  image: ContentImageData;
  /** Backdrop tone; `auto` (default) derives a dark tone from `seed`. */
  tone?: ImageTone;
  /** Seed for the `auto` tone (defaults to the image URL). */
  seed?: string;
  /** Large watermark text on the backdrop (shown only while no image is visible). */
  artLabel?: string;
  /** Extra backdrop artwork, covered by the image once it loads. */
  art?: ReactNode;
  className?: string;
  imgClassName?: string;
  /** Above-the-fold images load eagerly with high priority. */
  priority?: boolean;
  /** `sizes` for the browser's choice (only meaningful with responsive sources). */
  sizes?: string;
}

/**
 * A content image (`mobileSrc` below 768 px) over a brand backdrop. A missing or broken file
 * leaves the backdrop, never a broken-image icon — also when it failed before hydration.
 */
export function ContentImage({
  image,
  tone = "auto",
  seed,
  artLabel,
  art,
  className,
  imgClassName,
  priority = false,
  sizes,
}: ContentImageProps) {
  const [broken, setBroken] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  const resolved = toneFor(tone, seed ?? image.src);

  useEffect(() => {
    const img = ref.current;
    // The error event may have fired before React attached its listener.
    if (img && img.complete && img.naturalWidth === 0) setBroken(true);
  }, []);

  return (
    <div
      // Absolute placement from the caller wins; otherwise the box is the positioning context.
      className={cn("overflow-hidden", !/\b(absolute|fixed)\b/.test(className ?? "") && "relative", className)}
      style={{ backgroundImage: TONES[resolved] }}
    >
      {artLabel ? (
        <span
          aria-hidden
          className={cn(
            "pointer-events-none absolute -left-[0.06em] top-[0.02em] select-none font-display text-[9rem] leading-none font-black whitespace-nowrap md:text-[12rem]",
            resolved === "stone" ? "text-ink/[0.05]" : "text-paper/[0.07]",
          )}
        >
          {artLabel}
        </span>
      ) : null}
      {art}
      {broken ? null : (
        <picture>
          {image.mobileSrc ? (
            <source media="(max-width: 767px)" srcSet={contentImageSrcSet(image.mobileSrc) ?? image.mobileSrc} sizes={sizes} />
          ) : null}
          <img
            ref={ref}
            src={image.src}
            srcSet={contentImageSrcSet(image.src, image.width)}
            alt={image.alt}
            width={image.width}
            height={image.height}
            sizes={sizes}
            loading={priority ? "eager" : "lazy"}
            decoding="async"
            fetchPriority={priority ? "high" : "auto"}
            onError={() => setBroken(true)}
            className={cn("absolute inset-0 size-full object-cover", imgClassName)}
          />
        </picture>
      )}
      {broken ? <span className="sr-only">{image.alt}</span> : null}
    </div>
  );
}
