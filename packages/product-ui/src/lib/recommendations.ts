/**
 * spec §3 recommend block as the `recmd` content document publishes it (structural: the
 * storefront passes cms-content's parsed document straight in).
 */
export interface RecommendBlockInput {
  location: string;
  product_type: string;
  title: string;
  sub_title: string;
  items: ReadonlyArray<{ color: { product_id: string | number; enable_at_website: boolean } }>;
}

/** The recommendation a page shows: title, subtitle and the product ids to resolve. */
export interface Recommendation {
  title: string;
  subtitle: string;
  productType: string;
  productIds: string[];
}

/**
 * Picks the recommend block for a location (spec §5: pdp, cart, search_no_result,
 * empty_order_list, wishlist) and product type (Shoes, Apparel, Accessories): the block of that
 * type, else the location's first block. Items not enabled at the website are left out. Null
 * when the location has no block.
 */
export function recommendationFor(
  blocks: readonly RecommendBlockInput[] | null | undefined,
  location: string,
  productType?: string | null,
): Recommendation | null {
  const atLocation = (blocks ?? []).filter((block) => block.location === location);
  const block = atLocation.find((candidate) => candidate.product_type === productType) ?? atLocation[0];
  if (!block) return null;
  return {
    title: block.title,
    subtitle: block.sub_title,
    productType: block.product_type,
    productIds: block.items.filter((item) => item.color.enable_at_website).map((item) => String(item.color.product_id)),
  };
}
