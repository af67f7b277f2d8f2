import { useQuery } from "@tanstack/react-query";
import type { ApiClient } from "@xunlan/api-client";
import { type ContentClient, configQueryOptions } from "@xunlan/cms-content";
import { recommendationFor, type SortKey } from "@xunlan/product-ui";
import { Container } from "@xunlan/ui";
import { SearchPanel } from "../search-panel/search-panel";

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
