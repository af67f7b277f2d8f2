import { describe, expect, it } from "vitest";
import { keywordFromSearchParam } from "./search";

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
