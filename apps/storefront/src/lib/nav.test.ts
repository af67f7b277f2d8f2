import { describe, expect, it } from "vitest";
import { toNavCategories } from "../lib/nav";

describe("toNavCategories", () => {
  it("links every level to /explore/{path}", () => {
    const nav = toNavCategories([
      {
        id: "1",
        title: "男子",
        path: "men",
        childs: [
          { id: "11", title: "鞋类", path: "men/shoes", childs: [{ id: "111", title: "跑步鞋", path: "men/shoes/running", childs: [] }] },
        ],
      },
    ]);
    expect(nav[0]?.href).toBe("/explore/men");
    expect(nav[0]?.children?.[0]?.children?.[0]).toEqual({
      id: "111",
      title: "跑步鞋",
      href: "/explore/men/shoes/running",
      children: undefined,
    });
  });
});
