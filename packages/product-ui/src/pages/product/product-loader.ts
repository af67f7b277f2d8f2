// The loader half of the product routes, apart from the page so the route's split loader chunk
// carries the JSON-LD and redirect logic and the page chunk does not.
import { notFound, redirect } from "@tanstack/react-router";
import { ApiError } from "@xunlan/api-client";
import { configQueryOptions, optionalDocumentQueryOptions } from "@xunlan/cms-content";
import {
  type CatalogDetailColor,
  type CatalogStyle,
  findColour,
  type ProductSize,
  productHref,
  productJsonLd,
  productStyleQueryOptions,
  serializeJsonLd,
  sizesWithStock,
  skuStockQueryOptions,
} from "../../index";
import { galleryAssets } from "../../lib/assets";
import { GALLERY_IMAGE_SIZES, imagePreloadLink } from "../../lib/images";
import type { CatalogLoaderContext } from "../catalog-context";
import type { ProductLoaderData } from "./product-head";

type ProductContext = CatalogLoaderContext;

/** The style of a product URL's first segment (styleSlug or styleSku); not found → 404. */
export async function loadStyle({ queryClient, api }: ProductContext, style: string): Promise<CatalogStyle> {
  let found: CatalogStyle | null | undefined;
  try {
    found = await queryClient.ensureQueryData(productStyleQueryOptions(api, style));
  } catch (error) {
    // A key the gateway refuses as malformed (/products/%00: 参数错误, statusCode 400 on the
    // styleSlug argument) names no product: the not-found page, never a 500.
    if (error instanceof ApiError && error.statusCode === 400 && error.extensions.field !== undefined) throw notFound();
    throw error;
  }
  if (!found || found.productColors.length === 0) throw notFound();
  return found;
}

/** /products/{styleSlug}: the style's first colour (spec §2 routes), as a temporary redirect. */
export async function redirectToFirstColour(context: ProductContext, style: string): Promise<never> {
  const found = await loadStyle(context, style);
  throw redirect({ href: productHref(found.styleSlug, found.productColors[0]!.productSlug), statusCode: 302 });
}

/** The colour as product-ui's JSON-LD and pickers read it. */
function detailOf(colour: CatalogDetailColor, sizes: ProductSize[]) {
  return {
    ...colour,
    productColorLang: { colorName: colour.productColorLang.colorName, colorNameCn: colour.productColorLang.colorNameCn },
    productSizes: sizes,
  };
}

/**
 * Loader of /products/{styleSlug}/{productSlug} (also read as /products/{styleSku}/{productId}):
 * the style with every colour, the colour's stock and the style's pdp document, so the first
 * HTML holds name, price, sizes and the Product JSON-LD. The recommendations below the fold are
 * fetched by the browser after hydration (their cards and data were a fifth of the HTML). The other
 * reading redirects (301) to the slug URL.
 * `origin` is the shop's origin for the canonical URL and the JSON-LD (the request's on the server).
 */
export async function loadProduct(
  context: ProductContext,
  styleKey: string,
  productKey: string,
  origin: string,
): Promise<ProductLoaderData> {
  const { queryClient, api, content } = context;
  const style = await loadStyle(context, styleKey);
  const colour = findColour(style.productColors, productKey);
  if (!colour) throw notFound();
  if (styleKey !== style.styleSlug || productKey !== colour.productSlug) {
    throw redirect({ href: productHref(style.styleSlug, colour.productSlug), statusCode: 301 });
  }
  const [stock] = await Promise.all([
    queryClient.ensureQueryData(skuStockQueryOptions(api, { primaryId: colour.productId, type: "product" })).catch(() => null),
    queryClient.ensureQueryData(optionalDocumentQueryOptions(content, "pdp", style.styleSku)),
    // The recmd document names the recommendation rail (its title is in the first HTML; its cards are not).
    queryClient.ensureQueryData(configQueryOptions(content, "recmd")).catch(() => []),
  ]);
  const canonical = `${origin}${productHref(style.styleSlug, colour.productSlug)}`;
  const detail = detailOf(colour, sizesWithStock(colour, stock));
  return {
    title: style.styleMetaTitleCn || `${style.styleDisplayNameCn} ${colour.productColorLang.colorNameCn} | 迅岚 XUNLAN 官方商城`,
    description: style.styleMetaDescriptionCn || style.styleShortDescriptionCn,
    canonical,
    jsonLd: serializeJsonLd(productJsonLd(style, detail, canonical)),
    image: colour.cardImage ? new URL(colour.cardImage, canonical).href : null,
    preload: galleryPreload(colour),
  };
}

/** The gallery's first item when it is an image (the page's LCP element), as the gallery renders it (jpeg: the gallery's default). */
function galleryPreload(colour: CatalogDetailColor) {
  const first = galleryAssets(colour.productAssets)[0];
  return first && !first.isVideo ? imagePreloadLink(first.localUrl, GALLERY_IMAGE_SIZES) : null;
}
