import { describe, expect, it } from "vitest";
import { listingQueryOf, searchOf, validateListingSearch } from "./listing-search";

describe("validateListingSearch", () => {
  it("keeps known sorts, from=hidden and filter values (numbers as strings)", () => {
    expect(validateListingSearch({ sort: "priceAsc", from: "hidden", us_size: [9, "9.5"], color: "black" })).toEqual({
      sort: "priceAsc",
      from: "hidden",
      us_size: ["9", "9.5"],
      color: ["black"],
    });
  });

  it("drops the default sort, unknown sorts, reserved and malformed keys, empty values", () => {
    expect(validateListingSearch({ sort: "cheapest", from: "x", page: 2, "Bad-Key": "1", color: "", returnUrl: "/x" })).toEqual({});
    expect(validateListingSearch({ sort: "default" })).toEqual({});
  });

  it("round-trips through the FilterPanel's query", () => {
    const search = validateListingSearch({ sort: "newest", color: ["black", "white"], from: "hidden" });
    const query = listingQueryOf(search);
    expect(query).toEqual({ sort: "newest", filters: { color: ["black", "white"] } });
    expect(searchOf(query, search.from)).toEqual(search);
  });
});
