/**
 * The deterministic catalogue generator. Every random choice comes from a PRNG seeded by
 * (seed, style index, purpose), so styles can be streamed one at a time and the same seed
 * always gives deep-equal output.
 */
import { type CategoryPath, THIRD_LEVEL } from "./categories";
import { type Colorway, colorwaysFor } from "./colours";
import { eanForSerial } from "./ean";
import { buildFilters } from "./filters";
import { hashSeed, Rng } from "./prng";
import { FAMILIES, type Family, FEATURE_CN, MATERIAL_SENTENCE, PRODUCT_NOUN_CN, sizeRecommendation } from "./ranges";
import { buildSizeCharts, sizeChartIdFor, sizeRun } from "./sizes";
import { buildStores, ONLINE_WAREHOUSE_CODE } from "./stores";
import type {
  Catalogue,
  Gender,
  PeerStyle,
  ProductAsset,
  ProductColor,
  ProductSize,
  ProductStyle,
  Silhouette,
  StockRow,
  Store,
  TagName,
} from "./types";

/** Fixed "today" of the catalogue: availableFrom dates lie in the 18 months before it. */
export const CATALOGUE_BASE_DATE = "2026-11-01";
const BASE_MS = Date.UTC(2026, 10, 1);
const DAY_MS = 86_400_000;

/** Options of {@link generateCatalogue} and {@link iterateStyles}. */
export interface CatalogueOptions {
  /** PRNG seed (default 1). */
  seed?: number;
  /**
   * "demo" (default): the brand's range once, ≥150 styles, 2–5 colours each.
   * A number N: exactly N product colours, cycling the range with edition suffixes
   * ("velox-run-3-e2"); for load tests, up to 100 000 and beyond.
   */
  scale?: "demo" | number;
}

/** Options of {@link generateCatalogue}. */
export interface GenerateOptions extends CatalogueOptions {
  /** Also build stock rows (default true). Turn off for very large scales and stream instead. */
  stock?: boolean;
}

interface Template {
  family: Family;
  version: number | null;
  gender: Gender;
  wide: boolean;
  /** 0 = oldest version of the family … 1 = newest. */
  age: number;
}

/** The range as (family, version, gender) templates, in catalogue order. Seed-independent. */
function templates(): Template[] {
  const out: Template[] = [];
  for (const family of FAMILIES) {
    const versions = family.versions;
    versions.forEach((version, vi) => {
      const age = versions.length === 1 ? 1 : vi / (versions.length - 1);
      for (const gender of family.genders) out.push({ family, version, gender, wide: false, age });
      if (family.wide && vi === versions.length - 1) out.push({ family, version, gender: "men", wide: true, age });
    });
  }
  return out;
}

const TEMPLATES = templates();

/** Number of styles in the demo range. */
export const DEMO_STYLE_COUNT = TEMPLATES.length;

const GENDER_CN: Record<Gender, string> = { men: "男子", women: "女子", kids: "儿童", unisex: "男女同款" };
const PEER_LABEL: Record<Gender, string> = { men: "男款", women: "女款", kids: "童款", unisex: "男女同款" };
const TYPE_CODE: Record<string, string> = {
  running: "RS",
  training: "TS",
  basketball: "BS",
  outdoor: "OS",
  lifestyle: "LS",
  tshirts: "TE",
  hoodies: "HD",
  jackets: "JK",
  shorts: "SH",
  pants: "PT",
  socks: "SK",
  caps: "CP",
  bags: "BG",
};

/** "velox-run-3-womens" (men and unisex carry no suffix; edition ≥ 1 adds "-e{n+1}"). */
function styleSlugOf(t: Template, edition: number): string {
  const parts = [t.family.key];
  if (t.version !== null) parts.push(String(t.version));
  if (t.gender === "women") parts.push("womens");
  if (t.gender === "kids") parts.push("kids");
  if (t.wide) parts.push("wide");
  if (edition > 0) parts.push(`e${edition + 1}`);
  return parts.join("-");
}

