import { useQuery, type QueryClient } from "@tanstack/react-query";
import type { ApiClient } from "@xunlan/api-client";
import { configQueryOptions, type ContentClient } from "@xunlan/cms-content";
import { recommendationFor, type SortKey } from "@xunlan/product-ui";
import { Container } from "@xunlan/ui";
import { keywordFromSearchParam, searchResultsInfiniteQueryOptions, sortFromSearchParam } from "../../queries/search";
import { SearchPanel } from "../search-panel/search-panel";

/** Longest keyword taken from the URL (the gateway's limit). */
const MAX_KEYWORD = 100;

/** The /search page's URL state: the keyword and the sort (absent for the default order). */
export interface SearchPageSearch {
  keyword?: string;
  sort?: Exclude<SortKey, "default">;
}

/**
 * The /search route's validateSearch. `keyword` and `sort` are always returned: the router keeps
 * raw parameters a validator leaves out, so `?keyword=42` (read as a number),
 * `?keyword=a&keyword=b`, `?keyword={"a":1}` or `?sort=cheapest` must not reach the loader as
 * they came (a 500, found by the page fuzzer, issue 12). Blank keywords and the default or an
 * unknown sort are undefined; anything else (utm_*, WeChat's from=singlemessage) is left out.
 */
export function validateSearchPageSearch(search: Record<string, unknown>): SearchPageSearch {
  return {
    keyword: keywordFromSearchParam(search.keyword).slice(0, MAX_KEYWORD) || undefined,
    sort: sortFromSearchParam(search.sort),
  };
}

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
    keyword ? queryClient.ensureInfiniteQueryData(searchResultsInfiniteQueryOptions(api, keyword, search.sort ?? "default")).catch(() => undefined) : null,
    queryClient.ensureQueryData(configQueryOptions(content, "keyword")).catch(() => undefined),
  ]);
}

/** The /search page's head: “{keyword}”的搜索结果, or 搜索 without a keyword. */
export function searchPageHead(keyword: string | undefined) {
  return { meta: [{ title: keyword ? `“${keyword}”的搜索结果 | 迅岚 XUNLAN 官方商城` : "搜索 | 迅岚 XUNLAN 官方商城" }] };
}

/** Props of {@link SearchPage}. */
export interface SearchPageProps {
  client: ApiClient;
  /** The content loader: the keyword document's hot words, the recmd document's search_no_result block. */
  content: ContentClient;
  isLoggedIn: boolean;
  /** ?keyword= ("" for none: the panel opens focused, ready to type). */
  keyword: string;
  /** ?sort= (undefined: the default order). */
  sort?: SortKey;
  /** Each submitted keyword ("" when cleared): the app replaces ?keyword= (no new history entry). */
  onKeywordChange: (keyword: string) => void;
  /** The chosen sort: the app pushes ?sort= (spec §9: a page of its own in the history, as on a listing). */
  onSortChange: (sort: SortKey) => void;
  /** A category suggestion: its path under /explore (e.g. `men/shoes/running`). */
  onCategory: (path: string) => void;
}

/**
 * /search?keyword=&sort= (spec §2 search panel as a page, §9 sort options): server-rendered
 * results of a keyword, in the chosen order, that can be shared; the panel tells the app each
 * search and sort to keep the URL in step. The no-result recommendation is read in the browser
 * only. Links go through ui's LinkProvider.
 */
export function SearchPage({ client, content, isLoggedIn, keyword, sort, onKeywordChange, onSortChange, onCategory }: SearchPageProps) {
  const { data: keywords } = useQuery(configQueryOptions(content, "keyword"));
  const { data: recmd } = useQuery({ ...configQueryOptions(content, "recmd"), enabled: typeof window !== "undefined" });
  return (
    <Container className="py-6 pb-16 lg:py-10">
      <h1 className="sr-only">搜索</h1>
      <SearchPanel
        client={client}
        isLoggedIn={isLoggedIn}
        initialKeyword={keyword}
        focusOnOpen={!keyword}
        hotWords={(keywords ?? []).map((k) => k.keyword)}
        recommendation={recommendationFor(recmd ?? [], "search_no_result")}
        onKeywordChange={onKeywordChange}
        sort={sort ?? "default"}
        onSortChange={onSortChange}
        onCategory={onCategory}
      />
    </Container>
  );
}
