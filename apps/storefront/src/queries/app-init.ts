import type { QueryClient } from "@tanstack/react-query";
import type { ApiClient } from "@xunlan/api-client";
import type { ContentClient } from "@xunlan/cms-content";
import { configQueryOptions } from "@xunlan/cms-content";
import { categoriesQueryOptions } from "@xunlan/product-ui";
import { demoModeQueryOptions } from "../lib/demo-mode";
import { gatewayFeaturesQueryOptions } from "../lib/gateway-features";

/** Query key of the §4 "initialised" marker, set between the two phases. */
export const APP_INITIALISED_KEY = ["app", "initialised"] as const;

/**
 * Spec §4 app initialisation, run by the root loader (on the server for the first render):
 * 1. translation map, categories and service codes (required: a failure shows the error page);
 * 2. mark the app initialised;
 * 3. collections, recommendation config, hot keywords and announcement (best effort: the
 *    content client logs a failure and the layout renders without that piece), and whether the
 *    gateway runs sandbox providers (the layout's 演示环境 mark) and which of the brand's systems
 *    it declares absent (their features hidden).
 */
export async function initialiseApp({
  queryClient,
  api,
  content,
}: {
  queryClient: QueryClient;
  api: ApiClient;
  content: ContentClient;
}): Promise<{ initialised: true }> {
  await Promise.all([
    queryClient.ensureQueryData(configQueryOptions(content, "field_translation_map")),
    queryClient.ensureQueryData(categoriesQueryOptions(api)),
    queryClient.ensureQueryData(configQueryOptions(content, "service_code")),
  ]);

  queryClient.setQueryData(APP_INITIALISED_KEY, true);

  await Promise.allSettled([
    queryClient.ensureQueryData(configQueryOptions(content, "collections")),
    queryClient.ensureQueryData(configQueryOptions(content, "recmd")),
    queryClient.ensureQueryData(configQueryOptions(content, "keyword")),
    queryClient.ensureQueryData(configQueryOptions(content, "announcement")),
    queryClient.ensureQueryData(demoModeQueryOptions()),
    queryClient.ensureQueryData(gatewayFeaturesQueryOptions()),
  ]);
  return { initialised: true };
}
