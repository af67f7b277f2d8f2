import { createIsomorphicFn, createServerFn } from "@tanstack/react-start";
import { createContentClient, isContentPageType, type ContentClient, type ContentDocument, type ContentPageType } from "@xunlan/cms-content";
import { getEnv } from "../../env";

const CODE = /^[A-Za-z0-9._-]{1,100}$/;

/**
 * A document a page can do without, read by the server: a missing one answers `null` with
 * status 200 instead of a 404 the browser would report in its console on every client
 * navigation (most styles have no pdp story, most categories no banner).
 */
const fetchOptionalDocument = createServerFn({ method: "GET" })
  .validator((input: { pageType: string; code?: string | null }) => {
    if (!isContentPageType(input.pageType)) throw new Error("unknown page type");
    if (input.code != null && !CODE.test(input.code)) throw new Error("bad code");
    return { pageType: input.pageType, code: input.code ?? null };
  })
  .handler(async ({ data }) => {
    const content = createContentClient({ baseUrl: getEnv().CONTENT_BASE_URL, logger: { warn: () => {} } });
    const doc = await content.getDocument(data.pageType, data.code).catch(() => null);
    // As JSON text: documents are plain data, and the RPC's types need not describe every page type.
    return doc ? JSON.stringify(doc) : null;
  });

/**
 * Loads an optional document: directly on the server (the content client logs why one is
 * missing), through {@link fetchOptionalDocument} in the browser. Null when missing or broken.
 */
export const loadOptionalDocument = createIsomorphicFn()
  .server(<T extends ContentPageType>(content: ContentClient, pageType: T, code?: string) =>
    content.getDocument(pageType, code).catch(() => null),
  )
  .client(
    async <T extends ContentPageType>(_content: ContentClient, pageType: T, code?: string) =>
    {
      const json = await fetchOptionalDocument({ data: { pageType, code: code ?? null } });
      return json ? (JSON.parse(json) as ContentDocument<T>) : null;
    },
  );
