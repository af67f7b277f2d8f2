import { describe, expect, it } from "vitest";
import { SAMPLE_REGIONS } from "../fixtures/regions";
import {
  EMPTY_REGION,
  findRegionPath,
  formatRegion,
  isRegionComplete,
  normalizeRegionTree,
  searchRegions,
  selectRegionLevel,
} from "./regions";
import type { RegionNode } from "./types";

const tree = normalizeRegionTree(SAMPLE_REGIONS);

describe("normalizeRegionTree", () => {
  it("keeps three levels with string ids", () => {
    const guangdong = tree.find((p) => p.name === "广东省");
    expect(guangdong?.level).toBe(1);
    expect(guangdong?.children.map((c) => c.name)).toEqual(["广州市", "深圳市", "佛山市", "东莞市"]);
    expect(guangdong?.children[1]?.children[2]).toMatchObject({ id: "440305", name: "南山区", level: 3 });
  });

  it("names a municipality's 市辖区 city after the municipality", () => {
    const shanghai = tree.find((p) => p.name === "上海市");
    expect(shanghai?.children.map((c) => c.name)).toEqual(["上海市"]);
  });

  it("wraps districts listed straight under a municipality into a city of the same name", () => {
    const flat: RegionNode[] = [
      {
        id: 120000,
        type: 1,
        name: "天津市",
        children: [
          { id: 120101, parentId: 120000, type: 3, name: "和平区" },
          { id: 120102, parentId: 120000, type: 3, name: "河东区" },
        ],
      },
    ];
    const [tianjin] = normalizeRegionTree(flat);
    expect(tianjin?.children).toHaveLength(1);
    expect(tianjin?.children[0]?.name).toBe("天津市");
    expect(tianjin?.children[0]?.children.map((d) => d.name)).toEqual(["和平区", "河东区"]);
  });

  it("ignores non-arrays and nameless nodes", () => {
    expect(normalizeRegionTree(null)).toEqual([]);
    expect(normalizeRegionTree([{ id: 1, type: 1, name: " " }])).toEqual([]);
  });
});

describe("selectRegionLevel", () => {
  const full = { province: "广东省", city: "深圳市", district: "南山区" };

  it("resets city and district when the province changes", () => {
    expect(selectRegionLevel(tree, full, 1, "四川省")).toEqual({ province: "四川省", city: "", district: "" });
  });

  it("resets the district when the city changes", () => {
    expect(selectRegionLevel(tree, full, 2, "广州市")).toEqual({ province: "广东省", city: "广州市", district: "" });
  });

  it("chooses a municipality's only city at once", () => {
    expect(selectRegionLevel(tree, EMPTY_REGION, 1, "北京市")).toEqual({ province: "北京市", city: "北京市", district: "" });
  });
});

describe("isRegionComplete", () => {
  it("needs a district where the city has districts", () => {
    expect(isRegionComplete(tree, { province: "北京市", city: "北京市", district: "" })).toBe(false);
    expect(isRegionComplete(tree, { province: "北京市", city: "北京市", district: "东城区" })).toBe(true);
  });

  it("accepts a city without districts", () => {
    expect(isRegionComplete(tree, { province: "广东省", city: "东莞市", district: "" })).toBe(true);
  });

  it("rejects names that are not in the tree", () => {
    expect(isRegionComplete(tree, { province: "广东省", city: "深圳市", district: "东城区" })).toBe(false);
    expect(findRegionPath(tree, { province: "广东省", city: "成都市", district: "" }).city).toBeUndefined();
  });

  it("without a tree, needs all three names", () => {
    expect(isRegionComplete(null, { province: "广东省", city: "深圳市", district: "南山区" })).toBe(true);
    expect(isRegionComplete(null, { province: "广东省", city: "深圳市", district: "" })).toBe(false);
  });
});

describe("formatRegion", () => {
  it("shows a municipality's name once", () => {
    expect(formatRegion({ province: "北京市", city: "北京市", district: "东城区" })).toBe("北京市 东城区");
    expect(formatRegion({ province: "广东省", city: "深圳市", district: "南山区" }, " / ")).toBe("广东省 / 深圳市 / 南山区");
    expect(formatRegion(EMPTY_REGION)).toBe("");
  });
});

describe("searchRegions", () => {
  it("finds districts with their full path, shallow levels first", () => {
    const hits = searchRegions(tree, "山");
    expect(hits.map((h) => h.label)).toEqual([
      "广东省 / 佛山市",
      "四川省 / 乐山市",
      "广东省 / 深圳市 / 南山区",
      "四川省 / 乐山市 / 峨眉山市",
    ]);
    expect(hits[0]).toMatchObject({ label: "广东省 / 佛山市", complete: false });
    expect(hits.find((h) => h.label === "广东省 / 深圳市 / 南山区")).toMatchObject({
      value: { province: "广东省", city: "深圳市", district: "南山区" },
      complete: true,
    });
  });

  it("skips a municipality's repeated city and ignores blank queries", () => {
    expect(searchRegions(tree, "北京").map((h) => h.label)).toEqual(["北京市"]);
    expect(searchRegions(tree, "  ")).toEqual([]);
  });
});
