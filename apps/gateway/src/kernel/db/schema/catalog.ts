import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";

/** PostgreSQL `bit varying` (drizzle-orm has no built-in column for it); read and written as a string of 0s and 1s. */
const bitVarying = customType<{ data: string }>({ dataType: () => "bit varying" });

/**
 * Product categories (spec §3): a three-level tree. `route` is this level's URL slug; a node's
 * path is its ancestors' routes joined by "/". Siblings have distinct routes.
 */
export const categories = pgTable(
  "categories",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    parentId: integer(),
    title: text().notNull(),
    route: text().notNull(),
    sort: integer().notNull().default(0),
    description: text(),
    bigCardInterval: integer(),
    shareImg: text(),
    /** false: gone everywhere (never returned). */
    enable: boolean().notNull().default(true),
    /** false: hidden from menus, reachable only with from=hidden (spec §2). */
    enableAtWebsite: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id], name: "categories_parent_id_fk" }).onDelete("restrict"),
    // NULLS NOT DISTINCT so root routes are unique too (the seed upserts by it). It also
    // serves as the index for children-of-parent lookups.
    unique("categories_parent_route_unique").on(t.parentId, t.route).nullsNotDistinct(),
  ],
);

// ---------------------------------------------------------------------------------------------
// Products (spec §3). Ids are the generator's ids (explicit inserts; identity by default so
// a later admin can add rows). Money is numeric(10,2) read as a JS number (yuan).
// ---------------------------------------------------------------------------------------------

/** Product style (spec §3): one model in one gender; its colours are the purchasable products. */
export const productStyles = pgTable(
  "product_styles",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    name: text().notNull(),
    styleSku: text().notNull(),
    styleSlug: text().notNull(),
    styleDisplayNameCn: text().notNull(),
    styleDisplayNameCn2: text().notNull().default(""),
    styleShortDescriptionCn: text().notNull().default(""),
    styleDescriptionCn: text().notNull().default(""),
    styleMetaTitleCn: text().notNull().default(""),
    styleMetaDescriptionCn: text().notNull().default(""),
    /** Shoes | Apparel | Accessories. */
    styleProductType: text().notNull(),
    styleProductSubType: text().notNull(),
    /** (sic, spec spelling) fit advice. */
    sizeRecomandation: text().notNull().default(""),
    /** men | women | kids | unisex. */
    styleGroupGender: text().notNull(),
    price: numeric({ precision: 10, scale: 2, mode: "number" }).notNull(),
  },
  (t) => [unique("product_styles_style_sku_unique").on(t.styleSku), unique("product_styles_style_slug_unique").on(t.styleSlug)],
);

/** spec §3 peerStyleSku: the switch between sibling styles (men/women/kids, wide). Includes the style itself. */
export const productStylePeers = pgTable(
  "product_style_peers",
  {
    styleId: integer()
      .notNull()
      .references(() => productStyles.id, { onDelete: "cascade" }),
    sort: integer().notNull(),
    peerStyleSku: text().notNull(),
    peerStyleSlug: text().notNull(),
    /** 男款, 女款, 童款, 宽楦版… */
    label: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.styleId, t.sort] })],
);

