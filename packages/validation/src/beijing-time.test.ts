import { describe, expect, it } from "vitest";
import {
  addDays,
  beijingDate,
  beijingDateTime,
  beijingDayEnd,
  beijingDayKey,
  beijingDayStart,
  beijingParts,
  formatBeijing,
  formatBeijingTime,
} from "./beijing-time";

// 23:30 and 00:30 in Beijing: 15:30 and 16:30 UTC of the same UTC day.
const LATE = new Date("2026-11-27T15:30:00Z");
const AFTER_MIDNIGHT = new Date("2026-11-27T16:30:00Z");

describe("Beijing dates", () => {
  it("is the Beijing day at 23:30 and the next one at 00:30 (UTC+8)", () => {
    expect(beijingDate(LATE)).toBe("2026-11-27");
    expect(beijingDate(AFTER_MIDNIGHT)).toBe("2026-11-28");
    expect(beijingDayKey(LATE)).toBe("20261127");
    expect(beijingDayKey(AFTER_MIDNIGHT)).toBe("20261128");
  });
  it("dates a morning order by its Beijing day, not the UTC day before (07:30 Beijing = 23:30 UTC)", () => {
    expect(beijingDate(new Date("2026-11-26T23:30:00Z"))).toBe("2026-11-27");
  });
  it("crosses months and years", () => {
    expect(beijingDate(new Date("2026-12-31T16:00:00Z"))).toBe("2027-01-01");
    expect(beijingDate(new Date("2026-12-31T15:59:59.999Z"))).toBe("2026-12-31");
    expect(beijingDate(new Date("2028-02-28T16:00:00Z"))).toBe("2028-02-29");
  });
  it("reads the wall clock, weekday included", () => {
    expect(beijingParts(AFTER_MIDNIGHT)).toEqual({ year: 2026, month: 11, day: 28, hour: 0, minute: 30, second: 0, weekday: 6 });
    expect(beijingParts("2026-11-27T15:30:05Z").weekday).toBe(5);
  });
  it("formats by pattern", () => {
    expect(beijingDateTime(LATE)).toBe("2026-11-27 23:30:00");
    expect(formatBeijing(AFTER_MIDNIGHT, "YYYY/MM/DD HH:mm")).toBe("2026/11/28 00:30");
    expect(formatBeijing(AFTER_MIDNIGHT, "YY")).toBe("26");
    expect(formatBeijing(0, "YYYY-MM-DD HH:mm:ss")).toBe("1970-01-01 08:00:00");
  });
  it("shows ISO times to the minute, empty for nothing or nonsense", () => {
    expect(formatBeijingTime("2026-11-27T15:30:00.000Z")).toBe("2026-11-27 23:30");
    expect(formatBeijingTime(AFTER_MIDNIGHT)).toBe("2026-11-28 00:30");
    expect(formatBeijingTime(null)).toBe("");
    expect(formatBeijingTime(undefined)).toBe("");
    expect(formatBeijingTime("")).toBe("");
    expect(formatBeijingTime("not a time")).toBe("");
  });
  it("throws on an invalid instant", () => {
    expect(() => beijingDate(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => beijingDate("yesterday")).toThrow(RangeError);
  });
});

describe("Beijing days as instants", () => {
  it("starts a day at 16:00 UTC the day before and ends it at the next start", () => {
    expect(beijingDayStart("2026-11-28").toISOString()).toBe("2026-11-27T16:00:00.000Z");
    expect(beijingDayEnd("2026-11-28").toISOString()).toBe("2026-11-28T16:00:00.000Z");
    expect(beijingDayStart("2027-01-01").toISOString()).toBe("2026-12-31T16:00:00.000Z");
  });
  it("holds 00:30 in its day and 23:30 in the day before", () => {
    const start = beijingDayStart("2026-11-28").getTime();
    const end = beijingDayEnd("2026-11-28").getTime();
    expect(AFTER_MIDNIGHT.getTime() >= start && AFTER_MIDNIGHT.getTime() < end).toBe(true);
    expect(LATE.getTime() < start).toBe(true);
    expect(beijingDate(beijingDayStart("2026-11-28"))).toBe("2026-11-28");
    expect(beijingDate(new Date(end - 1))).toBe("2026-11-28");
  });
  it("adds calendar days and refuses dates that do not exist", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-11-28", 0)).toBe("2026-11-28");
    expect(() => beijingDayStart("2026-02-30")).toThrow(RangeError);
    expect(() => addDays("28/11/2026", 1)).toThrow(RangeError);
  });
});
