import { describe, expect, it } from "vitest";
import { knownFiltersOnly, listingQueryOf, searchOf, validateListingSearch } from "./listing-search";

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

  it("ignores what shared links and campaigns add (WeChat from/isappinstalled, utm_*, spm)", () => {
    expect(
      validateListingSearch({
        from: "singlemessage",
        isappinstalled: "0",
        utm_source: "wechat",
        utm_medium: "social",
        utm_campaign: "spring",
        spm: "a1z10.1-c.w4002",
        sort: "newest",
      }),
    ).toEqual({ sort: "newest" });
    expect(validateListingSearch({ from: "timeline", color: "black" })).toEqual({ color: ["black"] });
    expect(validateListingSearch({ __proto__: "x", constructor: 1 } as Record<string, unknown>)).toEqual({ constructor: ["1"] });
  });
});

describe("knownFiltersOnly", () => {
  const available = [
    {
      filter_code: "color",
      filter_label: "颜色",
      filter_value: [
        { value: "black", label: "黑色", count: 3 },
        { value: "white", label: "白色", count: 2 },
      ],
    },
    { filter_code: "us_size", filter_label: "尺码", filter_value: [{ value: "9", label: "9", count: 1 }] },
  ];

  it("drops a well-formed key that is no filter of the listing (?size=42, ?page=2 style)", () => {
    const search = validateListingSearch({ size: "42", foo: "bar", constructor: "x", sort: "priceAsc", from: "hidden" });
    expect(search).toMatchObject({ size: ["42"], foo: ["bar"] });
    expect(knownFiltersOnly(search, available)).toEqual({ sort: "priceAsc", from: "hidden" });
  });

  it("drops unknown values and keeps the known ones", () => {
    expect(knownFiltersOnly(validateListingSearch({ color: ["black", "purple"], us_size: "99" }), available)).toEqual({ color: ["black"] });
    expect(knownFiltersOnly(validateListingSearch({ color: "white", us_size: "9" }), available)).toEqual({
      color: ["white"],
      us_size: ["9"],
    });
    expect(knownFiltersOnly({}, [])).toEqual({});
  });
});
