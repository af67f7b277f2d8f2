import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiClient } from "@xunlan/api-client";
import { addRecentSearch } from "@xunlan/validation";
import { useCallback, useEffect, useRef, useSyncExternalStore } from "react";
import {
  addLocalRecentSearch,
  localRecentSearchesSnapshot,
  readLocalRecentSearches,
  serverRecentSearchesSnapshot,
  subscribeLocalRecentSearches,
  writeLocalRecentSearches,
} from "../lib/recent-searches";
import { clearSearchHistoryMutationOptions, saveSearchHistoryMutationOptions, searchHistoryQueryOptions } from "../queries/search";

/** What {@link useRecentSearches} returns. */
export interface RecentSearches {
  /** Newest first, at most 10. */
  list: string[];
  /** Records a keyword (blank ignored; a known keyword keeps its place). */
  add: (keyword: string) => void;
  /** Empties the list (after the shopper confirmed). */
  clear: () => Promise<void>;
}

/**
 * Recent searches (spec §2, §5, §9): kept in localStorage for guests, in the member's
 * searchHistory for members. When a guest logs in, the searches made as a guest are added to
 * the member's history once and the local copy is dropped.
 */
export function useRecentSearches(client: ApiClient, isLoggedIn: boolean): RecentSearches {
  const queryClient = useQueryClient();
  const local = useSyncExternalStore(subscribeLocalRecentSearches, localRecentSearchesSnapshot, serverRecentSearchesSnapshot);
  const history = useQuery({ ...searchHistoryQueryOptions(client), enabled: isLoggedIn });
  const save = useMutation(saveSearchHistoryMutationOptions(client, queryClient));
  const clearRemote = useMutation(clearSearchHistoryMutationOptions(client, queryClient));
  const synced = useRef(false);

  useEffect(() => {
    if (!isLoggedIn || synced.current || !history.isSuccess) return;
    synced.current = true;
    const pending = readLocalRecentSearches().filter((k) => !history.data.includes(k));
    if (pending.length === 0) return;
    writeLocalRecentSearches([]);
    // Oldest first, so the newest guest search ends up first.
    void pending
      .toReversed()
      .reduce((chain, keyword) => chain.then(() => save.mutateAsync(keyword)).then(() => undefined), Promise.resolve());
  }, [isLoggedIn, history.isSuccess, history.data, save]);

  const add = useCallback(
    (keyword: string) => {
      const value = keyword.trim();
      if (!value) return;
      if (isLoggedIn) {
        queryClient.setQueryData<string[]>(searchHistoryQueryOptions(client).queryKey, (list) => [...addRecentSearch(list ?? [], value)]);
        save.mutate(value);
      } else addLocalRecentSearch(value);
    },
    [isLoggedIn, queryClient, client, save],
  );

  const clear = useCallback(async () => {
    if (isLoggedIn) await clearRemote.mutateAsync();
    writeLocalRecentSearches([]);
  }, [isLoggedIn, clearRemote]);

  return { list: isLoggedIn ? (history.data ?? []) : [...local], add, clear };
}
