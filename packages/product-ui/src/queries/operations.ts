/**
 * The catalogue operations product-ui's query factories send (spec §7), written against the
 * "catalogue" section of apps/gateway/src/schema.graphql.
 *
 * TODO(api-client): replace these with api-client's generated documents (searchProductColors,
 * productColors, productStyle, skuStock, sizeChart) once they are exported; the result types
 * below mirror the schema field for field so the swap is an import change.
 */
import type { TypedDocumentString } from "@xunlan/api-client";

/**
 * A string document typed like api-client's generated ones: `ApiClient.request` only calls
 * `toString()` on it (graphql-request 7 sends string documents as they are).
 */
function document<TResult, TVariables>(source: string): TypedDocumentString<TResult, TVariables> {
  return new String(source.replace(/\s+/g, " ").trim()) as unknown as TypedDocumentString<TResult, TVariables>;
}

const CARD_COLOR_FIELDS = /* GraphQL */ `
  id
  productId
  productSlug
  styleSlug
  styleSku
  productName
  colorName
  colorHex
  gender
  price
  slashPrice
  isFavorite
  cardImage
  colorSelectorImage
  productTag { tagName }
  productColorLang { colorName colorNameCn filterAttributes }
  productAssets { localUrl isVideo posterUrl enable sort isGlobal }
  productStyle {
    styleDisplayNameCn
    styleProductType
    productColors { productId productSlug styleSlug colorSelectorImage colorHex productColorLang { colorNameCn } }
  }
`;

const DETAIL_COLOR_FIELDS = /* GraphQL */ `
  id
  productId
  productSlug
  styleSlug
  styleSku
  productName
  colorName
  colorHex
  gender
  price
  slashPrice
  pdpSort
  purchaseLimit
  measurementImage
  measurementDesc
  sizeChartId
  availableFrom
  cardImage
  colorSelectorImage
  photoShootModel
  productTag { tagName }
  productColorLang { colorName colorNameCn filterAttributes }
  productSizes { id label ean usSize cnSize euSize productId productSlug saleableQty }
  productAssets { localUrl isVideo posterUrl enable sort isGlobal }
`;

/** spec §3 filter with per-value counts (searchProductColors.filters). */
export interface CatalogFilter {
  filter_code: string;
  filter_label: string;
  filter_value: Array<{ value: string; label: string; count: number }>;
}

/** A chosen filter sent to searchProductColors (values OR-ed, codes AND-ed). */
export interface FilterInput {
  filter_code: string;
  filter_value: string[];
}

/** Variables of searchProductColors (spec §7). */
export interface SearchProductColorsVariables {
  pageNumber?: number;
  pageSize?: number;
  keyword?: string | null;
  sortBy?: string | null;
  sortDirection?: string | null;
  productCategoryId?: string | null;
  categoryPath?: string | null;
  includeHidden?: boolean;
  filters?: FilterInput[] | null;
  distinctId?: string | null;
}

/** Result of searchProductColors (spec §3 search result). */
export interface SearchProductColorsQuery {
  searchProductColors: {
    productColorIds: string[];
    count: number;
    pageNumber: number;
    pageSize: number;
    filters: CatalogFilter[];
  };
}

/** A product colour as listings, rails and recommendations need it. */
export interface CatalogCardColor {
  id: string;
  productId: string;
  productSlug: string;
  styleSlug: string;
  styleSku: string;
  productName: string;
  colorName: string;
  colorHex: string[];
  gender: string;
  price: number;
  slashPrice?: number | null;
  isFavorite: boolean;
  cardImage: string;
  colorSelectorImage: string;
  productTag?: { tagName: string } | null;
  productColorLang: { colorName: string; colorNameCn: string; filterAttributes: unknown };
  productAssets: CatalogAsset[];
  productStyle: {
    styleDisplayNameCn: string;
    styleProductType: string;
    productColors: Array<{
      productId: string;
      productSlug: string;
      styleSlug: string;
      colorSelectorImage: string;
      colorHex: string[];
      productColorLang: { colorNameCn: string };
    }>;
  };
}

/** spec §3 productAssets entry. */
export interface CatalogAsset {
  localUrl: string;
  isVideo: boolean;
  posterUrl?: string | null;
  enable: boolean;
  sort: number;
  isGlobal: boolean;
}

/** spec §3 product size with its online saleable quantity. */
export interface CatalogSize {
  id: string;
  label: string;
  ean: string;
  usSize: string;
  cnSize: string;
  euSize?: string | null;
  productId: string;
  productSlug: string;
  saleableQty: number;
}

