/**
 * TanStack Query `queryOptions` factories over a {@link ContentClient} (spec §7 content
 * documents). Route loaders call `ensureQueryData` and components `useSuspenseQuery` with the
 * same factory, so the server render and the browser share one cache entry per document.
 */
import { queryOptions } from "@tanstack/react-query";
import type { ContentClient } from "./lib/content-client";
import type { ConfigKey, ContentDocument, ContentPageType } from "./schemas/content-schemas";

/** How long a loaded document counts as fresh: published documents change rarely. */
export const CONTENT_STALE_TIME_MS = 5 * 60 * 1000;

/** Query options for the home page document (`index.json`). */
export function indexPageQueryOptions(client: ContentClient) {
  return queryOptions({
    queryKey: ["content", "index"] as const,
    queryFn: () => client.getIndex(),
    staleTime: CONTENT_STALE_TIME_MS,
  });
}

/** Query options for a configuration document by spec §7 key (service_code, collections, recmd, …). */
export function configQueryOptions<K extends ConfigKey>(client: ContentClient, key: K) {
  return queryOptions({
    queryKey: ["content", "config", key] as const,
    queryFn: () => client.getConfig(key),
    staleTime: CONTENT_STALE_TIME_MS,
  });
}

/**
 * Query options for any document: `{pageType}/{code}.json`, or `{pageType}.json` without a code.
 * The query rejects with the loader's ContentError (status 404 for a missing document, which is
 * not retried: it will not appear by asking again).
 */
export function documentQueryOptions<T extends ContentPageType>(client: ContentClient, pageType: T, code?: string | null) {
  return queryOptions({
    queryKey: ["content", "document", pageType, code ?? null] as const,
    queryFn: () => client.getDocument(pageType, code),
    staleTime: CONTENT_STALE_TIME_MS,
    retry: (failureCount, error) => !isMissingDocument(error) && failureCount < 1,
  });
}

/**
 * Query options for a document a page can do without (a category banner, a style's pdp story):
 * resolves to null when it is missing or broken (the client has logged why), so a page renders
 * without it on the server and the browser does not ask again.
 */
export function optionalDocumentQueryOptions<T extends ContentPageType>(client: ContentClient, pageType: T, code?: string | null) {
  return queryOptions({
    queryKey: ["content", "optional-document", pageType, code ?? null] as const,
    queryFn: (): Promise<ContentDocument<T> | null> =>
      client.getOptionalDocument ? client.getOptionalDocument(pageType, code) : client.getDocument(pageType, code).catch(() => null),
    staleTime: CONTENT_STALE_TIME_MS,
  });
}

/**
 * True for the loader's "no such document": a ContentError with status 404, or its refusal
 * (400) of a code no document can have — INVALID_CODE (`/static/-1`, `__proto__`) or
 * MISSING_CODE for a blank one (`/landing/%20`, `/explore/collection/%09`: the page fuzzer
 * found these answering 500) — which is just as missing to the shopper. Duck-typed: a browser
 * app may load the content client in a lazy chunk, where `instanceof` would not hold.
 */
export function isMissingDocument(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { status, code } = error as { status?: unknown; code?: unknown };
  return status === 404 || (status === 400 && (code === "INVALID_CODE" || code === "MISSING_CODE"));
}
