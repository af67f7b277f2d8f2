import { IMAGE_WIDTHS, resizeImageUrl } from "@xunlan/validation";

/**
 * Widths offered in `srcset` below the requested one (the browser picks by `sizes`): the widths
 * the gateway's image route snaps `?w=` to, so every candidate is a distinct, cacheable file.
 */
const STEPS = [174, 316, 500, 750, 1080, 1536, 1920] as const;

/**
 * `src` and `srcSet` for a product image through {@link resizeImageUrl} (spec §5/§9). `src`
 * is the requested width (product card 1536 by default); `srcSet` adds smaller steps so a
 * phone does not download 1536 px. Non-image URLs (data:, videos) pass through unchanged.
 */
export function imageSources(
  url: string,
  width: number = IMAGE_WIDTHS.productCard,
  webp = false,
): { src: string; srcSet: string | undefined } {
  const src = resizeImageUrl(url, { width, webp });
  if (src === url) return { src, srcSet: undefined };
  const steps = STEPS.filter((step) => step < width);
  const srcSet = [...steps, width].map((w) => `${resizeImageUrl(url, { width: w, webp })} ${w}w`).join(", ");
  return { src, srcSet };
}

/** `sizes` of the product gallery's stage image (55 % of a desktop window beside the details, full width on a phone). */
export const GALLERY_IMAGE_SIZES = "(min-width: 1024px) 55vw, 100vw";

/** A `<link rel="preload" as="image">` for a page's LCP image (head() `links` entry). */
export interface ImagePreloadLink {
  rel: "preload";
  as: "image";
  href: string;
  imageSrcSet?: string;
  imageSizes?: string;
  fetchPriority: "high";
}

/**
 * The preload of an image the page renders eagerly as its LCP element (issue 11): the same
 * `src`, `srcset` and `sizes` as the `<img>`, so the browser fetches the one candidate the image
 * will use while it is still parsing the head, instead of after the stylesheet and layout.
 */
export function imagePreloadLink(url: string, sizes: string, width: number = IMAGE_WIDTHS.productCard, webp = false): ImagePreloadLink {
  const { src, srcSet } = imageSources(url, width, webp);
  return { rel: "preload", as: "image", href: src, ...(srcSet ? { imageSrcSet: srcSet, imageSizes: sizes } : {}), fetchPriority: "high" };
}
