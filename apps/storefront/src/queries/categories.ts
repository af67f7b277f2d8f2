/**
 * TEMPORARY: the category-tree query factory until @xunlan/api-client (or a catalog feature
 * package) exports one.
 */
import { queryOptions } from "@tanstack/react-query";
import type { GatewayClient } from "../lib/gateway";

/** A category node (spec §3, schema.graphql ProductCategory). */
export interface ProductCategory {
  id: string;
  parentId: string | null;
  title: string;
  path: string;
  sort: number;
  enableAtWebsite: boolean;
  category_route: string;
  level: number;
  childs: ProductCategory[];
}

const PRODUCT_CATEGORIES = /* GraphQL */ `
  query ProductCategories($includeHidden: Boolean) {
    productCategories(includeHidden: $includeHidden) {
      ...Cat
      childs {
        ...Cat
        childs {
          ...Cat
        }
      }
    }
  }
  fragment Cat on ProductCategory {
    id
    parentId
    title
    path
    sort
    enableAtWebsite
    category_route
    level
  }
`;

/** Query options for the category tree (spec §7 productCategories). */
export function productCategoriesQueryOptions(api: GatewayClient, includeHidden = false) {
  return queryOptions({
    queryKey: ["catalog", "productCategories", { includeHidden }] as const,
    queryFn: async () => {
      const data = await api.request<{ productCategories: ProductCategory[] }>(PRODUCT_CATEGORIES, {
        includeHidden,
      });
      return data.productCategories.map(withChildren);
    },
    staleTime: 10 * 60 * 1000,
  });
}

function withChildren(node: ProductCategory): ProductCategory {
  return { ...node, childs: (node.childs ?? []).map(withChildren) };
}
