import { areaList } from "@vant/area-data";
import { describe, expect, it } from "vitest";
import { cleanPastedAddress, loadAddressParser, recognizeAddress, shortRegionName } from "./address-paste";
import { normalizeRegionTree } from "./regions";
import type { RegionNode } from "./types";

// The gateway's tree (apps/gateway/src/modules/addresses/regions.ts) from the same data package:
// the parser's output is checked against the tree shoppers pick from, not a sample.
function gatewayTree(): RegionNode[] {
  const provinces = new Map<string, RegionNode>();
  const cities = new Map<string, RegionNode>();
  for (const [id, name] of Object.entries(areaList.province_list)) {
    if (["71", "81", "82"].includes(id.slice(0, 2))) continue;
    provinces.set(id.slice(0, 2), { id, parentId: null, type: 1, name, children: [] });
  }
  for (const [id, name] of Object.entries(areaList.city_list)) {
    const parent = provinces.get(id.slice(0, 2));
    if (!parent) continue;
    const node: RegionNode = { id, parentId: parent.id, type: 2, name, children: [] };
    (parent.children as RegionNode[]).push(node);
    cities.set(id.slice(0, 4), node);
  }
  for (const [id, name] of Object.entries(areaList.county_list)) {
    const parent = cities.get(id.slice(0, 4));
    if (parent) (parent.children as RegionNode[]).push({ id, parentId: parent.id, type: 3, name, children: [] });
  }
  return [...provinces.values()];
}

const tree = normalizeRegionTree(gatewayTree());
const parse = await loadAddressParser();
const read = (text: string) => recognizeAddress(parse(text), tree);

describe("recognizeAddress with zh-address-parse on the store's region tree (issue 26 §3)", () => {
  it("reads consignee, mobile, region and street from a chat's one line", () => {
    expect(read("林晓岚 13912345678 广东省深圳市南山区科技园南区迅岚大厦18楼")).toEqual({
      consignee: "林晓岚",
      cellphone: "13912345678",
      region: { province: "广东省", city: "深圳市", district: "南山区" },
      regionComplete: true,
      detailAddress: "科技园南区迅岚大厦18楼",
      postCode: "",
    });
  });

  it("reads a labelled, multi-line address and a municipality", () => {
    const result = read("收货人：张三\n手机号码：13800138000\n所在地区：北京市朝阳区\n详细地址：建国路88号SOHO现代城2号楼1203");
    expect(result).toMatchObject({
      consignee: "张三",
      cellphone: "13800138000",
      region: { province: "北京市", city: "北京市", district: "朝阳区" },
      regionComplete: true,
      detailAddress: "建国路88号SOHO现代城2号楼1203",
    });
  });

  it("completes short names and keeps +86 and dashes out of the name and street", () => {
    expect(read("李四，+86 186-1234-5678，浙江杭州西湖区文三路269号")).toMatchObject({
      consignee: "李四",
      cellphone: "18612345678",
      region: { province: "浙江省", city: "杭州市", district: "西湖区" },
      detailAddress: "文三路269号",
    });
  });

  it("files a county-level city under 省直辖县 and finds a district left in the street", () => {
    expect(read("河南省济源市沁园路丹尼斯 刘海江 13311111111")).toMatchObject({
      region: { province: "河南省", city: "省直辖县", district: "济源市" },
      regionComplete: true,
      detailAddress: "沁园路丹尼斯",
    });
    expect(read("东莞市南城街道鸿福路200号 刘德华 13700001111")).toMatchObject({
      consignee: "刘德华",
      region: { province: "广东省", city: "东莞市", district: "南城街道" },
      regionComplete: true,
      detailAddress: "鸿福路200号",
    });
  });

  it("drops a region name repeated at the street's start, keeps a post code", () => {
    expect(read("北京 北京市 顺义区 胜利街道宜宾南区2-2-401 李俊南 18210997754")).toMatchObject({
      region: { province: "北京市", city: "北京市", district: "顺义区" },
      detailAddress: "胜利街道宜宾南区2-2-401",
    });
    expect(read("深圳市福田区福华三路 谷雨 13700000000 518048")).toMatchObject({ postCode: "518048", region: { district: "福田区" } });
  });

  it("every name it gives is a node of the tree", () => {
    for (const text of [
      "新疆阿克苏地区温宿县博孜墩乡吾斯塘博村一组306号 150-3569-6956 马云",
      "重庆市渝中区解放碑八一路177号 赵云 13911112222",
      "海南省三亚市吉阳区迎宾路 欧阳娜娜 13812341234",
    ]) {
      const { region, regionComplete } = read(text);
      const province = tree.find((p) => p.name === region.province);
      const city = province?.children.find((c) => c.name === region.city);
      expect({ text, found: city?.children.some((d) => d.name === region.district), regionComplete }).toEqual({
        text,
        found: true,
        regionComplete: true,
      });
    }
  });

  it("gives no region and no mobile where the text has none", () => {
    expect(read("小明 12345 楼下快递柜")).toMatchObject({
      cellphone: "",
      region: { province: "", city: "", district: "" },
      regionComplete: false,
    });
  });
});

describe("helpers", () => {
  it("shortens administrative names but keeps two characters", () => {
    expect(shortRegionName("广西壮族自治区")).toBe("广西");
    expect(shortRegionName("南山区")).toBe("南山");
    expect(shortRegionName("新区")).toBe("新区");
  });

  it("cleans country codes and spaced mobiles", () => {
    expect(cleanPastedAddress("王五 (+86) 138 0013 8000\n上海")).toBe("王五 13800138000 上海");
    expect(cleanPastedAddress("建国路 88 号 国贸大厦 2-3 单元 18 楼")).toBe("建国路88号 国贸大厦2-3单元18楼");
  });
});
