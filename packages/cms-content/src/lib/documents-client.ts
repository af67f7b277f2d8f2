import { type ContentClient, createContentClient } from "./content-client";
import { CONTENT_PUBLISH_PREFIX } from "./content-path";

/**
 * A content client over documents held in memory, keyed by their path under `json/publish/`
 * (`"index.json"`, `"landing/spring-run.json"`): the real loader (validation, errors, §8 404s)
 * with the CDN replaced, for stories, tests and previews. Any other path answers 404, as the CDN
 * does. Browser-safe.
 *
 * @example
 * import index from "@xunlan/cms-content/documents/json/publish/index.json";
 * const content = createDocumentsContentClient({ "index.json": index });
 */
export function createDocumentsContentClient(documents: Readonly<Record<string, unknown>>): ContentClient {
  return createContentClient({
    baseUrl: "http://content.localhost",
    logger: { warn: () => {} },
    fetch: async (input) => {
      const url = String(input instanceof Request ? input.url : input);
      const body = documents[url.split(`/${CONTENT_PUBLISH_PREFIX}/`)[1] ?? ""];
      return body === undefined ? new Response("not found", { status: 404 }) : Response.json(body);
    },
  });
}
