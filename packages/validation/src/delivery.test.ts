import { describe, expect, it } from "vitest";
import { DELIVERY_PROMISE, expectedDelivery, formatDeliveryDate } from "./delivery";

describe("expectedDelivery (FAQ 配送: ships within 48 h, 1–3 days on the road)", () => {
  it("counts in Beijing dates, not the server's UTC day", () => {
    // 23:30 in Beijing on 11-27 is 15:30 UTC: the Beijing day is the 27th.
    expect(expectedDelivery("2026-11-27T15:30:00Z")).toEqual({ shipBy: "2026-11-29", earliest: "2026-11-28", latest: "2026-12-02" });
    // 00:30 in Beijing on 11-28 is still the 27th in UTC.
    expect(expectedDelivery("2026-11-27T16:30:00Z")).toEqual({ shipBy: "2026-11-30", earliest: "2026-11-29", latest: "2026-12-03" });
  });

  it("crosses months and years", () => {
    expect(expectedDelivery(new Date("2026-12-30T02:00:00Z"))).toEqual({
      shipBy: "2027-01-01",
      earliest: "2026-12-31",
      latest: "2027-01-04",
    });
  });

  it("keeps the FAQ's numbers and refuses an invalid time", () => {
    expect(DELIVERY_PROMISE).toEqual({ shipWithinHours: 48, transitDays: { min: 1, max: 3 } });
    expect(() => expectedDelivery("nope")).toThrow(RangeError);
  });

  it("writes a date as the shopper reads it, with the weekday", () => {
    expect(formatDeliveryDate("2026-11-28")).toBe("11月28日（周六）");
    expect(formatDeliveryDate("2027-01-04")).toBe("1月4日（周一）");
  });
});
