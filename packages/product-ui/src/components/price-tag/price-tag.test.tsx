import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { discountLabel, isMarkedDown } from "../../lib/price";
import { PriceTag } from "./price-tag";

afterEach(cleanup);

describe("PriceTag (spec §2: original price struck through only when marked down)", () => {
  it("strikes through the original price when slashPrice > price", () => {
    const { container } = render(<PriceTag price={559} slashPrice={799} />);
    const struck = container.querySelector("s");
    expect(struck?.textContent).toBe("原价¥799.00");
    expect(screen.getByText("¥559.00")).toBeTruthy();
  });

  it("shows only the price when slashPrice is missing, equal or lower", () => {
    for (const slashPrice of [null, undefined, 599, "599.00", 500]) {
      const { container, unmount } = render(<PriceTag price={599} slashPrice={slashPrice} />);
      expect(container.querySelector("s")).toBeNull();
      expect(container.textContent).toBe("¥599.00");
      unmount();
    }
  });

  it("formats with thousands separators and shows the discount on request", () => {
    render(<PriceTag price="1199" slashPrice={1499} size="lg" showDiscount />);
    expect(screen.getByText("¥1,199.00")).toBeTruthy();
    expect(screen.getByText("7.9 折")).toBeTruthy();
  });

  it("isMarkedDown compares in cents; discountLabel drops a trailing .0", () => {
    expect(isMarkedDown(0.1 + 0.2, 0.3)).toBe(false);
    expect(isMarkedDown(299, "599")).toBe(true);
    expect(discountLabel(350, 500)).toBe("7 折");
    expect(discountLabel(500, 500)).toBeNull();
  });
});
