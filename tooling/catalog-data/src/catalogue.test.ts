import { describe, expect, it } from "vitest";
import { generateCatalogue, iterateStyles, stockForStyle } from "./catalogue";
import { colorwayFromSlug } from "./colours";
import { eanForSerial, isValidEan13 } from "./ean";
import { buildSizeCharts } from "./sizes";
import { buildStores, ONLINE_WAREHOUSE_CODE } from "./stores";

const demo = generateCatalogue({ seed: 1 });
const colors = demo.styles.flatMap((s) => s.productColors);
const sizes = colors.flatMap((c) => c.productSizes);

describe("generateCatalogue — determinism", () => {
  it("gives deep-equal output for the same seed", () => {
    expect(generateCatalogue({ seed: 1 })).toEqual(demo);
  });
  it("differs for another seed", () => {
    const other = generateCatalogue({ seed: 2 });
    expect(other.styles.map((s) => s.productColors.map((c) => c.productSlug))).not.toEqual(
      demo.styles.map((s) => s.productColors.map((c) => c.productSlug)),
    );
  });
});

describe("generateCatalogue — demo range", () => {
  it("has ≥150 styles with 2–5 colours, each with ≥4 images", () => {
    expect(demo.styles.length).toBeGreaterThanOrEqual(150);
    for (const s of demo.styles) {
      expect(s.productColors.length).toBeGreaterThanOrEqual(2);
      expect(s.productColors.length).toBeLessThanOrEqual(5);
      for (const c of s.productColors) {
        const images = c.productAssets.filter((a) => !a.isVideo);
        expect(images.length).toBeGreaterThanOrEqual(4);
        expect(images[0]!.localUrl).toBe(`/images/products/${c.productSlug}/1.jpg`);
      }
    }
  });
  it("lists every product type under men, women and kids (unisex items under both adults)", () => {
    const combos = new Set(demo.styles.flatMap((s) => s.categoryPaths.map((p) => `${s.styleProductType}/${p.first}`)));
    for (const type of ["Shoes", "Apparel", "Accessories"])
      for (const g of ["men", "women", "kids"]) expect(combos, `${type}/${g}`).toContain(`${type}/${g}`);
  });
  it("gives every size a valid, unique EAN-13", () => {
    expect(sizes.every((s) => isValidEan13(s.ean))).toBe(true);
    expect(new Set(sizes.map((s) => s.ean)).size).toBe(sizes.length);
    expect(isValidEan13("4006381333931")).toBe(true); // a real-world EAN
    expect(isValidEan13("4006381333932")).toBe(false);
    expect(isValidEan13(eanForSerial(123))).toBe(true);
  });
  it("has unique slugs, SKUs and ids", () => {
    const unique = <T>(xs: T[]) => new Set(xs).size === xs.length;
    expect(unique(demo.styles.map((s) => s.styleSlug))).toBe(true);
    expect(unique(demo.styles.map((s) => s.styleSku))).toBe(true);
    expect(unique(colors.map((c) => c.productSlug))).toBe(true);
    expect(unique(colors.map((c) => c.productId))).toBe(true);
    expect(unique(colors.map((c) => c.id))).toBe(true);
    for (const s of demo.styles) {
      expect(s.styleSlug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(s.styleSku).toMatch(/^XL\d{2}[A-Z]{2}\d{4}$/);
    }
  });
  it("encodes the colourway in the product slug", () => {
    for (const c of colors) expect(colorwayFromSlug(c.productSlug)?.name).toBe(c.colorName);
  });
  it("marks ~20 % of colours down, always below the slash price", () => {
    const marked = colors.filter((c) => c.slashPrice !== null);
    expect(marked.length / colors.length).toBeGreaterThan(0.12);
    expect(marked.length / colors.length).toBeLessThan(0.3);
    for (const c of marked) expect(c.slashPrice!).toBeGreaterThan(c.price);
  });
  it("uses real size runs", () => {
    const men = demo.styles.find((s) => s.styleProductType === "Shoes" && s.styleGroupGender === "men")!;
    const run = men.productColors[0]!.productSizes;
    expect(run.map((s) => s.cnSize)).toContain("265");
    expect(run.find((s) => s.euSize === "42")?.usSize).toBe("8.5");
    const kidsTee = demo.styles.find((s) => s.styleProductSubType === "tshirts" && s.styleGroupGender === "kids")!;
    expect(kidsTee.productColors[0]!.productSizes.map((s) => s.label)).toEqual(["110", "120", "130", "140", "150", "160"]);
  });
  it("references existing size charts, tags from the allowed set, and dates in the last 18 months", () => {
    const chartIds = new Set(buildSizeCharts().map((c) => c.id));
    for (const c of colors) {
      expect(chartIds).toContain(c.sizeChartId);
      expect([undefined, "新品", "限量", "热卖", "会员专享"]).toContain(c.productTag?.tagName);
      expect(c.availableFrom >= "2025-05-01" && c.availableFrom <= "2026-11-01T00:00:00.000Z").toBe(true);
    }
    expect(colors.some((c) => !c.enableAtWebsite)).toBe(true);
    const limited = colors.filter((c) => c.productTag?.tagName === "限量");
    expect(limited.length).toBeGreaterThan(0);
    expect(limited.every((c) => c.purchaseLimit !== null && c.purchaseLimit >= 2 && c.purchaseLimit <= 5)).toBe(true);
  });
  it("links peer styles (men / women / kids) both ways", () => {
    const s = demo.styles.find((x) => x.styleSlug === "velox-run-3")!;
    expect(s.peerStyleSku.map((p) => p.label)).toEqual(["男款", "女款", "童款"]);
    const w = demo.styles.find((x) => x.styleSlug === "velox-run-3-womens")!;
    expect(w.peerStyleSku).toEqual(s.peerStyleSku);
  });
  it("derives filters with counts", () => {
    const gender = demo.filters.find((f) => f.filter_code === "gender")!;
    expect(gender.filter_value.map((v) => v.value)).toEqual(["men", "women", "kids"]);
    expect(demo.filters.find((f) => f.filter_code === "color")!.filter_value.every((v) => v.count > 0)).toBe(true);
  });
});

describe("stock", () => {
  it("has saleableQty = qty − lockQty and a realistic mix", () => {
    expect(demo.stock.length).toBeGreaterThan(sizes.length);
    for (const r of demo.stock) {
      expect(r.saleableQty).toBe(r.qty - r.lockQty);
      expect(r.lockQty).toBeLessThanOrEqual(r.qty);
    }
    const online = demo.stock.filter((r) => r.storeCode === ONLINE_WAREHOUSE_CODE);
    expect(online.length).toBe(sizes.length); // the warehouse carries every EAN
    expect(online.some((r) => r.qty === 0)).toBe(true);
    expect(online.some((r) => r.saleableQty >= 1 && r.saleableQty <= 3)).toBe(true);
    expect(online.filter((r) => r.saleableQty > 3).length / online.length).toBeGreaterThan(0.6);
  });
  it("has 5–8 stores plus the online warehouse", () => {
    const stores = buildStores();
    const physical = stores.filter((s) => s.storeType !== "warehouse");
    expect(physical.length).toBeGreaterThanOrEqual(5);
    expect(physical.length).toBeLessThanOrEqual(8);
    expect(stores.map((s) => s.omsStoreCode)).toContain(ONLINE_WAREHOUSE_CODE);
  });
});

describe("scale", () => {
  // Its speed (generation under 2 s) is a figure of `pnpm bench`, not an assertion here.
  it("produces exactly N colours, with unique slugs and EANs", () => {
    const styles = [...iterateStyles({ seed: 7, scale: 1000 })];
    const cs = styles.flatMap((s) => s.productColors);
    expect(cs.length).toBe(1000);
    expect(new Set(cs.map((c) => c.productSlug)).size).toBe(1000);
    const eans = cs.flatMap((c) => c.productSizes.map((s) => s.ean));
    expect(new Set(eans).size).toBe(eans.length);
    expect(stockForStyle(styles[0]!, buildStores(), 7).length).toBeGreaterThan(0);
  });
});
