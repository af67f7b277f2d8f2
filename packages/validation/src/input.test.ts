import { describe, expect, it } from "vitest";
import { sanitizeNumberInput } from "./input";

describe("sanitizeNumberInput", () => {
  it("keeps digits only", () => {
    expect(sanitizeNumberInput("139 1234-5678")).toBe("13912345678");
    expect(sanitizeNumberInput("a1.5e3")).toBe("153");
    expect(sanitizeNumberInput("１２３")).toBe("");
    expect(sanitizeNumberInput("")).toBe("");
  });
  it("cuts to maxlength", () => {
    expect(sanitizeNumberInput("1391234567899", 11)).toBe("13912345678");
    expect(sanitizeNumberInput("12a34", 3)).toBe("123");
    expect(sanitizeNumberInput("123", 0)).toBe("");
    expect(sanitizeNumberInput("123", 10)).toBe("123");
  });
});
