/**
 * Loads the generated catalogue (@xunlan/catalog-data) into the catalogue tables: styles, peers,
 * colours, sizes, assets, colour↔category links, stores, stock, size charts and filters.
 *
 * Rows go in as batches through `jsonb_to_recordset` — one parameter per statement whatever
 * the batch size, the same SQL on PGlite and node-postgres — so the demo catalogue (≈540
 * colours, ≈20 000 stock rows) loads in well under a second of SQL and 100 000 colours
 * stream in with flat memory.
 */

import {
  buildSizeCharts,
  buildStores,
  categoryPathString,
  FIRST_LEVEL,
  filterDefinitions,
  iterateStyles,
  type ProductColor,
  type ProductStyle,
  SECOND_LEVEL,
  SPORTS_LEVEL,
  type Store,
  sizeConversionSeed,
  sizeRun,
  stockForStyle,
  THIRD_LEVEL,
} from "@xunlan/catalog-data";
import { count, sql } from "drizzle-orm";
import type { Database } from "../../../kernel/db/index";
import { categories, productColors, productStyles } from "../../../kernel/db/schema";
import { isCatalogueListingFresh, refreshCatalogueListing } from "../listing";
import { exactKeysOf, searchTextOf, searchTokensOf } from "../search-text";

/** What {@link seedCatalogue} did. */
export interface CatalogueSeedReport {
  /** False when the catalogue was already there (nothing inserted). */
  loaded: boolean;
  styles: number;
  colors: number;
  sizes: number;
  stockRows: number;
  ms: number;
}

/** Options of {@link seedCatalogue}. */
export interface CatalogueSeedOptions {
  /** Generator seed (default 1: the demo catalogue). */
  seed?: number;
  /** "demo" (default) or a number of product colours (benchmarks: 100 000). */
  scale?: "demo" | number;
  /** Colours per insert batch (default 2 000). */
  batchColors?: number;
  /** Called after each batch (the scale script prints progress). */
  onProgress?: (report: CatalogueSeedReport) => void;
  /**
   * Wrap the whole load in one transaction (default true: a crash leaves no half catalogue).
   * The 100 000-colour script turns it off to keep the server's memory flat.
   */
  transaction?: boolean;
}

/**
 * Extra listings outside the generator's category paths, so the hidden categories of the seed
 * (spec §2 from=hidden) hold products: limited shoes in the hidden collab line, marked-down
 * shoes and apparel in the employee sale, new racing shoes in the pre-launch.
 */
function extraPaths(style: ProductStyle, color: ProductColor): string[] {
  const out: string[] = [];
  const tag = color.productTag?.tagName;
  if (style.styleProductType === "Shoes" && tag === "限量" && style.styleGroupGender !== "kids") out.push("men/shoes/collab");
  if (color.slashPrice !== null && style.styleProductType === "Shoes") out.push("employee-sale/shoes/all");
  if (color.slashPrice !== null && style.styleProductType === "Apparel") out.push("employee-sale/apparel/all");
  if (color.silhouette === "racer" && tag === "新品") out.push("pre-launch/running/racing");
  return out;
}

type Column = readonly [name: string, type: string];

/** Inserts rows (keyed by column name) in one statement; existing keys are skipped. */
async function insertRows(db: Database, table: string, columns: readonly Column[], rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  const names = columns.map(([n]) => `"${n}"`).join(", ");
  const defs = columns.map(([n, t]) => `"${n}" ${t}`).join(", ");
  await db.execute(
    sql`insert into ${sql.raw(`"${table}"`)} (${sql.raw(names)}) select ${sql.raw(names)} from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(${sql.raw(defs)}) on conflict do nothing`,
  );
}

