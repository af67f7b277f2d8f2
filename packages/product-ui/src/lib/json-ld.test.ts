import { describe, expect, it } from "vitest";
import { detailColor, detailStyle } from "../fixtures";
import { AVAILABILITY, availabilityFromSizes, productJsonLd, serializeJsonLd } from "./json-ld";

const url = `https://www.xunlan.cn/products/${detailStyle.styleSlug}/${detailColor.productSlug}`;

describe("productJsonLd", () => {
  it("has the schema.org Product shape with brand XUNLAN and a CNY offer", () => {
    const ld = productJsonLd(detailStyle, detailColor, url);
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: `${detailStyle.styleDisplayNameCn} ${detailColor.productColorLang.colorNameCn}`,
      sku: detailColor.productId,
      productID: detailStyle.styleSku,
      brand: { "@type": "Brand", name: "XUNLAN" },
      offers: {
        "@type": "Offer",
        url,
        priceCurrency: "CNY",
        price: Number(detailColor.price).toFixed(2),
        availability: AVAILABILITY.inStock,
      },
    });
    expect(ld.description).toBe(detailStyle.styleShortDescriptionCn);
  });

  it("lists enabled images in order as absolute URLs, without videos", () => {
    const ld = productJsonLd(detailStyle, detailColor, url);
    expect(ld.image[0]).toBe(`https://www.xunlan.cn${detailColor.productAssets![0]!.localUrl}`);
    expect(ld.image.some((src) => src.endsWith(".mp4"))).toBe(false);
    expect(ld.image).toHaveLength(detailColor.productAssets!.filter((a) => !a.isVideo).length);
  });

  it("derives availability from stock", () => {
    const sizes = (qtys: Array<number | null>) => ({
      productSizes: detailColor.productSizes!.slice(0, qtys.length).map((s, i) => ({ ...s, saleableQty: qtys[i] })),
    });
    expect(availabilityFromSizes(sizes([0, 0]))).toBe(AVAILABILITY.outOfStock);
    expect(availabilityFromSizes(sizes([0, 2]))).toBe(AVAILABILITY.limited);
    expect(availabilityFromSizes(sizes([0, 5]))).toBe(AVAILABILITY.inStock);
    expect(availabilityFromSizes(sizes([null]))).toBeUndefined();
    expect(productJsonLd(detailStyle, { ...detailColor, ...sizes([null]) }, url).offers).not.toHaveProperty("availability");
  });

  it("serialises safely for a script element", () => {
    expect(serializeJsonLd({ name: "</script><b>&" })).toBe('{"name":"\\u003c/script\\u003e\\u003cb\\u003e\\u0026"}');
  });
});
