// Contract-shaped objects for this package's tests and stories (no Node APIs: stories use them too).

/** A store as the contract's Store type has it. */
export function storeObject(id: number, storeName: string, city: string, distance: number | null = null) {
  return {
    id: String(id),
    omsStoreCode: `XL${String(id).padStart(4, "0")}`,
    nexttaoStoreCode: "",
    erpStoreCode: "",
    storeName,
    city,
    address: `${city}市中心路 ${id} 号`,
    telephone: "021-6000 0000",
    storeType: "store",
    productRange: "全品类",
    operationStartTime: "10:00",
    operationEndTime: "22:00",
    enablePickup: id % 2 === 1,
    enable: true,
    image: null,
    images: [],
    distance,
    lng: 121.47 + id / 100,
    lat: 31.23 + id / 100,
  };
}

/**
 * Colour slugs of the seeded demo catalogue: the fixtures' pictures are real ones (the gateway's
 * renderer draws them, Storybook serves them from its static folder), not 404s.
 */
const PICTURE_SLUGS = [
  "velox-run-4-white-gum",
  "tempo-elite-1-blue-white",
  "aero-glide-2-navy-white",
  "ridge-trail-gtx-black-volt",
  "stride-lite-4-teal-coral",
  "summit-hike-sky-white",
] as const;
// Storybook renders the pictures a fixture names by path or by a `productSlug: "…"` field
// (apps/storybook/scripts/render-pictures.ts); a slug built into a path at run time is named
// here once per slug so this package's pictures do not depend on another package's fixtures.
export const PICTURE_SLUG_FIELDS = [
  { productSlug: "velox-run-4-white-gum" },
  { productSlug: "tempo-elite-1-blue-white" },
  { productSlug: "aero-glide-2-navy-white" },
  { productSlug: "ridge-trail-gtx-black-volt" },
  { productSlug: "stride-lite-4-teal-coral" },
  { productSlug: "summit-hike-sky-white" },
] as const;

/** A colour as the contract's ProductColor type has it (the fields the card fragments select). */
export function colourObject(n: number, name = "疾风跑鞋") {
  const styleSku = `XLS${String(Math.ceil(n / 2)).padStart(3, "0")}`;
  const productId = `${styleSku}-00${((n - 1) % 2) + 1}`;
  const productSlug = productId.toLowerCase();
  const pictureSlug = PICTURE_SLUGS[n % PICTURE_SLUGS.length]!;
  const style = {
    id: styleSku, name: `Velox ${n}`, styleSku, styleSlug: styleSku.toLowerCase(), styleDisplayNameCn: `${name} ${Math.ceil(n / 2)}`,
    styleDisplayNameCn2: "", styleShortDescriptionCn: "", styleDescriptionCn: "", styleMetaTitleCn: "", styleMetaDescriptionCn: "",
    styleProductType: "Shoes", styleProductSubType: "running", sizeRecomandation: "", styleGroupGender: "men", price: 699, peerStyleSku: [], productColors: [],
  };
  return {
    id: String(n), productId, productSlug, styleSlug: style.styleSlug, styleSku, price: 599 + n * 10, slashPrice: null,
    colorName: "Black", colorNameCn: "黑", colorHex: ["#000000"], gender: "men", productName: `Velox ${n}`,
    pdpSort: 1, sort: n, purchaseLimit: 2, measurementImage: null, measurementDesc: null, isFavorite: false,
    preview: false, publish: true, enableAtWebsite: true, enableAtWcmp: true, searchKeywords: "跑鞋",
    availableFrom: "2026-01-01T00:00:00.000Z", sizeChartId: null, sizeChartData: null, sizeChart: null, productTag: null,
    productColorLang: { colorName: "Black", colorNameCn: "黑", filterAttributes: { us_size: ["9"] } },
    photoShootModel: null,
    productSizes: [{ id: `${n}-1`, label: "42", ean: `690000${String(n).padStart(4, "0")}`, usSize: "9", cnSize: "265", euSize: null, productId, productSlug, saleableQty: 5, sizeDisplay: { primary: "265", unit: "中国码", equivalents: ["US 9", "EU 42"], text: "中国码 265 · US 9 · EU 42" } }],
    productAssets: [{ localUrl: `/images/products/${pictureSlug}/1.jpg`, isVideo: false, posterUrl: null, angle: "side", enable: true, sort: 1, isGlobal: false }],
    colorSelectorImage: `/images/products/${pictureSlug}/0.jpg`,
    cardImage: `/images/products/${pictureSlug}/1.jpg`,
    productStyle: style,
  };
}
