import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { SchemaServer } from "@xunlan/api-client/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  answers,
  apiOf,
  argsOf,
  cart,
  cartLine,
  couponOption,
  renderWithProviders,
  resetAnswers,
  startCartServer,
} from "../../test/cart-server";
import { CartPage, type CartPageProps } from "./cart-page";

// A loaded machine answers the first request (guest token, then the query) slowly.
configure({ asyncUtilTimeout: 15_000 });

let server: SchemaServer;
beforeAll(async () => {
  server = await startCartServer();
});
afterAll(() => server.close());
beforeEach(() => {
  resetAnswers(server);
  answers.availableCoupons = () => [];
});

function setup(props: Partial<CartPageProps> = {}) {
  const handlers = {
    addFavorite: vi.fn<(productId: string) => Promise<unknown>>(async () => {}),
    onCheckout: vi.fn<() => void>(),
    onLoginRequired: vi.fn<() => void>(),
  };
  renderWithProviders(
    <CartPage
      client={apiOf(server)}
      isLoggedIn
      favoriteIds={[]}
      shopHref="/explore/men"
      renderRecommendations={(ids, bag) => (
        <p data-testid="recommendations" data-styles={bag.styleSkus.join(",")} data-to-free={String(bag.amountToFreeShipping)}>
          {ids.join(",")}
        </p>
      )}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe("CartPage (/cart, spec §2 shopping bag)", { timeout: 60_000 }, () => {
  it("shows the gateway's bag, and the recommendations without the bag's products", async () => {
    answers.cart = () => cart([cartLine("E1", 2, "P1"), cartLine("E2", 1, "P2")]);
    setup();
    expect(await screen.findByRole("heading", { level: 1, name: "购物袋共 3 件" })).toBeTruthy();
    expect(screen.getAllByRole("article", { name: "迅岚 疾风" })).toHaveLength(2);
    expect(screen.getByTestId("recommendations").textContent).toBe("P1,P2");
    // issue 26 §8: the bag's styles (once each) and a bag that ships free (the ¥899 fixture)
    expect(screen.getByTestId("recommendations").dataset.styles).toBe("XL1");
    expect(screen.getByTestId("recommendations").dataset.toFree).toBe("0");
  });

  it("says 正在加载购物袋… while loading, and 购物袋加载失败 with 重试 that asks again", async () => {
    let fail = true;
    answers.cart = () => {
      if (fail) throw new Error("down");
      return cart([cartLine("E1", 1)]);
    };
    setup();
    expect(screen.getByText("正在加载购物袋…")).toBeTruthy();
    expect(await screen.findByText("购物袋加载失败，请稍后再试。")).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "重试" }));
    expect(await screen.findByRole("heading", { level: 1, name: "购物袋共 1 件" })).toBeTruthy();
  });

  it("移入收藏 adds the favourite, then deletes the line; a line already a favourite is only deleted", async () => {
    answers.cart = () => cart([cartLine("E1", 1, "P1"), cartLine("E2", 1, "P2")]);
    answers.deleteCartItem = (_root, args: { ean: string }) =>
      cart([cartLine(args.ean === "E1" ? "E2" : "E1", 1, args.ean === "E1" ? "P2" : "P1")]);
    const { addFavorite } = setup({ favoriteIds: ["P2"] });
    const [first, second] = await screen.findAllByRole("article", { name: "迅岚 疾风" });
    fireEvent.click(within(first!).getByRole("button", { name: "删除 迅岚 疾风" }));
    fireEvent.click(await screen.findByRole("button", { name: "移入收藏" }));
    await waitFor(() => expect(argsOf(server, "deleteCartItem")).toEqual([{ ean: "E1" }]));
    expect(addFavorite).toHaveBeenCalledWith("P1");
    fireEvent.click(within(second!).getByRole("button", { name: "删除 迅岚 疾风" }));
    fireEvent.click(await screen.findByRole("button", { name: "移入收藏" }));
    await waitFor(() => expect(argsOf(server, "deleteCartItem")).toEqual([{ ean: "E1" }, { ean: "E2" }]));
    expect(addFavorite).toHaveBeenCalledTimes(1);
  });

  it("去结算 of a member opens checkout", async () => {
    answers.cart = () => cart([cartLine("E1", 1)]);
    const member = setup();
    fireEvent.click(await screen.findByRole("button", { name: "去结算" }));
    expect(member.onCheckout).toHaveBeenCalledTimes(1);
    expect(member.onLoginRequired).not.toHaveBeenCalled();
  });

  it("去结算 of a guest asks for login instead", async () => {
    answers.cart = () => cart([cartLine("E1", 1)]);
    const guest = setup({ isLoggedIn: false });
    fireEvent.click(await screen.findByRole("button", { name: "去结算" }));
    await waitFor(() => expect(guest.onLoginRequired).toHaveBeenCalledTimes(1));
    expect(guest.onCheckout).not.toHaveBeenCalled();
  });

  it("tells a member what the best coupon will save at checkout (可省)", async () => {
    answers.cart = () => cart([cartLine("E1", 1, "P1"), cartLine("E2", 2, "P2")]);
    answers.availableCoupons = () => [couponOption("TEN", { value: 10 }), couponOption("BEST30", { best: true, saving: 30 })];
    setup();
    const saving = await screen.findByTestId("bag-coupon-saving");
    expect(saving.textContent).toContain("可省 ¥30.00");
    expect(saving.textContent).toMatch(/结算时自动使用「新会员首单立减\s30\s元」/);
    expect(argsOf(server, "availableCoupons")[0]).toMatchObject({
      products: [
        { ean: "E1", quantity: 1 },
        { ean: "E2", quantity: 2 },
      ],
    });
  });

  it("shows no saving when no coupon is the best offer", async () => {
    answers.cart = () => cart([cartLine("E1", 1, "P1")]);
    answers.availableCoupons = () => [couponOption("FAR", { applicable: false })];
    setup();
    await screen.findByRole("heading", { level: 1, name: "购物袋共 1 件" });
    await waitFor(() => expect(argsOf(server, "availableCoupons")).toHaveLength(1));
    expect(screen.queryByTestId("bag-coupon-saving")).toBeNull();
  });

  it("asks a guest's bag about no coupons", async () => {
    answers.cart = () => cart([cartLine("E1", 1, "P1")]);
    setup({ isLoggedIn: false });
    await screen.findByRole("heading", { level: 1, name: "购物袋共 1 件" });
    expect(argsOf(server, "availableCoupons")).toHaveLength(0);
    expect(screen.queryByTestId("bag-coupon-saving")).toBeNull();
  });
});
