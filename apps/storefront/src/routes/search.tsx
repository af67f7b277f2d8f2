import { useQuery } from "@tanstack/react-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { configQueryOptions } from "@xunlan/cms-content";
import { recommendationFor } from "@xunlan/product-ui";
import { SearchPanel, keywordFromSearchParam, searchResultsInfiniteQueryOptions, sortFromSearchParam } from "@xunlan/search";
import { Container } from "@xunlan/ui";
import { RouterAnchor } from "../components/router-anchor";
import { useSession } from "@xunlan/session";

/** Longest keyword taken from the URL (the gateway's limit). */
const MAX_KEYWORD = 100;

/** The /search page's URL state: the keyword and the sort (absent for the default order). */
interface SearchPageSearch {
  keyword?: string;
  sort?: ReturnType<typeof sortFromSearchParam>;
}

/**
 * /search?keyword=&sort= (spec §2 search panel as a page, §9 sort options): server-rendered
 * results of a keyword, in the chosen order, that can be shared; the panel keeps the URL in step
 * with each search and sort. Extra parameters (utm_*, WeChat's from=singlemessage) and unknown
 * sorts are ignored.
 */
export const Route = createFileRoute("/search")({
  // The router keeps raw parameters a validator leaves out, so `keyword` and `sort` are always
  // returned: `?keyword=42` (read as a number), `?keyword=a&keyword=b`, `?keyword={"a":1}` or
  // `?sort=cheapest` must not reach the loader as they came (a 500, found by the page fuzzer,
  // issue 12).
  validateSearch: (search: Record<string, unknown>): SearchPageSearch => ({
    keyword: keywordFromSearchParam(search.keyword).slice(0, MAX_KEYWORD) || undefined,
    sort: sortFromSearchParam(search.sort),
  }),
  loaderDeps: ({ search }) => ({ keyword: search.keyword ?? "", sort: search.sort ?? ("default" as const) }),
  loader: async ({ context, deps }) => {
    await Promise.all([
      deps.keyword
        ? context.queryClient.ensureInfiniteQueryData(searchResultsInfiniteQueryOptions(context.api, deps.keyword, deps.sort)).catch(() => undefined)
        : null,
      context.queryClient.ensureQueryData(configQueryOptions(context.content, "keyword")).catch(() => undefined),
    ]);
  },
  head: ({ match }) => {
    const keyword = (match.search as { keyword?: string }).keyword;
    return { meta: [{ title: keyword ? `“${keyword}”的搜索结果 | 迅岚 XUNLAN 官方商城` : "搜索 | 迅岚 XUNLAN 官方商城" }] };
  },
  component: SearchRoute,
});

function SearchRoute() {
  const { api, content } = Route.useRouteContext();
  const { keyword = "", sort } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const session = useSession();
  const { data: keywords } = useQuery(configQueryOptions(content, "keyword"));
  const { data: recmd } = useQuery({ ...configQueryOptions(content, "recmd"), enabled: typeof window !== "undefined" });
  return (
    <Container className="py-6 pb-16 lg:py-10">
      <h1 className="sr-only">搜索</h1>
      <SearchPanel
        client={api}
        isLoggedIn={session.isLoggedIn}
        initialKeyword={keyword}
        focusOnOpen={!keyword}
        hotWords={(keywords ?? []).map((k) => k.keyword)}
        recommendation={recommendationFor(recmd ?? [], "search_no_result")}
        onKeywordChange={(next) => void navigate({ to: "/search", search: (prev) => ({ keyword: next || undefined, sort: prev.sort }), replace: true })}
        // spec §9: the sort is a page of its own in the history, as on a listing
        sort={sort ?? "default"}
        onSortChange={(next) => void navigate({ to: "/search", search: (prev) => ({ keyword: prev.keyword, sort: next === "default" ? undefined : next }) })}
        onCategory={(path) => void navigate({ href: `/explore/${path}` })}
        linkComponent={RouterAnchor}
      />
    </Container>
  );
}
