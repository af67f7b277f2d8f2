// @xunlan/product-ui/pages: the catalogue's pages for a TanStack Router app (spec §2, §3, §5):
// listing, product, colour and size; content pages (home, landing, collection) are in
// @xunlan/content-pages.
// Apart from the main entry because they need the router, content documents and their
// renderers; the components of the main entry need none of those.

export type { CatalogBag, CatalogContextValue, CatalogLoaderContext } from "./catalog-context";
// What the app provides
export { CatalogProvider, useCatalog } from "./catalog-context";
export type { ColorSizeLoaderData } from "./color-size/color-size-loader";
export { loadColorSize } from "./color-size/color-size-loader";
export type { ColorSizePageProps } from "./color-size/color-size-page";
// Colour and size chooser: /products/colorSize?styleSku=&productId=
export { ColorSizeNotFound, ColorSizePage } from "./color-size/color-size-page";
export type { ColorSizeSearch } from "./color-size/color-size-search";
export { validateColorSizeSearch } from "./color-size/color-size-search";
// The listing's category header, which collection pages (@xunlan/content-pages) share
export { CategoryHeader, heroOf } from "./listing/category-header";
export type { ListingLoaderData } from "./listing/listing-head";
export { listingHead } from "./listing/listing-head";
// Listing: /explore/{first}[/{second}[/{third}]]
export { ListingNotFound, ListingPage, loadListing } from "./listing/listing-page";
export type { ListingSearch } from "./listing/listing-search";
export { listingQueryOf, searchOf, validateListingSearch } from "./listing/listing-search";
export type { ProductLoaderData } from "./product/product-head";
export { productHead } from "./product/product-head";
export { loadProduct, loadStyle, redirectToFirstColour } from "./product/product-loader";
export { ProductNotFound } from "./product/product-not-found";
// Product: /products/{styleSlug}/{productSlug}
export { ProductPage } from "./product/product-page";
export { recommendationOptions } from "./product/product-recommendations";
export type { RecentlyViewedRailProps } from "./product/recently-viewed-rail";
export { RecentlyViewedRail } from "./product/recently-viewed-rail";
export type { RecommendationRailProps } from "./rails/recommendation-rail";
// Recommendation rails under a page (spec §5 locations cart, empty_order_list)
export { RecommendationRail } from "./rails/recommendation-rail";
export type { RailLocation } from "./rails/recommendation-rail-options";
export { recommendationRailOptions } from "./rails/recommendation-rail-options";
