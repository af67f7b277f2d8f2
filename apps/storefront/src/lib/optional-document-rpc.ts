import { createServerFn } from "@tanstack/react-start";
import { createContentClient, isContentPageType } from "@xunlan/cms-content";
import { getEnv } from "../env";

const CODE = /^[A-Za-z0-9._-]{1,100}$/;

/**
 * A document a page can do without, read by the server: a missing one answers `null` with
 * status 200 instead of a 404 the browser would report in its console on every client
 * navigation (most styles have no pdp story, most categories no banner).
 */
export const fetchOptionalDocument = createServerFn({ method: "GET" })
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
