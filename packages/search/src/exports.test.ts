import { describe, expect, it } from "vitest";
import * as search from "./index";

// Guards the public surface: removing or renaming an export is a breaking change.
describe("@xunlan/search exports", () => {
  it("names every public export", () => {
    expect(Object.keys(search).sort()).toMatchInlineSnapshot(`
      [
        "NoResultRecommendations",
        "RECENT_SEARCH_STORAGE_KEY",
        "SEARCH_MESSAGES",
        "STORE_MESSAGES",
        "SearchPanel",
        "SearchResults",
        "StoreLocator",
        "addLocalRecentSearch",
        "clearSearchHistoryMutationOptions",
        "mapLinks",
        "normaliseKeyword",
        "readLocalRecentSearches",
        "saveSearchHistoryMutationOptions",
        "searchHistoryQueryOptions",
        "searchKeys",
        "searchResultsInfiniteQueryOptions",
        "searchSuggestionsQueryOptions",
        "storeListQueryOptions",
        "storeStockQueryOptions",
        "useRecentSearches",
        "writeLocalRecentSearches",
      ]
    `);
  });
});
