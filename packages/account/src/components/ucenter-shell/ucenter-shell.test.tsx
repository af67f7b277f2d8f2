import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { SAMPLE_MEMBER } from "../../fixtures/member";
import { sectionForPath } from "../../lib/sections";
import type { RenderLinkProps } from "../../lib/types";
import { UcenterShell } from "./ucenter-shell";

describe("UcenterShell", () => {
  it("greets with the masked name and shows level and points", () => {
    render(<UcenterShell member={SAMPLE_MEMBER} active="member" onLogout={vi.fn<() => void>()} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("你好，林**");
    expect(screen.getByText("银卡会员")).toBeTruthy();
    expect(screen.getByText("12,680")).toBeTruthy();
  });

  it("falls back to the masked mobile without a name", () => {
    render(<UcenterShell member={{ cellphone: "13912345678", level: 2, point: 0 }} active="member" onLogout={vi.fn<() => void>()} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("你好，139****5678");
    expect(screen.getByText("LV2")).toBeTruthy();
  });

  it("links the four tabs through renderLink and marks the current one", () => {
    const renderLink = vi.fn<(props: RenderLinkProps) => React.ReactNode>(({ href, children, className, ...rest }: RenderLinkProps) => (
      <a href={href} data-router="" className={className} aria-current={rest["aria-current"]}>
        {children}
      </a>
    ));
    render(
      <UcenterShell member={SAMPLE_MEMBER} active="favorites" onLogout={vi.fn<() => void>()} renderLink={renderLink}>
        <p>收藏内容</p>
      </UcenterShell>,
    );
    const nav = screen.getByRole("navigation", { name: "会员中心" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((l) => [l.textContent?.replace(/[A-Za-z]+$/, ""), l.getAttribute("href")])).toEqual([
      ["个人资料", "/ucenter/member"],
      ["我的订单", "/ucenter/orders"],
      ["售后服务", "/ucenter/after"],
      ["我的收藏", "/ucenter/favorites"],
      ["我的积分", "/ucenter/points"],
    ]);
    expect(links.every((l) => l.hasAttribute("data-router"))).toBe(true);
    expect(within(nav).getByRole("link", { current: "page" }).getAttribute("href")).toBe("/ucenter/favorites");
    expect(screen.getByText("收藏内容")).toBeTruthy();
    // The site layout owns the page's one main landmark; the shell adds none inside it.
    expect(screen.queryByRole("main")).toBeNull();
  });

  it("calls onLogout and shows it pending", async () => {
    let done: () => void = () => {};
    const onLogout = vi.fn<() => Promise<void>>(() => new Promise<void>((r) => (done = r)));
    render(<UcenterShell member={SAMPLE_MEMBER} active="member" onLogout={onLogout} />);
    const button = screen.getByRole("button", { name: "退出登录" });
    fireEvent.click(button);
    expect(onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button.getAttribute("aria-busy")).toBe("true"));
    done();
    await waitFor(() => expect(button.getAttribute("aria-busy")).toBeNull());
  });
});

describe("sectionForPath", () => {
  it("maps /ucenter paths to their tab", () => {
    expect(sectionForPath("/ucenter")).toBe("member");
    expect(sectionForPath("/ucenter/")).toBe("member");
    expect(sectionForPath("/ucenter/orders?page=2")).toBe("orders");
    expect(sectionForPath("/ucenter/after/detail")).toBe("after");
    expect(sectionForPath("/ucenter/favorites")).toBe("favorites");
    expect(sectionForPath("/ucenterx")).toBeNull();
    expect(sectionForPath("/ucenter/unknown")).toBeNull();
    expect(sectionForPath("/cart")).toBeNull();
  });
});
