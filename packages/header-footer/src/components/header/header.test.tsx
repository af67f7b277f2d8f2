import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { MenuIndex } from "@xunlan/validation";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CATEGORIES, COLLECTIONS } from "../../fixtures";
import { Header, type HeaderProps } from "./header";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function setup(props: Partial<HeaderProps> = {}) {
  const onMenuChange = vi.fn<(index: MenuIndex) => void>();
  const onNavigate = vi.fn<(path: string) => void>();
  const all: HeaderProps = {
    activeMenuIndex: -1,
    onMenuChange,
    onNavigate,
    categories: CATEGORIES,
    collections: COLLECTIONS,
    isDesktop: true,
    pathname: "/",
    ...props,
  };
  const view = render(<Header {...all} />);
  return { ...view, onMenuChange, onNavigate, rerenderWith: (p: Partial<HeaderProps>) => view.rerender(<Header {...all} {...p} />) };
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true });
    window.dispatchEvent(new Event("scroll"));
  });
}

describe("Header modes (spec §2)", () => {
  it("renders full and thin, and nothing when hidden", () => {
    const { container, rerenderWith } = setup({ mode: "full" });
    expect(container.querySelector("header")?.dataset.mode).toBe("full");
    rerenderWith({ mode: "thin" });
    expect(container.querySelector("header")?.dataset.mode).toBe("thin");
    rerenderWith({ mode: "hidden" });
    expect(container.querySelector("header")).toBeNull();
  });

  it("logo links home and follows logoColor", () => {
    const { container } = setup({ logoColor: "white" });
    expect(screen.getByRole("link", { name: "迅岚 XUNLAN 首页" }).getAttribute("href")).toBe("/");
    expect(container.querySelector("header")?.dataset.logoColor).toBe("white");
  });

  it("shows shop and the second collection as left items", () => {
    setup();
    const nav = screen.getByRole("navigation", { name: "主导航" });
    expect(within(nav).getByRole("button", { name: /选购/ })).toBeTruthy();
    expect(within(nav).getByRole("button", { name: "疾风系列" })).toBeTruthy();
  });
});

describe("menu index (spec §4)", () => {
  it("toggle sets 7 when closed and -1 when anything is open", () => {
    const { onMenuChange, rerenderWith } = setup({ isDesktop: false });
    fireEvent.click(screen.getByRole("button", { name: "打开菜单" }));
    expect(onMenuChange).toHaveBeenLastCalledWith(7);
    rerenderWith({ activeMenuIndex: 7 });
    fireEvent.click(screen.getByRole("button", { name: "关闭菜单" }));
    expect(onMenuChange).toHaveBeenLastCalledWith(-1);
    rerenderWith({ activeMenuIndex: 4 });
    fireEvent.click(screen.getByRole("button", { name: "关闭菜单" }));
    expect(onMenuChange).toHaveBeenLastCalledWith(-1);
  });

  it("treats an out-of-range index as closed and never emits one", () => {
    const { onMenuChange } = setup({ activeMenuIndex: 9, isDesktop: false });
    expect(screen.queryByTestId("mobile-menu")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "打开菜单" }));
    expect(onMenuChange).toHaveBeenCalledWith(7);
    for (const [value] of onMenuChange.mock.calls) {
      expect(Number.isInteger(value) && value >= -1 && value <= 7).toBe(true);
    }
  });

  it("search opens 4; clicking again closes", () => {
    const { onMenuChange, rerenderWith } = setup();
    fireEvent.click(screen.getByRole("button", { name: "搜索" }));
    expect(onMenuChange).toHaveBeenLastCalledWith(4);
    rerenderWith({ activeMenuIndex: 4 });
    fireEvent.click(screen.getByRole("button", { name: "搜索" }));
    expect(onMenuChange).toHaveBeenLastCalledWith(-1);
  });

  it("closes the open menu when the route changes", () => {
    const { onMenuChange, rerenderWith } = setup({ activeMenuIndex: 1, pathname: "/" });
    rerenderWith({ activeMenuIndex: 1, pathname: "/explore/men" });
    expect(onMenuChange).toHaveBeenCalledWith(-1);
  });
});

