import { describe, expect, it } from "vitest";
import * as search from "./index";
import * as overlay from "./overlay";

// Guards the public surface: removing or renaming an export is a breaking change.
describe("@xunlan/search exports", () => {
  it("names every public export", () => {
    expect(Object.keys(search).sort()).toMatchInlineSnapshot(`
      [
        "NoResultRecommendations",
        "RECENT_SEARCH_STORAGE_KEY",
        "SEARCH_MESSAGES",
        "SearchOverlay",
        "SearchPage",
        "SearchPanel",
        "SearchResults",
        "addLocalRecentSearch",
        "clearSearchHistoryMutationOptions",
        "keywordFromSearchParam",
        "loadSearchPage",
        "normaliseKeyword",
        "readLocalRecentSearches",
        "saveSearchHistoryMutationOptions",
        "searchHistoryQueryOptions",
        "searchKeys",
        "searchPageHead",
        "searchResultsInfiniteQueryOptions",
        "searchSuggestionsQueryOptions",
        "sortFromSearchParam",
        "useRecentSearches",
        "validateSearchPageSearch",
        "writeLocalRecentSearches",
      ]
    `);
  });

  it("./overlay names only the search overlay (loaded on first open)", () => {
    expect(Object.keys(overlay)).toEqual(["SearchOverlay"]);
    expect(overlay.SearchOverlay).toBe(search.SearchOverlay);
  });
});
