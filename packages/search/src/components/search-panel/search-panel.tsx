import { useQuery } from "@tanstack/react-query";
import type { ApiClient } from "@xunlan/api-client";
import type { Recommendation, SortKey } from "@xunlan/product-ui";
import { CloseIcon, cn, type LinkComponent, SearchIcon, TrashIcon, usePopup } from "@xunlan/ui";
import { RECENT_SEARCH_SAVE_DELAY_MS, SEARCH_DEBOUNCE_MS, SEARCH_TAG_MAX_WIDTH } from "@xunlan/validation";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useRecentSearches } from "../../hooks/use-recent-searches";
import { SEARCH_MESSAGES } from "../../lib/messages";
import { normaliseKeyword, searchSuggestionsQueryOptions } from "../../queries/search";
import { NoResultRecommendations } from "../no-result/no-result-recommendations";
import { SearchResults } from "../search-results/search-results";

/** Props of {@link SearchPanel}. */
export interface SearchPanelProps {
  client: ApiClient;
  /** Members keep recent searches on the server (searchHistory); guests in this browser. */
  isLoggedIn: boolean;
  /** 热门搜索: the keyword document's words (client state hotWords). */
  hotWords?: readonly string[];
  /** The recmd document's search_no_result block (product-ui's recommendationFor), or null. */
  recommendation?: Recommendation | null;
  /** The keyword searched when the panel opens (the /search page's ?keyword=). */
  initialKeyword?: string;
  /** Called with each submitted keyword ("" when cleared): the /search page keeps it in the URL. */
  onKeywordChange?: (keyword: string) => void;
  /**
   * The results' order (spec §9 sort options; the /search page's ?sort=). When given, a new
   * value (back and forward in the URL) replaces the shopper's last choice; when absent, the
   * panel keeps the choice itself (default order first).
   */
  sort?: SortKey;
  /** Called with the sort the shopper chose in the results' 排序 menu: the /search page keeps it in the URL. */
  onSortChange?: (sort: SortKey) => void;
  /** Close button (the header panel); hidden when absent. */
  onClose?: () => void;
  /** A category suggestion was chosen: go to its listing ("men/shoes/running"). */
  onCategory?: (path: string) => void;
  linkComponent?: LinkComponent;
  favoriteIds?: ReadonlySet<string> | readonly string[];
  onToggleFavorite?: (productId: string, next: boolean) => void;
  /** Focus the input on mount (spec: the panel opens ready to type). Default true. */
  focusOnOpen?: boolean;
  className?: string;
}

/** How long typing must pause before suggestions are asked for. */
const SUGGEST_DELAY_MS = 200;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * The search panel (spec §2, §4, §5, §9): an input (搜索商品关键字, focused on open); before a
 * search, 最近搜索 (latest 10, with a trash icon that asks 确定要清除搜索记录吗？) and 热门搜索;
 * while typing, suggestions; after a search, the results (相关产品（count） with the 排序 menu,
 * 9 per page, 暂无更多数据) or 未搜索到有关“{keyword}”的产品 with recommendations. The sort stays
 * when the shopper searches another keyword. A blank keyword is ignored; clearing
 * the input hides the results; a keyword joins recent searches 2 s after it was searched; the
 * search button ignores repeats within 500 ms.
 */