describe("icons", () => {
  it("bag shows the item count badge", () => {
    setup({ cartCount: 3 });
    // the name contains the count the badge shows (axe label-content-name-mismatch)
    const bag = screen.getByRole("button", { name: "购物袋 3 件商品" });
    expect(within(bag).getByTestId("badge").textContent).toBe("3");
  });

  it("bag's name follows the badge's 99+ cap, and is 购物袋 alone when empty", () => {
    setup({ cartCount: 120 });
    expect(within(screen.getByRole("button", { name: "购物袋 99+ 件商品" })).getByTestId("badge").textContent).toBe("99+");
    cleanup();
    setup({ cartCount: 0 });
    expect(screen.getByRole("button", { name: "购物袋" })).toBeTruthy();
  });

  it("no badge when the bag is empty", () => {
    setup({ cartCount: 0 });
    expect(screen.queryByTestId("badge")).toBeNull();
  });

  it("mobile bag goes to /cart, or closes the menu when already there", () => {
    const first = setup({ isDesktop: false, pathname: "/" });
    fireEvent.click(screen.getByRole("button", { name: /^购物袋/ }));
    expect(first.onNavigate).toHaveBeenCalledWith("/cart");
    cleanup();
    const second = setup({ isDesktop: false, pathname: "/cart", activeMenuIndex: 7 });
    fireEvent.click(screen.getByRole("button", { name: /^购物袋/ }));
    expect(second.onNavigate).not.toHaveBeenCalled();
    expect(second.onMenuChange).toHaveBeenCalledWith(-1);
  });

  it("desktop bag opens menu 5 when a bag panel is supplied", () => {
    const { onMenuChange } = setup({ panels: { bag: <p>迷你购物袋</p> } });
    fireEvent.click(screen.getByRole("button", { name: /^购物袋/ }));
    expect(onMenuChange).toHaveBeenCalledWith(5);
  });

  it("user icon: logged in → /ucenter, logged out → menu 6", () => {
    const a = setup({ isLoggedIn: true });
    fireEvent.click(screen.getByRole("button", { name: "会员中心" }));
    expect(a.onNavigate).toHaveBeenCalledWith("/ucenter");
    cleanup();
    const b = setup({ isLoggedIn: false });
    fireEvent.click(screen.getByRole("button", { name: "登录/注册" }));
    expect(b.onMenuChange).toHaveBeenCalledWith(6);
  });
});

