import { createApiClient, createMemoryTokenStore } from "@xunlan/api-client";
import { describe, expect, it } from "vitest";
import { keywordFromSearchParam, searchResultsInfiniteQueryOptions, sortFromSearchParam } from "./search";

// `?keyword=` as TanStack Router's default reader hands it to a route: JSON-looking values are
// parsed (42 → a number, true → a boolean, {"a":1} → an object), repeated keys become arrays.
describe("keywordFromSearchParam", () => {
  it("reads the keyword of a shared link, normalised", () => {
    expect(keywordFromSearchParam(" 跑鞋  lite ")).toBe("跑鞋 lite");
    expect(keywordFromSearchParam("")).toBe("");
    expect(keywordFromSearchParam(undefined)).toBe("");
  });

  it("keeps what the router read as a number or a boolean as the text it was (an EAN, a size)", () => {
    expect(keywordFromSearchParam(6901234567890)).toBe("6901234567890");
    expect(keywordFromSearchParam(42)).toBe("42");
    expect(keywordFromSearchParam(true)).toBe("true");
  });

  it("takes the first of a repeated key and ignores objects and null (page fuzzer, issue 12: these answered 500)", () => {
    expect(keywordFromSearchParam(["a", "b"])).toBe("a");
    expect(keywordFromSearchParam([{}, 7])).toBe("7");
    expect(keywordFromSearchParam({ a: 1 })).toBe("");
    expect(keywordFromSearchParam(null)).toBe("");
    expect(keywordFromSearchParam(Number.NaN)).toBe("");
  });
});

// `?sort=` of a shared /search link (spec §9 sort options, the listing pages' keys).
describe("sortFromSearchParam", () => {
  it("reads the listing pages' sort keys; the default order is no sort", () => {
    expect(sortFromSearchParam("priceAsc")).toBe("priceAsc");
    expect(sortFromSearchParam("priceDesc")).toBe("priceDesc");
    expect(sortFromSearchParam("newest")).toBe("newest");
    expect(sortFromSearchParam("default")).toBeUndefined();
    expect(sortFromSearchParam(undefined)).toBeUndefined();
  });

  it("ignores unknown, mistyped and malformed values, and takes the first of a repeated key", () => {
    const odd = ["cheapest", "PRICEASC", "price_asc", "", 42, true, null, { sort: "priceAsc" }, Number.NaN, "toString", "__proto__"];
    expect(odd.map(sortFromSearchParam)).toEqual(odd.map(() => undefined));
    expect(sortFromSearchParam(["priceDesc", "priceAsc"])).toBe("priceDesc");
    expect(sortFromSearchParam(["cheapest", "priceAsc"])).toBeUndefined();
  });
});

describe("searchResultsInfiniteQueryOptions", () => {
  const client = createApiClient({ endpoint: "http://unused.localhost/graphql", tokenStore: createMemoryTokenStore() });

  it("keys each sort of a keyword apart (the default order is the key of a plain search)", () => {
    expect(searchResultsInfiniteQueryOptions(client, " 跑鞋 ").queryKey).toEqual(["search", "results", "跑鞋", "default"]);
    expect(searchResultsInfiniteQueryOptions(client, "跑鞋", "priceAsc").queryKey).toEqual(["search", "results", "跑鞋", "priceAsc"]);
  });
});
