// The route's half of the page that a route definition imports eagerly (search validation,
// head), apart from the loader (store-page-loader.ts, in the route's split loader chunk) and the
// component, so that neither the page nor the store queries are in the first-load chunk.
import { searchParamText } from "@xunlan/validation";

/** The /store page's URL state: the city to start with. */
export interface StorePageSearch {
  city?: string;
}

/**
 * The /store route's validateSearch. `city` is always returned: the router keeps a raw parameter
 * the validator leaves out, and ?city=1 (read as a number) or ?city=a&city=b reached the locator
 * as they came — the page rendered the server-error text (found by the page fuzzer, issue 12).
 * ?city=true names no city: every store. At most 20 characters; anything else is left out.
 */
export function validateStorePageSearch(search: Record<string, unknown>): StorePageSearch {
  const city = (searchParamText(search.city, { booleans: false }) ?? "").trim().slice(0, 20);
  return { city: city || undefined };
}

/** The /store page's head: title and description. */
export function storePageHead() {
  return {
    meta: [
      { title: "附近门店 | 迅岚 XUNLAN 官方商城" },
      { name: "description", content: "查找离您最近的迅岚门店：营业时间、门店自提、联系电话与地图导航。" },
    ],
  };
}