describe("the member board on hover (issue 24 §6)", () => {
  it("a member's 500 ms hover on the user icon opens menu 6; a tap still goes to /ucenter", () => {
    vi.useFakeTimers();
    const { onMenuChange, onNavigate } = setup({ isLoggedIn: true, panels: { user: <p>你好，林晓</p> } });
    const user = screen.getByRole("button", { name: "会员中心" });
    fireEvent.mouseEnter(user);
    act(() => vi.advanceTimersByTime(499));
    expect(onMenuChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onMenuChange).toHaveBeenCalledWith(6);
    fireEvent.click(user);
    expect(onNavigate).toHaveBeenCalledWith("/ucenter");
  });

  it("a tap during the hover delay goes to /ucenter and opens no board there", () => {
    vi.useFakeTimers();
    const { onMenuChange, onNavigate } = setup({ isLoggedIn: true, panels: { user: <p>你好，林晓</p> } });
    const user = screen.getByRole("button", { name: "会员中心" });
    fireEvent.mouseEnter(user);
    act(() => vi.advanceTimersByTime(200));
    fireEvent.click(user);
    act(() => vi.advanceTimersByTime(1000));
    expect(onNavigate).toHaveBeenCalledWith("/ucenter");
    expect(onMenuChange).not.toHaveBeenCalled();
  });

  it("shows the board under the icon and closes it when the pointer leaves the header", () => {
    const { container, onMenuChange } = setup({ isLoggedIn: true, activeMenuIndex: 6, panels: { user: <p>你好，林晓</p> } });
    expect(screen.getByRole("region", { name: "会员中心" }).textContent).toBe("你好，林晓");
    expect(screen.getByRole("button", { name: "会员中心" }).getAttribute("aria-expanded")).toBe("true");
    fireEvent.mouseLeave(container.querySelector("header")!);
    expect(onMenuChange).toHaveBeenCalledWith(-1);
  });

  it("no hover board for a guest, nor on a phone", () => {
    vi.useFakeTimers();
    const guest = setup({ isLoggedIn: false, panels: { user: <p>登录</p> } });
    fireEvent.mouseEnter(screen.getByRole("button", { name: "登录/注册" }));
    act(() => vi.advanceTimersByTime(1000));
    expect(guest.onMenuChange).not.toHaveBeenCalled();
    cleanup();
    const phone = setup({ isLoggedIn: true, isDesktop: false, panels: { user: <p>你好</p> } });
    fireEvent.mouseEnter(screen.getByRole("button", { name: "会员中心" }));
    act(() => vi.advanceTimersByTime(1000));
    expect(phone.onMenuChange).not.toHaveBeenCalled();
  });
});

describe("desktop mega-menu", () => {
  it("a 500 ms hover on shop opens menu 1", () => {
    vi.useFakeTimers();
    const { onMenuChange } = setup();
    const shop = screen.getByRole("button", { name: /选购/ });
    fireEvent.mouseEnter(shop);
    act(() => vi.advanceTimersByTime(499));
    expect(onMenuChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onMenuChange).toHaveBeenCalledWith(1);
  });

  it("leaving before 500 ms opens nothing", () => {
    vi.useFakeTimers();
    const { onMenuChange } = setup();
    const shop = screen.getByRole("button", { name: /选购/ });
    fireEvent.mouseEnter(shop);
    act(() => vi.advanceTimersByTime(300));
    fireEvent.mouseLeave(shop);
    act(() => vi.advanceTimersByTime(1000));
    expect(onMenuChange).not.toHaveBeenCalled();
  });

  it("menu 1 lists three category levels, stores and help", async () => {
    setup({ activeMenuIndex: 1, storeQr: { caption: "扫码进入门店小程序", value: "https://www.xunlan.example/store" } });
    // the panel's code loads when a menu first opens
    const menu = await screen.findByTestId("mega-menu");
    expect(menu.style.width).toBe("856px");
    expect(within(menu).getByRole("link", { name: "男子" }).getAttribute("href")).toBe("/explore/men");
    expect(within(menu).getByRole("link", { name: "跑步鞋" }).getAttribute("href")).toBe("/explore/men/shoes/running");
    expect(
      within(menu)
        .getByRole("link", { name: /附近门店/ })
        .getAttribute("href"),
    ).toBe("/store");
    expect(
      within(menu)
        .getByRole("link", { name: /帮助中心/ })
        .getAttribute("href"),
    ).toBe("/help?key=faq");
    expect(within(menu).getByRole("img", { name: "扫码进入门店小程序二维码" })).toBeTruthy();
  });

  it("the open trigger's aria-controls names an element while the panel's code loads and after", async () => {
    setup({ activeMenuIndex: 3 });
    const trigger = screen.getByRole("button", { name: "疾风系列", expanded: true });
    const controls = trigger.getAttribute("aria-controls")!;
    expect(document.getElementById(controls)).not.toBeNull();
    const menu = await screen.findByTestId("mega-menu");
    expect(menu.id).toBe(controls);
  });

  it("menu 3 lists the second collection", async () => {
    setup({ activeMenuIndex: 3 });
    expect((await screen.findByRole("link", { name: "疾风训练服" })).getAttribute("href")).toBe("/explore/collection/3");
  });
});

