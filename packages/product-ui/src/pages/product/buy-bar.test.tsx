import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BuyBar, type BuyBarProps } from "./buy-bar";

afterEach(cleanup);

function setup(props: Partial<BuyBarProps> = {}) {
  const handlers = { onAddToBag: vi.fn<() => void>(), onBuyNow: vi.fn<() => void>() };
  render(<BuyBar price={899} slashPrice={1099} name="迅岚 云迹 3 玫瑰奶油" sizeState={{ kind: "choose" }} {...handlers} {...props} />);
  return { ...handlers, bar: screen.getByRole("region", { name: "购买" }) };
}

describe("BuyBar (issue 26: price, size state, 加入购物袋 and 立即购买 at every width)", () => {
  it("shows the price, the original struck through, and asks for a size", () => {
    const { bar } = setup();
    expect(bar.textContent).toContain("¥899.00");
    expect(bar.querySelector("s")?.textContent).toContain("¥1,099.00");
    expect(within(bar).getByTestId("buy-bar-size").textContent).toBe("请选择尺码");
  });

  it("names the chosen size, and its buttons call the page", () => {
    const { bar, onAddToBag, onBuyNow } = setup({ sizeState: { kind: "chosen", label: "265" } });
    expect(within(bar).getByTestId("buy-bar-size").textContent).toBe("已选 265");
    fireEvent.click(within(bar).getByRole("button", { name: "加入购物袋" }));
    fireEvent.click(within(bar).getByRole("button", { name: "立即购买" }));
    expect(onAddToBag).toHaveBeenCalledOnce();
    expect(onBuyNow).toHaveBeenCalledOnce();
  });

  it("says 暂无库存 and disables both buttons when no size is left", () => {
    const { bar } = setup({ sizeState: { kind: "soldOut" } });
    expect(within(bar).getByTestId("buy-bar-size").textContent).toBe("暂无库存");
    for (const name of ["加入购物袋", "立即购买"])
      expect((within(bar).getByRole("button", { name }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("offers 加入购物袋 alone when the app gives no 立即购买", () => {
    render(<BuyBar price={899} name="x" sizeState={{ kind: "choose" }} onAddToBag={() => {}} />);
    expect(screen.queryByRole("button", { name: "立即购买" })).toBeNull();
    expect(screen.getByRole("button", { name: "加入购物袋" })).toBeTruthy();
  });

  it("sticks to the bottom, above the safe-area inset", () => {
    const { bar } = setup();
    expect(bar.className).toContain("sticky");
    expect(bar.className).toContain("bottom-0");
    expect(bar.className).toContain("env(safe-area-inset-bottom)");
  });
});
