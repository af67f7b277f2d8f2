// Public surface of @xunlan/product-ui. Named exports only; types on their own lines.
// The components take data and callbacks as props and never call the network.

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
export type { SortOption } from "@xunlan/validation";

export { productHref } from "./lib/links";
export { discountLabel, isMarkedDown } from "./lib/price";
export { imageSources } from "./lib/images";
export { galleryAssets } from "./lib/assets";
export {
  EXPLORE_BASE,
  categoryBreadcrumbs,
  categoryHref,
  resolveCategoryPath,
  subNavItems,
} from "./lib/categories";
export type { SubNavItem, SubNavOptions } from "./lib/categories";
export {
  EMPTY_LISTING_QUERY,
  RESERVED_PARAMS,
  SORT_PARAM,
  countSelectedFilters,
  isSortKey,
  listingQueryFromSearchParams,
  listingQueryToSearchParams,
  sortVariables,
  toggleFilterValue,
} from "./lib/listing-query";
export type { ListingQuery, ListingSearchInput, SortKey } from "./lib/listing-query";
export { AVAILABILITY, BRAND_NAME, availabilityFromSizes, productJsonLd, serializeJsonLd } from "./lib/json-ld";
export type { ProductJsonLd } from "./lib/json-ld";

export { PriceTag } from "./components/price-tag/price-tag";
export type { PriceTagProps } from "./components/price-tag/price-tag";
export { StockNotice } from "./components/stock-notice/stock-notice";
export type { StockNoticeProps } from "./components/stock-notice/stock-notice";
export { ProductCard, ProductCardSkeleton } from "./components/product-card/product-card";
export type { ProductCardProps } from "./components/product-card/product-card";
export { RecommendationCarousel } from "./components/recommendation-carousel/recommendation-carousel";
export type { CarouselMode, RecommendationCarouselProps } from "./components/recommendation-carousel/recommendation-carousel";
export { Gallery } from "./components/gallery/gallery";
export type { GalleryProps } from "./components/gallery/gallery";
export { SizePicker, isLowStock, isSoldOut } from "./components/size-picker/size-picker";
export type { SizePickerProps } from "./components/size-picker/size-picker";
export { SizeChart } from "./components/size-chart/size-chart";
export type { SizeChartProps } from "./components/size-chart/size-chart";
export { ColorPicker } from "./components/color-picker/color-picker";
export type { ColorPickerProps } from "./components/color-picker/color-picker";
export { BREADCRUMB_HOME, Breadcrumbs, breadcrumbJsonLd } from "./components/breadcrumbs/breadcrumbs";
export type { BreadcrumbItem, BreadcrumbsProps } from "./components/breadcrumbs/breadcrumbs";
export { SubNav } from "./components/sub-nav/sub-nav";
export type { SubNavProps } from "./components/sub-nav/sub-nav";
export { SortMenu } from "./components/sort-menu/sort-menu";
export type { SortMenuProps } from "./components/sort-menu/sort-menu";
export { AppliedFilters, FilterPanel, SIZE_FILTER_CODES } from "./components/filter-panel/filter-panel";
export type { AppliedFiltersProps, FilterPanelProps } from "./components/filter-panel/filter-panel";
export { ProductGrid } from "./components/product-grid/product-grid";
export type { ProductGridProps } from "./components/product-grid/product-grid";
export { InfiniteLoader } from "./components/infinite-loader/infinite-loader";
export type { InfiniteLoaderProps } from "./components/infinite-loader/infinite-loader";

// TanStack Query options factories (they take the api client; loaders ensure, components read).
export { categoriesQueryOptions } from "./queries/categories";
export type { CategoriesQueryVariables } from "./queries/categories";
export {
  productColorQueryOptions,
  productColorsQueryOptions,
  productRailQueryOptions,
  productStyleQueryOptions,
  searchProductColorsInfiniteQueryOptions,
  sizeChartQueryOptions,
  skuStockQueryOptions,
} from "./queries/catalog";
export type { ListingPage, ListingVariables, ProductRailVariables, SkuStockVariables } from "./queries/catalog";
export {
  RECENTLY_VIEWED_RAIL_SIZE,
  recentlyViewedKeys,
  recentlyViewedQueryOptions,
  recordViewMutationOptions,
} from "./queries/recently-viewed";
export {
  RECENTLY_VIEWED_LIFETIME_MS,
  RECENTLY_VIEWED_LIMIT,
  RECENTLY_VIEWED_STORAGE_KEY,
  addLocalRecentlyViewed,
  readLocalRecentlyViewed,
} from "./lib/recently-viewed";
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
export { CARD_IMAGE_LIMIT, colourOptions, filterAttributes, findColour, sizesWithStock, toProductColorCard } from "./lib/catalog-cards";
export { recommendationFor } from "./lib/recommendations";
export type { Recommendation, RecommendBlockInput } from "./lib/recommendations";
