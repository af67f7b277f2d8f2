import { describe, expect, it } from "vitest";
import { applyQuantityStep, stockNotice } from "./quantity";

describe("applyQuantityStep", () => {
  it("does nothing on minus at 1", () => {
    expect(applyQuantityStep(1, -1, 10)).toEqual({ quantity: 1, delta: 0, message: null });
  });
  it("decrements above 1", () => {
    expect(applyQuantityStep(3, -1, 10)).toEqual({ quantity: 2, delta: -1, message: null });
  });
  it("increments up to saleableQty", () => {
    expect(applyQuantityStep(2, 1, 3)).toEqual({ quantity: 3, delta: 1, message: null });
  });
  it("refuses plus above saleableQty with the limit message", () => {
    expect(applyQuantityStep(3, 1, 3)).toEqual({
      quantity: 3,
      delta: 0,
      message: "已达数量上限，无法继续加购",
    });
    expect(applyQuantityStep(1, 1, 0).message).toBe("已达数量上限，无法继续加购");
  });
});

describe("stockNotice", () => {
  it("shows 暂无库存 at or below 0", () => {
    expect(stockNotice(0)).toBe("暂无库存");
    expect(stockNotice(-2)).toBe("暂无库存");
  });
  it("shows 库存紧张 from 1 to 3", () => {
    expect(stockNotice(1)).toBe("库存紧张");
    expect(stockNotice(3)).toBe("库存紧张");
  });
  it("shows nothing above 3 or when unknown", () => {
    expect(stockNotice(4)).toBeNull();
    expect(stockNotice(null)).toBeNull();
    expect(stockNotice(undefined)).toBeNull();
    expect(stockNotice(Number.NaN)).toBeNull();
  });
});
