/**
 * Catalogue data for tests and stories: the gateway's answers to product-ui's own operations on
 * its seeded demo catalogue (./generated/catalog.ts, recorded by the gateway and checked there
 * for drift), put through the same mappers the query factories and pages use. Images are gateway
 * paths (`/images/products/{slug}/{n}.jpg`); Storybook shows them when it proxies `/images` to the
 * gateway, tests never load them.
 */
import { colourOptions, sizesWithStock, toProductColorCard } from "../lib/catalog-cards";
import type { Category, Filter, PeerStyle, ProductColorCard, ProductColorDetail, ProductColorOption, ProductStyleSummary, SizeChartData } from "../lib/types";
import { toSizeChartData } from "../queries/catalog";
import { categoryTree as categoryTreeAnswer, listingPage, productStock, productStylePage, sizeChartOfColour } from "./generated/catalog";

/** The cards of the first page of a listing (/explore/men/shoes/running): tags 新品/热卖/限量/会员专享, marked-down and full-price colours. */
export const cards: ProductColorCard[] = listingPage.searchProductColors.productColors.map(toProductColorCard);

/** The facets of that listing, sizes (us_size) read as the gateway's size conversion table says. */
export const filters: Filter[] = listingPage.searchProductColors.filters;

const style = productStylePage.productStyle;
if (!style) throw new Error("fixtures: the recorded productStyle is null");
// The colour the stock was recorded for (its sizes carry the stock rows' EANs).
const colour = style.productColors.find((candidate) => candidate.productSizes.some((size) => size.ean === productStock.skuStock[0]?.sku));
if (!colour) throw new Error("fixtures: no colour of the recorded style has the recorded stock");

/** A product page's style (with its peer styles). */
export const detailStyle: ProductStyleSummary & { peerStyleSku: PeerStyle[] } = style;

/** Its colour whose stock was recorded, as the product page reads it: sizes with that stock merged in. */
export const detailColor: ProductColorDetail = {
  ...colour,
  productColorLang: { colorName: colour.productColorLang.colorName, colorNameCn: colour.productColorLang.colorNameCn },
  productSizes: sizesWithStock(colour, productStock.skuStock),
};

/** Every colour of the style, as the colour picker takes them. */
export const detailColours: ProductColorOption[] = colourOptions(style.productColors);

if (!sizeChartOfColour.sizeChart) throw new Error("fixtures: the recorded sizeChart is null");
/** The colour's size chart, as the size picker's table reads it. */
export const sizeChart: SizeChartData = toSizeChartData(sizeChartOfColour.sizeChart);

/** The visible three-level category tree (gender → type → sub-type). */
export const categoryTree: Category[] = categoryTreeAnswer.productCategories;
