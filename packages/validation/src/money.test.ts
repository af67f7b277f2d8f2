import { describe, expect, it } from "vitest";
import { formatCents, formatMoney, formatPrice, sumMoney, toCents } from "./money";

describe("toCents", () => {
  it("rounds at the decimal level without float artefacts", () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(-1.005)).toBe(-101);
    expect(toCents("12.345")).toBe(1235);
  });
  it("turns non-finite and tiny values into 0", () => {
    expect(toCents(Number.NaN)).toBe(0);
    expect(toCents(Number.POSITIVE_INFINITY)).toBe(0);
    expect(toCents(null)).toBe(0);
    expect(toCents("abc")).toBe(0);
    expect(toCents(1e-7)).toBe(0);
    expect(Object.is(toCents(-0.001), 0)).toBe(true);
  });
});

describe("formatMoney", () => {
  it("uses thousands separators and 2 decimals", () => {
    expect(formatMoney(1234.5)).toBe("1,234.50");
    expect(formatMoney(1234567.891)).toBe("1,234,567.89");
    expect(formatMoney(999)).toBe("999.00");
    expect(formatMoney(1000)).toBe("1,000.00");
    expect(formatMoney(0.5)).toBe("0.50");
  });
  it("handles zero, negatives and numeric strings", () => {
    expect(formatMoney(0)).toBe("0.00");
    expect(formatMoney(-0)).toBe("0.00");
    expect(formatMoney(-1234.5)).toBe("-1,234.50");
    expect(formatMoney(-0.004)).toBe("0.00");
    expect(formatMoney("899")).toBe("899.00");
  });
  it("formats non-finite or missing input as 0.00", () => {
    for (const v of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, null, undefined, "", "x"]) {
      expect(formatMoney(v)).toBe("0.00");
    }
  });
  it("avoids float artefacts", () => {
    expect(formatMoney(1.005)).toBe("1.01");
    expect(formatMoney(0.1 + 0.2)).toBe("0.30");
  });
});

describe("formatCents", () => {
  it("formats integer cents", () => {
    expect(formatCents(123450)).toBe("1,234.50");
    expect(formatCents(-5)).toBe("-0.05");
    expect(formatCents(Number.NaN)).toBe("0.00");
  });
});

describe("formatPrice", () => {
  it("prefixes ¥ and puts the sign first", () => {
    expect(formatPrice(1299)).toBe("¥1,299.00");
    expect(formatPrice(-12)).toBe("-¥12.00");
    expect(formatPrice(undefined)).toBe("¥0.00");
  });
});

describe("sumMoney", () => {
  it("sums through cents", () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney([])).toBe(0);
    expect(sumMoney([1299, "-100.5", null])).toBe(1198.5);
  });
});
