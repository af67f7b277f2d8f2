/**
 * spec §2 routes: the product detail page of a colour, `/products/{styleSlug}/{productSlug}`.
 * Slugs are URL-encoded; without a productSlug the style page `/products/{styleSlug}`.
 */
export function productHref(styleSlug: string, productSlug?: string | null): string {
  const style = encodeURIComponent(styleSlug);
  return productSlug ? `/products/${style}/${encodeURIComponent(productSlug)}` : `/products/${style}`;
}