const STYLE_COLUMNS: Column[] = [
  ["id", "integer"],
  ["name", "text"],
  ["style_sku", "text"],
  ["style_slug", "text"],
  ["style_display_name_cn", "text"],
  ["style_display_name_cn2", "text"],
  ["style_short_description_cn", "text"],
  ["style_description_cn", "text"],
  ["style_meta_title_cn", "text"],
  ["style_meta_description_cn", "text"],
  ["style_product_type", "text"],
  ["style_product_sub_type", "text"],
  ["size_recomandation", "text"],
  ["style_group_gender", "text"],
  ["price", "numeric"],
];
const PEER_COLUMNS: Column[] = [
  ["style_id", "integer"],
  ["sort", "integer"],
  ["peer_style_sku", "text"],
  ["peer_style_slug", "text"],
  ["label", "text"],
];
const COLOR_COLUMNS: Column[] = [
  ["id", "integer"],
  ["product_id", "text"],
  ["product_slug", "text"],
  ["style_id", "integer"],
  ["color_name", "text"],
  ["color_name_cn", "text"],
  ["color_hex", "text[]"],
  ["gender", "text"],
  ["product_name", "text"],
  ["price", "numeric"],
  ["slash_price", "numeric"],
  ["pdp_sort", "integer"],
  ["sort", "integer"],
  ["purchase_limit", "integer"],
  ["tag_name", "text"],
  ["filter_attributes", "jsonb"],
  ["search_keywords", "text"],
  ["facet_ids", "integer[]"],
  ["available_from", "timestamptz"],
  ["enable_at_website", "boolean"],
  ["enable_at_wcmp", "boolean"],
  ["publish", "boolean"],
  ["preview", "boolean"],
  ["size_chart_id", "integer"],
  ["measurement_desc", "text"],
  ["photo_shoot_model", "text"],
  ["color_selector_image", "text"],
  ["card_image", "text"],
  ["silhouette", "text"],
];
const SEARCH_COLUMNS: Column[] = [
  ["color_id", "integer"],
  ["search_text", "text"],
  ["search_tokens", "text[]"],
  ["exact_keys", "text[]"],
];
const SIZE_COLUMNS: Column[] = [
  ["id", "integer"],
  ["color_id", "integer"],
  ["label", "text"],
  ["ean", "text"],
  ["us_size", "text"],
  ["cn_size", "text"],
  ["eu_size", "text"],
  ["sort", "integer"],
];
const ASSET_COLUMNS: Column[] = [
  ["color_id", "integer"],
  ["sort", "integer"],
  ["local_url", "text"],
  ["is_video", "boolean"],
  ["poster_url", "text"],
  ["angle", "text"],
  ["enable", "boolean"],
  ["is_global", "boolean"],
];
const LINK_COLUMNS: Column[] = [
  ["category_id", "integer"],
  ["color_id", "integer"],
];
const STOCK_COLUMNS: Column[] = [
  ["sku", "text"],
  ["store_code", "text"],
  ["qty", "integer"],
  ["lock_qty", "integer"],
];
const STORE_COLUMNS: Column[] = [
  ["id", "integer"],
  ["oms_store_code", "text"],
  ["nexttao_store_code", "text"],
  ["erp_store_code", "text"],
  ["store_name", "text"],
  ["city", "text"],
  ["address", "text"],
  ["telephone", "text"],
  ["store_type", "text"],
  ["product_range", "text"],
  ["operation_start_time", "text"],
  ["operation_end_time", "text"],
  ["enable_pickup", "boolean"],
  ["enable", "boolean"],
  ["image", "text"],
  ["images", "text[]"],
  ["lng", "double precision"],
  ["lat", "double precision"],
  ["employees", "integer"],
  ["nps_link", "text"],
  ["is_invoice", "boolean"],
  ["invoice_begin_time", "text"],
  ["order_bar_code", "text"],
];
const CHART_COLUMNS: Column[] = [
  ["id", "integer"],
  ["code", "text"],
  ["title", "text"],
  ["product_type", "text"],
  ["gender", "text"],
  ["columns", "jsonb"],
  ["rows", "jsonb"],
  ["note", "text"],
];
const CONVERSION_COLUMNS: Column[] = [
  ["system", "text"],
  ["gender", "text"],
  ["us_size", "text"],
  ["eu_size", "text"],
  ["cn_size", "text"],
  ["letter", "text"],
  ["foot_mm", "integer"],
  ["chest", "text"],
  ["waist", "text"],
  ["hip", "text"],
  ["sort", "integer"],
];
const FILTER_COLUMNS: Column[] = [
  ["filter_code", "text"],
  ["filter_label", "text"],
  ["value", "text"],
  ["value_label", "text"],
  ["sort", "integer"],
  ["facet_id", "integer"],
];

