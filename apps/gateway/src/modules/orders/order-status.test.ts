import { describe, expect, it } from "vitest";
import { GatewayError } from "../../kernel/errors";
import { assertTransition, canTransition, ORDER_STATUS_TEXT, ORDER_STATUSES, ORDER_TRANSITIONS, orderStatusTextOf } from "./order-status";

describe("order state machine", () => {
  it("names every status in Chinese", () => {
    expect(ORDER_STATUSES.map((s) => ORDER_STATUS_TEXT[s])).toEqual(["待付款", "待发货", "已发货", "已完成", "已取消", "售后中", "已退款"]);
  });

  it("lets an unpaid order be paid or cancelled, and nothing leave cancelled or refunded", () => {
    expect(canTransition("pending_payment", "paid")).toBe(true);
    expect(canTransition("pending_payment", "cancelled")).toBe(true);
    expect(canTransition("pending_payment", "shipped")).toBe(false);
    expect(canTransition("paid", "cancelled")).toBe(false);
    for (const to of ORDER_STATUSES) {
      expect(canTransition("cancelled", to)).toBe(false);
      expect(canTransition("refunded", to)).toBe(false);
    }
    expect(canTransition("shipped", "completed")).toBe(true);
    expect(canTransition("completed", "after_sale")).toBe(true);
    expect(canTransition("after_sale", "refunded")).toBe(true);
    // Final: nothing at all follows them (not only none of today's statuses).
    expect(ORDER_TRANSITIONS.cancelled).toEqual([]);
    expect(ORDER_TRANSITIONS.refunded).toEqual([]);
  });

  it("refuses an illegal transition with a clear '400'", () => {
    const refuse = () => assertTransition("cancelled", "paid");
    expect(refuse).toThrow(GatewayError);
    expect(refuse).toThrow("订单状态为「已取消」，不能变为「待发货」");
    const thrown = (() => {
      try {
        refuse();
        return null;
      } catch (error) {
        return error as GatewayError;
      }
    })();
    expect(thrown?.extensions).toMatchObject({ code: "400", field: "status", fromStatus: "cancelled", toStatus: "paid" });
  });

  it("reads a pickup order's paid and completed as 待自提 and 已自提 (issue 24 §1)", () => {
    expect(canTransition("paid", "completed")).toBe(true);
    expect(orderStatusTextOf({ status: "paid", pickUpSelf: true })).toBe("待自提");
    expect(orderStatusTextOf({ status: "completed", pickUpSelf: true })).toBe("已自提");
    expect(orderStatusTextOf({ status: "pending_payment", pickUpSelf: true })).toBe("待付款");
    expect(orderStatusTextOf({ status: "paid", pickUpSelf: false })).toBe("待发货");
    expect(orderStatusTextOf({ status: "completed" })).toBe("已完成");
  });
});
