import { describe, expect, it } from "vitest";
import { isValidMenuIndex, MENU_INDEX, toggleMenuIndex } from "./menu";

describe("isValidMenuIndex", () => {
  it("accepts every integer from -1 to 7", () => {
    for (let i = -1; i <= 7; i += 1) expect(isValidMenuIndex(i)).toBe(true);
  });
  it("rejects values out of range, fractions and non-numbers", () => {
    for (const v of [-2, 8, 1.5, Number.NaN, "1", null, undefined]) {
      expect(isValidMenuIndex(v)).toBe(false);
    }
  });
});

describe("toggleMenuIndex", () => {
  it("opens the mobile menu when closed", () => {
    expect(toggleMenuIndex(MENU_INDEX.CLOSED)).toBe(7);
  });
  it("closes any open menu", () => {
    expect(toggleMenuIndex(7)).toBe(-1);
    expect(toggleMenuIndex(MENU_INDEX.BAG)).toBe(-1);
  });
  it("names the spec's menus", () => {
    expect(MENU_INDEX).toMatchObject({ SHOP: 1, SECOND_COLLECTION: 3, SEARCH: 4, BAG: 5, USER: 6 });
  });
});
