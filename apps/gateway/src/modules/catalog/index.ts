/** The catalog module's only entrance: what other modules, flows, resolvers and routes may use (docs/ARCHITECTURE.md, gateway layers). */
export { CART_MESSAGES, GENDER_CN, MAX_CART_LINES, MAX_LINE_QUANTITY, PAYMENT_EXPIRE_MINUTES, stockStatusOf } from "./cart-config";
export type { CategoryNode } from "./category-service";
export { listCategoryTree } from "./category-service";
export { createImageRoute } from "./image-http";
export type {
  CatalogLoaders,
  ProductAssetRecord,
  ProductColorRecord,
  ProductSizeRecord,
  ProductStyleRecord,
  SizeChartRecord,
  StockRecord,
  StoreRecord,
} from "./product-service";
export {
  createCatalogLoaders,
  getProductColorBySlug,
  getProductColorsByIds,
  getProductStyle,
  getSizeChart,
  selectSizeRecords,
} from "./product-service";
export type { SearchResult } from "./search-service";
export { MAX_KEYWORD_LENGTH, SORT_OPTIONS, searchProductColors } from "./search-service";
export { suggestKeywords } from "./search-vocabulary";
export { seedCatalogue } from "./seed/catalogue";
export type { CategorySeed } from "./seed/categories";
export { CATEGORY_SEED } from "./seed/categories";
export { loadSizeConversions, productSizeDisplay } from "./size-conversions";
export type { SkuInfo } from "./sku-info";
export { loadSkuInfo, maxQuantityOf, orderItemSnapshot } from "./sku-info";
export { getSkuStock, listStores } from "./stock-service";
