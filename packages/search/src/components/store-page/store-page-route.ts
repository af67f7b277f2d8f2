// The route's half of the page (search validation, loader, head): what a route definition
// imports eagerly, apart from the component so that the component stays in its lazy chunk.
import type { QueryClient } from "@tanstack/react-query";
import type { ApiClient } from "@xunlan/api-client";
import { searchParamText } from "@xunlan/validation";
import { storeListQueryOptions } from "../../queries/stores";

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

/** Loader half of /store: every store into the cache, so the list renders on the server. Never throws. */
export async function loadStorePage({ queryClient, api }: { queryClient: QueryClient; api: ApiClient }): Promise<void> {
  await queryClient.ensureQueryData(storeListQueryOptions(api)).catch(() => undefined);
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
