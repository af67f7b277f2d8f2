/**
 * Catalogue data: a deterministic generator of the brand's range (styles, colours, sizes,
 * assets, stores, stock, size charts, filters) and the product/content image renderer.
 * Plain objects only; the gateway's seed maps them onto tables, its image route serves the
 * pictures ({@link serveImage}), and Storybook's `pictures` task renders its fixtures' pictures.
 */

export type { CatalogueOptions, GenerateOptions } from "./catalogue";
export { anglesFor, CATALOGUE_BASE_DATE, DEMO_STYLE_COUNT, generateCatalogue, iterateStyles, stockForStyle } from "./catalogue";
export type { CategoryPath, FirstSlug, SecondSlug, ThirdSlug } from "./categories";
export { categoryPathString, FIRST_LEVEL, requiredCategoryPaths, SECOND_LEVEL, SPORTS_LEVEL, THIRD_LEVEL } from "./categories";
export type { Colorway } from "./colours";
export { COLORWAYS, colorwayFromSlug } from "./colours";
export { ean13CheckDigit, isValidEan13 } from "./ean";
export { buildFilters, FILTER_CODES, filterDefinitions } from "./filters";
export type { ImageRequest, ImageResponse, ServeImageOptions } from "./image-route";
export { IMAGE_WIDTHS, parseImageUrl, RENDER_VERSION, serveImage } from "./image-route";
export { hashSeed, mulberry32, Rng } from "./prng";
export { CONTENT_IMAGES, contentSvg } from "./render/content";
export type { ImageFormat, ProductAspect, ProductImageOptions, RenderSpec } from "./render/render";
export {
  contentImageSvg,
  DEFAULT_IMAGE_WIDTH,
  productImageSvg,
  renderContentImage,
  renderProductImage,
  resolveRenderSpec,
} from "./render/render";
export type { SizeConversionSeed } from "./sizes";
export { buildSizeCharts, sizeConversionSeed, sizeRun } from "./sizes";
export { buildStores, ONLINE_WAREHOUSE_CODE } from "./stores";
export type {
  Catalogue,
  Filter,
  Gender,
  PeerStyle,
  ProductAsset,
  ProductColor,
  ProductColorLang,
  ProductSize,
  ProductStyle,
  ProductType,
  Silhouette,
  SizeChart,
  StockRow,
  Store,
  TagName,
} from "./types";
