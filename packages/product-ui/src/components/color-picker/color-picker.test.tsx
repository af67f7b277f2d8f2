import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { detailColor, detailColours } from "../../test/fixtures";
import { ColorPicker } from "./color-picker";

afterEach(cleanup);

describe("ColorPicker", () => {
  it("links every colour to /products/{styleSlug}/{productSlug} and marks the current one", () => {
    render(<ColorPicker colours={detailColours} value={detailColor.productId} styleSlug="cirrus-3" />);
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(detailColours.length);
    expect(links[1]!.getAttribute("href")).toBe(`/products/cirrus-3/${detailColours[1]!.productSlug}`);
    const current = screen.getByRole("link", { current: "page" });
    expect(current.getAttribute("aria-label")).toBe(detailColor.productColorLang.colorNameCn);
    expect(screen.getByRole("navigation", { name: "颜色" }).textContent).toContain(detailColor.productColorLang.colorNameCn);
  });

  it("uses colorSelectorImage at the product image width", () => {
    const { container } = render(<ColorPicker colours={detailColours} value="x" styleSlug="cirrus-3" />);
    expect(container.querySelector("img")!.getAttribute("src")).toBe(`${detailColours[0]!.colorSelectorImage}?w=174`);
  });
});
