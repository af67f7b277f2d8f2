import { useInfiniteQuery, useSuspenseInfiniteQuery, useSuspenseQuery } from "@tanstack/react-query";
import { notFound, useNavigate, useRouterState } from "@tanstack/react-router";
import { optionalDocumentQueryOptions } from "@xunlan/cms-content";
import { Anchor, Button, Container, cn } from "@xunlan/ui";
import { useMemo, useState } from "react";
import {
  AppliedFilters,
  Breadcrumbs,
  type Category,
  categoriesQueryOptions,
  categoryBreadcrumbs,
  countSelectedFilters,
  type Filter,
  FilterPanel,
  InfiniteLoader,
  type ListingQuery,
  ProductGrid,
  resolveCategoryPath,
  SortMenu,
  SubNav,
  searchProductColorsInfiniteQueryOptions,
} from "../../index";
import { type CatalogLoaderContext, useCatalog } from "../catalog-context";
import { CategoryHeader, heroOf } from "./category-header";
import type { ListingLoaderData } from "./listing-head";
import { hasFilters, knownFiltersOnly, type ListingSearch, listingQueryOf, searchOf } from "./listing-search";

/** The listing variables of resolved category levels and the validated search. */
function listingVariables(path: readonly Category[], search: ListingSearch, query: ListingQuery = listingQueryOf(search)) {
  return {
    categoryPath: path.map((category) => category.category_route || String(category.id)).join("/"),
    includeHidden: search.from === "hidden",
    sort: query.sort,
    filters: query.filters,
  };
}

/**
 * Loader of the /explore/{first}[/{second}[/{third}]] routes (spec §2 listing rules): resolves
 * every level (route slug or numeric id) in the visible tree, or the full tree with
 * from=hidden; a level that does not exist resolves to nothing — a warning in the log and the
 * route's not-found state (HTTP 404). Otherwise the first page of products and the category
 * banner document (category/{first}) are loaded before the page renders. Filters the listing
 * does not have (a code or value absent from the unfiltered listing's filters: ?size=42,
 * ?page=2, a colour gone) are dropped, so such a link shows the listing without them; the
 * page renders the returned `search`.
 */
export async function loadListing(
  { queryClient, api, content }: CatalogLoaderContext,
  levels: readonly string[],
  requested: ListingSearch,
): Promise<ListingLoaderData> {
  let search = requested;
  const tree = await queryClient.ensureQueryData(categoriesQueryOptions(api, { includeHidden: search.from === "hidden" }));
  const path = resolveCategoryPath(tree, levels);
  if (!path) {
    // spec §2/§8: a missing category resolves to nothing with a warning.
    console.warn(`[listing] no category at /explore/${levels.join("/")}${search.from === "hidden" ? " (from=hidden)" : ""}`);
    throw notFound();
  }
  const first = path[0]!;
  if (hasFilters(search)) {
    // The filters do not depend on the sort: the default order's first page (the plain listing's cache).
    const unfiltered = await queryClient.ensureInfiniteQueryData(
      searchProductColorsInfiniteQueryOptions(api, listingVariables(path, search.from ? { from: search.from } : {})),
    );
    search = knownFiltersOnly(search, unfiltered.pages[0]?.filters ?? []);
  }
  await Promise.all([
    queryClient.ensureInfiniteQueryData(searchProductColorsInfiniteQueryOptions(api, listingVariables(path, search))),
    queryClient.ensureQueryData(optionalDocumentQueryOptions(content, "category", first.category_route)),
  ]);
  return { title: path.at(-1)!.title, trail: path.map((category) => category.title), search };
}