/** Product colour (spec §3): the purchasable product, listed on cards and fetched in bulk. */
export const productColors = pgTable(
  "product_colors",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** `{styleSku}-{colour code}`, e.g. XL24RS0123-001. */
    productId: text().notNull(),
    productSlug: text().notNull(),
    styleId: integer()
      .notNull()
      .references(() => productStyles.id, { onDelete: "cascade" }),
    colorName: text().notNull(),
    colorNameCn: text().notNull(),
    /** Swatch colours, primary first (#rrggbb). */
    colorHex: text().array().notNull().default(sql`'{}'::text[]`),
    gender: text().notNull(),
    productName: text().notNull(),
    price: numeric({ precision: 10, scale: 2, mode: "number" }).notNull(),
    slashPrice: numeric({ precision: 10, scale: 2, mode: "number" }),
    pdpSort: integer().notNull().default(0),
    sort: integer().notNull().default(0),
    purchaseLimit: integer(),
    /** productTag.tagName (新品 / 限量 / 热卖 / 会员专享) or null. */
    tagName: text(),
    /** productColorLang.filterAttributes: filter_code → values. */
    filterAttributes: jsonb().$type<Record<string, string[]>>().notNull().default({}),
    searchKeywords: text().notNull().default(""),
    /**
     * catalog_filters.facet_id of every filter value this colour carries (filterAttributes and
     * its sizes' us_size): GIN-indexed for filtering, unnested for the per-value counts.
     */
    facetIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    availableFrom: timestamp({ withTimezone: true }).notNull(),
    enableAtWebsite: boolean().notNull().default(true),
    enableAtWcmp: boolean().notNull().default(true),
    publish: boolean().notNull().default(true),
    preview: boolean().notNull().default(false),
    sizeChartId: integer(),
    measurementImage: text(),
    measurementDesc: text(),
    photoShootModel: text(),
    colorSelectorImage: text().notNull(),
    cardImage: text().notNull(),
    /** How the image renderer draws it. */
    silhouette: text().notNull(),
  },
  (t) => [
    unique("product_colors_product_id_unique").on(t.productId),
    unique("product_colors_product_slug_unique").on(t.productSlug),
    index("product_colors_style_id_idx").on(t.styleId),
    index("product_colors_facet_ids_idx").using("gin", t.facetIds),
    // Index-only counts of the visible colours (the unfiltered listing counts ~all rows).
    index("product_colors_visible_idx").on(t.id).where(sql`${t.enableAtWebsite} and ${t.publish}`),
    // Listing orders (spec §9) with the id tiebreak.
    index("product_colors_default_order_idx").on(t.pdpSort, t.sort, t.id),
    index("product_colors_price_order_idx").on(t.price, t.id),
    index("product_colors_available_order_idx").on(t.availableFrom, t.id),
  ],
);

/**
 * Keyword search data of a colour, kept out of product_colors so listing scans stay narrow
 * (see modules/catalog/search-text.ts).
 */
export const productColorSearch = pgTable(
  "product_color_search",
  {
    colorId: integer()
      .primaryKey()
      .references(() => productColors.id, { onDelete: "cascade" }),
    /** Lower-cased, NFKC, whitespace-free haystack (names, SKUs, EANs, colours, keywords), fields joined by "|". */
    searchText: text().notNull(),
    /** Index terms of searchText (CJK uni/bigrams, ASCII word prefixes): the GIN-indexed candidate filter. */
    searchTokens: text().array().notNull(),
    /** Whole names a keyword may equal (product name, Chinese names, style SKU, product id): ranked first. */
    exactKeys: text().array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    index("product_color_search_tokens_idx").using("gin", t.searchTokens),
    index("product_color_search_exact_idx").using("gin", t.exactKeys),
  ],
);

/**
 * The search vocabulary (styles, categories, keywords of visible colours) with pinyin and
 * initials: suggestions as the shopper types and the one-typo correction of Latin words read
 * it. Rebuilt with the listing read model (modules/catalog/search-vocabulary.ts).
 */
export const searchVocabulary = pgTable(
  "search_vocabulary",
  {
    /** style | category | keyword. */
    kind: text().notNull(),
    /** Normalised, whitespace-free form (the match key). */
    term: text().notNull(),
    /** As shown to the shopper. */
    display: text().notNull(),
    /** Full pinyin of its Chinese characters, "" when none. */
    pinyin: text().notNull().default(""),
    /** Pinyin initials, "" when none. */
    initials: text().notNull().default(""),
    /** Visible colours it finds (the suggestion order). */
    colors: integer().notNull(),
    /** Where a category suggestion leads ("men/shoes/running"), else "". */
    path: text().notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.kind, t.term, t.path] })],
);

/** Product size (spec §3): one size of one colour; `ean` is also the stock sku. */
export const productSizes = pgTable(
  "product_sizes",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    colorId: integer()
      .notNull()
      .references(() => productColors.id, { onDelete: "cascade" }),
    label: text().notNull(),
    ean: text().notNull(),
    usSize: text().notNull(),
    cnSize: text().notNull(),
    euSize: text(),
    sort: integer().notNull().default(0),
  },
  (t) => [unique("product_sizes_ean_unique").on(t.ean), index("product_sizes_color_id_idx").on(t.colorId, t.sort)],
);

