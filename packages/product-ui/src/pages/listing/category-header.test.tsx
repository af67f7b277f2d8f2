import { cleanup, render, screen } from "@testing-library/react";
import type { HeroBlock } from "@xunlan/cms-content";
import { afterEach, describe, expect, it } from "vitest";
import { CategoryHeader, categoryPicture, heroOf } from "./category-header";

// Files share one jsdom (isolate: false): leave no header behind for the next file.
afterEach(cleanup);

const hero = (media: Partial<Extract<HeroBlock["media"], { kind: "image" }>> = {}): HeroBlock => ({
  id: "men-hero",
  type: "hero",
  media: { kind: "image", src: "/images/content/category-men.jpg", alt: "男子跑者", width: 750, height: 1000, ...media },
  headline: "速度，从脚下开始",
  subheadline: "跑步、训练、篮球与户外，一站配齐。",
  cta: { label: "选购男子鞋类", href: "/explore/men/shoes" },
  theme: "light",
});

describe("CategoryHeader (issue 26 §5)", () => {
  it("asks for the hero picture at most at its source width, sized to the header's box", () => {
    const picture = categoryPicture(hero())!;
    const widths = picture.srcSet!.split(", ").map((candidate) => Number(candidate.split(" ")[1]!.replace("w", "")));
    expect(Math.max(...widths)).toBe(750);
    expect(picture.src).toBe("/images/content/category-men.jpg?w=750");
    // 176 px high at 3:4 on a desktop, 112 px high (at most 40 % of the screen) on a phone.
    expect(picture.sizes).toBe("(min-width: 1024px) 132px, min(84px, 40vw)");
  });

  it("assumes the narrowest delivered source when the document gives no size", () => {
    const picture = categoryPicture(hero({ width: undefined, height: undefined }))!;
    expect(picture.srcSet!.split(", ").at(-1)).toBe("/images/content/category-men.jpg?w=750 750w");
  });

  it("shows the title, count, the hero's line and link, and only image heroes", () => {
    render(<CategoryHeader title="男子" count={241} hero={hero()} breadcrumbs={<nav>首页</nav>} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("男子(241)");
    expect(screen.getByText("跑步、训练、篮球与户外，一站配齐。")).toBeTruthy();
    expect(screen.getByRole("link", { name: "选购男子鞋类" }).getAttribute("href")).toBe("/explore/men/shoes");
    expect(screen.getByRole("img", { name: "男子跑者" }).getAttribute("width")).toBe("750");
    expect(heroOf([{ id: "x", type: "rich_text", body: [] } as never])).toBeUndefined();
    expect(heroOf([hero()])?.id).toBe("men-hero");
  });
});