/** A product colour as the product page needs it (spec §3 product colour). */
export interface CatalogDetailColor {
  id: string;
  productId: string;
  productSlug: string;
  styleSlug: string;
  styleSku: string;
  productName: string;
  colorName: string;
  colorHex: string[];
  gender: string;
  price: number;
  slashPrice?: number | null;
  pdpSort: number;
  purchaseLimit?: number | null;
  measurementImage?: string | null;
  measurementDesc?: string | null;
  sizeChartId?: string | null;
  availableFrom: string;
  cardImage: string;
  colorSelectorImage: string;
  photoShootModel?: string | null;
  productTag?: { tagName: string } | null;
  productColorLang: { colorName: string; colorNameCn: string; filterAttributes: unknown };
  productSizes: CatalogSize[];
  productAssets: CatalogAsset[];
}

/** spec §3 product style with its colours (productStyle). */
export interface CatalogStyle {
  id: string;
  name: string;
  styleSku: string;
  styleSlug: string;
  styleDisplayNameCn: string;
  styleDisplayNameCn2: string;
  styleShortDescriptionCn: string;
  styleDescriptionCn: string;
  styleMetaTitleCn: string;
  styleMetaDescriptionCn: string;
  styleProductType: string;
  styleProductSubType: string;
  sizeRecomandation: string;
  styleGroupGender: string;
  price: number;
  peerStyleSku: Array<{ styleSku: string; styleSlug: string; label: string }>;
  productColors: CatalogDetailColor[];
}

/** spec §3 stock of one EAN at one location. */
export interface CatalogStock {
  sku: string;
  qty: number;
  storeCode: string;
  lockQty: number;
  saleableQty: number;
}

/** A size chart (sizeChart(id)). */
export interface CatalogSizeChart {
  id: string;
  code: string;
  title: string;
  columns: Array<{ key: string; label: string }>;
  rows: unknown;
  note: string;
}

/** spec §7 searchProductColors. */
export const SearchProductColorsDocument = document<SearchProductColorsQuery, SearchProductColorsVariables>(/* GraphQL */ `
  query SearchProductColors(
    $pageNumber: Int
    $pageSize: Int
    $keyword: String
    $sortBy: String
    $sortDirection: String
    $productCategoryId: ID
    $categoryPath: String
    $includeHidden: Boolean
    $filters: [FilterInput!]
    $distinctId: String
  ) {
    searchProductColors(
      pageNumber: $pageNumber
      pageSize: $pageSize
      keyword: $keyword
      sortBy: $sortBy
      sortDirection: $sortDirection
      productCategoryId: $productCategoryId
      categoryPath: $categoryPath
      includeHidden: $includeHidden
      filters: $filters
      distinctId: $distinctId
    ) {
      productColorIds
      count
      pageNumber
      pageSize
      filters { filter_code filter_label filter_value { value label count } }
    }
  }
`);

/** spec §7 productColor in bulk: cards in the order asked, unknown ids left out. */
export const ProductColorsDocument = document<{ productColors: CatalogCardColor[] }, { ids: string[] }>(/* GraphQL */ `
  query ProductColors($ids: [ID!]!) {
    productColors(ids: $ids) { ${CARD_COLOR_FIELDS} }
  }
`);

/** spec §7 productStyle by styleSku or styleSlug, with every colour's detail. */
export const ProductStyleDocument = document<
  { productStyle: CatalogStyle | null },
  { styleSku?: string | null; styleSlug?: string | null }
>(/* GraphQL */ `
  query ProductStyle($styleSku: String, $styleSlug: String) {
    productStyle(styleSku: $styleSku, styleSlug: $styleSlug) {
      id
      name
      styleSku
      styleSlug
      styleDisplayNameCn
      styleDisplayNameCn2
      styleShortDescriptionCn
      styleDescriptionCn
      styleMetaTitleCn
      styleMetaDescriptionCn
      styleProductType
      styleProductSubType
      sizeRecomandation
      styleGroupGender
      price
      peerStyleSku { styleSku styleSlug label }
      productColors { ${DETAIL_COLOR_FIELDS} }
    }
  }
`);

/** spec §2 product detail: one colour by slug or product id, with its style's sku and slug. */
export const ProductColorDocument = document<
  { productColor: (CatalogDetailColor & { productStyle: { styleSku: string; styleSlug: string } }) | null },
  { productSlug: string }
>(/* GraphQL */ `
  query ProductColor($productSlug: String!) {
    productColor(productSlug: $productSlug) { ${DETAIL_COLOR_FIELDS} productStyle { styleSku styleSlug } }
  }
`);

/** spec §7 skuStock (type "product": one row per size of a colour; "ean": one per location). */
export const SkuStockDocument = document<{ skuStock: CatalogStock[] }, { primaryId: string; type: string }>(/* GraphQL */ `
  query SkuStock($primaryId: String!, $type: String!) {
    skuStock(primaryId: $primaryId, type: $type) { sku qty storeCode lockQty saleableQty }
  }
`);

/** A size chart by id (ProductColor.sizeChartId). */
export const SizeChartDocument = document<{ sizeChart: CatalogSizeChart | null }, { id: string }>(/* GraphQL */ `
  query SizeChart($id: ID!) {
    sizeChart(id: $id) { id code title columns { key label } rows note }
  }
`);
