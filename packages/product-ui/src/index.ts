// Public surface of @xunlan/product-ui. Named exports only; types on their own lines.
// The components take data and callbacks as props and never call the network.

export type { SortOption } from "@xunlan/validation";
export type { BreadcrumbItem, BreadcrumbsProps } from "./components/breadcrumbs/breadcrumbs";
export { BREADCRUMB_HOME, Breadcrumbs, breadcrumbJsonLd } from "./components/breadcrumbs/breadcrumbs";
export type { ColorPickerProps } from "./components/color-picker/color-picker";
export { ColorPicker } from "./components/color-picker/color-picker";
export type { AppliedFiltersProps, FilterPanelProps } from "./components/filter-panel/filter-panel";
export { AppliedFilters, FilterPanel, SIZE_FILTER_CODES } from "./components/filter-panel/filter-panel";
export type { GalleryProps } from "./components/gallery/gallery";
export { Gallery } from "./components/gallery/gallery";
export type { InfiniteLoaderProps } from "./components/infinite-loader/infinite-loader";
export { InfiniteLoader } from "./components/infinite-loader/infinite-loader";
export type { PriceTagProps } from "./components/price-tag/price-tag";

export { PriceTag } from "./components/price-tag/price-tag";
export type { ProductCardProps } from "./components/product-card/product-card";
export { ProductCard, ProductCardSkeleton } from "./components/product-card/product-card";
export type { ProductGridProps } from "./components/product-grid/product-grid";
export { ProductGrid } from "./components/product-grid/product-grid";
export type { CarouselMode, RecommendationCarouselProps } from "./components/recommendation-carousel/recommendation-carousel";
export { RecommendationCarousel } from "./components/recommendation-carousel/recommendation-carousel";
export type { SizeChartProps } from "./components/size-chart/size-chart";
export { SizeChart } from "./components/size-chart/size-chart";
export type { SizePickerProps } from "./components/size-picker/size-picker";
export { isLowStock, isSoldOut, SizePicker } from "./components/size-picker/size-picker";
export type { SortMenuProps } from "./components/sort-menu/sort-menu";
export { SortMenu } from "./components/sort-menu/sort-menu";
export type { StockNoticeProps } from "./components/stock-notice/stock-notice";
export { StockNotice } from "./components/stock-notice/stock-notice";
export type { SubNavProps } from "./components/sub-nav/sub-nav";
export { SubNav } from "./components/sub-nav/sub-nav";
export { galleryAssets } from "./lib/assets";
export { CARD_IMAGE_LIMIT, colourOptions, filterAttributes, findColour, sizesWithStock, toProductColorCard } from "./lib/catalog-cards";
export type { SubNavItem, SubNavOptions } from "./lib/categories";
export {
  categoryBreadcrumbs,
  categoryHref,
  EXPLORE_BASE,
  resolveCategoryPath,
  subNavItems,
} from "./lib/categories";
export { imageSources } from "./lib/images";
export type { ProductJsonLd } from "./lib/json-ld";
export { AVAILABILITY, availabilityFromSizes, BRAND_NAME, productJsonLd, serializeJsonLd } from "./lib/json-ld";
export { productHref } from "./lib/links";
export type { ListingQuery, ListingSearchInput, SortKey } from "./lib/listing-query";
export {
  countSelectedFilters,
  EMPTY_LISTING_QUERY,
  isSortKey,
  listingQueryFromSearchParams,
  listingQueryToSearchParams,
  RESERVED_PARAMS,
  SORT_PARAM,
  sortVariables,
  toggleFilterValue,
} from "./lib/listing-query";
export { discountLabel, isMarkedDown } from "./lib/price";
export {
  addLocalRecentlyViewed,
  RECENTLY_VIEWED_LIFETIME_MS,
  RECENTLY_VIEWED_LIMIT,
  RECENTLY_VIEWED_STORAGE_KEY,
  readLocalRecentlyViewed,
} from "./lib/recently-viewed";
export type { Recommendation, RecommendBlockInput } from "./lib/recommendations";
export { recommendationFor } from "./lib/recommendations";
export type {
  Category,
  EntityId,
  Filter,
  FilterOption,
  PeerStyle,
  ProductAsset,
  ProductColorCard,
  ProductColorDetail,
  ProductColorLang,
  ProductColorOption,
  ProductSize,
  ProductStyleSummary,
  ProductTag,
  ProductTagName,
  SizeChartData,
  SizeDisplay,
} from "./lib/types";
export type { ListingPage, ListingVariables, ProductRailVariables, SkuStockVariables } from "./queries/catalog";
export {
  productColorQueryOptions,
  productColorsQueryOptions,
  productRailQueryOptions,
  productStyleQueryOptions,
  searchProductColorsInfiniteQueryOptions,
  sizeChartQueryOptions,
  skuStockQueryOptions,
} from "./queries/catalog";
export type {
  CatalogAsset,
  CatalogCardColor,
  CatalogDetailColor,
  CatalogFilter,
  CatalogSize,
  CatalogSizeChart,
  CatalogStock,
  CatalogStyle,
} from "./queries/catalog-results";
export type { CategoriesQueryVariables } from "./queries/categories";
// TanStack Query options factories (they take the api client; loaders ensure, components read).
export { categoriesQueryOptions } from "./queries/categories";
export {
  RECENTLY_VIEWED_RAIL_SIZE,
  recentlyViewedKeys,
  recentlyViewedQueryOptions,
  recordViewMutationOptions,
} from "./queries/recently-viewed";
