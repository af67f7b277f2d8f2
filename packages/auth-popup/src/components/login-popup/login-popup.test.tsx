import { act, fireEvent, render, screen } from "@testing-library/react";
import { PopupProvider } from "@xunlan/ui";
import { describe, expect, it, vi } from "vitest";
import type { AuthCallbacks } from "../../lib/types";
import { LoginPopup } from "./login-popup";

const callbacks: AuthCallbacks = {
  getCaptcha: async () => "data:image/svg+xml,c",
  sendSmsCode: async () => undefined,
  login: async () => ({}),
  bindMobile: async () => ({}),
};

describe("LoginPopup", () => {
  it("renders nothing while closed", () => {
    render(
      <PopupProvider>
        <LoginPopup open={false} {...callbacks} />
      </PopupProvider>,
    );
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("opens as a modal dialog that Esc and × close", async () => {
    const onClose = vi.fn<() => void>();
    render(
      <PopupProvider>
        <LoginPopup open onClose={onClose} {...callbacks} />
      </PopupProvider>,
    );
    await act(async () => {
      await Promise.resolve();
    });
    const dialog = screen.getByRole("dialog", { name: "登录/注册" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    fireEvent.keyDown(dialog, { key: "Escape" });
    fireEvent.click(screen.getByRole("button", { name: "关闭" }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("shows the full-screen sheet with 登录 in the mobile view", async () => {
    render(
      <PopupProvider>
        <LoginPopup open variant="mobile" {...callbacks} />
      </PopupProvider>,
    );
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByRole("button", { name: "登录" })).toBeTruthy();
    expect(screen.getByRole("dialog").querySelector("[data-variant='mobile']")).toBeTruthy();
  });
});
