import { beijingDateTime } from "@xunlan/validation";
import { describe, expect, it } from "vitest";
import { sandboxTracking } from "./sandbox-fulfilment";

const shipped = new Date("2026-12-31T15:30:00Z"); // 2026-12-31 23:30 in Beijing
const hours = (h: number) => new Date(shipped.getTime() + h * 3_600_000);

describe("sandbox courier tracking", () => {
  it("writes Beijing time across a year end", () => {
    expect(beijingDateTime(shipped)).toBe("2026-12-31 23:30:00");
    expect(beijingDateTime(hours(1))).toBe("2027-01-01 00:30:00");
  });

  it("advances with time: 揽收 → 在途 → 派件 → 签收, newest line first", () => {
    expect(sandboxTracking(shipped, "北京市", shipped)).toMatchObject({
      state: "1",
      stateCn: "揽收",
      data: [{ time: "2026-12-31 23:30:00", context: "【上海青浦仓】快件已揽收" }],
    });
    const moving = sandboxTracking(shipped, "北京市", hours(9));
    expect(moving.stateCn).toBe("在途");
    expect(moving.data.map((d) => d.context)).toEqual([
      "快件已到达【北京市转运中心】",
      "快件已从【上海转运中心】发出",
      "【上海青浦仓】快件已揽收",
    ]);
    expect(sandboxTracking(shipped, "北京市", hours(21)).stateCn).toBe("派件");
    const done = sandboxTracking(shipped, "北京市", hours(30));
    expect(done).toMatchObject({ state: "3", stateCn: "签收" });
    expect(done.data).toHaveLength(5);
    expect(done.data[0]).toEqual({ time: "2027-01-02 01:30:00", ftime: "2027-01-02 01:30:00", context: "快件已签收，感谢使用迅岚速运" });
  });
});