/** The `/explore/sports/...` listing a family also appears under, if any. */
function sportPath(fam: Family): CategoryPath | null {
  if (fam.silhouette === "racer") return { first: "sports", second: "running", third: "marathon" };
  if (fam.silhouette === "trail") return { first: "sports", second: "running", third: "trail" };
  if (fam.subType === "running") return { first: "sports", second: "running", third: "road" };
  if (fam.subType === "basketball") return { first: "sports", second: "basketball", third: "shoes" };
  if (fam.subType === "training" && fam.type === "Shoes") return { first: "sports", second: "training", third: "gym" };
  if (fam.silhouette === "hiker" || fam.key === "trail-pants" || fam.key === "storm-shell-jacket")
    return { first: "sports", second: "outdoor", third: "hiking" };
  return null;
}

/** Prices end in 9, as on the brand's tags. */
function roundTo9(x: number): number {
  return Math.max(9, Math.round(x / 10) * 10 - 1);
}

function priceBand(price: number): string {
  if (price < 300) return "0-299";
  if (price < 600) return "300-599";
  if (price < 1000) return "600-999";
  if (price < 1500) return "1000-1499";
  return "1500+";
}

function isoDaysBack(days: number): string {
  return new Date(BASE_MS - days * DAY_MS).toISOString();
}

/** Image angles per silhouette; index n of the list is served as `/{n+1}.jpg`. */
export function anglesFor(silhouette: Silhouette): string[] {
  switch (silhouette) {
    case "slide":
      return ["side", "three-quarter", "top", "detail", "pair"];
    case "runner":
    case "racer":
    case "trainer":
    case "hightop":
    case "trail":
    case "hiker":
    case "court":
      return ["side", "three-quarter", "top", "heel", "detail", "pair"];
    case "socks":
      return ["pair", "side", "detail", "pack"];
    case "cap":
      return ["side", "three-quarter", "back", "detail"];
    case "backpack":
    case "duffel":
    case "waistpack":
      return ["front", "three-quarter", "back", "detail"];
    default:
      return ["front", "back", "hanging", "detail", "three-quarter"];
  }
}

/** Mutable counters shared across one generation run (ids, EAN serials). */
interface Counters {
  styleId: number;
  colorId: number;
  sizeId: number;
}