describe("hide on scroll (spec §2: desktop only)", () => {
  it("hides on scroll down and reappears on scroll up on desktop", () => {
    scrollTo(0);
    const { container } = setup({ isDesktop: true });
    const header = () => container.querySelector("header")!;
    scrollTo(400);
    expect(header().dataset.hidden).toBe("true");
    scrollTo(300);
    expect(header().dataset.hidden).toBe("false");
  });

  it("never hides on mobile", () => {
    scrollTo(0);
    const { container } = setup({ isDesktop: false });
    scrollTo(400);
    expect(container.querySelector("header")!.dataset.hidden).toBe("false");
  });

  it("stays visible while a menu is open", () => {
    scrollTo(0);
    const { container } = setup({ isDesktop: true, activeMenuIndex: 1 });
    scrollTo(400);
    expect(container.querySelector("header")!.dataset.hidden).toBe("false");
  });
});

describe("mobile menu (index 7)", () => {
  it("lists the spec entries and drills into sub-lists with a back button", async () => {
    const onShare = vi.fn<() => void>();
    setup({ isDesktop: false, activeMenuIndex: 7, onShare });
    const menu = await screen.findByTestId("mobile-menu");
    const labels = within(menu)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(labels).toEqual(["选购", "新品上市", "疾风系列", "附近门店", "分享给好友", "帮助中心"]);

    fireEvent.click(within(menu).getByRole("button", { name: "选购" }));
    fireEvent.click(within(menu).getByRole("button", { name: "男子" }));
    expect(within(menu).getByRole("heading", { name: "男子" })).toBeTruthy();
    expect(within(menu).getByRole("link", { name: "查看全部" }).getAttribute("href")).toBe("/explore/men");
    fireEvent.click(within(menu).getByRole("button", { name: "返回" }));
    fireEvent.click(within(menu).getByRole("button", { name: "返回" }));
    fireEvent.click(within(menu).getByRole("button", { name: "帮助中心" }));
    expect(within(menu).getByRole("link", { name: "尺码指南" }).getAttribute("href")).toBe("/help?key=size-guide");
    fireEvent.click(within(menu).getByRole("button", { name: "返回" }));
    fireEvent.click(within(menu).getByRole("button", { name: "分享给好友" }));
    expect(onShare).toHaveBeenCalledTimes(1);
  });

  it("a link closes the menu; the login button opens menu 6", async () => {
    const { onMenuChange } = setup({ isDesktop: false, activeMenuIndex: 7 });
    fireEvent.click(await screen.findByRole("link", { name: "附近门店" }));
    expect(onMenuChange).toHaveBeenCalledWith(-1);
    fireEvent.click(within(screen.getByTestId("mobile-menu")).getByRole("button", { name: /登录\/注册/ }));
    expect(onMenuChange).toHaveBeenCalledWith(6);
  });
});

describe("Header: a member's greeting (issue 27 §1)", () => {
  it("holds the name's place while it is on its way, greets once it came, and never says 登录/注册 to a member", () => {
    const { container, rerenderWith } = setup({ isLoggedIn: true, memberName: null });
    const pending = screen.getByTestId("member-greeting");
    expect(pending.dataset.state).toBe("pending");
    expect(pending.getAttribute("aria-hidden")).toBe("true");
    expect(container.textContent).not.toContain("登录/注册");
    expect(screen.getByRole("button", { name: "会员中心" })).toBeTruthy();
    rerenderWith({ isLoggedIn: true, memberName: "林小岚" });
    expect(screen.getByTestId("member-greeting").textContent).toBe("你好，林小岚");
    expect(screen.getByTestId("member-greeting").dataset.state).toBeUndefined();
    rerenderWith({ isLoggedIn: false, memberName: undefined });
    expect(screen.queryByTestId("member-greeting")).toBeNull();
  });
});
