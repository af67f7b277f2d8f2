import { RECENT_SEARCH_LIMIT } from "./constants";

/**
 * spec §5/§9: adds a searched keyword to the recent searches. The keyword is trimmed; a blank
 * keyword, or one already in the list, leaves the list unchanged (the same array is returned,
 * and an existing keyword keeps its place). Otherwise it goes first and the list is cut to
 * `limit` (default 10).
 */
export function addRecentSearch(list: readonly string[], keyword: string, limit: number = RECENT_SEARCH_LIMIT): readonly string[] {
  const value = keyword.trim();
  if (!value || list.includes(value)) return list;
  return [value, ...list].slice(0, Math.max(0, limit));
}

/**
 * spec §5: list setters ignore empty or non-array data. True only for an array with at least
 * one item, so a setter can write `if (isNonEmptyArray(data)) setList(data)`.
 */
export function isNonEmptyArray<T = unknown>(value: unknown): value is T[] {
  return Array.isArray(value) && value.length > 0;
}
