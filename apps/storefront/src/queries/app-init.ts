import type { QueryClient } from "@tanstack/react-query";
import type { RouterContext } from "../router";
import { productCategoriesQueryOptions } from "./categories";
import { contentQueryOptions } from "./content";

/** Query key of the §4 "initialised" marker, set between the two phases. */
export const APP_INITIALISED_KEY = ["app", "initialised"] as const;

/**
 * Spec §4 app initialisation, run by the root loader (on the server for the first render):
 * 1. translation map, categories and service codes (all required: a failure shows the error page);
 * 2. mark the app initialised;
 * 3. collections, recommendation config, hot keywords and announcement (best effort: a missing
 *    document is logged by the loader and the layout renders without it).
 */
export async function initialiseApp({ queryClient, api, content }: Pick<RouterContext, "queryClient" | "api" | "content">) {
  await Promise.all([
    queryClient.ensureQueryData(contentQueryOptions(content, "field_translation_map")),
    queryClient.ensureQueryData(productCategoriesQueryOptions(api)),
    queryClient.ensureQueryData(contentQueryOptions(content, "service_code")),
  ]);

  markInitialised(queryClient);

  await Promise.allSettled([
    queryClient.ensureQueryData(contentQueryOptions(content, "collections")),
    queryClient.ensureQueryData(contentQueryOptions(content, "recmd")),
    queryClient.ensureQueryData(contentQueryOptions(content, "keyword")),
    queryClient.ensureQueryData(contentQueryOptions(content, "announcement")),
  ]);
  return { initialised: true as const };
}

function markInitialised(queryClient: QueryClient) {
  queryClient.setQueryData(APP_INITIALISED_KEY, true);
}
