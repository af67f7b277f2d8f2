import { describe, expect, it } from "vitest";
import { searchParamText } from "./search-params";

// Values as TanStack Router's default reader hands them to validateSearch: JSON-looking values
// parsed (42 → a number, true → a boolean, {"a":1} → an object), repeated keys as arrays.
describe("searchParamText", () => {
  it("keeps a string as it came, blank and spaced ones included", () => {
    expect(searchParamText("/ucenter/orders")).toBe("/ucenter/orders");
    expect(searchParamText(" 上海 ")).toBe(" 上海 ");
    expect(searchParamText("")).toBe("");
  });

  it("gives back the text of what the router read as a number or a boolean", () => {
    expect(searchParamText(6901234567890)).toBe("6901234567890");
    expect(searchParamText(1)).toBe("1");
    expect(searchParamText(1.5)).toBe("1.5");
    expect(searchParamText(true)).toBe("true");
    expect(searchParamText(false)).toBe("false");
  });

  it("takes the first scalar of a repeated key", () => {
    expect(searchParamText(["a", "b"])).toBe("a");
    expect(searchParamText([{}, 7])).toBe("7");
    expect(searchParamText([null, true, "b"])).toBe("true");
    expect(searchParamText([])).toBeUndefined();
  });

  it("has no value for objects, null, nothing and numbers that are not finite", () => {
    expect(searchParamText({ a: 1 })).toBeUndefined();
    expect(searchParamText(null)).toBeUndefined();
    expect(searchParamText(undefined)).toBeUndefined();
    expect(searchParamText(Number.NaN)).toBeUndefined();
    expect(searchParamText(Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(searchParamText([Number.NaN, "a"])).toBeUndefined();
  });

  it("can leave booleans or repeated keys out (a route that takes neither)", () => {
    expect(searchParamText(true, { booleans: false })).toBeUndefined();
    expect(searchParamText([true, "b"], { booleans: false })).toBeUndefined();
    expect(searchParamText(["/a", "/b"], { repeated: false })).toBeUndefined();
    expect(searchParamText("/a", { repeated: false })).toBe("/a");
  });
});
