import type { ProductCategoriesQuery } from "../generated/graphql";

/** One top-level node of `productCategories`, with `childs` nested to three levels. */
export type CategoryNode = ProductCategoriesQuery["productCategories"][number];
