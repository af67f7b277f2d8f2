import { describe, expect, it } from "vitest";
import * as pages from "./index";

// Guards the public surface of the ./pages entry: removing or renaming an export is a breaking change.
describe("@xunlan/product-ui/pages exports", () => {
  it("names every public export", () => {
    expect(Object.keys(pages).sort()).toMatchInlineSnapshot(`
      [
        "CatalogProvider",
        "CategoryHeader",
        "ColorSizeNotFound",
        "ColorSizePage",
        "ListingNotFound",
        "ListingPage",
        "ProductNotFound",
        "ProductPage",
        "RecentlyViewedRail",
        "RecommendationRail",
        "heroOf",
        "listingHead",
        "listingQueryOf",
        "loadColorSize",
        "loadListing",
        "loadProduct",
        "loadStyle",
        "productHead",
        "recommendationOptions",
        "recommendationRailOptions",
        "redirectToFirstColour",
        "searchOf",
        "useCatalog",
        "validateColorSizeSearch",
        "validateListingSearch",
      ]
    `);
  });
});