/** spec §3 productAssets: images and videos of a colour. */
export const productAssets = pgTable(
  "product_assets",
  {
    colorId: integer()
      .notNull()
      .references(() => productColors.id, { onDelete: "cascade" }),
    sort: integer().notNull(),
    localUrl: text().notNull(),
    isVideo: boolean().notNull().default(false),
    posterUrl: text(),
    angle: text().notNull().default(""),
    enable: boolean().notNull().default(true),
    isGlobal: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.colorId, t.sort] })],
);

/** Which listings a colour appears in (leaf categories; a listing of a parent takes its subtree). */
export const productColorCategories = pgTable(
  "product_color_categories",
  {
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    colorId: integer()
      .notNull()
      .references(() => productColors.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.colorId] }), index("product_color_categories_color_id_idx").on(t.colorId)],
);

/** Store (spec §3): physical stores and the online warehouse. */
export const stores = pgTable(
  "stores",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    omsStoreCode: text().notNull(),
    nexttaoStoreCode: text().notNull().default(""),
    erpStoreCode: text().notNull().default(""),
    storeName: text().notNull(),
    city: text().notNull(),
    address: text().notNull(),
    telephone: text().notNull().default(""),
    /** flagship | store | warehouse. */
    storeType: text().notNull(),
    productRange: text().notNull().default(""),
    operationStartTime: text().notNull(),
    operationEndTime: text().notNull(),
    enablePickup: boolean().notNull().default(false),
    enable: boolean().notNull().default(true),
    image: text(),
    images: text().array().notNull().default(sql`'{}'::text[]`),
    lng: doublePrecision(),
    lat: doublePrecision(),
    employees: integer(),
    npsLink: text(),
    isInvoice: boolean().notNull().default(false),
    invoiceBeginTime: text(),
    orderBarCode: text(),
  },
  (t) => [unique("stores_oms_store_code_unique").on(t.omsStoreCode)],
);

/** Stock of one EAN at one location (spec §3); saleableQty = qty − lockQty, kept by PostgreSQL. */
export const stock = pgTable(
  "stock",
  {
    /** The size's EAN. */
    sku: text().notNull(),
    /** stores.oms_store_code. */
    storeCode: text().notNull(),
    qty: integer().notNull().default(0),
    /** Held by unpaid orders. */
    lockQty: integer().notNull().default(0),
    saleableQty: integer().generatedAlwaysAs(sql`"qty" - "lock_qty"`),
  },
  (t) => [
    primaryKey({ columns: [t.sku, t.storeCode] }),
    check("stock_qty_check", sql`"qty" >= 0 and "lock_qty" >= 0 and "lock_qty" <= "qty"`),
  ],
);

/** Size charts referenced by product_colors.size_chart_id. */
export const sizeCharts = pgTable("size_charts", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  code: text().notNull().unique("size_charts_code_unique"),
  title: text().notNull(),
  productType: text().notNull(),
  gender: text().notNull(),
  columns: jsonb().$type<Array<{ key: string; label: string }>>().notNull(),
  rows: jsonb().$type<Array<Record<string, string>>>().notNull(),
  note: text().notNull().default(""),
});

/**
 * The size conversion table: one row per size of a size run (system × gender), its 中国码
 * (foot length in mm for shoes, 号型 for apparel), US and EU equivalents. Seeded once; the size
 * chips' labels, the size picker's labels, the shoe and apparel size charts and the help size
 * guide are all read from it, so one size reads the same everywhere.
 */
export const sizeConversions = pgTable(
  "size_conversions",
  {
    /** shoes, apparel, socks or one-size. */
    system: text().notNull(),
    /** men, women or kids (unisex styles use the men's run). */
    gender: text().notNull(),
    usSize: text().notNull(),
    euSize: text(),
    /** 中国码: foot length in mm (shoes), 号型 (adult apparel), height in cm (kids' apparel). */
    cnSize: text().notNull(),
    /** Letter size of apparel (S, M, L…), else null. */
    letter: text(),
    /** Foot length in mm (shoes), else null. */
    footMm: integer(),
    /** Body measurements in cm (apparel): chest, waist, hip. */
    chest: text(),
    waist: text(),
    hip: text(),
    sort: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.system, t.gender, t.usSize] })],
);

