import { toCents } from "@xunlan/validation";
import { galleryAssets } from "./assets";
import type { ProductColorDetail, ProductStyleSummary } from "./types";

/** The brand on every product (schema.org Brand). */
export const BRAND_NAME = "XUNLAN";

/** schema.org availability URLs used by {@link productJsonLd}. */
export const AVAILABILITY = {
  inStock: "https://schema.org/InStock",
  limited: "https://schema.org/LimitedAvailability",
  outOfStock: "https://schema.org/OutOfStock",
} as const;

/** The schema.org Product object {@link productJsonLd} returns. */
export interface ProductJsonLd {
  "@context": "https://schema.org";
  "@type": "Product";
  name: string;
  description?: string;
  image: string[];
  sku: string;
  productID: string;
  color: string;
  brand: { "@type": "Brand"; name: string };
  offers: {
    "@type": "Offer";
    url: string;
    priceCurrency: "CNY";
    price: string;
    availability?: (typeof AVAILABILITY)[keyof typeof AVAILABILITY];
    itemCondition: "https://schema.org/NewCondition";
  };
}

/**
 * Availability from stock (spec §3 saleableQty per size, §5 thresholds): any size with more
 * than 3 → InStock; only 1–3 left in total → LimitedAvailability; every size 0 → OutOfStock;
 * stock not loaded → undefined (omitted).
 */
export function availabilityFromSizes(color: Pick<ProductColorDetail, "productSizes">): ProductJsonLd["offers"]["availability"] {
  const known = (color.productSizes ?? []).map((size) => size.saleableQty).filter((qty): qty is number => typeof qty === "number");
  if (known.length === 0) return undefined;
  const total = known.reduce((sum, qty) => sum + Math.max(0, qty), 0);
  if (total <= 0) return AVAILABILITY.outOfStock;
  return total <= 3 ? AVAILABILITY.limited : AVAILABILITY.inStock;
}

/**
 * schema.org Product JSON-LD of a product page: name (Chinese display name and colour), images
 * (enabled, non-video assets in order, absolute against `url`), sku = the colour's productId,
 * productID = styleSku, brand XUNLAN, one Offer in CNY with the sale price and availability
 * from stock. Serialise with {@link serializeJsonLd}.
 */
export function productJsonLd(style: ProductStyleSummary, color: ProductColorDetail, url: string): ProductJsonLd {
  const images = galleryAssets(color.productAssets ?? [])
    .filter((asset) => !asset.isVideo)
    .map((asset) => new URL(asset.localUrl, url).href);
  const description = style.styleShortDescriptionCn || style.styleMetaDescriptionCn || style.styleDescriptionCn || undefined;
  const availability = availabilityFromSizes(color);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: `${style.styleDisplayNameCn} ${color.productColorLang.colorNameCn}`.trim(),
    ...(description ? { description } : {}),
    image: images,
    sku: color.productId,
    productID: style.styleSku,
    color: color.productColorLang.colorNameCn || color.colorName,
    brand: { "@type": "Brand", name: BRAND_NAME },
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: "CNY",
      price: (toCents(color.price) / 100).toFixed(2),
      ...(availability ? { availability } : {}),
      itemCondition: "https://schema.org/NewCondition",
    },
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` are escaped so product
 * text can never close the script element.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}
