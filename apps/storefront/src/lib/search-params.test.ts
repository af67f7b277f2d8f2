import { describe, expect, it } from "vitest";
import { parseSearch, stringifySearch } from "./search-params";

describe("search params", () => {
  it("writes scalars plainly and arrays as repeated keys", () => {
    expect(stringifySearch({ sort: "priceAsc", us_size: ["9", "9.5"], key: "faq", none: undefined })).toBe(
      "?sort=priceAsc&us_size=9&us_size=9.5&key=faq",
    );
    expect(stringifySearch({})).toBe("");
  });

  it("round-trips through the default reader (numbers come back as numbers)", () => {
    expect(parseSearch(stringifySearch({ color: ["black", "white"], us_size: "9", from: "hidden" }))).toEqual({
      color: ["black", "white"],
      us_size: 9,
      from: "hidden",
    });
  });

  it("keeps objects as JSON", () => {
    expect(parseSearch(stringifySearch({ filter: { a: 1 } }))).toEqual({ filter: { a: 1 } });
  });
});
