import { describe, expect, it } from "vitest";
import { errorOf, messageOf } from "./lib-api";
import { can, homeOf } from "./roles";

describe("errorOf", () => {
  it("shows the API's own Chinese message", () => {
    const error = errorOf(400, { code: "BAD_REQUEST", statusCode: 400, message: "订单状态为「已发货」，不能取消", field: "orderNumber" });
    expect(error.message).toBe("订单状态为「已发货」，不能取消");
    expect(error.field).toBe("orderNumber");
    expect(messageOf(error)).toBe("订单状态为「已发货」，不能取消");
  });

  it("puts Chinese on reasons and statuses that come without it", () => {
    expect(errorOf(403, { code: "FORBIDDEN", message: "role required", reason: "ROLE_REQUIRED" }).message).toBe("当前角色无权执行此操作");
    expect(errorOf(401, { code: "UNAUTHORIZED", message: "unauthorized" }).message).toBe("登录已失效，请重新登录");
    expect(errorOf(500, null).message).toBe("服务异常，请稍后重试");
    expect(errorOf(418, "teapot").message).toBe("请求失败，请检查后重试");
    expect(messageOf(new TypeError("fetch failed"))).toBe("网络异常，请检查网络后重试");
  });
});

describe("roles", () => {
  it("grants each action to the roles the API grants it", () => {
    expect(can(["fulfilment"], "ship")).toBe(true);
    expect(can(["customer_service"], "ship")).toBe(false);
    expect(can(["finance"], "refund")).toBe(true);
    expect(can(["customer_service"], "refund")).toBe(false);
    expect(can(["merchandising"], "readOrders")).toBe(false);
    expect(can(undefined, "staff")).toBe(false);
  });

  it("lands each role on a page it may open", () => {
    expect(homeOf(["customer_service"])).toBe("/orders");
    expect(homeOf(["merchandising"])).toBe("/stock");
    expect(homeOf(["admin"])).toBe("/staff");
  });
});

describe("format", () => {
  it("shows yuan and fen as CNY and times in Beijing time", async () => {
    const { fen, time, timeWithSeconds, toFen, yuan, beijingToday } = await import("./format");
    expect(yuan(1006.2)).toBe("¥1,006.20");
    expect(fen(100620)).toBe("¥1,006.20");
    expect(toFen(503.1)).toBe(50310);
    expect(time("2026-11-27T16:30:00.000Z")).toBe("2026/11/28 00:30");
    expect(timeWithSeconds("2026-11-27T16:30:05.000Z")).toBe("2026/11/28 00:30:05");
    expect(time(null)).toBe("—");
    expect(beijingToday(new Date("2026-11-27T16:30:00.000Z"))).toBe("2026-11-28");
  });
});
