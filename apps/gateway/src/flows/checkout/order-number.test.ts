import { describe, expect, it } from "vitest";
import { newOrderNumber } from "./checkout-service";

describe("newOrderNumber", () => {
  it("dates the order by the Beijing day at 23:30 and 00:30 Beijing (15:30 / 16:30 UTC)", () => {
    expect(newOrderNumber(new Date("2026-11-27T15:30:00Z"))).toMatch(/^XL20261127\d{8}$/);
    expect(newOrderNumber(new Date("2026-11-27T16:30:00Z"))).toMatch(/^XL20261128\d{8}$/);
  });
  it("numbers an order placed at 07:30 Beijing with that day, not the UTC day before", () => {
    expect(newOrderNumber(new Date("2026-11-26T23:30:00Z"))).toMatch(/^XL20261127\d{8}$/);
  });
});
