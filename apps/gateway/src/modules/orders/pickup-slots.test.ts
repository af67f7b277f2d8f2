import { describe, expect, it } from "vitest";
import { pickupDaySlots } from "./pickup-slots";

const view = (start: string, blocked: string[] = []) =>
  pickupDaySlots(start, blocked).map((s) => `${s.form_pickupDate}${s.disabled ? "x" : ""}`);

describe("pickup day slots (spec §4)", () => {
  it("offers three days with two disabled padding days on each side", () => {
    expect(view("2026-06-10")).toEqual([
      "2026-06-08x",
      "2026-06-09x",
      "2026-06-10",
      "2026-06-11",
      "2026-06-12",
      "2026-06-13x",
      "2026-06-14x",
    ]);
    expect(pickupDaySlots("2026-06-10")[2]).toEqual({
      dateText: "6月10日",
      monthText: "6月",
      form_pickupDate: "2026-06-10",
      date: 10,
      day: "周三",
      disabled: false,
    });
  });

  it("crosses a month end, a leap day and a year end", () => {
    expect(view("2026-01-30")).toEqual([
      "2026-01-28x",
      "2026-01-29x",
      "2026-01-30",
      "2026-01-31",
      "2026-02-01",
      "2026-02-02x",
      "2026-02-03x",
    ]);
    expect(view("2028-02-28")).toEqual([
      "2028-02-26x",
      "2028-02-27x",
      "2028-02-28",
      "2028-02-29",
      "2028-03-01",
      "2028-03-02x",
      "2028-03-03x",
    ]);
    const yearEnd = pickupDaySlots("2026-12-31");
    expect(yearEnd.map((s) => s.form_pickupDate)).toEqual([
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
      "2027-01-03",
      "2027-01-04",
    ]);
    expect(yearEnd[3]).toMatchObject({ dateText: "1月1日", monthText: "1月", date: 1, day: "周五" });
  });

  it("skips blocked days: a blocked start moves the window, blocked days inside are disabled", () => {
    expect(view("2026-12-31", ["2026-12-31", "2027-01-02"])).toEqual([
      "2026-12-30x",
      "2026-12-31x",
      "2027-01-01",
      "2027-01-02x",
      "2027-01-03",
      "2027-01-04",
      "2027-01-05x",
      "2027-01-06x",
    ]);
    expect(view("2026-09-30", ["2026-10-01", "2026-10-02", "2026-10-03"]).filter((s) => !s.endsWith("x"))).toEqual([
      "2026-09-30",
      "2026-10-04",
      "2026-10-05",
    ]);
  });

  it("refuses a date that does not exist", () => {
    expect(() => pickupDaySlots("2026-02-30")).toThrow(RangeError);
  });
});

describe("pickup day slots: a year of blocked days", () => {
  it("is a configuration error, not an empty picker", () => {
    const start = Date.UTC(2026, 0, 1);
    const blocked = Array.from({ length: 400 }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
    expect(() => pickupDaySlots("2026-01-01", blocked)).toThrow(RangeError);
  });
});
