import { fireEvent, render, screen } from "@testing-library/react";
import { PopupProvider } from "@xunlan/ui";
import { describe, expect, it, vi } from "vitest";
import { SAMPLE_LINES } from "../../fixtures/bag";
import { MiniBag, type MiniBagProps } from "./mini-bag";

function setup(props: Partial<MiniBagProps> = {}) {
  const handlers = {
    onClose: vi.fn<() => void>(),
    onViewBag: vi.fn<() => void>(),
    onCheckout: vi.fn<() => void>(),
    onLoginRequired: vi.fn<() => void>(),
  };
  render(
    <PopupProvider>
      <MiniBag added={SAMPLE_LINES[0]!} count={3} subtotal={2437} isLoggedIn {...handlers} {...props} />
    </PopupProvider>,
  );
  return handlers;
}

describe("MiniBag", () => {
  it("shows the added line, the count and the total, with 查看购物袋 and 去结算", () => {
    const { onViewBag, onCheckout } = setup();
    const drawer = screen.getByRole("dialog", { name: "已加入购物袋" });
    expect(drawer.textContent).toContain("SWIFTRUN 5");
    expect(drawer.textContent).toContain("共 3 件");
    expect(drawer.textContent).toContain("¥2,437.00");
    fireEvent.click(screen.getByRole("button", { name: "查看购物袋（3）" }));
    expect(onViewBag).toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "去结算" }));
    expect(onCheckout).toHaveBeenCalled();
  });

  it("a guest's 去结算 asks for login with 请先登录后再购买～", async () => {
    const { onCheckout, onLoginRequired } = setup({ isLoggedIn: false });
    fireEvent.click(screen.getByRole("button", { name: "去结算" }));
    expect(onCheckout).not.toHaveBeenCalled();
    expect(onLoginRequired).toHaveBeenCalled();
    expect(await screen.findByText("请先登录后再购买～")).toBeTruthy();
  });

  it("is closed without an added line", () => {
    setup({ added: null });
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
