import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MemberBoard } from "./member-board";

afterEach(cleanup);

const user = { name: "林晓", cellphone: "13800138000" };

describe("MemberBoard", () => {
  it("embedded at the head of /ucenter: no greeting or logout, 完善资料 leads to the profile form", () => {
    const onNavigate = vi.fn<(path: string) => void>();
    render(
      <MemberBoard
        user={user}
        orderCount={2}
        latestOrder={null}
        onLogout={vi.fn<() => void>()}
        onNavigate={onNavigate}
        variant="mobile"
        embedded
      />,
    );
    expect(screen.queryByText(/你好/)).toBeNull();
    expect(screen.queryByRole("button", { name: "退出登录" })).toBeNull();
    expect(screen.getByRole("heading", { name: "历史" })).toBeTruthy();
    expect(screen.getByText("共 2 笔订单")).toBeTruthy();
    expect(screen.getByText("138****8000")).toBeTruthy();
    fireEvent.click(screen.getByRole("link", { name: /完善资料/ }));
    expect(onNavigate).toHaveBeenLastCalledWith("/ucenter/member");
    fireEvent.click(screen.getByRole("button", { name: "查看订单" }));
    expect(onNavigate).toHaveBeenLastCalledWith("/ucenter/orders");
    fireEvent.click(screen.getByRole("button", { name: "填写我的信息" }));
    expect(onNavigate).toHaveBeenLastCalledWith("/ucenter/member");
  });

  it("in the popup: greeting, 完善资料 to /ucenter and 退出登录", () => {
    const onLogout = vi.fn<() => void>();
    render(<MemberBoard user={user} onLogout={onLogout} />);
    expect(screen.getByRole("heading", { name: "你好，林晓" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /完善资料/ }).getAttribute("href")).toBe("/ucenter");
    fireEvent.click(screen.getByRole("button", { name: "退出登录" }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
