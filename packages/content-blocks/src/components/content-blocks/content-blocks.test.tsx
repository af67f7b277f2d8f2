import { render, screen } from "@testing-library/react";
import type { ProductRailBlock } from "@xunlan/cms-content";
import { describe, expect, it } from "vitest";
import { faqPage, homePage, menCategory, springRunLanding } from "../../fixtures";
import { ContentBlocksProvider } from "./content-block-slots";
import { ContentBlocks } from "./content-blocks";

/** A page's module sections: direct, or in the box-less wrapper of a block that hydrates when visible. */
const MODULES = ":scope > section, :scope > [data-hydrate-when-visible] > section";

function Rail({ block }: { block: ProductRailBlock }) {
  return <section aria-label={`rail ${block.id}`} />;
}

describe("ContentBlocks", () => {
  it("renders every module of the home page in document order, rails through the slot", () => {
    const { container } = render(
      <ContentBlocksProvider productRail={Rail}>
        <ContentBlocks blocks={homePage.blocks} />
      </ContentBlocksProvider>,
    );
    const sections = [...container.querySelectorAll(MODULES)];
    expect(sections).toHaveLength(homePage.blocks.length);
    // (CSS queries: role queries over a whole page are slow in jsdom.)
    const rails = [...container.querySelectorAll("section[aria-label^='rail ']")].map((section) => section.getAttribute("aria-label"));
    expect(rails).toEqual(homePage.blocks.filter((block) => block.type === "product_rail").map((block) => `rail ${block.id}`));
    // The first hero is the page's h1; the other modules' titles are h2.
    expect(container.querySelectorAll("h1")).toHaveLength(1);
  });

  it("leaves product rails out without a slot, and renders the rest", () => {
    const { container } = render(<ContentBlocks blocks={springRunLanding.blocks} />);
    expect(container.querySelectorAll(MODULES)).toHaveLength(springRunLanding.blocks.length - 1);
    const rules = springRunLanding.blocks.find((block) => block.type === "rich_text");
    if (rules?.type !== "rich_text" || !rules.title) throw new Error("spring-run.json has titled rules");
    expect(screen.getByRole("heading", { name: rules.title })).toBeTruthy();
  });

  it("hydrates the first module and the first hero at once, every later module when it comes near the viewport (rails: the slot's own)", () => {
    const { container } = render(
      <ContentBlocksProvider productRail={Rail}>
        <ContentBlocks blocks={homePage.blocks} />
      </ContentBlocksProvider>,
    );
    const deferred = (section: Element) => section.parentElement?.hasAttribute("data-hydrate-when-visible") ?? false;
    const sections = [...container.querySelectorAll(MODULES)];
    const firstHero = homePage.blocks.findIndex((block) => block.type === "hero");
    homePage.blocks.forEach((block, index) => {
      const expected = block.type !== "product_rail" && index !== 0 && index !== firstHero;
      expect(deferred(sections[index]!), `${block.type} ${block.id}`).toBe(expected);
    });
    expect(homePage.blocks.filter((block, index) => block.type !== "product_rail" && index > 0).length).toBeGreaterThan(1);
  });

  it("makes heroes h2 under a page's own h1 and links the category tiles", () => {
    const { container } = render(<ContentBlocks blocks={menCategory.blocks} heroHeadingLevel={2} />);
    expect(container.querySelector("h1")).toBeNull();
    const tiles = menCategory.blocks.find((block) => block.type === "category_tiles");
    if (tiles?.type !== "category_tiles") throw new Error("men.json has tiles");
    for (const tile of tiles.tiles) {
      expect(container.querySelector(`a[href="${tile.href}"]`)).not.toBeNull();
    }
  });

  it("shows every FAQ question as a disclosure", () => {
    const { container } = render(<ContentBlocks blocks={faqPage.blocks} />);
    const faq = faqPage.blocks.find((block) => block.type === "faq");
    if (faq?.type !== "faq") throw new Error("faq.json has a faq block");
    const questions = faq.groups.flatMap((group) => group.items.map((item) => item.question));
    const summaries = [...container.querySelectorAll("details > summary")].map((summary) => summary.textContent);
    expect(summaries).toEqual(questions);
  });
});
