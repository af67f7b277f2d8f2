import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Breadcrumbs, breadcrumbJsonLd } from "./breadcrumbs";

afterEach(cleanup);

const items = [
  { label: "男子", href: "/explore/men" },
  { label: "鞋类", href: "/explore/men/shoes" },
  { label: "跑步", href: "/explore/men/shoes/running" },
];

describe("Breadcrumbs (spec §2: start at 首页)", () => {
  it("starts at 首页, links every item but the last, which is the current page", () => {
    render(<Breadcrumbs items={items} />);
    const links = screen.getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["首页", "/"],
      ["男子", "/explore/men"],
      ["鞋类", "/explore/men/shoes"],
    ]);
    const current = screen.getByText("跑步");
    expect(current.getAttribute("aria-current")).toBe("page");
    expect(current.closest("a")).toBeNull();
  });

  it("builds a BreadcrumbList with absolute URLs", () => {
    const ld = breadcrumbJsonLd(items, "https://www.xunlan.cn");
    expect(ld["@type"]).toBe("BreadcrumbList");
    expect(ld.itemListElement[0]).toEqual({ "@type": "ListItem", position: 1, name: "首页", item: "https://www.xunlan.cn/" });
    expect(ld.itemListElement[3]).toEqual({
      "@type": "ListItem",
      position: 4,
      name: "跑步",
      item: "https://www.xunlan.cn/explore/men/shoes/running",
    });
  });
});
