import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button, PopupProvider } from "@xunlan/ui";
import { useState } from "react";
import { fn } from "storybook/test";
import { DEMO_USER, DEMO_WECHAT_QR_URL, demoCallbacks } from "../login-panel/story-helpers";
import { LoginPopup, type LoginPopupProps } from "./login-popup";

/** Keeps `open` in state so × / Esc / backdrop close it and the button reopens it. */
function Host(args: LoginPopupProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <PopupProvider>
      <div className="flex min-h-screen items-center justify-center bg-canvas p-6 font-sans">
        <Button onClick={() => setOpen(true)}>打开登录弹窗</Button>
        <LoginPopup
          {...args}
          open={open}
          onClose={() => {
            args.onClose?.();
            setOpen(false);
          }}
        />
      </div>
    </PopupProvider>
  );
}

const meta = {
  title: "AuthPopup/LoginPopup",
  component: LoginPopup,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
  args: {
    open: true,
    variant: "full",
    getCaptcha: fn(demoCallbacks.getCaptcha),
    sendSmsCode: fn(demoCallbacks.sendSmsCode),
    login: fn(demoCallbacks.login),
    bindMobile: fn(demoCallbacks.bindMobile),
    onLoginSuccess: fn(),
    onLogout: fn(),
    onNavigate: fn(),
    onClose: fn(),
    wechatQrUrl: DEMO_WECHAT_QR_URL,
  },
  render: (args) => <Host {...args} />,
} satisfies Meta<typeof LoginPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: the full-pop view as a centred dialog over the page. */
export const Dialog: Story = {};

/** Desktop dialog for a logged-in member. */
export const DialogLoggedIn: Story = {
  args: { user: DEMO_USER, orderCount: 3 },
};

/** Mobile (390 px): the full-screen sheet. */
export const MobileSheet: Story = {
  args: { variant: "mobile" },
  parameters: {
    viewport: {
      options: {
        mobile390: { name: "Phone 390", styles: { width: "390px", height: "844px" }, type: "mobile" },
      },
    },
  },
  globals: { viewport: { value: "mobile390", isRotated: false } },
};
