import { describe, expect, it } from "vitest";
import { invalidRegionField, type RegionNode, regionTree } from "./regions";

describe("region tree (spec §3 address options)", () => {
  it("has the 31 mainland provinces, each city with districts, linked by parentId", () => {
    const tree = regionTree();
    expect(tree).toHaveLength(31);
    expect(tree.map((p) => p.name)).not.toContain("台湾省");
    expect(tree.map((p) => p.name)).not.toContain("香港特别行政区");
    let districts = 0;
    const childless: string[] = [];
    const check = (nodes: RegionNode[], parent: RegionNode | null, type: number) => {
      for (const node of nodes) {
        expect(node.type).toBe(type);
        expect(node.parentId).toBe(parent?.id ?? null);
        expect(node.id).toMatch(/^\d{6}$/);
        if (type < 3 && node.children.length === 0) childless.push(node.name);
        if (type === 3) districts += 1;
        check(node.children, node, type + 1);
      }
    };
    check(tree, null, 1);
    expect(childless).toEqual([]);
    expect(districts).toBeGreaterThan(2800);
    expect(regionTree()).toBe(tree);
  });

  it("knows real chains and names the first field that does not fit", () => {
    expect(invalidRegionField("广东省", "深圳市", "南山区")).toBeNull();
    expect(invalidRegionField("北京市", "北京市", "海淀区")).toBeNull();
    expect(invalidRegionField("新疆维吾尔自治区", "乌鲁木齐市", "天山区")).toBeNull();
    expect(invalidRegionField("广东", "深圳市", "南山区")).toBe("province");
    expect(invalidRegionField("广东省", "杭州市", "西湖区")).toBe("city");
    expect(invalidRegionField("广东省", "深圳市", "西湖区")).toBe("district");
  });
});
