import { describe, expect, it } from "vitest";
import * as productUi from "./index";

// Guards the public surface: removing or renaming an export is a breaking change.
describe("@xunlan/product-ui exports", () => {
  it("names every public export", () => {
    expect(Object.keys(productUi).sort()).toMatchInlineSnapshot(`
      [
        "AVAILABILITY",
        "BRAND_NAME",
        "BREADCRUMB_HOME",
        "Breadcrumbs",
        "ColorPicker",
        "EMPTY_LISTING_QUERY",
        "EXPLORE_BASE",
        "FilterPanel",
        "Gallery",
        "InfiniteLoader",
        "PriceTag",
        "ProductCard",
        "ProductCardSkeleton",
        "ProductGrid",
        "RESERVED_PARAMS",
        "RecommendationCarousel",
        "SIZE_FILTER_CODES",
        "SORT_PARAM",
        "SizeChart",
        "SizePicker",
        "SortMenu",
        "StockNotice",
        "SubNav",
        "availabilityFromSizes",
        "breadcrumbJsonLd",
        "categoryBreadcrumbs",
        "categoryHref",
        "countSelectedFilters",
        "discountLabel",
        "galleryAssets",
        "imageSources",
        "isLowStock",
        "isMarkedDown",
        "isSoldOut",
        "isSortKey",
        "listingQueryFromSearchParams",
        "listingQueryToSearchParams",
        "productHref",
        "productJsonLd",
        "resolveCategoryPath",
        "serializeJsonLd",
        "sortVariables",
        "subNavItems",
        "toggleFilterValue",
      ]
    `);
  });
});
