import { describe, expect, it } from "vitest";
import { BUSINESS_NUMBER_FORMATS, type BusinessNumberKind, businessNumber, businessNumberRange } from "./business-number";

// 23:30 and 00:30 in Beijing: 15:30 and 16:30 UTC of 2026-11-27.
const LATE = new Date("2026-11-27T15:30:00Z");
const AFTER_MIDNIGHT = new Date("2026-11-27T16:30:00Z");

const EXPECTED: Record<BusinessNumberKind, { late: string; afterMidnight: string; serial: number }> = {
  order: { serial: 4182736, late: "XL2026112704182736", afterMidnight: "XL2026112804182736" },
  payment: { serial: 123, late: "XP202611270000000123", afterMidnight: "XP202611280000000123" },
  return: { serial: 99_999_999, late: "XR2026112799999999", afterMidnight: "XR2026112899999999" },
  refund: { serial: 0, late: "XRF2026112700000000", afterMidnight: "XRF2026112800000000" },
  ticket: { serial: 42, late: "CS20261127-000042", afterMidnight: "CS20261128-000042" },
};

describe("businessNumber", () => {
  for (const kind of Object.keys(BUSINESS_NUMBER_FORMATS) as BusinessNumberKind[]) {
    it(`dates ${kind} numbers by the Beijing day at 23:30 and 00:30`, () => {
      const { serial, late, afterMidnight } = EXPECTED[kind];
      expect(businessNumber(kind, LATE, serial)).toBe(late);
      expect(businessNumber(kind, AFTER_MIDNIGHT, serial)).toBe(afterMidnight);
    });
  }
  it("numbers an order at 07:30 Beijing (23:30 UTC the day before) with the Beijing day", () => {
    expect(businessNumber("order", new Date("2026-11-26T23:30:00Z"), 1)).toBe("XL2026112700000001");
  });
  it("keeps the widths of the existing formats", () => {
    expect(businessNumber("order", LATE, 1)).toMatch(/^XL\d{16}$/);
    expect(businessNumber("payment", LATE, 1)).toMatch(/^XP\d{18}$/);
    expect(businessNumber("return", LATE, 1)).toMatch(/^XR\d{16}$/);
    expect(businessNumber("refund", LATE, 1)).toMatch(/^XRF\d{16}$/);
    expect(businessNumber("ticket", LATE, 1)).toMatch(/^CS\d{8}-\d{6}$/);
  });
  it("lets a ticket sequence grow past six digits, as the padded id did", () => {
    expect(businessNumber("ticket", LATE, 1_234_567)).toBe("CS20261127-1234567");
  });
  it("refuses a random serial that does not fit its width", () => {
    expect(businessNumberRange("order")).toBe(100_000_000);
    expect(businessNumberRange("payment")).toBe(10_000_000_000);
    expect(() => businessNumber("order", LATE, 100_000_000)).toThrow(RangeError);
    expect(() => businessNumber("ticket", LATE, -2)).toThrow(RangeError);
    expect(() => businessNumber("order", LATE, -1)).toThrow(RangeError);
    expect(() => businessNumber("order", LATE, 1.5)).toThrow(RangeError);
  });
});
