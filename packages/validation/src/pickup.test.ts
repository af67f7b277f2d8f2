import { describe, expect, it } from "vitest";
import { buildPickupSlots, type PickupSlot } from "./pickup";

const summary = (slots: PickupSlot[]) => slots.map((s) => `${s.form_pickupDate}${s.disabled ? "x" : ""}`);
const enabled = (slots: PickupSlot[]) => slots.filter((s) => !s.disabled).map((s) => s.form_pickupDate);

describe("buildPickupSlots", () => {
  it("offers three days with two disabled padding days each side", () => {
    const slots = buildPickupSlots("2024-11-21");
    expect(summary(slots)).toEqual(["2024-11-19x", "2024-11-20x", "2024-11-21", "2024-11-22", "2024-11-23", "2024-11-24x", "2024-11-25x"]);
  });

  it("fills every display field in Chinese", () => {
    const [, , slot] = buildPickupSlots("2024-11-21");
    expect(slot).toEqual({
      dateText: "11月21日",
      monthText: "11月",
      form_pickupDate: "2024-11-21",
      date: 21,
      day: "周四",
      disabled: false,
    });
    expect(buildPickupSlots("2024-11-24").map((s) => s.day)).toEqual(["周五", "周六", "周日", "周一", "周二", "周三", "周四"]);
  });

  it("skips a blocked start day; padding moves with the first available day", () => {
    const slots = buildPickupSlots("2024-11-21", ["2024-11-21"]);
    expect(summary(slots)).toEqual(["2024-11-20x", "2024-11-21x", "2024-11-22", "2024-11-23", "2024-11-24", "2024-11-25x", "2024-11-26x"]);
  });

  it("skips consecutive blocked days at the start", () => {
    const slots = buildPickupSlots("2024-11-21", ["2024-11-21", "2024-11-22", "2024-11-23"]);
    expect(enabled(slots)).toEqual(["2024-11-24", "2024-11-25", "2024-11-26"]);
    expect(slots).toHaveLength(7);
    expect(slots[0]?.form_pickupDate).toBe("2024-11-22");
  });

  it("lists a blocked day between available ones as disabled", () => {
    const slots = buildPickupSlots("2024-11-21", ["2024-11-22"]);
    expect(summary(slots)).toEqual([
      "2024-11-19x",
      "2024-11-20x",
      "2024-11-21",
      "2024-11-22x",
      "2024-11-23",
      "2024-11-24",
      "2024-11-25x",
      "2024-11-26x",
    ]);
  });

  it("lists consecutive blocked days inside the window", () => {
    const slots = buildPickupSlots("2024-11-21", ["2024-11-22", "2024-11-23", "2024-11-25"]);
    expect(enabled(slots)).toEqual(["2024-11-21", "2024-11-24", "2024-11-26"]);
    expect(slots).toHaveLength(2 + 6 + 2);
  });

  it("ignores blocked days outside the window", () => {
    const slots = buildPickupSlots("2024-11-21", ["2024-11-10", "2024-11-25", "2024-12-01"]);
    expect(enabled(slots)).toEqual(["2024-11-21", "2024-11-22", "2024-11-23"]);
    expect(slots).toHaveLength(7);
  });

  it("crosses month and year ends", () => {
    const slots = buildPickupSlots("2024-12-31");
    expect(enabled(slots)).toEqual(["2024-12-31", "2025-01-01", "2025-01-02"]);
    expect(slots[3]).toMatchObject({ dateText: "1月1日", monthText: "1月", date: 1, day: "周三" });
    expect(enabled(buildPickupSlots("2024-02-28"))).toEqual(["2024-02-28", "2024-02-29", "2024-03-01"]);
  });

  it("accepts Date objects by their local calendar date", () => {
    const slots = buildPickupSlots(new Date(2024, 10, 21, 23, 30), [new Date(2024, 10, 22, 8)]);
    expect(enabled(slots)).toEqual(["2024-11-21", "2024-11-23", "2024-11-24"]);
  });

  it("returns what it finds within the search horizon", () => {
    expect(buildPickupSlots("2024-11-21", ["2024-11-21", "2024-11-22"], { searchDays: 2 })).toEqual([]);
    const partial = buildPickupSlots("2024-11-21", ["2024-11-22"], { searchDays: 2 });
    expect(enabled(partial)).toEqual(["2024-11-21"]);
    expect(partial).toHaveLength(5);
  });

  it("rejects invalid dates", () => {
    expect(() => buildPickupSlots("2024-02-30")).toThrow(RangeError);
    expect(() => buildPickupSlots("21/11/2024")).toThrow(RangeError);
    expect(() => buildPickupSlots(new Date("nope"))).toThrow(RangeError);
    expect(() => buildPickupSlots("2024-11-21", ["bad"])).toThrow(RangeError);
  });
});
