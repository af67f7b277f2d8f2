/**
 * The catalogue results product-ui's query factories read, as api-client generates them from
 * its operations (SearchProductColors, ProductColors, ProductStyle, ProductColor, SkuStock,
 * SizeChart) and their fragments. Named here so components and apps keep one vocabulary.
 */
import type {
  ProductColorCardFragment,
  ProductColorDetailFragment,
  ProductSizeFieldsFragment,
  ProductStyleDetailFragment,
  SearchProductColorsQuery,
  SizeChartFieldsFragment,
  SkuStockQuery,
} from "@xunlan/api-client";

/** spec §3 filter with per-value counts (searchProductColors.filters). */
export type CatalogFilter = SearchProductColorsQuery["searchProductColors"]["filters"][number];

/** A product colour as listings, rails and recommendations need it (ProductColorCard fragment). */
export type CatalogCardColor = ProductColorCardFragment;

/** spec §3 productAssets entry. */
export type CatalogAsset = ProductColorDetailFragment["productAssets"][number];

/** spec §3 product size with its online saleable quantity. */
export type CatalogSize = ProductSizeFieldsFragment;

/** A product colour as the product page needs it (spec §3 product colour). */
export type CatalogDetailColor = ProductColorDetailFragment;

/** spec §3 product style with its colours (productStyle). */
export type CatalogStyle = ProductStyleDetailFragment;

/** spec §3 stock of one EAN at one location (skuStock). */
export type CatalogStock = SkuStockQuery["skuStock"][number];

/** A size chart (sizeChart(id)). */
export type CatalogSizeChart = SizeChartFieldsFragment;
