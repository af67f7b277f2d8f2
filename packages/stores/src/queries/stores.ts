import { queryOptions } from "@tanstack/react-query";
import { type ApiClient, GetStoreStockDataDocument, StoreListDocument } from "@xunlan/api-client";

/** Where to look for stores: a city, a keyword and/or the shopper's position. */
export interface StoreQuery {
  cityName?: string | null;
  keyWord?: string | null;
  position?: { longitude: number; latitude: number } | null;
}

/** spec §7 storeList: physical stores (type 4), nearest first when a position is given. */
export function storeListQueryOptions(client: ApiClient, query: StoreQuery = {}) {
  const vars = {
    cityName: query.cityName?.trim() || null,
    keyWord: query.keyWord?.trim() || null,
    longitude: query.position?.longitude ?? null,
    latitude: query.position?.latitude ?? null,
  };
  return queryOptions({
    queryKey: ["stores", "list", vars] as const,
    queryFn: async () => (await client.request(StoreListDocument, { ...vars, storeType: 4 })).storeList,
    staleTime: 5 * 60_000,
  });
}

/** spec §7 getStoreStockData: a colour's per-size stock in nearby stores. */
export function storeStockQueryOptions(client: ApiClient, productId: string, query: StoreQuery = {}) {
  const vars = {
    productId,
    cityName: query.cityName?.trim() || null,
    longitude: query.position?.longitude ?? null,
    latitude: query.position?.latitude ?? null,
  };
  return queryOptions({
    queryKey: ["stores", "stock", vars] as const,
    queryFn: async () => (await client.request(GetStoreStockDataDocument, { ...vars, limit: 5 })).getStoreStockData,
    staleTime: 30_000,
  });
}
