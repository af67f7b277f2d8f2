import { IMAGE_WIDTHS, resizeImageUrl } from "@xunlan/validation";

/**
 * `src`, `srcSet` and `sizes` of a small product thumbnail (issue 26 §8: the after-sale form
 * loaded the 1 920 px default for a 72 px square): 174 px (spec §9 product images) for one
 * device pixel per CSS pixel, 316 px (the bag's) for the 2× and 3× screens of phones.
 */
export function thumbnailSources(url: string, cssPx: number): { src: string; srcSet: string | undefined; sizes: string } {
  const small = resizeImageUrl(url, { width: IMAGE_WIDTHS.productImages });
  if (small === url) return { src: url, srcSet: undefined, sizes: `${cssPx}px` };
  const large = resizeImageUrl(url, { width: IMAGE_WIDTHS.bagSmall });
  return { src: small, srcSet: `${small} ${IMAGE_WIDTHS.productImages}w, ${large} ${IMAGE_WIDTHS.bagSmall}w`, sizes: `${cssPx}px` };
}
