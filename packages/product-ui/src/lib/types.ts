/**
 * The product data the catalogue components take. Field names follow spec §3 exactly (and the
 * gateway's catalogue model), so the api-client's results can be passed straight through.
 * Every type is structural: extra fields from the API are fine.
 */

/** Identifier as the API sends it (the gateway uses numbers for rows, strings for GraphQL IDs). */
export type EntityId = number | string;

/** spec §3 productTag.tagName: 新品 / 限量 / 热卖 / 会员专享 (other strings render neutrally). */
export type ProductTagName = "新品" | "限量" | "热卖" | "会员专享" | (string & {});

/** spec §3 productTag. */
export interface ProductTag {
  tagName: ProductTagName;
}

/** spec §3 productColorLang (only the names are needed by the UI). */
export interface ProductColorLang {
  /** English colour name, e.g. "Black / Volt". */
  colorName: string;
  /** Chinese colour name, e.g. "黑/荧光黄". */
  colorNameCn: string;
  /** filter_code → values; optional here, used by listings only. */
  filterAttributes?: Record<string, string[]>;
}

/** One colour of a style as a small selector (swatch) — the card's colour dots, the PDP picker. */
export interface ProductColorOption {
  /** `{styleSku}-{colour code}`, e.g. "XL25RS0001-001". */
  productId: string;
  /** Colour slug, used in `/products/{styleSlug}/{productSlug}`. */
  productSlug: string;
  /** Swatch or thumbnail image URL (spec §3 colour selector image). */
  colorSelectorImage: string;
  /** Chinese colour name. */
  colorNameCn: string;
  /** Style slug when it differs from the card's (peer styles); defaults to the card's. */
  styleSlug?: string;
  /** Optional swatch colours (#rrggbb), used when there is no image. */
  colorHex?: string[];
}

/**
 * A listing / search / recommendation card: one product colour of one style (spec §2 product
 * card, §3 product colour). Prices are in yuan (number or numeric string).
 */
export interface ProductColorCard {
  id: EntityId;
  /** The colour's product id, e.g. "XL25RS0001-001"; the favourite toggle sends it. */
  productId: string;
  productSlug: string;
  styleSlug: string;
  styleSku: string;
  /** English product name, e.g. "Velox Run 3". */
  productName: string;
  /** Chinese display name of the style, e.g. "迅岚 疾速 3 代 男子跑步鞋". */
  styleDisplayNameCn: string;
  /** English colour name. */
  colorName: string;
  productColorLang: ProductColorLang;
  /** Sale price in yuan. */
  price: number | string;
  /** Original price in yuan; shown struck through only when greater than `price` (spec §2). */
  slashPrice?: number | string | null;
  productTag?: ProductTag | null;
  /** Whether the shopper has saved it (a `favPids` lookup may override it on the card). */
  isFavorite?: boolean;
  /** Every colour of the style, this one included (the card shows dots and "N 种颜色"). */
  colours: ProductColorOption[];
  /** Card images, first is the cover (swiped on the card). */
  images: string[];
}

/**
 * How a size reads, from the gateway's size conversion table (issue 13: one size system): 中国码
 * first ("245", or the letter "S" for apparel), then the US/EU equivalents.
 */
export interface SizeDisplay {
  /** The size itself, large: "245", "S", "均码". */
  primary: string;
  /** What the primary is ("中国码"), or null. */
  unit?: string | null;
  /** Equivalents after it: ["US 6.5", "EU 39"]. */
  equivalents: string[];
  /** One line: "中国码 245 · US 6.5 · EU 39". */
  text: string;
}

/** spec §3 product size, with the stock of spec §3 merged in as `saleableQty`. */
export interface ProductSize {
  id: EntityId;
  /** Size label as sold (EU for shoes, S/M/L for apparel). */
  label: string;
  /** EAN-13; also the stock `sku` and the cart key. */
  ean: string;
  usSize: string;
  cnSize: string;
  productId: string;
  productSlug: string;
  /** How the size reads (size conversion table); absent: 中国码 cnSize with US usSize. */
  sizeDisplay?: SizeDisplay | null;
  /**
   * spec §3 stock saleableQty (qty − lockQty) for this EAN. 0 → sold out, 1–3 → 库存紧张
   * (spec §5). `null`/absent means not loaded yet: the size is selectable and shows no notice.
   */
  saleableQty?: number | null;
}

/** spec §3 productAssets: one image or video of a colour. */
export interface ProductAsset {
  localUrl: string;
  isVideo: boolean;
  /** Disabled assets are not shown. */
  enable: boolean;
  /** Ascending display order. */
  sort: number;
  /** Shared by every colour of the style. */
  isGlobal: boolean;
  /** Still image for a video (gateway extension); else the first image is used. */
  posterUrl?: string | null;
}

/** spec §3 peerStyleSku: a sibling style (men/women/kids, wide fit) offered as a switch. */
export interface PeerStyle {
  styleSku: string;
  label: string;
  styleSlug: string;
}

/** spec §3 category: a node of the three-level category tree. */
export interface Category {
  id: EntityId;
  title: string;
  /** This level's route slug, e.g. "running". */
  category_route: string;
  /** 1, 2 or 3. */
  level: number;
  childs?: Category[] | null;
  parentId?: EntityId | null;
  enable?: boolean;
  enableAtWebsite?: boolean;
}

/** One option of a {@link Filter}. */
export interface FilterOption {
  value: string;
  label: string;
  /** Size chips (us_size): how the size reads, as on the size buttons (issue 13). */
  sizeDisplay?: SizeDisplay | null;
  /** Number of products carrying it, shown next to the label. */
  count?: number;
}

/** spec §3 filter: a facet of the listing. `us_size` renders as size chips (spec §2). */
export interface Filter {
  filter_code: string;
  filter_label: string;
  filter_value: FilterOption[];
}

/** A size chart (content document `size_charts`): columns and rows of text. */
export interface SizeChartData {
  title?: string;
  columns: Array<{ key: string; label: string }>;
  rows: Array<Record<string, string>>;
  /** Measuring advice under the table. */
  note?: string | null;
}

/** The style fields {@link productJsonLd} reads (spec §3 product style). */
export interface ProductStyleSummary {
  name: string;
  styleSku: string;
  styleSlug: string;
  styleDisplayNameCn: string;
  styleShortDescriptionCn?: string | null;
  styleDescriptionCn?: string | null;
  styleMetaDescriptionCn?: string | null;
}

/** The colour fields {@link productJsonLd} and the PDP components read (spec §3 product colour). */
export interface ProductColorDetail {
  productId: string;
  productSlug: string;
  styleSlug: string;
  styleSku: string;
  productName?: string;
  colorName: string;
  productColorLang: ProductColorLang;
  price: number | string;
  slashPrice?: number | string | null;
  purchaseLimit?: number | null;
  productSizes?: ProductSize[];
  productAssets?: ProductAsset[];
}