function buildStyle(seed: number, index: number, t: Template, edition: number, colorCount: number, counters: Counters): ProductStyle {
  const rng = new Rng(hashSeed(seed, "style", index));
  const fam = t.family;
  const styleSlug = styleSlugOf(t, edition);
  const third = fam.subType;
  const second = fam.type === "Shoes" ? "shoes" : fam.type === "Apparel" ? "apparel" : "accessories";
  const first = t.gender === "women" ? "women" : t.gender === "kids" ? "kids" : "men";
  // Leaf routes follow the gateway's seeded tree (db/seed/categories.ts).
  let leaf: string = third;
  if (t.gender === "kids" && third === "bags") leaf = "backpacks";
  if (t.gender === "women" && fam.key === "run-tights") leaf = "leggings";
  const category: CategoryPath = { first, second, third: leaf };
  const categoryPaths: CategoryPath[] = t.gender === "unisex" ? [category, { first: "women", second, third: leaf }] : [category];
  const sport = sportPath(fam);
  if (sport) categoryPaths.push(sport);

  // Newer versions launched more recently (oldest 300–540 days ago, newest 0–240); others
  // anywhere in the last 18 months.
  const styleDaysBack = fam.versions.length > 1 ? Math.round((1 - t.age) * 300 + rng.int(0, 240)) : rng.int(0, 530);
  const styleDate = isoDaysBack(styleDaysBack);
  const year = styleDate.slice(2, 4);
  const styleId = ++counters.styleId;
  const serial = String(styleId).padStart(4, "0");
  const styleSku = `XL${year}${TYPE_CODE[third] ?? "XX"}${serial}`;

  const versionBump = t.version !== null && fam.versions.length > 1 ? Math.round(t.age * (fam.versions.length - 1)) * 100 : 0;
  const basePrice = fam.price - (fam.versions.length > 1 ? (fam.versions.length - 1) * 100 : 0) + versionBump;
  const price = t.gender === "kids" ? roundTo9(basePrice * 0.65) : basePrice;

  const name = `${fam.name}${t.version !== null ? ` ${t.version}` : ""}${t.wide ? " Wide" : ""}`;
  const noun = PRODUCT_NOUN_CN[fam.silhouette];
  const displayCn = `迅岚 ${fam.cn}${t.version !== null ? ` ${t.version} 代` : ""} ${GENDER_CN[t.gender]}${t.wide ? "宽楦版" : ""}${noun}`;
  const firstClause = fam.story.split("，")[0] ?? fam.story;
  const short = `${firstClause}。`;
  const sentences = [fam.story, MATERIAL_SENTENCE[fam.silhouette]];
  if (t.version !== null && t.age > 0 && fam.type === "Shoes")
    sentences.push(`第 ${t.version} 代在前代基础上减重约 ${rng.int(8, 22)} 克，鞋面透气性进一步提升。`);
  if (t.gender === "women")
    sentences.push(
      fam.type === "Shoes" ? "女款依据女性脚型重新调校鞋楦，后跟更窄、足弓支撑更贴合。" : "女款采用更贴合女性身形的剪裁，线条利落。",
    );
  if (t.gender === "kids")
    sentences.push(
      fam.type === "Shoes"
        ? "儿童款鞋头空间更充裕，并加固了鞋头与后跟，经得起奔跑打闹。"
        : "儿童款加固接缝并预留成长余量，经得起奔跑打闹。",
    );
  if (t.wide) sentences.push("宽楦版前掌加宽，为脚型偏宽的跑者提供更从容的空间。");
  const description = sentences.slice(0, 4).join("");

  const use = fam.type === "Shoes" ? "shoes" : fam.type === "Apparel" ? "apparel" : "accessories";
  const colorways = rng.sample(colorwaysFor(use), colorCount);
  const system = fam.sizeSystem;
  const sizeChartId = sizeChartIdFor(system, t.gender);
  const angles = anglesFor(fam.silhouette);

  const productColors = colorways.map((w, ci) =>
    buildColor({
      rng: new Rng(hashSeed(seed, "color", index, ci)),
      w,
      ci,
      t,
      styleId,
      styleSku,
      styleSlug,
      name,
      noun,
      price,
      styleDaysBack,
      sizeChartId,
      angles,
      counters,
    }),
  );

  return {
    id: styleId,
    name,
    styleSku,
    styleSlug,
    styleDisplayNameCn: displayCn,
    styleDisplayNameCn2: fam.tagline,
    styleShortDescriptionCn: short,
    styleDescriptionCn: description,
    styleMetaTitleCn: `${displayCn} ${name} | 迅岚 XUNLAN 官方商城`,
    styleMetaDescriptionCn: `${displayCn}，${fam.tagline}。${short}迅岚 XUNLAN 官方商城正品，支持门店自提。`,
    styleProductType: fam.type,
    styleProductSubType: third,
    sizeRecomandation: sizeRecommendation(fam.silhouette, t.wide),
    styleGroupGender: t.gender,
    price,
    category,
    categoryPaths,
    peerStyleSku: [], // filled once the whole family's styles are known
    productColors,
  };
}

interface ColorInput {
  rng: Rng;
  w: Colorway;
  ci: number;
  t: Template;
  styleId: number;
  styleSku: string;
  styleSlug: string;
  name: string;
  noun: string;
  price: number;
  styleDaysBack: number;
  sizeChartId: number;
  angles: string[];
  counters: Counters;
}