/** The size-chip filter (spec §2: size chips from us_size); its values come from product_sizes. */
export const US_SIZE_FILTER = { code: "us_size", label: "尺码" } as const;

/** One row of catalog_filters: a filter's head (value "") or one of its values with its facet id. */
interface FacetRow {
  filter_code: string;
  filter_label: string;
  value: string;
  value_label: string;
  sort: number;
  facet_id: number | null;
}

/**
 * Every filter and value in display order, numbered: a value's facet id is its sort number
 * ((filter position + 1) × 100 + value position + 1), stable across runs and scales. us_size
 * values are every US size of every size run.
 */
export function facetRows(): FacetRow[] {
  const usSizes = new Set<string>();
  for (const system of ["shoes", "apparel", "socks", "one-size"] as const)
    for (const gender of ["men", "women", "kids"] as const) for (const s of sizeRun(system, gender)) usSizes.add(s.usSize);
  const defs = [
    ...filterDefinitions(),
    { filter_code: US_SIZE_FILTER.code, filter_label: US_SIZE_FILTER.label, values: [...usSizes].map((v) => ({ value: v, label: v })) },
  ];
  const rows: FacetRow[] = [];
  defs.forEach((f, fi) => {
    rows.push({
      filter_code: f.filter_code,
      filter_label: f.filter_label,
      value: "",
      value_label: "",
      sort: (fi + 1) * 100,
      facet_id: null,
    });
    f.values.forEach((v, vi) => {
      const sort = (fi + 1) * 100 + vi + 1;
      rows.push({ filter_code: f.filter_code, filter_label: f.filter_label, value: v.value, value_label: v.label, sort, facet_id: sort });
    });
  });
  return rows;
}

const facetKey = (code: string, value: string) => `${code}\u0000${value}`;
let facetIds: Map<string, number> | null = null;

/** facet ids of a colour: its filterAttributes values and its sizes' US sizes. */
function facetIdsOf(color: ProductColor): number[] {
  facetIds ??= new Map(facetRows().flatMap((r) => (r.facet_id === null ? [] : [[facetKey(r.filter_code, r.value), r.facet_id] as const])));
  const ids = new Set<number>();
  const add = (code: string, value: string) => {
    const id = facetIds!.get(facetKey(code, value));
    if (id !== undefined) ids.add(id);
  };
  for (const [code, values] of Object.entries(color.productColorLang.filterAttributes)) for (const v of values) add(code, v);
  for (const s of color.productSizes) add(US_SIZE_FILTER.code, s.usSize);
  return [...ids].sort((a, b) => a - b);
}

/** The search haystack of one colour (spec §7 searchProductColors keyword). */
/** Chinese titles of the categories a style is filed under (男子, 鞋类, 跑步…). */
function categoryTitles(style: ProductStyle): string[] {
  const out = new Set<string>();
  const third = THIRD_LEVEL as Record<string, Record<string, string>>;
  const sports = SPORTS_LEVEL as Record<string, Record<string, string>>;
  for (const p of style.categoryPaths) {
    if (p.first !== "sports") out.add(FIRST_LEVEL[p.first]);
    const second = SECOND_LEVEL[p.second as keyof typeof SECOND_LEVEL];
    if (second) out.add(second);
    const leaf = third[p.second]?.[p.third] ?? sports[p.second]?.[p.third];
    if (leaf) out.add(leaf);
  }
  return [...out];
}

function searchParts(style: ProductStyle, color: ProductColor): string[] {
  return [
    color.productName,
    color.productTag?.tagName ?? "",
    ...categoryTitles(style),
    style.styleDisplayNameCn,
    style.styleDisplayNameCn2,
    style.styleSku,
    color.productId,
    color.colorName,
    color.productColorLang.colorNameCn,
    color.searchKeywords,
    ...color.productSizes.map((s) => s.ean),
  ];
}

