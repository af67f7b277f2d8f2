import type { QueryClient } from "@tanstack/react-query";
import {
  type ContentClient,
  type ContentDocument,
  type ContentPageType,
  type ContentSeo,
  documentQueryOptions,
  isMissingDocument,
} from "@xunlan/cms-content";

/** What a content page's loader needs from the route context. */
export interface ContentLoaderContext {
  queryClient: QueryClient;
  content: ContentClient;
}

/** What a content page's loader gives the route's head (cms-content's `contentHead` takes it). */
export interface ContentHeadData {
  title: string;
  seo?: ContentSeo;
}

/**
 * Loader helper: ensures a page document is cached (the page reads it with cms-content's
 * `documentQueryOptions`). Null when the document is missing — or its code is one no document can
 * have (`/static/-1`, a blank one) — which the route answers with its not-found (HTTP 404); any
 * other failure is thrown for the route's error page.
 */
export async function loadContentDocument<T extends ContentPageType>(
  queryClient: QueryClient,
  content: ContentClient,
  pageType: T,
  code?: string,
): Promise<ContentDocument<T> | null> {
  try {
    return await queryClient.ensureQueryData(documentQueryOptions(content, pageType, code));
  } catch (error) {
    if (isMissingDocument(error)) return null;
    throw error;
  }
}
