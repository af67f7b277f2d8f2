import type { QueryClient } from "@tanstack/react-query";
import { notFound } from "@tanstack/react-router";
import { documentQueryOptions, isMissingDocument, type ContentClient, type ContentPageType } from "@xunlan/cms-content";

/**
 * Loader helper: ensures a page document is cached (the component reads it with
 * `documentQueryOptions`); a missing document is the route's not-found (HTTP 404), anything
 * else the error page.
 */
export async function ensureContentPage<T extends ContentPageType>(queryClient: QueryClient, content: ContentClient, pageType: T, code?: string) {
  try {
    return await queryClient.ensureQueryData(documentQueryOptions(content, pageType, code));
  } catch (error) {
    if (isMissingDocument(error)) throw notFound();
    throw error;
  }
}
