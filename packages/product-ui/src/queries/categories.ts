import { queryOptions } from "@tanstack/react-query";
import { type ApiClient, ProductCategoriesDocument } from "@xunlan/api-client";

/** Category lists change rarely: keep the tree ten minutes before refetching. */
const CATEGORY_STALE_MS = 10 * 60 * 1000;

/** Options of {@link categoriesQueryOptions}. */
export interface CategoriesQueryVariables {
  /**
   * spec §2 listing rules: `from=hidden` listings use the full tree including hidden categories
   * (client state categoryTreeAll); menus and normal listings use the visible tree (categoryTree).
   */
  includeHidden?: boolean;
}

/**
 * TanStack Query options for the category tree (spec §7 productCategories, three levels).
 * Route loaders call `ensureQueryData` with it, components read it with `useSuspenseQuery`.
 */
export function categoriesQueryOptions(client: ApiClient, { includeHidden = false }: CategoriesQueryVariables = {}) {
  return queryOptions({
    queryKey: ["catalog", "productCategories", { includeHidden }] as const,
    queryFn: async () => (await client.request(ProductCategoriesDocument, { includeHidden })).productCategories,
    staleTime: CATEGORY_STALE_MS,
  });
}
