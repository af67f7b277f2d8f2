import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { collections } from "../../fixtures";
import { CollectionIndex } from "./collection-index";

describe("CollectionIndex (spec §2 /explore/collection)", () => {
  it("titles the page 精选系列 and lists every group of the collections document with its links, in order", () => {
    render(<CollectionIndex collections={collections} />);
    expect(screen.getByRole("heading", { level: 1, name: "精选系列" })).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual(
      collections.map((group) => group.name),
    );
    const first = screen.getByRole("region", { name: collections[0]!.name });
    const links = within(first).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(
      collections[0]!.children.map((item) => [item.name, item.link]),
    );
  });
});
