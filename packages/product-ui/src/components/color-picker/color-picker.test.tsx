import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { detailColor, detailColours, detailStyle } from "../../fixtures";
import { ColorPicker } from "./color-picker";

afterEach(cleanup);

describe("ColorPicker", () => {
  it("links every colour to /products/{styleSlug}/{productSlug} and marks the current one", () => {
    render(<ColorPicker colours={detailColours} value={detailColor.productId} styleSlug={detailStyle.styleSlug} />);
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(detailColours.length);
    expect(links[1]!.getAttribute("href")).toBe(`/products/${detailStyle.styleSlug}/${detailColours[1]!.productSlug}`);
    const current = screen.getByRole("link", { current: "page" });
    expect(current.getAttribute("aria-label")).toBe(detailColor.productColorLang.colorNameCn);
    expect(screen.getByRole("navigation", { name: "颜色" }).textContent).toContain(detailColor.productColorLang.colorNameCn);
  });

  it("uses colorSelectorImage at the product image width", () => {
    const { container } = render(<ColorPicker colours={detailColours} value="x" styleSlug={detailStyle.styleSlug} />);
    expect(container.querySelector("img")!.getAttribute("src")).toBe(`${detailColours[0]!.colorSelectorImage}?w=174`);
  });
});
