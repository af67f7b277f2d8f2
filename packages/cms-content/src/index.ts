// Loader

export type { ContentClient, ContentClientOptions, ContentLogger } from "./lib/content-client";
export { createContentClient } from "./lib/content-client";
export type { ContentErrorCode, ContentErrorOptions } from "./lib/content-error";
export { ContentError, isContentError } from "./lib/content-error";
export { contentHead } from "./lib/content-head";
export { CONTENT_PUBLISH_PREFIX, contentPath } from "./lib/content-path";
export { createDocumentsContentClient } from "./lib/documents-client";
export { CONTENT_MESSAGES } from "./lib/messages";
export { formatIssuePath, parseContentDocument } from "./lib/parse-document";
// TanStack Query factories (peer dependency @tanstack/react-query)
export {
  CONTENT_STALE_TIME_MS,
  configQueryOptions,
  documentQueryOptions,
  indexPageQueryOptions,
  isMissingDocument,
  optionalDocumentQueryOptions,
} from "./queries";
export type {
  Block,
  BlockType,
  CampaignCard,
  CampaignGridBlock,
  CategoryTilesBlock,
  EditorialSplitBlock,
  FaqBlock,
  HeroBlock,
  ProductRailBlock,
  RichTextBlock,
  RichTextNode,
} from "./schemas/blocks";
// Page modules
export {
  blockSchema,
  campaignCardSchema,
  campaignGridBlockSchema,
  categoryTilesBlockSchema,
  editorialSplitBlockSchema,
  faqBlockSchema,
  heroBlockSchema,
  productRailBlockSchema,
  productRailSourceSchema,
  richTextBlockSchema,
  richTextNodeSchema,
} from "./schemas/blocks";
export type {
  Announcement,
  Collections,
  Countries,
  FieldTranslationMap,
  Keywords,
  Recmd,
  RecommendBlock,
  ServiceCodeEntry,
  ServiceCodeTable,
  SizeChart,
  SizeCharts,
  SizeCollection,
  StoreConfig,
} from "./schemas/config";
// Configuration documents
export {
  announcementSchema,
  collectionsSchema,
  countrySchema,
  fieldTranslationMapSchema,
  keywordSchema,
  recmdSchema,
  recommendBlockSchema,
  serviceCodeEntrySchema,
  serviceCodeSchema,
  sizeChartSchema,
  sizeChartsSchema,
  sizeCollectionSchema,
  storeConfigSchema,
} from "./schemas/config";
export type {
  ConfigKey,
  ContentDocument,
  ContentDocumentMap,
  ContentPageType,
} from "./schemas/content-schemas";
// Page types and the schema map
export {
  CODE_OPTIONAL_PAGE_TYPES,
  CODE_REQUIRED_PAGE_TYPES,
  CONFIG_KEYS,
  CONTENT_PAGE_TYPES,
  contentSchemas,
  isConfigKey,
  isContentPageType,
} from "./schemas/content-schemas";
export type {
  CategoryPage,
  ClubPage,
  CollectionPage,
  IndexPage,
  LandingPage,
  LegalPage,
  PdpPage,
  PlpPage,
  StaticPage,
  UcAdPage,
  UserCenterPage,
} from "./schemas/pages";
// Page documents
export {
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
} from "./schemas/pages";
export type {
  ContentImage,
  ContentLink,
  ContentMedia,
  ContentSeo,
} from "./schemas/primitives";
// Shared primitives
export {
  absoluteUrlSchema,
  hrefSchema,
  idSchema,
  imageSchema,
  imageSrcSchema,
  linkSchema,
  mediaSchema,
  productIdSchema,
  seoSchema,
  timestampSchema,
} from "./schemas/primitives";
