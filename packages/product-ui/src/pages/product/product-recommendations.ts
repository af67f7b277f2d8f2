import type { ApiClient } from "@xunlan/api-client";
import { type CatalogDetailColor, type CatalogStyle, filterAttributes, productRailQueryOptions, recommendationFor } from "../../index";

/** How many recommendations the product page shows (spec §2: 3 per view). */
const RECOMMEND_LIMIT = 9;

/** Recommendations of the product page (spec §5 location pdp; §3 recommend block by product type). */
export function recommendationOptions(
  api: ApiClient,
  recmd: Parameters<typeof recommendationFor>[0],
  style: CatalogStyle,
  colour: CatalogDetailColor,
) {
  const recommendation = recommendationFor(recmd, "pdp", style.styleProductType);
  const attributes = filterAttributes(colour);
  // Missing curated ids are filled from the same category: same gender, type and series.
  const fill = { filters: pick(attributes, ["gender", "product_type", "sub_type"]) };
  return {
    recommendation,
    options: productRailQueryOptions(api, {
      productIds: recommendation?.productIds ?? [],
      fill,
      excludeProductIds: style.productColors.map((other) => other.productId),
      limit: RECOMMEND_LIMIT,
    }),
  };
}

function pick(record: Record<string, string[]>, keys: readonly string[]) {
  return Object.fromEntries(keys.filter((key) => record[key]?.length).map((key) => [key, record[key]!]));
}
