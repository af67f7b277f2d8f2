import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { loadSearchPage, SearchPage, searchPageHead, validateSearchPageSearch } from "@xunlan/search";
import { useSession } from "@xunlan/session";

/**
 * /search?keyword=&sort= (spec §2 search panel as a page, §9 sort options): @xunlan/search's
 * SearchPage; the route keeps the URL in step with each search (replace) and sort (push).
 * Extra parameters (utm_*, WeChat's from=singlemessage) and unknown sorts are ignored.
 */
export const Route = createFileRoute("/search")({
  validateSearch: validateSearchPageSearch,
  loaderDeps: ({ search }) => ({ keyword: search.keyword, sort: search.sort }),
  loader: ({ context, deps }) => loadSearchPage(context, deps),
  head: ({ match }) => searchPageHead((match.search as { keyword?: string }).keyword),
  component: SearchRoute,
});

function SearchRoute() {
  const { api, content } = Route.useRouteContext();
  const { keyword = "", sort } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const session = useSession();
  return (
    <SearchPage
      client={api}
      content={content}
      isLoggedIn={session.isLoggedIn}
      keyword={keyword}
      sort={sort}
      onKeywordChange={(next) =>
        void navigate({ to: "/search", search: (prev) => ({ keyword: next || undefined, sort: prev.sort }), replace: true })
      }
      onSortChange={(next) =>
        void navigate({ to: "/search", search: (prev) => ({ keyword: prev.keyword, sort: next === "default" ? undefined : next }) })
      }
      onCategory={(path) => void navigate({ href: `/explore/${path}` })}
    />
  );
}
