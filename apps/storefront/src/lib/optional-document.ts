import { createIsomorphicFn } from "@tanstack/react-start";
import type { ContentClient, ContentDocument, ContentPageType } from "@xunlan/cms-content";

/**
 * Loads an optional document: directly on the server (the content client logs why one is
 * missing), through the server function of optional-document-rpc.ts in the browser. Null
 * when missing or broken.
 */
export const loadOptionalDocument = createIsomorphicFn()
  .server(<T extends ContentPageType>(content: ContentClient, pageType: T, code?: string) =>
    content.getDocument(pageType, code).catch(() => null),
  )
  .client(async <T extends ContentPageType>(_content: ContentClient, pageType: T, code?: string) => {
    // Loaded on first use: the server-function runtime stays out of the initial JS.
    const { fetchOptionalDocument } = await import("./optional-document-rpc");
    const json = await fetchOptionalDocument({ data: { pageType, code: code ?? null } });
    return json ? (JSON.parse(json) as ContentDocument<T>) : null;
  });
