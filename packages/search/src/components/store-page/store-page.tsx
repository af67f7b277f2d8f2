import type { QueryClient } from "@tanstack/react-query";
import type { ApiClient } from "@xunlan/api-client";
import { Container } from "@xunlan/ui";
import { searchParamText } from "@xunlan/validation";
import { storeListQueryOptions } from "../../queries/stores";
import { StoreLocator } from "../store-locator/store-locator";

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

/** Props of {@link StorePage}. */
export interface StorePageProps {
  client: ApiClient;
  /** ?city= ("" or absent: every store). */
  city?: string;
  /** Reads the shopper's position (see {@link StoreLocator}); default: the browser's, asked only on 使用我的位置. */
  locate?: () => Promise<{ longitude: number; latitude: number }>;
}

/**
 * /store (spec §2 nearby stores; linked from the mega-menu, the mobile menu, the footer and the
 * store QR caption): 附近门店 over the store locator, server-rendered with every store; the
 * shopper's position is asked for only when they tap 使用我的位置.
 */
export function StorePage({ client, city = "", locate }: StorePageProps) {
  return (
    <div className="pb-16">
      <div className="border-b border-grey-200 bg-canvas">
        <Container className="py-10 lg:py-14">
          <p className="mb-3 text-xs font-bold tracking-label text-accent">门店查询</p>
          <h1 className="font-display text-4xl font-black tracking-tight lg:text-6xl">附近门店</h1>
        </Container>
      </div>
      <Container className="mt-8">
        <StoreLocator client={client} initialCity={city} locate={locate} />
      </Container>
    </div>
  );
}
