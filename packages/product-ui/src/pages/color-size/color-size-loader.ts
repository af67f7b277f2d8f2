// The route's half of the page (search validation, loader, head): what a route definition
// imports eagerly, apart from the component so that the component stays in its lazy chunk.
import { productColorQueryOptions, productStyleQueryOptions } from "../../index";
import type { CatalogLoaderContext } from "../catalog-context";
import type { ColorSizeSearch } from "./color-size-search";

/** What {@link loadColorSize} gives the route: the style to show and the page title. */
export interface ColorSizeLoaderData {
  styleKey: string;
  title: string;
}

/**
 * Loader half of /products/colorSize: the style of ?styleSku= (or of ?productId='s colour) into
 * the cache. Null when neither names a style (the route answers its not-found).
 */
export async function loadColorSize(
  { queryClient, api }: CatalogLoaderContext,
  search: ColorSizeSearch,
): Promise<ColorSizeLoaderData | null> {
  let styleSku = search.styleSku;
  if (!styleSku && search.productId)
    styleSku = (await queryClient.ensureQueryData(productColorQueryOptions(api, search.productId)))?.productStyle.styleSku;
  if (!styleSku) return null;
  const style = await queryClient.ensureQueryData(productStyleQueryOptions(api, styleSku));
  if (!style) return null;
  return { styleKey: styleSku, title: `选择颜色和尺码 · ${style.styleDisplayNameCn} | 迅岚 XUNLAN 官方商城` };
}
