// @xunlan/content-pages: the storefront's content pages for a TanStack Router app (spec §2, §3,
// §5, §7): pages made of content documents' blocks (@xunlan/content-blocks) and product-ui's
// cards in their product rails. They read the app's CatalogProvider (@xunlan/product-ui/pages).
// The package's only entrance: named exports, types on their own lines.

export { collectionPageHead } from "./collection/collection-head";
// Collection: /explore/collection/{id}
export { CollectionPage } from "./collection/collection-page";
export { collectionProductsQueryOptions, loadCollectionPage } from "./collection/collection-route";
export { loadHomePage } from "./home/home-loader";
// Home: / (and any unknown path)
export { HomePage } from "./home/home-page";
export { landingPageHead } from "./landing/landing-head";
// Landing: /landing/{key}
export { LandingPage } from "./landing/landing-page";
export { loadLandingPage } from "./landing/landing-route";
// Product rails of content pages: the app hands ProductRailBlock to ContentBlocksProvider's slot
export { ProductRailBlock } from "./rails/product-rail-block";
export { prefetchRails, railQueryOptions } from "./rails/rails";
export type { SitemapSources } from "./sitemap/sitemap";
// /sitemap.xml: categories, collections and product colours from the gateway and the documents
export { categoryPaths, collectionPaths, httpSitemapSources, sitemapPaths, sitemapXml } from "./sitemap/sitemap";
