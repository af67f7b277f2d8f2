import { describe, expect, it } from "vitest";
import * as api from "./index";

describe("public surface", () => {
  it("exports exactly the documented runtime values", () => {
    expect(Object.keys(api).sort()).toEqual(
      [
        "CODE_OPTIONAL_PAGE_TYPES",
        "CODE_REQUIRED_PAGE_TYPES",
        "CONFIG_KEYS",
        "CONTENT_MESSAGES",
        "CONTENT_PAGE_TYPES",
        "CONTENT_PUBLISH_PREFIX",
        "ContentError",
        "absoluteUrlSchema",
        "announcementSchema",
        "blockSchema",
        "campaignCardSchema",
        "campaignGridBlockSchema",
        "categoryPageSchema",
        "categoryTilesBlockSchema",
        "clubPageSchema",
        "collectionPageSchema",
        "collectionsSchema",
        "contentPath",
        "contentSchemas",
        "countrySchema",
        "createContentClient",
        "editorialSplitBlockSchema",
        "faqBlockSchema",
        "fieldTranslationMapSchema",
        "formatIssuePath",
        "heroBlockSchema",
        "hrefSchema",
        "idSchema",
        "imageSchema",
        "imageSrcSchema",
        "indexPageSchema",
        "isConfigKey",
        "isContentError",
        "isContentPageType",
        "keywordSchema",
        "landingPageSchema",
        "legalPageSchema",
        "linkSchema",
        "mediaSchema",
        "parseContentDocument",
        "pdpPageSchema",
        "plpPageSchema",
        "productIdSchema",
        "productRailBlockSchema",
        "productRailSourceSchema",
        "recmdSchema",
        "recommendBlockSchema",
        "richTextBlockSchema",
        "richTextNodeSchema",
        "seoSchema",
        "serviceCodeEntrySchema",
        "serviceCodeSchema",
        "sizeChartSchema",
        "sizeChartsSchema",
        "sizeCollectionSchema",
        "staticPageSchema",
        "storeConfigSchema",
        "timestampSchema",
        "ucAdPageSchema",
        "userCenterPageSchema",
      ].sort(),
    );
  });

  it("maps every spec §7 page type to a schema", () => {
    expect(Object.keys(api.contentSchemas).sort()).toEqual(
      [
        "index", "category", "field_translation_map", "service_code", "recmd", "plp", "pdp", "landing",
        "collection", "club", "uc_ad", "store", "keyword", "size_charts", "size_collection", "legal",
        "announcement", "user_center", "country", "collections", "static",
      ].sort(),
    );
  });
});