/** The listing page: compact category header (breadcrumbs, title, the banner's line and picture, sub-navigation), sort and filter, grid, infinite paging. */
export function ListingPage({ levels, search }: { levels: readonly string[]; search: ListingSearch }) {
  const { api, content, favoriteIds, toggleFavorite } = useCatalog();
  const navigate = useNavigate();
  const includeHidden = search.from === "hidden";
  const { data: tree } = useSuspenseQuery(categoriesQueryOptions(api, { includeHidden }));
  const path = resolveCategoryPath(tree, levels) ?? [];
  const first = path[0];
  const current = path.at(-1);
  const variables = listingVariables(path, search);
  const listing = useSuspenseInfiniteQuery(searchProductColorsInfiniteQueryOptions(api, variables));
  const { data: banner } = useSuspenseQuery(optionalDocumentQueryOptions(content, "category", first?.category_route));

  const pages = listing.data.pages;
  const products = useMemo(() => pages.flatMap((page) => page.products), [pages]);
  const count = pages[0]?.count ?? 0;
  const query = listingQueryOf(search);
  const filters = withSelected(pages[0]?.filters ?? [], query);
  const [filterOpen, setFilterOpen] = useState(false);
  const [draft, setDraft] = useState<ListingQuery>(query);
  const selected = countSelectedFilters(query);
  const suffix = includeHidden ? "?from=hidden" : "";
  // 确定（N）: the count of the draft selection, fetched while the panel is open (its first
  // page is then already cached when the shopper confirms).
  const draftListing = useInfiniteQuery({
    ...searchProductColorsInfiniteQueryOptions(api, listingVariables(path, search, draft)),
    enabled: filterOpen,
  });
  const draftCount = filterOpen ? (draftListing.data?.pages[0]?.count ?? null) : null;

  // A new sort or filter keeps the current cards (dimmed) until the loader has the new first page.
  const pending = useRouterState({ select: (state) => state.status === "pending" });
  const apply = (next: ListingQuery) => void navigate({ to: ".", search: searchOf(next, search.from) as never });

  return (
    <div className="pb-16">
      {/* Issue 26 §5: a compact header, not a full-screen hero, so products start in the first screen. */}
      <Container>
        <CategoryHeader
          title={current?.title ?? ""}
          count={count}
          hero={levels.length === 1 ? heroOf(banner?.blocks) : undefined}
          breadcrumbs={<Breadcrumbs items={categoryBreadcrumbs(tree, levels).map((item) => ({ ...item, href: item.href + suffix }))} />}
        >
          <SubNav tree={tree} levels={levels} search={suffix} className="mt-4 lg:mt-5" />
        </CategoryHeader>
      </Container>

      <div className="sticky top-0 z-20 mt-4 border-y lg:mt-5 border-grey-200 bg-paper/95 backdrop-blur-sm">
        <Container className="flex h-12 items-center justify-between gap-4">
          <button
            type="button"
            onClick={() => {
              setDraft(query);
              setFilterOpen(true);
            }}
            className="inline-flex h-11 items-center gap-2 text-sm font-bold hover:text-grey-600 xl:hidden"
          >
            <FilterGlyph />
            筛选
            {selected > 0 ? <span className="bg-ink px-1.5 text-2xs text-paper tabular-nums">{selected}</span> : null}
          </button>
          <p className="hidden text-sm font-bold xl:block">筛选</p>
          <SortMenu value={query.sort} onChange={(sort) => apply({ ...query, sort })} />
        </Container>
      </div>

      <Container className="mt-6 lg:mt-8 xl:grid xl:grid-cols-[220px_minmax(0,1fr)] xl:gap-10">
        {/* ≥ 1280 px: the filters are a sidebar and apply at once. */}
        <FilterPanel
          variant="inline"
          showSort={false}
          filters={filters}
          value={query}
          onChange={apply}
          onReset={() => apply({ sort: query.sort, filters: {} })}
          className="hidden self-start xl:sticky xl:top-16 xl:flex xl:max-h-[calc(100dvh-5rem)] xl:overflow-y-auto"
        />
        <div className="min-w-0">
          <AppliedFilters filters={filters} value={query} onChange={apply} className="mb-6" />
          <div
            className={cn("transition-opacity duration-200", pending && "opacity-50")}
            data-testid="product-grid"
            aria-busy={pending || undefined}
          >
            <ProductGrid
              products={products}
              columns={4}
              priorityCount={4}
              favoriteIds={favoriteIds}
              onToggleFavorite={toggleFavorite}
              loading={listing.isFetchingNextPage}
              skeletonCount={4}
              empty={<EmptyListing onReset={selected > 0 ? () => apply({ sort: query.sort, filters: {} }) : undefined} />}
            />
            {products.length > 0 ? (
              <InfiniteLoader
                hasMore={Boolean(listing.hasNextPage)}
                loading={listing.isFetchingNextPage}
                onLoadMore={() => void listing.fetchNextPage()}
                // A few pages load on their own; then 加载更多, so the footer can be reached.
                auto={pages.length < AUTO_PAGES}
                progress={{ shown: products.length, total: count }}
                className="mt-6"
              />
            ) : null}
          </div>
        </div>
      </Container>

      <FilterPanel
        open={filterOpen}
        onClose={() => setFilterOpen(false)}
        filters={filters}
        value={draft}
        onChange={setDraft}
        onReset={() => setDraft({ sort: "default", filters: {} })}
        onConfirm={() => {
          setFilterOpen(false);
          apply(draft);
        }}
        resultCount={draftCount}
      />
    </div>
  );
}

/** Pages that load by themselves as the shopper scrolls; after them, 加载更多. */
const AUTO_PAGES = 3;

/** Keeps chosen values visible in the panel even when the filtered result no longer reports them. */
function withSelected(filters: Filter[], query: ListingQuery): Filter[] {
  return filters.map((filter) => {
    const chosen = query.filters[filter.filter_code] ?? [];
    const missing = chosen.filter((value) => !filter.filter_value.some((option) => option.value === value));
    return missing.length === 0
      ? filter
      : { ...filter, filter_value: [...filter.filter_value, ...missing.map((value) => ({ value, label: value }))] };
  });
}

/** No product: with filters applied, a hint to change them; without, the category is empty. */
function EmptyListing({ onReset }: { onReset?: (() => void) | undefined }) {
  return (
    <div className="flex flex-col items-center gap-4 py-20 text-center">
      <p className="font-display text-2xl font-black">{onReset ? "暂无符合条件的商品" : "该分类暂无商品"}</p>
      <p className="text-sm text-grey-600">{onReset ? "换个筛选条件试试，或看看其他分类。" : "新品即将上架，先看看其他分类吧。"}</p>
      {onReset ? (
        <Button variant="secondary" onClick={onReset}>
          清除筛选
        </Button>
      ) : null}
    </div>
  );
}

function FilterGlyph() {
  return (
    <svg aria-hidden viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path d="M3 5h14M6 10h8M8.5 15h3" strokeLinecap="round" />
    </svg>
  );
}

/**
 * spec §2: a category level that does not exist resolves to nothing — the listing frame with
 * an empty state (the loader has logged the warning; the response is a 404).
 */
export function ListingNotFound() {
  return (
    <Container className="flex flex-col items-start gap-5 py-16 lg:py-24">
      <Breadcrumbs items={[{ label: "商品列表" }]} />
      <h1 className="font-display text-3xl font-black tracking-tight lg:text-5xl">未找到该分类</h1>
      <p className="max-w-md text-sm text-grey-600">该分类不存在或已下架。看看我们的新品，或从导航中选择其他分类。</p>
      <Anchor href="/" className="inline-flex h-12 items-center bg-ink px-7 text-sm font-bold text-paper hover:bg-grey-700">
        返回首页
      </Anchor>
    </Container>
  );
}
