import type { CatalogAsset, CatalogCardColor, CatalogDetailColor, CatalogStock } from "../queries/catalog-results";
import { galleryAssets } from "./assets";
import type { ProductColorCard, ProductColorOption, ProductSize } from "./types";

/** Images a card swipes through: the card cover, then the colour's photos (no videos), at most this many. */
export const CARD_IMAGE_LIMIT = 4;

/**
 * A gateway product colour (productColors) as the card of listings, rails and recommendations
 * (spec §2 product card): the style's Chinese name, every colour of the style as dots, the
 * cover image followed by the colour's photos.
 */
export function toProductColorCard(color: CatalogCardColor): ProductColorCard {
  const photos = galleryAssets(color.productAssets as CatalogAsset[])
    .filter((asset) => !asset.isVideo)
    .map((asset) => asset.localUrl);
  const images = [...new Set([color.cardImage, ...photos].filter(Boolean))].slice(0, CARD_IMAGE_LIMIT);
  const colours: ProductColorOption[] = color.productStyle.productColors.map((option) => ({
    productId: option.productId,
    productSlug: option.productSlug,
    styleSlug: option.styleSlug,
    colorSelectorImage: option.colorSelectorImage,
    colorNameCn: option.productColorLang.colorNameCn,
    colorHex: option.colorHex,
  }));
  return {
    id: color.id,
    productId: color.productId,
    productSlug: color.productSlug,
    styleSlug: color.styleSlug,
    styleSku: color.styleSku,
    productName: color.productName,
    styleDisplayNameCn: color.productStyle.styleDisplayNameCn,
    colorName: color.colorName,
    productColorLang: { colorName: color.productColorLang.colorName, colorNameCn: color.productColorLang.colorNameCn },
    price: color.price,
    slashPrice: color.slashPrice ?? null,
    productTag: color.productTag ?? null,
    colours: colours.length > 0 ? colours : [],
    images,
  };
}

/**
 * The sizes of a colour with stock merged in (spec §3 stock, §5 thresholds): `saleableQty`
 * from the skuStock rows (by EAN = sku) wins over the one the product query carried.
 */
export function sizesWithStock(color: Pick<CatalogDetailColor, "productSizes">, stock?: readonly CatalogStock[] | null): ProductSize[] {
  const bySku = new Map<string, number>();
  for (const row of stock ?? []) bySku.set(row.sku, (bySku.get(row.sku) ?? 0) + row.saleableQty);
  return color.productSizes.map((size) => ({
    id: size.id,
    label: size.label,
    ean: size.ean,
    usSize: size.usSize,
    cnSize: size.cnSize,
    productId: size.productId,
    productSlug: size.productSlug,
    sizeDisplay: size.sizeDisplay,
    saleableQty: bySku.get(size.ean) ?? size.saleableQty,
  }));
}

/** The colour options of a style (the product page's ColorPicker). */
export function colourOptions(
  colours: readonly Pick<
    CatalogDetailColor,
    "productId" | "productSlug" | "styleSlug" | "colorSelectorImage" | "colorHex" | "productColorLang"
  >[],
): ProductColorOption[] {
  return colours.map((colour) => ({
    productId: colour.productId,
    productSlug: colour.productSlug,
    styleSlug: colour.styleSlug,
    colorSelectorImage: colour.colorSelectorImage,
    colorNameCn: colour.productColorLang.colorNameCn,
    colorHex: colour.colorHex,
  }));
}

/**
 * Which colour of a style a product URL means (spec §2: /products/{styleSlug}/{productSlug},
 * also read as /products/{styleSku}/{productId}): by slug, then product id, then row id.
 * Without a key (or an unknown one with `fallback`) the first colour.
 */
export function findColour<T extends Pick<CatalogDetailColor, "id" | "productId" | "productSlug">>(
  colours: readonly T[],
  key: string | null | undefined,
): T | undefined {
  if (!key) return colours[0];
  return (
    colours.find((colour) => colour.productSlug === key) ??
    colours.find((colour) => colour.productId === key) ??
    colours.find((colour) => colour.id === key)
  );
}

/** Filter attribute values of a colour (productColorLang.filterAttributes, JSON from the gateway). */
export function filterAttributes(color: { productColorLang: { filterAttributes: unknown } }): Record<string, string[]> {
  const raw = color.productColorLang.filterAttributes;
  if (!raw || typeof raw !== "object") return {};
  const result: Record<string, string[]> = {};
  for (const [code, values] of Object.entries(raw as Record<string, unknown>)) {
    if (Array.isArray(values)) result[code] = values.filter((value): value is string => typeof value === "string");
  }
  return result;
}
