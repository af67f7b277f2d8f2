/**
 * Catalogue data: a deterministic generator of the brand's range (styles, colours, sizes,
 * assets, stores, stock, size charts, filters) and the product/content image renderer.
 * Plain objects only; the gateway's seed maps them onto tables, its image route serves the
 * pictures ({@link serveImage}), and Storybook's `pictures` task renders its fixtures' pictures.
 */
export { generateCatalogue, iterateStyles, stockForStyle, anglesFor, CATALOGUE_BASE_DATE, DEMO_STYLE_COUNT } from "./catalogue";
export type { CatalogueOptions, GenerateOptions } from "./catalogue";
export { buildFilters, filterDefinitions, FILTER_CODES } from "./filters";
export { buildSizeCharts, sizeConversionSeed, sizeRun } from "./sizes";
export type { SizeConversionSeed } from "./sizes";
export { buildStores, ONLINE_WAREHOUSE_CODE } from "./stores";
export { FIRST_LEVEL, SECOND_LEVEL, THIRD_LEVEL, SPORTS_LEVEL, categoryPathString, requiredCategoryPaths } from "./categories";
export type { CategoryPath, FirstSlug, SecondSlug, ThirdSlug } from "./categories";
export { COLORWAYS, colorwayFromSlug } from "./colours";
export type { Colorway } from "./colours";
export { ean13CheckDigit, isValidEan13 } from "./ean";
export { mulberry32, hashSeed, Rng } from "./prng";
export {
  renderProductImage,
  renderContentImage,
  productImageSvg,
  contentImageSvg,
  resolveRenderSpec,
  DEFAULT_IMAGE_WIDTH,
} from "./render/render";
export type { ImageFormat, ProductAspect, ProductImageOptions, RenderSpec } from "./render/render";
export { CONTENT_IMAGES, contentSvg } from "./render/content";
export { parseImageUrl, serveImage, IMAGE_WIDTHS, RENDER_VERSION } from "./image-route";
export type { ImageRequest, ImageResponse, ServeImageOptions } from "./image-route";
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
