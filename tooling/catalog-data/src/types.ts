/**
 * The plain-object data model the generator produces (spec §3 field names). Nothing here
 * touches a database: the gateway maps these onto its tables.
 */
import type { CategoryPath } from "./categories";

/** Product type (spec §3 styleProductType; also the recommend-block type of §5). */
export type ProductType = "Shoes" | "Apparel" | "Accessories";
/** styleGroupGender / product colour gender. */
export type Gender = "men" | "women" | "kids" | "unisex";
/** productTag.tagName values. */
export type TagName = "新品" | "限量" | "热卖" | "会员专享";

/** How a product is drawn by the image renderer. */
export type Silhouette =
  | "runner"
  | "racer"
  | "trainer"
  | "hightop"
  | "trail"
  | "hiker"
  | "court"
  | "slide"
  | "tee"
  | "tank"
  | "longsleeve"
  | "hoodie"
  | "jacket"
  | "vest"
  | "shorts"
  | "pants"
  | "cap"
  | "socks"
  | "backpack"
  | "duffel"
  | "waistpack";

/** A peer style shown as a switch on the PDP (spec §3 peerStyleSku). Includes the style itself. */
export interface PeerStyle {
  styleSku: string;
  styleSlug: string;
  /** e.g. 男款, 女款, 童款, 宽楦版. */
  label: string;
}

/** One size of one colour (spec §3 Product size). */
export interface ProductSize {
  id: number;
  /** Shown on the size chip: EU for shoes, S/M/L for apparel, height for kids' apparel. */
  label: string;
  /** Valid, unique EAN-13; also the stock `sku`. */
  ean: string;
  usSize: string;
  cnSize: string;
  euSize: string | null;
  productId: string;
  productSlug: string;
  sort: number;
}

/** An image or video of a colour (spec §3 productAssets). */
export interface ProductAsset {
  /** `/images/products/{productSlug}/{n}.jpg`, served by the image renderer. */
  localUrl: string;
  isVideo: boolean;
  /** For videos: the still shown before playback (a rendered image). */
  posterUrl: string | null;
  /** What the shot shows: side, three-quarter, top, heel, detail, pair, front, back… */
  angle: string;
  enable: boolean;
  sort: number;
  /** Shared by every colour of the style (e.g. a technology shot); false for colour shots. */
  isGlobal: boolean;
}

/** productColorLang: localised colour names and the filter facets of this colour. */
export interface ProductColorLang {
  colorName: string;
  colorNameCn: string;
  /** filter_code → values (spec §3 Filter), e.g. { color: ["black", "yellow"], gender: ["men"] }. */
  filterAttributes: Record<string, string[]>;
}

/** One colour of a style: the purchasable product (spec §3 Product colour). */
export interface ProductColor {
  id: number;
  /** `{styleSku}-{3-digit colour code}`, e.g. "XL24RS0123-001". */
  productId: string;
  /** `{styleSlug}-{colourway slug}`, e.g. "velox-run-3-black-volt". */
  productSlug: string;
  styleId: number;
  styleSlug: string;
  styleSku: string;
  colorName: string;
  /** Swatch colours, primary first (#rrggbb). */
  colorHex: string[];
  gender: Gender;
  productName: string;
  price: number;
  /** Original price when marked down (always > price), else null. */
  slashPrice: number | null;
  pdpSort: number;
  sort: number;
  purchaseLimit: number | null;
  productTag: { tagName: TagName } | null;
  productColorLang: ProductColorLang;
  searchKeywords: string;
  /** ISO 8601 (UTC midnight). */
  availableFrom: string;
  enableAtWebsite: boolean;
  enableAtWcmp: boolean;
  publish: boolean;
  preview: boolean;
  sizeChartId: number;
  measurementDesc: string | null;
  photoShootModel: string | null;
  productSizes: ProductSize[];
  productAssets: ProductAsset[];
  colorSelectorImage: string;
  cardImage: string;
  /** How the renderer draws it. */
  silhouette: Silhouette;
}

/** A style: one model in one gender, with its colours (spec §3 Product style). */
export interface ProductStyle {
  id: number;
  name: string;
  styleSku: string;
  styleSlug: string;
  styleDisplayNameCn: string;
  styleDisplayNameCn2: string;
  styleShortDescriptionCn: string;
  styleDescriptionCn: string;
  styleMetaTitleCn: string;
  styleMetaDescriptionCn: string;
  styleProductType: ProductType;
  styleProductSubType: string;
  /** (sic, spec spelling) Fit advice. */
  sizeRecomandation: string;
  styleGroupGender: Gender;
  /** List price of the style (colours may be marked down from it). */
  price: number;
  /** Primary listing path. */
  category: CategoryPath;
  /** Every listing the style appears under (primary first); unisex items list under men and women. */
  categoryPaths: CategoryPath[];
  peerStyleSku: PeerStyle[];
  productColors: ProductColor[];
}

/** A physical store or the online warehouse (spec §3 Store). */
export interface Store {
  id: number;
  omsStoreCode: string;
  nexttaoStoreCode: string;
  erpStoreCode: string;
  storeName: string;
  city: string;
  address: string;
  telephone: string;
  /** "flagship" | "store" | "warehouse". */
  storeType: string;
  productRange: string;
  operationStartTime: string;
  operationEndTime: string;
  enablePickup: boolean;
  enable: boolean;
  image: string;
  images: string[];
  lng: number;
  lat: number;
  employees: number;
  npsLink: string;
  isInvoice: boolean;
  invoiceBeginTime: string | null;
  orderBarCode: string;
}

/** Stock of one EAN at one location (spec §3 Stock). saleableQty = qty − lockQty. */
export interface StockRow {
  sku: string;
  storeCode: string;
  qty: number;
  lockQty: number;
  saleableQty: number;
}

/** A size chart (referenced by ProductColor.sizeChartId). */
export interface SizeChart {
  id: number;
  code: string;
  title: string;
  productType: ProductType;
  gender: Gender;
  columns: Array<{ key: string; label: string }>;
  rows: Array<Record<string, string>>;
  note: string;
}

/** A listing filter (spec §3 Filter). */
export interface Filter {
  filter_code: string;
  filter_label: string;
  filter_value: Array<{ value: string; label: string; count: number }>;
}

/** Everything `generateCatalogue` returns. */
export interface Catalogue {
  seed: number;
  styles: ProductStyle[];
  stores: Store[];
  stock: StockRow[];
  sizeCharts: SizeChart[];
  filters: Filter[];
}