interface Batch {
  styles: object[];
  peers: object[];
  colors: object[];
  search: object[];
  sizes: object[];
  assets: object[];
  links: object[];
  stock: object[];
}

const emptyBatch = (): Batch => ({ styles: [], peers: [], colors: [], search: [], sizes: [], assets: [], links: [], stock: [] });

function addStyle(batch: Batch, style: ProductStyle, stores: readonly Store[], seed: number, categoryIds: Map<string, number>): void {
  batch.styles.push({
    id: style.id,
    name: style.name,
    style_sku: style.styleSku,
    style_slug: style.styleSlug,
    style_display_name_cn: style.styleDisplayNameCn,
    style_display_name_cn2: style.styleDisplayNameCn2,
    style_short_description_cn: style.styleShortDescriptionCn,
    style_description_cn: style.styleDescriptionCn,
    style_meta_title_cn: style.styleMetaTitleCn,
    style_meta_description_cn: style.styleMetaDescriptionCn,
    style_product_type: style.styleProductType,
    style_product_sub_type: style.styleProductSubType,
    size_recomandation: style.sizeRecomandation,
    style_group_gender: style.styleGroupGender,
    price: style.price,
  });
  style.peerStyleSku.forEach((p, i) =>
    batch.peers.push({ style_id: style.id, sort: i + 1, peer_style_sku: p.styleSku, peer_style_slug: p.styleSlug, label: p.label }),
  );
  const stylePaths = style.categoryPaths.map(categoryPathString);
  for (const c of style.productColors) {
    const parts = searchParts(style, c);
    batch.colors.push({
      id: c.id,
      product_id: c.productId,
      product_slug: c.productSlug,
      style_id: style.id,
      color_name: c.colorName,
      color_name_cn: c.productColorLang.colorNameCn,
      color_hex: c.colorHex,
      gender: c.gender,
      product_name: c.productName,
      price: c.price,
      slash_price: c.slashPrice,
      pdp_sort: c.pdpSort,
      sort: c.sort,
      purchase_limit: c.purchaseLimit,
      tag_name: c.productTag?.tagName ?? null,
      filter_attributes: c.productColorLang.filterAttributes,
      search_keywords: c.searchKeywords,
      facet_ids: facetIdsOf(c),
      available_from: c.availableFrom,
      enable_at_website: c.enableAtWebsite,
      enable_at_wcmp: c.enableAtWcmp,
      publish: c.publish,
      preview: c.preview,
      size_chart_id: c.sizeChartId,
      measurement_desc: c.measurementDesc,
      photo_shoot_model: c.photoShootModel,
      color_selector_image: c.colorSelectorImage,
      card_image: c.cardImage,
      silhouette: c.silhouette,
    });
    batch.search.push({
      color_id: c.id,
      search_text: searchTextOf(parts),
      search_tokens: searchTokensOf(parts),
      exact_keys: exactKeysOf([c.productName, style.styleDisplayNameCn, style.styleDisplayNameCn2, style.styleSku, c.productId]),
    });
    for (const s of c.productSizes)
      batch.sizes.push({
        id: s.id,
        color_id: c.id,
        label: s.label,
        ean: s.ean,
        us_size: s.usSize,
        cn_size: s.cnSize,
        eu_size: s.euSize,
        sort: s.sort,
      });
    for (const a of c.productAssets)
      batch.assets.push({
        color_id: c.id,
        sort: a.sort,
        local_url: a.localUrl,
        is_video: a.isVideo,
        poster_url: a.posterUrl,
        angle: a.angle,
        enable: a.enable,
        is_global: a.isGlobal,
      });
    for (const path of new Set([...stylePaths, ...extraPaths(style, c)])) {
      const categoryId = categoryIds.get(path);
      if (categoryId !== undefined) batch.links.push({ category_id: categoryId, color_id: c.id });
    }
  }
  for (const row of stockForStyle(style, stores, seed))
    batch.stock.push({ sku: row.sku, store_code: row.storeCode, qty: row.qty, lock_qty: row.lockQty });
}