/** Listing filters (spec §3 Filter): codes and value labels in display order; counts are computed per query. */
export const catalogFilters = pgTable(
  "catalog_filters",
  {
    filterCode: text().notNull(),
    filterLabel: text().notNull(),
    /** Empty string: the filter's own row (its label and position). */
    value: text().notNull().default(""),
    valueLabel: text().notNull().default(""),
    sort: integer().notNull(),
    /** Number of a value (null on the filter's own row): what product_colors.facet_ids holds. */
    facetId: integer(),
  },
  (t) => [primaryKey({ columns: [t.filterCode, t.value] }), unique("catalog_filters_facet_id_unique").on(t.facetId)],
);

// ---------------------------------------------------------------------------------------------
// Listing read model (modules/catalog/listing.ts). Derived from product_colors,
// product_color_categories and categories by refreshCatalogueListing (after seeding); any write
// to those tables marks it stale (statement triggers, see the 0005 migration) and listings fall
// back to the source tables until the next refresh.
// ---------------------------------------------------------------------------------------------

/**
 * One row per website-visible colour (enableAtWebsite and publish) × every category it lists
 * under in the visible tree (the linked category and its ancestors, all enabled and
 * enableAtWebsite, spec §2), plus category 0 = the whole catalogue. Each sort order of spec §9
 * has its own (category, key, id) index, so a listing page is one index range scan.
 */
export const productColorListing = pgTable(
  "product_color_listing",
  {
    /** A category id, or 0 for the whole visible catalogue. */
    categoryId: integer().notNull(),
    colorId: integer().notNull(),
    price: numeric({ precision: 10, scale: 2, mode: "number" }).notNull(),
    availableFrom: timestamp({ withTimezone: true }).notNull(),
    pdpSort: integer().notNull(),
    sort: integer().notNull(),
    facetIds: integer().array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.colorId] }),
    index("product_color_listing_default_idx").on(t.categoryId, t.pdpSort, t.sort, t.colorId),
    index("product_color_listing_price_idx").on(t.categoryId, t.price, t.colorId),
    index("product_color_listing_price_desc_idx").on(t.categoryId, t.price.desc(), t.colorId),
    index("product_color_listing_newest_idx").on(t.categoryId, t.availableFrom.desc(), t.colorId),
  ],
);

/** Visible colours per listing category (0 = all): the count of an unfiltered listing. */
export const productColorListingCounts = pgTable("product_color_listing_counts", {
  categoryId: integer().primaryKey(),
  colors: integer().notNull(),
});

/**
 * Visible colours per search token that many colours carry (at least KEYWORD_COUNT_MIN_COLORS,
 * listing/search-service): the exact count of a very common one-word keyword (跑步: over a
 * quarter of the catalogue) without counting its matches on every search. Rebuilt with the
 * listing read model.
 */
export const productColorKeywordCounts = pgTable("product_color_keyword_counts", {
  token: text().primaryKey(),
  colors: integer().notNull(),
  /**
   * The same colours as a bit string (bit n set ⇔ colour id n carries the token; one length for
   * every row of a rebuild): a keyword of several common words counts its matches as the
   * bit_count of the words' strings AND-ed, without visiting their rows.
   */
  colorBits: bitVarying().notNull(),
});

/** Visible colours per listing category (0 = all) and facet: the filters of an unfiltered listing. */
export const productColorListingFacets = pgTable(
  "product_color_listing_facets",
  {
    categoryId: integer().notNull(),
    facetId: integer().notNull(),
    colors: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.facetId] })],
);

/** The one row saying whether the listing tables match their sources (false after any write to them). */
export const catalogListingState = pgTable(
  "catalog_listing_state",
  {
    id: boolean().primaryKey().default(true),
    fresh: boolean().notNull().default(false),
    refreshedAt: timestamp({ withTimezone: true }),
  },
  (t) => [check("catalog_listing_state_single_row", sql`${t.id}`)],
);
