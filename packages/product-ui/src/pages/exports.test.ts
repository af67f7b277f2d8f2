import { describe, expect, it } from "vitest";
import * as pages from "./index";

// Guards the public surface of the ./pages entry: removing or renaming an export is a breaking change.
describe("@xunlan/product-ui/pages exports", () => {
  it("names every public export", () => {
    expect(Object.keys(pages).sort()).toMatchInlineSnapshot(`
      [
        "CatalogProvider",
        "CollectionPage",
        "ColorSizeNotFound",
        "ColorSizePage",
        "HomePage",
        "LandingPage",
        "ListingNotFound",
        "ListingPage",
        "ProductNotFound",
        "ProductPage",
        "ProductRailBlock",
        "RecentlyViewedRail",
        "RecommendationRail",
        "categoryPaths",
        "collectionPageHead",
        "collectionPaths",
        "collectionProductsQueryOptions",
        "httpSitemapSources",
        "landingPageHead",
        "listingHead",
        "listingQueryOf",
        "loadCollectionPage",
        "loadColorSize",
        "loadHomePage",
        "loadLandingPage",
        "loadListing",
        "loadProduct",
        "loadStyle",
        "prefetchRails",
        "productHead",
        "railQueryOptions",
        "recommendationOptions",
        "recommendationRailOptions",
        "redirectToFirstColour",
        "searchOf",
        "sitemapPaths",
        "sitemapXml",
        "useCatalog",
        "validateColorSizeSearch",
        "validateListingSearch",
      ]
    `);
  });
});
