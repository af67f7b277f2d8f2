import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { StockNotice } from "./stock-notice";

afterEach(cleanup);

describe("StockNotice (spec §5)", () => {
  it.each([1, 2, 3])("shows 库存紧张 at %i", (qty) => {
    render(<StockNotice saleableQty={qty} />);
    expect(screen.getByRole("status").textContent).toBe("库存紧张");
  });

  it("shows 暂无库存 at 0 and nothing at 4 or unknown", () => {
    const { rerender, container } = render(<StockNotice saleableQty={0} />);
    expect(screen.getByRole("status").textContent).toBe("暂无库存");
    rerender(<StockNotice saleableQty={4} />);
    expect(container.textContent).toBe("");
    rerender(<StockNotice saleableQty={null} />);
    expect(container.textContent).toBe("");
  });
});