function buildColor(x: ColorInput): ProductColor {
  const { rng, w, t } = x;
  const fam = t.family;
  const productSlug = `${x.styleSlug}-${w.slug}`;
  const productId = `${x.styleSku}-${String(x.ci * 10 + 1).padStart(3, "0")}`;
  const daysBack = Math.max(0, x.styleDaysBack - (x.ci === 0 ? 0 : rng.int(0, 150)));

  // spec §3: tags 新品 / 限量 / 热卖 / 会员专享; ~20 % of colours marked down.
  let tagName: TagName | null = null;
  let purchaseLimit: number | null = null;
  let slashPrice: number | null = null;
  let price = x.price;
  if (daysBack <= 60 && rng.chance(0.85)) tagName = "新品";
  else if ((fam.limited && rng.chance(0.6)) || rng.chance(0.05)) {
    tagName = "限量";
    purchaseLimit = rng.int(2, 5);
  } else {
    const markdownP = daysBack > 300 ? 0.4 : daysBack > 150 ? 0.25 : 0.1;
    if (rng.chance(markdownP)) {
      slashPrice = x.price;
      price = roundTo9(x.price * rng.pick([0.5, 0.6, 0.7, 0.7, 0.75, 0.8, 0.8]));
      if (price >= slashPrice) price = slashPrice - 10;
    } else if (rng.chance(0.14)) tagName = "热卖";
    else if (rng.chance(0.06)) tagName = "会员专享";
  }

  const productSizes: ProductSize[] = sizeRun(fam.sizeSystem, t.gender).map((s, si) => {
    const id = ++x.counters.sizeId;
    return {
      id,
      label: s.label,
      ean: eanForSerial(id),
      usSize: s.usSize,
      cnSize: s.cnSize,
      euSize: s.euSize,
      productId,
      productSlug,
      sort: si + 1,
    };
  });

  const productAssets: ProductAsset[] = x.angles.map((angle, ai) => ({
    localUrl: `/images/products/${productSlug}/${ai + 1}.jpg`,
    isVideo: false,
    posterUrl: null,
    angle,
    enable: true,
    sort: ai + 1,
    isGlobal: false,
  }));
  // A few shoe colours get a 360° video slot; the file itself is not generated (see README).
  if (fam.type === "Shoes" && x.ci === 0 && rng.chance(0.12))
    productAssets.splice(1, 0, {
      localUrl: `/videos/products/${productSlug}/spin.mp4`,
      isVideo: true,
      posterUrl: `/images/products/${productSlug}/2.jpg`,
      angle: "video",
      enable: true,
      sort: 0,
      isGlobal: false,
    });
  productAssets.forEach((a, i) => (a.sort = i + 1));

  const sellPrice = price;
  const genderValues = t.gender === "unisex" ? ["men", "women"] : [t.gender];
  const features = fam.features;
  const colorNames = w.nameCn.split("/");
  const third = fam.subType;
  const thirdCn = (THIRD_LEVEL as Record<string, Record<string, string>>)[
    fam.type === "Shoes" ? "shoes" : fam.type === "Apparel" ? "apparel" : "accessories"
  ]?.[third];
  const isAdultApparel = fam.type === "Apparel" && t.gender !== "kids";
  const model = isAdultApparel
    ? t.gender === "women"
      ? `模特身高 ${rng.int(168, 176)} cm，体重 ${rng.int(48, 56)} kg，穿着 S 码`
      : `模特身高 ${rng.int(182, 189)} cm，体重 ${rng.int(70, 78)} kg，穿着 L 码`
    : null;

  return {
    id: ++x.counters.colorId,
    productId,
    productSlug,
    styleId: x.styleId,
    styleSlug: x.styleSlug,
    styleSku: x.styleSku,
    colorName: w.name,
    colorHex: [w.primary, w.secondary, w.accent].filter((h, i, a) => a.indexOf(h) === i),
    gender: t.gender,
    productName: x.name,
    price: sellPrice,
    slashPrice,
    pdpSort: x.ci + 1,
    sort: rng.int(1, 9999),
    purchaseLimit,
    productTag: tagName ? { tagName } : null,
    productColorLang: {
      colorName: w.name,
      colorNameCn: w.nameCn,
      filterAttributes: {
        gender: genderValues,
        product_type: [fam.type],
        sub_type: [third],
        color: w.families,
        price_band: [priceBand(sellPrice)],
        feature: features,
      },
    },
    searchKeywords: [
      x.name,
      fam.cn,
      x.noun,
      GENDER_CN[t.gender],
      thirdCn ?? "",
      w.name.replaceAll("/", " "),
      ...colorNames,
      ...features.map((f) => FEATURE_CN[f] ?? f),
    ]
      .filter(Boolean)
      .join(" "),
    availableFrom: isoDaysBack(daysBack),
    enableAtWebsite: !rng.chance(0.025),
    enableAtWcmp: !rng.chance(0.03),
    publish: true,
    preview: false,
    sizeChartId: x.sizeChartId,
    measurementDesc: model ? "平铺测量，可能存在 1-2 cm 误差。" : null,
    photoShootModel: model,
    productSizes,
    productAssets,
    colorSelectorImage: `/images/products/${productSlug}/0.jpg`,
    cardImage: `/images/products/${productSlug}/1.jpg`,
    silhouette: fam.silhouette,
  };
}

/** Peer styles: the same family and version in other genders / widths. */
function peerKey(t: Template, edition: number): string {
  return `${t.family.key}|${t.version}|${edition}`;
}

