import { SORT_OPTIONS } from "@xunlan/validation";
import { describe, expect, it } from "vitest";
import {
  countSelectedFilters,
  type ListingQuery,
  listingQueryFromSearchParams,
  listingQueryToSearchParams,
  sortVariables,
  toggleFilterValue,
} from "./listing-query";

const codes = ["gender", "color", "price_band", "us_size"];

describe("listing query ⇄ URL search params", () => {
  it("round-trips sort and filters", () => {
    const query: ListingQuery = { sort: "priceAsc", filters: { color: ["black", "white"], us_size: ["8.5", "9"], price_band: ["1500+"] } };
    const params = listingQueryToSearchParams(query, { codes });
    expect(params.toString()).toBe("sort=priceAsc&color=black&color=white&price_band=1500%2B&us_size=8.5&us_size=9");
    expect(listingQueryFromSearchParams(params.toString(), codes)).toEqual(query);
  });

  it("omits the default sort and empty filters", () => {
    expect(listingQueryToSearchParams({ sort: "default", filters: { color: [] } }).toString()).toBe("");
    expect(listingQueryFromSearchParams("")).toEqual({ sort: "default", filters: {} });
  });

  it("keeps other params (from=hidden) and replaces stale filters", () => {
    const params = listingQueryToSearchParams({ sort: "newest", filters: {} }, { base: "?from=hidden&color=red&sort=priceAsc", codes });
    expect(params.toString()).toBe("from=hidden&sort=newest");
  });

  it("ignores unknown sort values, reserved params, duplicates and blanks", () => {
    expect(listingQueryFromSearchParams("sort=cheapest&from=hidden&page=2&color=red&color=red&color=&gender=men")).toEqual({
      sort: "default",
      filters: { color: ["red"], gender: ["men"] },
    });
  });

  it("reads a router's parsed search object the same as its query string", () => {
    const parsed = {
      sort: "priceAsc",
      from: "hidden",
      us_size: [9, "9.5", 9],
      color: " black ",
      "Bad-Key": "1",
      returnUrl: "/x",
      flag: true,
    };
    expect(listingQueryFromSearchParams(parsed)).toEqual({ sort: "priceAsc", filters: { us_size: ["9", "9.5"], color: ["black"] } });
    expect(listingQueryFromSearchParams("sort=priceAsc&from=hidden&us_size=9&us_size=9.5&color=black&Bad-Key=1")).toEqual(
      listingQueryFromSearchParams(parsed),
    );
  });

  it("never reads a shared link's tracking parameters as filters (utm_*, WeChat's from/isappinstalled)", () => {
    expect(listingQueryFromSearchParams("utm_source=wx&utm_campaign=spring&from=singlemessage&isappinstalled=0&spm=a.b&color=red")).toEqual(
      { sort: "default", filters: { color: ["red"] } },
    );
  });

  it("with codes reads only those keys", () => {
    expect(listingQueryFromSearchParams("utm_source=wx&color=red", codes).filters).toEqual({ color: ["red"] });
  });

  it("toggles values and counts the selection", () => {
    let query: ListingQuery = { sort: "default", filters: {} };
    query = toggleFilterValue(query, "color", "red");
    query = toggleFilterValue(query, "color", "blue");
    query = toggleFilterValue(query, "gender", "men");
    expect(countSelectedFilters(query)).toBe(3);
    query = toggleFilterValue(query, "gender", "men");
    expect(query.filters).toEqual({ color: ["red", "blue"] });
  });
});

describe("sort options (spec §9)", () => {
  it("labels them 默认排序 / 最新上架 / 价格从高到低 / 价格从低到高", () => {
    expect(SORT_OPTIONS.map((o) => o.label)).toEqual(["默认排序", "最新上架", "价格从高到低", "价格从低到高"]);
  });

  it("maps keys to sortBy/sortDirection (none for the default)", () => {
    expect(sortVariables("default")).toBeNull();
    expect(sortVariables("newest")).toEqual({ sortBy: "availableFrom", sortDirection: "desc" });
    expect(sortVariables("priceDesc")).toEqual({ sortBy: "price", sortDirection: "desc" });
    expect(sortVariables("priceAsc")).toEqual({ sortBy: "price", sortDirection: "asc" });
  });
});
