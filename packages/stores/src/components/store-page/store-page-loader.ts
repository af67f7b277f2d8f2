// The loader half of /store: imported by the route's loader, which the router splits into a
// chunk of its own (validation and head, which a route definition imports eagerly, are in
// store-page-route.ts).
import type { QueryClient } from "@tanstack/react-query";
import type { ApiClient } from "@xunlan/api-client";
import { storeListQueryOptions } from "../../queries/stores";

/** Loader half of /store: every store into the cache, so the list renders on the server. Never throws. */
export async function loadStorePage({ queryClient, api }: { queryClient: QueryClient; api: ApiClient }): Promise<void> {
  await queryClient.ensureQueryData(storeListQueryOptions(api)).catch(() => undefined);
}
