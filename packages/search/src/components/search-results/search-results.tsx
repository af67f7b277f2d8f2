import { useInfiniteQuery } from "@tanstack/react-query";
import type { ApiClient } from "@xunlan/api-client";
import { InfiniteLoader, ProductGrid } from "@xunlan/product-ui";
import { Button, type LinkComponent } from "@xunlan/ui";
import type { ReactNode } from "react";
import { SEARCH_MESSAGES } from "../../lib/messages";
import { searchResultsInfiniteQueryOptions } from "../../queries/search";

/** Props of {@link SearchResults}. */
export interface SearchResultsProps {
  client: ApiClient;
  /** The submitted keyword (not blank). */
  keyword: string;
  /** Shown under the no-result line (spec §2: recommendations for search_no_result). */
  noResultExtra?: ReactNode;
  linkComponent?: LinkComponent;
  /** Product ids the shopper saved (favPids). */
  favoriteIds?: ReadonlySet<string> | readonly string[];
  onToggleFavorite?: (productId: string, next: boolean) => void;
}

/**
 * Results of a keyword (spec §2, §4, §9): 相关产品（count）, product cards 2 per row on mobile
 * and 3 on desktop, the next page of 9 when the list end comes into view, 暂无更多数据 at the
 * end; 未搜索到有关“{keyword}”的产品 and `noResultExtra` when nothing matches.
 */
export function SearchResults({ client, keyword, noResultExtra, linkComponent, favoriteIds, onToggleFavorite }: SearchResultsProps) {
  const query = useInfiniteQuery(searchResultsInfiniteQueryOptions(client, keyword));
  const first = query.data?.pages[0];
  const products = query.data?.pages.flatMap((page) => page.products) ?? [];

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
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-bold text-ink" aria-live="polite">
          {SEARCH_MESSAGES.results(first?.count ?? 0)}
        </h2>
        {first?.correctedKeyword ? <p className="text-sm text-grey-600">{SEARCH_MESSAGES.corrected(keyword, first.correctedKeyword)}</p> : null}
      </div>
      <ProductGrid
        products={products}
        loading={query.isPending}
        columns={3}
        skeletonCount={6}
        linkComponent={linkComponent}
        {...(favoriteIds ? { favoriteIds } : {})}
        {...(onToggleFavorite ? { onToggleFavorite } : {})}
      />
      {first ? (
        <InfiniteLoader
          hasMore={query.hasNextPage}
          loading={query.isFetchingNextPage}
          onLoadMore={() => void query.fetchNextPage()}
        />
      ) : null}
    </section>
  );
}
