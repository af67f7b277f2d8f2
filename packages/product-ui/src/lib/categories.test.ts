import { describe, expect, it } from "vitest";
import { categoryTree } from "../fixtures";
import { categoryBreadcrumbs, resolveCategoryPath, subNavItems } from "./categories";

describe("subNavItems (spec §2 listing rules)", () => {
  it("with only the first level lists its children", () => {
    const items = subNavItems(categoryTree, ["men"]);
    expect(items.map((i) => i.label)).toEqual(["鞋类", "服装", "配件"]);
    expect(items.map((i) => i.href)).toEqual(["/explore/men/shoes", "/explore/men/apparel", "/explore/men/accessories"]);
    expect(items.some((i) => i.label === "全部")).toBe(false);
  });

  it("with a second level lists the third-level children with 全部 first", () => {
    const items = subNavItems(categoryTree, ["women", "shoes"]);
    expect(items[0]).toMatchObject({ label: "全部", href: "/explore/women/shoes", active: true });
    expect(items.slice(1).map((i) => i.label)).toEqual(["跑步鞋", "训练鞋", "篮球鞋", "户外鞋", "休闲鞋"]);
    expect(items[1]!.href).toBe("/explore/women/shoes/running");
  });

  it("with a third level keeps the same list and marks the third level active", () => {
    const items = subNavItems(categoryTree, ["men", "apparel", "jackets"]);
    expect(items[0]!.label).toBe("全部");
    expect(items[0]!.active).toBe(false);
    expect(items.filter((i) => i.active).map((i) => i.label)).toEqual(["夹克"]);
  });

  it("accepts numeric ids for levels and links with slugs", () => {
    const men = categoryTree.find((category) => category.category_route === "men")!;
    const shoes = men.childs!.find((category) => category.category_route === "shoes")!;
    const items = subNavItems(categoryTree, [String(men.id), String(shoes.id)]);
    expect(items[0]!.href).toBe("/explore/men/shoes");
  });

  it("keeps a query (from=hidden) on every link", () => {
    expect(subNavItems(categoryTree, ["kids"], { search: "?from=hidden" })[0]!.href).toBe("/explore/kids/shoes?from=hidden");
  });

  it("returns nothing for a level that does not exist", () => {
    expect(resolveCategoryPath(categoryTree, ["men", "nope"])).toBeNull();
    expect(subNavItems(categoryTree, ["men", "nope"])).toEqual([]);
    expect(subNavItems(categoryTree, [])).toEqual([]);
  });

  it("leaves out disabled children", () => {
    const tree = [
      {
        id: 1,
        title: "男子",
        category_route: "men",
        level: 1,
        childs: [
          { id: 2, title: "鞋类", category_route: "shoes", level: 2, enable: false },
          { id: 3, title: "服装", category_route: "apparel", level: 2 },
        ],
      },
    ];
    expect(subNavItems(tree, ["men"]).map((i) => i.label)).toEqual(["服装"]);
  });

  it("builds the breadcrumb trail of a listing", () => {
    expect(categoryBreadcrumbs(categoryTree, ["men", "shoes", "running"])).toEqual([
      { label: "男子", href: "/explore/men" },
      { label: "鞋类", href: "/explore/men/shoes" },
      { label: "跑步鞋", href: "/explore/men/shoes/running" },
    ]);
  });
});
