import { describe, expect, it } from "vitest";
import { formatAddressLine, formatRegion } from "./address";

describe("formatRegion", () => {
  it("joins the chosen levels and names a municipality once", () => {
    expect(formatRegion({ province: "北京市", city: "北京市", district: "东城区" })).toBe("北京市 东城区");
    expect(formatRegion({ province: "广东省", city: "深圳市", district: "南山区" }, " / ")).toBe("广东省 / 深圳市 / 南山区");
    // 东莞市 has no districts.
    expect(formatRegion({ province: "广东省", city: "东莞市", district: "" })).toBe("广东省 东莞市");
    expect(formatRegion({ province: "", city: "", district: "" })).toBe("");
    expect(formatRegion(null)).toBe("");
  });
});

describe("formatAddressLine", () => {
  it("puts the detail after the region", () => {
    expect(formatAddressLine({ province: "上海市", city: "上海市", district: "徐汇区", detailAddress: "漕溪北路 88 号" })).toBe(
      "上海市 徐汇区 漕溪北路 88 号",
    );
    expect(formatAddressLine({ province: "", city: "", district: "", detailAddress: "漕溪北路 88 号" })).toBe("漕溪北路 88 号");
  });
});
