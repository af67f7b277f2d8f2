import { describe, expect, it } from "vitest";
import * as pkg from "./index";

// Guards the public surface: removing or renaming an export is a breaking change.
describe("@xunlan/content-pages exports", () => {
  it("names every public export", () => {
    expect(Object.keys(pkg).sort()).toEqual([
      "CollectionPage",
      "HomePage",
      "LandingPage",
      "ProductRailBlock",
      "categoryPaths",
      "collectionPageHead",
      "collectionPaths",
      "collectionProductsQueryOptions",
      "httpSitemapSources",
      "landingPageHead",
      "loadCollectionPage",
      "loadHomePage",
      "loadLandingPage",
      "prefetchRails",
      "railQueryOptions",
      "sitemapPaths",
      "sitemapXml",
    ]);
  });
});
