import { describe, expect, it } from "vitest";
import { findColour, sizesWithStock } from "./catalog-cards";
import { recommendationFor } from "./recommendations";

const sizeDisplay = { primary: "270", unit: "中国码", equivalents: ["US 9", "EU 42.5"], text: "中国码 270 · US 9 · EU 42.5" };
const size = (ean: string, saleableQty: number) => ({
  id: ean,
  label: ean,
  ean,
  usSize: "9",
  cnSize: "270",
  productId: "p",
  productSlug: "s",
  saleableQty,
  sizeDisplay,
});

describe("sizesWithStock", () => {
  it("takes saleableQty from the stock rows by EAN, else keeps the product's", () => {
    const sizes = sizesWithStock({ productSizes: [size("1", 9), size("2", 9)] }, [
      { sku: "1", qty: 2, storeCode: "XLWH01", lockQty: 0, saleableQty: 2 },
    ]);
    expect(sizes.map((s) => s.saleableQty)).toEqual([2, 9]);
    // issue 13: the size buttons read the gateway's display (size conversion table) unchanged.
    expect(sizes[0]?.sizeDisplay).toEqual(sizeDisplay);
  });
});

describe("findColour", () => {
  const colours = [
    { id: "1", productId: "XL1-001", productSlug: "a-black" },
    { id: "2", productId: "XL1-002", productSlug: "a-white" },
  ];
  it("matches slug, product id or row id; no key → the first colour", () => {
    expect(findColour(colours, "a-white")?.id).toBe("2");
    expect(findColour(colours, "XL1-002")?.id).toBe("2");
    expect(findColour(colours, "2")?.id).toBe("2");
    expect(findColour(colours, undefined)?.id).toBe("1");
    expect(findColour(colours, "zzz")).toBeUndefined();
  });
});

describe("recommendationFor", () => {
  const blocks = [
    {
      location: "pdp",
      product_type: "Shoes",
      title: "搭配推荐",
      sub_title: "鞋",
      items: [{ color: { product_id: 1, enable_at_website: true } }, { color: { product_id: 2, enable_at_website: false } }],
    },
    {
      location: "pdp",
      product_type: "Apparel",
      title: "搭配推荐",
      sub_title: "服",
      items: [{ color: { product_id: 3, enable_at_website: true } }],
    },
  ];
  it("picks the block of the product type, else the location's first, and drops disabled items", () => {
    expect(recommendationFor(blocks, "pdp", "Apparel")?.productIds).toEqual(["3"]);
    expect(recommendationFor(blocks, "pdp", "Accessories")?.productIds).toEqual(["1"]);
    expect(recommendationFor(blocks, "cart", "Shoes")).toBeNull();
  });
});
