import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { notFound } from "@tanstack/react-router";
import type { ContentClient, ContentDocument, ContentPageType } from "@xunlan/cms-content";
import { loadOptionalDocument } from "./optional-document";

const CONTENT_STALE_MS = 5 * 60 * 1000;

/**
 * True for the content loader's "no such document": a ContentError with status 404, or its
 * INVALID_CODE refusal (400) of a code no document can have (`/static/-1`, `__proto__`), which
 * is just as missing to the shopper.
 */
export function isMissingDocument(error: unknown): boolean {
  // Duck-typed: the browser's content client lives in a lazily loaded chunk.
  if (typeof error !== "object" || error === null) return false;
  const { status, code } = error as { status?: unknown; code?: unknown };
  return status === 404 || (status === 400 && code === "INVALID_CODE");
}

/**
 * Query options for one page document (`{pageType}/{code}.json`, or `{pageType}.json` without
 * a code). A missing document is not retried.
 */
export function contentPageQueryOptions<T extends ContentPageType>(content: ContentClient, pageType: T, code?: string) {
  return queryOptions({
    queryKey: ["content", "page", pageType, code ?? null] as const,
    queryFn: () => content.getDocument(pageType, code),
    staleTime: CONTENT_STALE_MS,
    retry: (failures, error) => !isMissingDocument(error) && failures < 1,
  });
}

/**
 * Loader helper: ensures a page document is cached; a missing document becomes the route's
 * not-found (status 404, the route's notFoundComponent), anything else the error page.
 */
export async function ensureContentPage<T extends ContentPageType>(
  queryClient: QueryClient,
  content: ContentClient,
  pageType: T,
  code?: string,
) {
  try {
    return await queryClient.ensureQueryData(contentPageQueryOptions(content, pageType, code));
  } catch (error) {
    if (isMissingDocument(error)) throw notFound();
    throw error;
  }
}

/**
 * Query options for a document a page can do without (the category banner, a PLP's extras):
 * resolves to null when it is missing or broken (the content client has logged why), so the
 * page renders without it on the server and the browser does not ask again.
 */
export function optionalContentPageQueryOptions<T extends ContentPageType>(content: ContentClient, pageType: T, code?: string) {
  return queryOptions({
    queryKey: ["content", "optional-page", pageType, code ?? null] as const,
    queryFn: () => loadOptionalDocument(content, pageType, code) as Promise<ContentDocument<T> | null>,
    staleTime: CONTENT_STALE_MS,
  });
}
