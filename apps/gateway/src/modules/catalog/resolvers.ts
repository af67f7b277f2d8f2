import type { Resolvers } from "../../generated/resolvers-types";
import { listCategoryTree } from "./category-service";

/** GraphQL resolvers of the catalog module (spec §3, §7 productCategories). */
export const catalogResolvers: Resolvers = {
  Query: {
    productCategories: (_parent, args, context) =>
      listCategoryTree(context.db, { includeHidden: args.includeHidden ?? false }),
  },
  ProductCategory: {
    category_route: (node) => node.route,
  },
};