async function flush(db: Database, batch: Batch): Promise<void> {
  // Parents before children (foreign keys).
  await insertRows(db, "product_styles", STYLE_COLUMNS, batch.styles);
  await insertRows(db, "product_style_peers", PEER_COLUMNS, batch.peers);
  await insertRows(db, "product_colors", COLOR_COLUMNS, batch.colors);
  await insertRows(db, "product_color_search", SEARCH_COLUMNS, batch.search);
  await insertRows(db, "product_sizes", SIZE_COLUMNS, batch.sizes);
  await insertRows(db, "product_assets", ASSET_COLUMNS, batch.assets);
  await insertRows(db, "product_color_categories", LINK_COLUMNS, batch.links);
  // Stock rows are many (≈36 per colour): keep each statement's JSON a few MB at most.
  for (let i = 0; i < batch.stock.length; i += 20_000) await insertRows(db, "stock", STOCK_COLUMNS, batch.stock.slice(i, i + 20_000));
}

/** Category path ("men/shoes/running") → id, for every category (hidden and disabled too). */
async function categoryIdsByPath(db: Database): Promise<Map<string, number>> {
  const rows = await db.select({ id: categories.id, parentId: categories.parentId, route: categories.route }).from(categories);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const pathOf = (id: number, depth = 0): string => {
    const r = byId.get(id)!;
    return r.parentId === null || depth > 5 ? r.route : `${pathOf(r.parentId, depth + 1)}/${r.route}`;
  };
  return new Map(rows.map((r) => [pathOf(r.id), r.id]));
}

/** Stores, size charts, filter labels and the size conversion table: small, fixed, inserted when missing. */
async function seedReferenceData(db: Database, stores: readonly Store[]): Promise<void> {
  await insertRows(
    db,
    "stores",
    STORE_COLUMNS,
    stores.map((s) => ({
      id: s.id,
      oms_store_code: s.omsStoreCode,
      nexttao_store_code: s.nexttaoStoreCode,
      erp_store_code: s.erpStoreCode,
      store_name: s.storeName,
      city: s.city,
      address: s.address,
      telephone: s.telephone,
      store_type: s.storeType,
      product_range: s.productRange,
      operation_start_time: s.operationStartTime,
      operation_end_time: s.operationEndTime,
      enable_pickup: s.enablePickup,
      enable: s.enable,
      image: s.image,
      images: s.images,
      lng: s.lng,
      lat: s.lat,
      employees: s.employees,
      nps_link: s.npsLink,
      is_invoice: s.isInvoice,
      invoice_begin_time: s.invoiceBeginTime,
      order_bar_code: s.orderBarCode,
    })),
  );
  await insertRows(
    db,
    "size_charts",
    CHART_COLUMNS,
    buildSizeCharts().map((c) => ({ ...c, product_type: c.productType })),
  );
  await insertRows(db, "catalog_filters", FILTER_COLUMNS, facetRows());
  await insertRows(
    db,
    "size_conversions",
    CONVERSION_COLUMNS,
    sizeConversionSeed().map((r) => ({
      system: r.system,
      gender: r.gender,
      us_size: r.usSize,
      eu_size: r.euSize,
      cn_size: r.cnSize,
      letter: r.letter,
      foot_mm: r.footMm,
      chest: r.chest,
      waist: r.waist,
      hip: r.hip,
      sort: r.sort,
    })),
  );
}

/**
 * Loads the catalogue when the product tables are empty (idempotent: any existing style means
 * "already seeded" and nothing is touched). The category tree must be seeded first
 * (`seedDatabase`); colours are linked to the leaves of their generator `categoryPaths`.
 */
