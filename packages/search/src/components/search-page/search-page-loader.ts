// The loader half of /search: imported by the route's loader, which the router splits into a
// chunk of its own (validation and head, which a route definition imports eagerly, are in
// search-page-route.ts).
import type { QueryClient } from "@tanstack/react-query";
import type { ApiClient } from "@xunlan/api-client";
import { type ContentClient, configQueryOptions } from "@xunlan/cms-content";
import { searchResultsInfiniteQueryOptions } from "../../queries/search";
import type { SearchPageSearch } from "./search-page-route";

/** What the /search loader needs from the route context. */
export interface SearchLoaderContext {
  queryClient: QueryClient;
  api: ApiClient;
  content: ContentClient;
}

/**
 * Loader half of /search: the keyword's first page of results (in its order) and the keyword
 * document's hot words into the cache, so the page renders on the server. Never throws: a failed
 * read leaves the panel to ask again in the browser.
 */
export async function loadSearchPage({ queryClient, api, content }: SearchLoaderContext, search: SearchPageSearch): Promise<void> {
  const keyword = search.keyword ?? "";
  await Promise.all([
    keyword
      ? queryClient
          .ensureInfiniteQueryData(searchResultsInfiniteQueryOptions(api, keyword, search.sort ?? "default"))
          .catch(() => undefined)
      : null,
    queryClient.ensureQueryData(configQueryOptions(content, "keyword")).catch(() => undefined),
  ]);
}
