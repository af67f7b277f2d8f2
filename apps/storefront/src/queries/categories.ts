/**
 * The category-tree query factory. TODO(api-client or a catalog package): move it there; it
 * lives here until one exports queryOptions factories.
 */
import { queryOptions } from "@tanstack/react-query";
import { ProductCategoriesDocument, type ApiClient } from "@xunlan/api-client";

/** Query options for the category tree (spec §7 productCategories; hidden ones on request). */
export function productCategoriesQueryOptions(api: ApiClient, includeHidden = false) {
  return queryOptions({
    queryKey: ["catalog", "productCategories", { includeHidden }] as const,
    queryFn: async () => (await api.request(ProductCategoriesDocument, { includeHidden })).productCategories,
    staleTime: 10 * 60 * 1000,
  });
}