export function SearchPanel({
  client,
  isLoggedIn,
  hotWords = [],
  recommendation = null,
  initialKeyword = "",
  onKeywordChange,
  sort,
  onSortChange,
  onClose,
  onCategory,
  linkComponent,
  favoriteIds,
  onToggleFavorite,
  focusOnOpen = true,
  className,
}: SearchPanelProps) {
  const ids = useId();
  const popup = usePopup();
  const recent = useRecentSearches(client, isLoggedIn);
  const [input, setInput] = useState(normaliseKeyword(initialKeyword));
  const [keyword, setKeyword] = useState(normaliseKeyword(initialKeyword));
  const [typing, setTyping] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const lastSubmit = useRef<{ keyword: string; at: number } | null>(null);
  const addRecent = recent.add;
  // The shown order changes at once (the results dim until the new order is there); a new
  // `sort` prop, e.g. the URL's after back or forward, wins.
  const [order, setOrder] = useState<SortKey>(sort ?? "default");
  const [sortProp, setSortProp] = useState(sort);
  if (sort !== sortProp) {
    setSortProp(sort);
    if (sort !== undefined) setOrder(sort);
  }
  const chooseOrder = (next: SortKey) => {
    setOrder(next);
    onSortChange?.(next);
  };

  useEffect(() => {
    if (focusOnOpen) inputRef.current?.focus({ preventScroll: true });
  }, [focusOnOpen]);

  // spec §9: a searched keyword joins recent searches after 2 s (not when the shopper moved on).
  useEffect(() => {
    if (!keyword) return;
    const timer = setTimeout(() => addRecent(keyword), RECENT_SEARCH_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [keyword, addRecent]);

  const typed = normaliseKeyword(input);
  const suggestFor = useDebounced(typing ? typed : "", SUGGEST_DELAY_MS);
  const suggestions = useQuery({ ...searchSuggestionsQueryOptions(client, suggestFor), enabled: suggestFor !== "" });
  const showSuggestions = typing && typed !== "" && (suggestions.data?.length ?? 0) > 0 && suggestFor === typed;

  const search = (raw: string) => {
    const next = normaliseKeyword(raw);
    setInput(next);
    setTyping(false);
    // spec §5: a blank keyword is ignored.
    if (!next) return;
    const now = Date.now();
    // spec §9: the search button is debounced 500 ms.
    if (lastSubmit.current && lastSubmit.current.keyword === next && now - lastSubmit.current.at < SEARCH_DEBOUNCE_MS) return;
    lastSubmit.current = { keyword: next, at: now };
    setKeyword(next);
    onKeywordChange?.(next);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search(input);
  };

  const onInput = (value: string) => {
    setInput(value);
    setTyping(true);
    // spec §4: clearing the input hides the results.
    if (!value.trim() && keyword) {
      setKeyword("");
      onKeywordChange?.("");
    }
  };

  const clearRecent = async () => {
    const ok = await popup.confirm({ title: SEARCH_MESSAGES.clearRecent, content: SEARCH_MESSAGES.clearConfirm });
    if (ok) await recent.clear();
  };

  const tag = (word: string, key: string) => (
    <li key={key}>
      <button
        type="button"
        onClick={() => search(word)}
        title={word}
        style={{ maxWidth: SEARCH_TAG_MAX_WIDTH }}
        className="block truncate rounded-full border border-grey-200 bg-paper px-4 py-1.5 text-sm text-ink transition-colors hover:border-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
      >
        {word}
      </button>
    </li>
  );

  return (
    <div className={cn("flex flex-col gap-6 bg-paper text-ink", className)} data-testid="search-panel">
      <search>
        <form onSubmit={onSubmit} className="relative flex items-center gap-2 border-b-2 border-ink pb-2">
          <SearchIcon size={20} aria-hidden="true" className="shrink-0 text-grey-600" />
          <label htmlFor={`${ids}-input`} className="sr-only">
            {SEARCH_MESSAGES.placeholder}
          </label>
          <input
            ref={inputRef}
            id={`${ids}-input`}
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={100}
            value={input}
            placeholder={SEARCH_MESSAGES.placeholder}
            onChange={(event) => onInput(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Escape" && typing) setTyping(false);
            }}
            aria-describedby={showSuggestions ? `${ids}-suggestions` : undefined}
            className="min-w-0 flex-1 bg-transparent py-2 text-base outline-none placeholder:text-grey-500 [&::-webkit-search-cancel-button]:hidden"
          />
          {input ? (
            <button type="button" aria-label="清空" onClick={() => onInput("")} className="rounded-full p-1 text-grey-500 hover:text-ink">
              <CloseIcon size={16} />
            </button>
          ) : null}
          <button type="submit" className="rounded-full bg-ink px-5 py-2 text-sm font-medium text-paper hover:bg-grey-800">
            {SEARCH_MESSAGES.submit}
          </button>
          {onClose ? (
            <button
              type="button"
              aria-label={SEARCH_MESSAGES.close}
              onClick={onClose}
              className="rounded-full p-2 text-ink hover:bg-grey-100"
            >
              <CloseIcon size={20} />
            </button>
          ) : null}
          {showSuggestions ? (
            <ul
              id={`${ids}-suggestions`}
              aria-label={SEARCH_MESSAGES.suggestions}
              className="absolute top-full right-0 left-0 z-10 mt-1 max-h-80 overflow-auto rounded-b-lg border border-grey-200 bg-paper py-1 shadow-overlay"
            >
              {suggestions.data!.map((s) => (
                <li key={`${s.kind}:${s.keyword}:${s.path ?? ""}`}>
                  <button
                    type="button"
                    className="flex w-full items-center justify-between gap-4 px-4 py-2.5 text-left text-sm hover:bg-grey-50"
                    onClick={() => (s.kind === "category" && s.path && onCategory ? onCategory(s.path) : search(s.keyword))}
                  >
                    <span className="truncate">
                      {s.kind === "category" ? <span className="mr-2 text-xs text-grey-500">{SEARCH_MESSAGES.category}</span> : null}
                      {s.keyword}
                    </span>
                    <span className="shrink-0 text-xs text-grey-500">{s.count}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </form>
      </search>

      {keyword ? (
        <SearchResults
          client={client}
          keyword={keyword}
          sort={order}
          onSortChange={chooseOrder}
          linkComponent={linkComponent}
          {...(favoriteIds ? { favoriteIds } : {})}
          {...(onToggleFavorite ? { onToggleFavorite } : {})}
          noResultExtra={<NoResultRecommendations client={client} recommendation={recommendation} linkComponent={linkComponent} />}
        />
      ) : (
        <div className="flex flex-col gap-8">
          {recent.list.length > 0 ? (
            <section aria-labelledby={`${ids}-recent`} className="flex flex-col gap-3">
              <div className="flex items-center justify-between">
                <h2 id={`${ids}-recent`} className="text-sm font-bold">
                  {SEARCH_MESSAGES.recent}
                </h2>
                <button
                  type="button"
                  aria-label={SEARCH_MESSAGES.clearRecent}
                  onClick={() => void clearRecent()}
                  className="rounded-full p-1.5 text-grey-600 hover:bg-grey-100 hover:text-ink"
                >
                  <TrashIcon size={18} />
                </button>
              </div>
              <ul className="flex flex-wrap gap-2">{recent.list.map((word) => tag(word, `recent:${word}`))}</ul>
            </section>
          ) : null}
          {hotWords.length > 0 ? (
            <section aria-labelledby={`${ids}-hot`} className="flex flex-col gap-3">
              <h2 id={`${ids}-hot`} className="text-sm font-bold">
                {SEARCH_MESSAGES.hot}
              </h2>
              <ul className="flex flex-wrap gap-2">{hotWords.map((word) => tag(word, `hot:${word}`))}</ul>
            </section>
          ) : null}
        </div>
      )}
    </div>
  );
}
