/**
 * Content-document query factories. TODO(cms-content): these belong in @xunlan/cms-content next
 * to `createContentClient`; they live here until that package exports queryOptions factories.
 */
import { queryOptions } from "@tanstack/react-query";
import type { ConfigKey, ContentClient } from "@xunlan/cms-content";

const CONTENT_STALE_MS = 5 * 60 * 1000;

/** Query options for the home page document (`index.json`). */
export function indexPageQueryOptions(content: ContentClient) {
  return queryOptions({
    queryKey: ["content", "index"] as const,
    queryFn: () => content.getIndex(),
    staleTime: CONTENT_STALE_MS,
  });
}

/** Query options for a configuration document by spec §7 key (service_code, collections, …). */
export function configQueryOptions<K extends ConfigKey>(content: ContentClient, key: K) {
  return queryOptions({
    queryKey: ["content", "config", key] as const,
    queryFn: () => content.getConfig(key),
    staleTime: CONTENT_STALE_MS,
  });
}