/**
 * Streams the styles (with colours, sizes and assets) one at a time. Memory stays flat at any
 * scale; ids, EANs and slugs are unique across the run.
 */
export function* iterateStyles(options: CatalogueOptions = {}): Generator<ProductStyle> {
  const seed = options.seed ?? 1;
  const scale = options.scale ?? "demo";
  const target = scale === "demo" ? Number.POSITIVE_INFINITY : Math.max(0, Math.floor(scale));
  const counters: Counters = { styleId: 0, colorId: 0, sizeId: 0 };
  let made = 0;
  let index = 0;
  // Peers are siblings in template order; buffer one family-version group at a time.
  let group: ProductStyle[] = [];
  let groupKey = "";
  let groupLabels: string[] = [];
  const flush = function* (): Generator<ProductStyle> {
    const peers: PeerStyle[] = group.map((s, i) => ({ styleSku: s.styleSku, styleSlug: s.styleSlug, label: groupLabels[i]! }));
    for (const s of group) {
      s.peerStyleSku = peers.length > 1 ? peers : [];
      yield s;
    }
    group = [];
    groupLabels = [];
  };
  for (let edition = 0; ; edition++) {
    for (const t of TEMPLATES) {
      if (made >= target) break;
      const pick = new Rng(hashSeed(seed, "count", index)).int(2, 5);
      const count = Math.min(pick, target - made);
      const style = buildStyle(seed, index, t, edition, count, counters);
      index++;
      made += style.productColors.length;
      const key = peerKey(t, edition);
      if (key !== groupKey) {
        yield* flush();
        groupKey = key;
      }
      group.push(style);
      groupLabels.push(t.wide ? "宽楦版" : PEER_LABEL[t.gender]);
    }
    if (scale === "demo" || made >= target) break;
  }
  yield* flush();
}

/**
 * Stock rows for one style at every location: the online warehouse carries everything, each
 * store a seeded share of colours. Some sizes sold out (qty 0), some low (1–3), most plenty;
 * `lockQty` is stock held by unpaid orders, so saleableQty = qty − lockQty.
 */
export function stockForStyle(style: ProductStyle, stores: readonly Store[], seed = 1): StockRow[] {
  const rows: StockRow[] = [];
  for (const color of style.productColors) {
    for (const store of stores) {
      const online = store.omsStoreCode === ONLINE_WAREHOUSE_CODE;
      const rng = new Rng(hashSeed(seed, "stock", color.productId, store.omsStoreCode));
      const carryP = online ? 1 : store.storeType === "flagship" ? 0.8 : style.styleGroupGender === "kids" ? 0.3 : 0.5;
      if (!rng.chance(carryP)) continue;
      const n = color.productSizes.length;
      color.productSizes.forEach((size, i) => {
        // Middle sizes sell best and are stocked deepest.
        const centre = 1 - Math.abs(i - (n - 1) / 2) / Math.max(1, n / 2);
        const roll = rng.next();
        let qty: number;
        if (roll < 0.08) qty = 0;
        else if (roll < 0.2) qty = rng.int(1, 3);
        else qty = online ? rng.int(4, 20 + Math.round(centre * 80)) : rng.int(2, 4 + Math.round(centre * 10));
        const lockQty = qty > 0 && rng.chance(0.12) ? rng.int(1, Math.min(2, qty)) : 0;
        rows.push({ sku: size.ean, storeCode: store.omsStoreCode, qty, lockQty, saleableQty: qty - lockQty });
      });
    }
  }
  return rows;
}

/**
 * Generates the whole catalogue in memory: styles (colours, sizes, assets nested), stores,
 * stock, size charts and filters. Deterministic: the same options give deep-equal output.
 * For scales beyond ~20 000 colours prefer {@link iterateStyles} + {@link stockForStyle}.
 */
export function generateCatalogue(options: GenerateOptions = {}): Catalogue {
  const seed = options.seed ?? 1;
  const stores = buildStores();
  const styles: ProductStyle[] = [];
  const stock: StockRow[] = [];
  for (const style of iterateStyles(options)) {
    styles.push(style);
    if (options.stock !== false) for (const row of stockForStyle(style, stores, seed)) stock.push(row);
  }
  return { seed, styles, stores, stock, sizeCharts: buildSizeCharts(), filters: buildFilters(styles) };
}
