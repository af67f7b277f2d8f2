import type { z } from "zod";
import {
  announcementSchema,
  collectionsSchema,
  countrySchema,
  fieldTranslationMapSchema,
  keywordSchema,
  recmdSchema,
  serviceCodeSchema,
  sizeChartsSchema,
  sizeCollectionSchema,
  storeConfigSchema,
} from "./config";
import {
  categoryPageSchema,
  clubPageSchema,
  collectionPageSchema,
  indexPageSchema,
  landingPageSchema,
  legalPageSchema,
  pdpPageSchema,
  plpPageSchema,
  staticPageSchema,
  ucAdPageSchema,
  userCenterPageSchema,
} from "./pages";

/**
 * Schema of every content page type: the twenty of spec §7 plus `static`
 * (docs/ARCHITECTURE.md: optional-code static pages backing /static/{key}).
 */
export const contentSchemas = {
  index: indexPageSchema,
  category: categoryPageSchema,
  field_translation_map: fieldTranslationMapSchema,
  service_code: serviceCodeSchema,
  recmd: recmdSchema,
  plp: plpPageSchema,
  pdp: pdpPageSchema,
  landing: landingPageSchema,
  collection: collectionPageSchema,
  club: clubPageSchema,
  uc_ad: ucAdPageSchema,
  store: storeConfigSchema,
  keyword: keywordSchema,
  size_charts: sizeChartsSchema,
  size_collection: sizeCollectionSchema,
  legal: legalPageSchema,
  announcement: announcementSchema,
  user_center: userCenterPageSchema,
  country: countrySchema,
  collections: collectionsSchema,
  static: staticPageSchema,
} as const;

/** A content page type (a key of {@link contentSchemas}). */
export type ContentPageType = keyof typeof contentSchemas;

/** The parsed document of each page type. */
export type ContentDocumentMap = { [K in ContentPageType]: z.output<(typeof contentSchemas)[K]> };

/** The parsed document of page type `T`. */
export type ContentDocument<T extends ContentPageType> = ContentDocumentMap[T];

/** Every page type, in spec §7 order. */
export const CONTENT_PAGE_TYPES = Object.keys(contentSchemas) as readonly ContentPageType[];

// spec §7: a code is required for plp, pdp, landing, collection and club.
/** Page types whose documents live at `{pageType}/{code}.json` and need a code. */
export const CODE_REQUIRED_PAGE_TYPES = ["plp", "pdp", "landing", "collection", "club"] as const;

/** Page types published either as `{pageType}.json` or `{pageType}/{code}.json` (docs/ARCHITECTURE.md). */
export const CODE_OPTIONAL_PAGE_TYPES = ["category", "legal", "static"] as const;

// spec §7: config loads by key.
/** The configuration keys of spec §7, each loaded from the page type of the same name. */
export const CONFIG_KEYS = [
  "field_translation_map",
  "service_code",
  "collections",
  "recmd",
  "keyword",
  "announcement",
  "size_charts",
  "store",
  "country",
] as const;

/** A configuration key. */
export type ConfigKey = (typeof CONFIG_KEYS)[number];

/** True when `value` is a known content page type. */
export function isContentPageType(value: unknown): value is ContentPageType {
  return typeof value === "string" && Object.hasOwn(contentSchemas, value);
}

/** True when `value` is one of the spec §7 configuration keys. */
export function isConfigKey(value: unknown): value is ConfigKey {
  return typeof value === "string" && (CONFIG_KEYS as readonly string[]).includes(value);
}
