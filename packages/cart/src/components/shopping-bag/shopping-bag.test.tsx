import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { PopupProvider } from "@xunlan/ui";
import { describe, expect, it, vi } from "vitest";
import { SAMPLE_LINES, SAMPLE_PRICE } from "../../fixtures/bag";
import type { BagLine } from "../../lib/types";
import { ShoppingBag, type ShoppingBagProps } from "./shopping-bag";

function setup(props: Partial<ShoppingBagProps> = {}) {
  const handlers = {
    onQuantityChange: vi.fn<(ean: string, delta: number) => Promise<void>>(async () => {}),
    onDelete: vi.fn<(line: BagLine) => Promise<void>>(async () => {}),
    onMoveToFavorites: vi.fn<(line: BagLine) => Promise<void>>(async () => {}),
    onCheckout: vi.fn<() => void>(),
    onLoginRequired: vi.fn<() => void>(),
  };
  render(
    <PopupProvider>
      <ShoppingBag lines={SAMPLE_LINES.slice(0, 2)} price={SAMPLE_PRICE} isLoggedIn shopHref="/explore/men" {...handlers} {...props} />
    </PopupProvider>,
  );
  return handlers;
}

const line = (name: string) => screen.getByRole("article", { name });

describe("ShoppingBag", () => {
  it("shows each line's names, price, colour, size, gender, quantity and stock notice", () => {
    setup();
    const first = line("迅岚 疾风 5 代 男子竞速跑鞋");
    expect(within(first).getByText("SWIFTRUN 5")).toBeTruthy();
    expect(within(first).getByText("¥899.00")).toBeTruthy();
    expect(within(first).getByText("曜石黑")).toBeTruthy();
    expect(within(first).getByText("男子")).toBeTruthy();
    expect(within(first).getByLabelText("数量").textContent).toBe("1");
    const second = line("迅岚 云步 女子缓震跑鞋");
    expect(within(second).getByText("库存紧张")).toBeTruthy();
    expect(within(second).getByText("¥1,099.00")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("购物袋共 3 件");
    expect(screen.getByTestId("order-total").textContent).toBe("¥2,283.20");
  });

  it("logged out, 去结算 says 请先登录后再购买～ and asks for login instead of going on (spec §5)", async () => {
    const { onCheckout, onLoginRequired } = setup({ isLoggedIn: false });
    fireEvent.click(screen.getByRole("button", { name: "去结算" }));
    expect(onLoginRequired).toHaveBeenCalledTimes(1);
    expect(onCheckout).not.toHaveBeenCalled();
    expect(await screen.findByText("请先登录后再购买～")).toBeTruthy();
  });

  it("disables 去结算 while a quantity change waits for the debounce (spec §4)", async () => {
    const { onQuantityChange, onCheckout } = setup();
    const checkout = screen.getByRole("button", { name: "去结算" }) as HTMLButtonElement;
    expect(checkout.disabled).toBe(false);
    fireEvent.click(within(line("迅岚 疾风 5 代 男子竞速跑鞋")).getByRole("button", { name: "增加数量" }));
    expect(within(line("迅岚 疾风 5 代 男子竞速跑鞋")).getByLabelText("数量").textContent).toBe("2");
    expect(checkout.disabled).toBe(true);
    await waitFor(() => expect(onQuantityChange).toHaveBeenCalledWith("6970000000017", 1), { timeout: 2000 });
    await waitFor(() => expect(checkout.disabled).toBe(false));
    fireEvent.click(checkout);
    expect(onCheckout).toHaveBeenCalledTimes(1);
  });

  it("plus at the stock limit toasts 已达数量上限，无法继续加购", async () => {
    setup({ lines: [{ ...SAMPLE_LINES[1]!, quantity: 3 }] });
    fireEvent.click(screen.getByRole("button", { name: "增加数量" }));
    expect(await screen.findByText("已达数量上限，无法继续加购")).toBeTruthy();
  });

  it("a sold-out line blocks checkout with the reason", () => {
    setup({ lines: SAMPLE_LINES });
    expect((screen.getByRole("button", { name: "去结算" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("购物袋中有商品暂无库存，请先删除后再结算")).toBeTruthy();
    expect(within(line("迅岚 峰行 2 代 越野跑鞋")).getByText("暂无库存")).toBeTruthy();
  });

  it("a guest deletes through 取消 / 删除 and sees 商品删除成功！ (spec §2, §8)", async () => {
    const { onDelete } = setup({ isLoggedIn: false });
    fireEvent.click(screen.getByRole("button", { name: "删除 迅岚 疾风 5 代 男子竞速跑鞋" }));
    const dialog = await screen.findByRole("alertdialog", { name: "删除商品" });
    expect(within(dialog).queryByRole("button", { name: "移入收藏" })).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "删除" }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledWith(SAMPLE_LINES[0]));
    expect(await screen.findByText("商品删除成功！")).toBeTruthy();
  });

  it("a member is offered 移入收藏", async () => {
    const { onMoveToFavorites, onDelete } = setup();
    fireEvent.click(screen.getByRole("button", { name: "删除 迅岚 云步 女子缓震跑鞋" }));
    const dialog = await screen.findByRole("alertdialog", { name: "删除商品" });
    expect(within(dialog).queryByRole("button", { name: "取消" })).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "移入收藏" }));
    await waitFor(() => expect(onMoveToFavorites).toHaveBeenCalledWith(SAMPLE_LINES[1]));
    expect(onDelete).not.toHaveBeenCalled();
  });

  it("a failed delete keeps the dialog open and says why", async () => {
    setup({
      isLoggedIn: false,
      onDelete: vi.fn<(line: BagLine) => Promise<void>>(async () => Promise.reject(new Error("网络异常，请重试"))),
    });
    fireEvent.click(screen.getByRole("button", { name: "删除 迅岚 疾风 5 代 男子竞速跑鞋" }));
    const dialog = await screen.findByRole("alertdialog", { name: "删除商品" });
    fireEvent.click(within(dialog).getByRole("button", { name: "删除" }));
    expect(await screen.findByText("网络异常，请重试")).toBeTruthy();
    expect(screen.getByRole("alertdialog", { name: "删除商品" })).toBeTruthy();
  });

  it("an empty bag shows the empty state with 去逛逛", () => {
    setup({ lines: [], price: null });
    expect(screen.getByText("你的购物袋是空的")).toBeTruthy();
    expect(screen.getByRole("link", { name: "去逛逛" }).getAttribute("href")).toBe("/explore/men");
    expect(screen.queryByRole("button", { name: "去结算" })).toBeNull();
  });
});
