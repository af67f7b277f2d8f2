/**
 * Product and content images: SVG drawings rasterised by sharp. Output depends only on the
 * inputs (no randomness, no clock), so the gateway can cache by URL forever.
 */
import sharp from "sharp";
import { type Colorway, colorwayFromSlug } from "../colours";
import { familyFromSlug } from "../ranges";
import type { Silhouette } from "../types";
import { angleForIndex, productSvg } from "./compose";
import { CONTENT_IMAGES, contentSvg } from "./content";
import { type Canvas, paletteOf } from "./svg";

/** Raster format of a rendered image. */
export type ImageFormat = "jpeg" | "webp";
/** Aspect of a product image: square (default) or portrait 4:5. */
export type ProductAspect = "1:1" | "4:5";

/** Default width (spec §5/§9: images default to 1920 wide). */
export const DEFAULT_IMAGE_WIDTH = 1920;
/** Widths are clamped to this range. */
export const MIN_IMAGE_WIDTH = 16;
export const MAX_IMAGE_WIDTH = 2560;

/** Options of {@link renderProductImage}. */
export interface ProductImageOptions {
  /** A product (colour) slug, e.g. "velox-run-3-black-volt". */
  productSlug: string;
  /** 0 = colour-selector crop; 1…n = the colour's gallery shots (see `anglesFor`). */
  index: number;
  /** Output width in px (default 1920). */
  width?: number;
  format?: ImageFormat;
  aspect?: ProductAspect;
}

/** What the renderer needs to draw a product: silhouette and colourway. */
export interface RenderSpec {
  silhouette: Silhouette;
  colorway: Colorway;
}

/**
 * Recovers silhouette and colourway from a product slug (family stem + colourway tail), so
 * any slug the generator produced — at any seed or scale — renders without a catalogue lookup.
 * Returns undefined for slugs it cannot read (serve 404).
 */
export function resolveRenderSpec(productSlug: string): RenderSpec | undefined {
  const family = familyFromSlug(productSlug);
  const colorway = colorwayFromSlug(productSlug);
  if (!family || !colorway) return undefined;
  return { silhouette: family.silhouette, colorway };
}

function clampWidth(width: number | undefined): number {
  const w = Math.round(width ?? DEFAULT_IMAGE_WIDTH);
  if (!Number.isFinite(w)) return DEFAULT_IMAGE_WIDTH;
  return Math.min(MAX_IMAGE_WIDTH, Math.max(MIN_IMAGE_WIDTH, w));
}

async function rasterise(svg: string, format: ImageFormat): Promise<Buffer> {
  const img = sharp(Buffer.from(svg));
  return format === "webp"
    ? img.webp({ quality: 78, effort: 4 }).toBuffer()
    : img.flatten({ background: "#eeeeeb" }).jpeg({ quality: 82, mozjpeg: true, progressive: true }).toBuffer();
}

/** The SVG source of a product image (for debugging and tests); throws on an unknown slug/index. */
export function productImageSvg(options: ProductImageOptions): string {
  const spec = resolveRenderSpec(options.productSlug);
  if (!spec) throw new RangeError(`unknown product slug: ${options.productSlug}`);
  const angle = angleForIndex(spec.silhouette, options.index);
  if (!angle) throw new RangeError(`no image ${options.index} for ${options.productSlug}`);
  const canvas: Canvas = { w: 1000, h: options.aspect === "4:5" ? 1250 : 1000 };
  return productSvg(spec.silhouette, paletteOf(spec.colorway), angle, canvas, clampWidth(options.width));
}

/**
 * Renders one product shot as JPEG (q82) or WebP (q78) at the requested width (16–2560,
 * default 1920). Throws RangeError for an unknown slug or index (the gateway answers 404).
 */
export async function renderProductImage(options: ProductImageOptions): Promise<Buffer> {
  return rasterise(productImageSvg(options), options.format ?? "jpeg");
}

/** A content/hero image key (see CONTENT_IMAGES). */
export type ContentImageKey = keyof typeof CONTENT_IMAGES;

/**
 * Renders a content image (hero banners 16:9, category tiles 3:4, campaign, store) in the
 * same studio art direction. Throws RangeError for an unknown key.
 */
export async function renderContentImage(key: string, width: number = DEFAULT_IMAGE_WIDTH, format: ImageFormat = "jpeg"): Promise<Buffer> {
  return rasterise(contentImageSvg(key, width), format);
}

/** The SVG source of a content image. */
export function contentImageSvg(key: string, width: number = DEFAULT_IMAGE_WIDTH): string {
  const svg = contentSvg(key, clampWidth(width));
  if (!svg) throw new RangeError(`unknown content image: ${key}`);
  return svg;
}
