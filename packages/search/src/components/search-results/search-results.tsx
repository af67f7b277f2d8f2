import { useInfiniteQuery } from "@tanstack/react-query";
import type { ApiClient } from "@xunlan/api-client";
import { InfiniteLoader, ProductGrid, type SortKey, SortMenu } from "@xunlan/product-ui";
import { Button, cn, type LinkComponent } from "@xunlan/ui";
import type { ReactNode } from "react";
import { SEARCH_MESSAGES } from "../../lib/messages";
import { searchResultsInfiniteQueryOptions } from "../../queries/search";

/** Props of {@link SearchResults}. */
export interface SearchResultsProps {
  client: ApiClient;
  /** The submitted keyword (not blank). */
  keyword: string;
  /** The order of the results (spec §9 sort options). Default "default". */
  sort?: SortKey;
  /** Shows the sort menu (排序) beside the count; called with the shopper's choice. */
  onSortChange?: (sort: SortKey) => void;
  /** Shown under the no-result line (spec §2: recommendations for search_no_result). */
  noResultExtra?: ReactNode;
  linkComponent?: LinkComponent;
  /** Product ids the shopper saved (favPids). */
  favoriteIds?: ReadonlySet<string> | readonly string[];
  onToggleFavorite?: (productId: string, next: boolean) => void;
}

/**
 * Results of a keyword (spec §2, §4, §9): 相关产品（count）, with `onSortChange` the sort menu
 * (默认排序 / 最新上架 / 价格从高到低 / 价格从低到高) beside it, product cards 2 per row on mobile
 * and 3 on desktop, the next page of 9 when the list end comes into view, 暂无更多数据 at the
 * end; 未搜索到有关“{keyword}”的产品 and `noResultExtra` when nothing matches. A new sort of the
 * same keyword keeps the cards shown (dimmed, aria-busy) until its first page is there.
 */
export function SearchResults({
  client,
  keyword,
  sort = "default",
  onSortChange,
  noResultExtra,
  linkComponent,
  favoriteIds,
  onToggleFavorite,
}: SearchResultsProps) {
  const options = searchResultsInfiniteQueryOptions(client, keyword, sort);
  const query = useInfiniteQuery({
    ...options,
    // Another sort of the same keyword: the same cards in another order, so they stay (dimmed);
    // another keyword starts from the skeleton.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === options.queryKey[2] ? previous : undefined),
  });
  const first = query.data?.pages[0];
  const products = query.data?.pages.flatMap((page) => page.products) ?? [];
  const reordering = query.isPlaceholderData;

  if (query.isError && !first) {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center text-sm text-grey-600">
        <p>{SEARCH_MESSAGES.loadFailed}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {SEARCH_MESSAGES.retry}
        </Button>
      </div>
    );
  }
  if (first && first.count === 0) {
    return (
      <div className="flex flex-col gap-8">
        <output className="block py-10 text-center text-base text-grey-700">{SEARCH_MESSAGES.noResult(keyword)}</output>
        {noResultExtra}
      </div>
    );
  }
  return (
    <section aria-label={SEARCH_MESSAGES.results(first?.count ?? 0)} className="flex flex-col gap-6">
      <div className="flex items-start justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="text-lg font-bold text-ink" aria-live="polite">
            {SEARCH_MESSAGES.results(first?.count ?? 0)}
          </h2>
          {first?.correctedKeyword ? (
            <p className="text-sm text-grey-600">{SEARCH_MESSAGES.corrected(keyword, first.correctedKeyword)}</p>
          ) : null}
        </div>
        {onSortChange && first ? <SortMenu value={sort} onChange={onSortChange} className="-my-2 shrink-0" /> : null}
      </div>
      <div
        data-testid="search-results-grid"
        aria-busy={reordering || undefined}
        className={cn("transition-opacity duration-200", reordering && "opacity-50")}
      >
        <ProductGrid
          products={products}
          loading={query.isPending}
          columns={3}
          skeletonCount={6}
          linkComponent={linkComponent}
          {...(favoriteIds ? { favoriteIds } : {})}
          {...(onToggleFavorite ? { onToggleFavorite } : {})}
        />
      </div>
      {first && !reordering ? (
        <InfiniteLoader hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onLoadMore={() => void query.fetchNextPage()} />
      ) : null}
    </section>
  );
}
