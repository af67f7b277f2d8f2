import type { ApiClient } from "@xunlan/api-client";
import { type Block, configQueryOptions, type ProductRailBlock, type Recmd } from "@xunlan/cms-content";
import { productRailQueryOptions, recommendationFor } from "@xunlan/product-ui";
import type { CatalogLoaderContext } from "@xunlan/product-ui/pages";

/** Cards per content rail. */
const RAIL_LIMIT = 8;

/**
 * Query options of a content rail's cards: the block's product ids, or the recmd document's
 * block for its location and type (spec §3 recommend block, §5 locations). Ids missing from the
 * catalogue are filled from the rail link's category (`/explore/…`), else from the product type.
 */
export function railQueryOptions(api: ApiClient, block: ProductRailBlock, recmd: Recmd | undefined) {
  const source = block.source;
  const recommendation = source.kind === "recommend" ? recommendationFor(recmd, source.location, source.productType) : null;
  const productIds = source.kind === "products" ? source.productIds.map(String) : (recommendation?.productIds ?? []);
  const categoryPath = /^\/explore\/(?!collection\/)([^?#]+?)\/?(?:[?#].*)?$/.exec(block.link?.href ?? "")?.[1] ?? null;
  const productType = source.kind === "recommend" ? (source.productType ?? recommendation?.productType) : undefined;
  const fill = categoryPath ? { categoryPath } : productType ? { filters: { product_type: [productType] } } : { sort: "newest" as const };
  return productRailQueryOptions(api, { productIds, fill, limit: Math.max(RAIL_LIMIT, Math.min(productIds.length, 12)) });
}

/** Loader helper: loads every product rail of a page's blocks (best effort: a failed rail renders empty). */
export async function prefetchRails({ queryClient, api, content }: CatalogLoaderContext, blocks: readonly Block[]): Promise<void> {
  const rails = blocks.filter((block): block is ProductRailBlock => block.type === "product_rail");
  if (rails.length === 0) return;
  const recmd = await queryClient.ensureQueryData(configQueryOptions(content, "recmd")).catch(() => undefined);
  await Promise.allSettled(rails.map((rail) => queryClient.ensureQueryData(railQueryOptions(api, rail, recmd))));
}