export async function seedCatalogue(db: Database, options: CatalogueSeedOptions = {}): Promise<CatalogueSeedReport> {
  const started = performance.now();
  const seed = options.seed ?? 1;
  const batchColors = options.batchColors ?? 2_000;
  const report: CatalogueSeedReport = { loaded: false, styles: 0, colors: 0, sizes: 0, stockRows: 0, ms: 0 };
  const run = async (tx: Database): Promise<CatalogueSeedReport> => {
    const stores = buildStores();
    await seedReferenceData(tx, stores);
    const [existing] = await tx.select({ n: count() }).from(productStyles);
    if ((existing?.n ?? 0) > 0) {
      // Already seeded: only rebuild the listing read model if a write or a migration left it stale.
      if (!(await isCatalogueListingFresh(tx))) await refreshCatalogueListing(tx);
      return report;
    }
    const categoryIds = await categoryIdsByPath(tx);
    let batch = emptyBatch();
    let inBatch = 0;
    const done = async () => {
      await flush(tx, batch);
      report.stockRows += batch.stock.length;
      report.sizes += batch.sizes.length;
      batch = emptyBatch();
      inBatch = 0;
      report.ms = Math.round(performance.now() - started);
      options.onProgress?.({ ...report });
    };
    for (const style of iterateStyles({ seed, scale: options.scale ?? "demo" })) {
      addStyle(batch, style, stores, seed, categoryIds);
      report.styles += 1;
      report.colors += style.productColors.length;
      inBatch += style.productColors.length;
      if (inBatch >= batchColors) await done();
    }
    if (inBatch > 0) await done();
    // Ids were inserted explicitly: move the identity sequences past them.
    for (const table of ["product_styles", "product_colors", "product_sizes", "stores", "size_charts"])
      await tx.execute(sql.raw(`select setval(pg_get_serial_sequence('"${table}"', 'id'), coalesce((select max(id) from "${table}"), 1))`));
    await refreshCatalogueListing(tx);
    // Fresh statistics, so the planner picks the GIN and order indexes right away.
    await tx.execute(
      sql`analyze "product_colors", "product_color_search", "product_sizes", "product_color_categories", "stock", "product_color_listing", "product_color_listing_counts", "product_color_listing_facets"`,
    );
    report.loaded = true;
    report.ms = Math.round(performance.now() - started);
    return report;
  };
  return options.transaction === false ? run(db) : db.transaction((tx) => run(tx));
}

/** Empties the product tables (stores, charts and filters stay). The scale script calls it before loading. */
export async function clearCatalogue(db: Database): Promise<void> {
  await db.execute(
    sql`truncate table "stock", "product_color_categories", "product_assets", "product_sizes", "product_color_search", "product_colors", "product_style_peers", "product_styles"`,
  );
}

/**
 * Makes the catalogue hold exactly `scale` generated colours: nothing when it already does,
 * otherwise empties the product tables and streams the scaled catalogue in (no wrapping
 * transaction, so server memory stays flat). Used by `pnpm seed:catalog` and `pnpm bench:search`.
 */
export async function ensureCatalogueScale(
  db: Database,
  scale: number,
  options: Pick<CatalogueSeedOptions, "onProgress" | "seed" | "batchColors"> = {},
): Promise<CatalogueSeedReport> {
  const [current] = await db.select({ n: count() }).from(productColors);
  if ((current?.n ?? 0) === scale) {
    // Seeded before the listing read model existed (or written to since): rebuild it.
    if (!(await isCatalogueListingFresh(db))) {
      await refreshCatalogueListing(db);
      await db.execute(sql`vacuum analyze "product_color_listing"`);
      await db.execute(sql`analyze "product_color_listing_counts", "product_color_listing_facets", "product_color_keyword_counts"`);
    }
    return { loaded: false, styles: 0, colors: 0, sizes: 0, stockRows: 0, ms: 0 };
  }
  await clearCatalogue(db);
  const report = await seedCatalogue(db, { ...options, scale, transaction: false });
  // Sets the visibility map, so counts can be index-only scans right away.
  await db.execute(sql`vacuum analyze "product_colors"`);
  await db.execute(sql`vacuum analyze "product_color_listing"`);
  await db.execute(sql`vacuum analyze "product_color_search"`);
  await db.execute(sql`analyze "product_color_listing_counts", "product_color_listing_facets", "product_color_keyword_counts"`);
  return report;
}
