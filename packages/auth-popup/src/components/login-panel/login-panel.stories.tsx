import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { LoginPanel } from "./login-panel";
import { DEMO_USER, DEMO_WECHAT_QR_URL, DemoHost, DesktopStage, delay, demoCallbacks, MobileStage } from "./story-helpers";

/** spec §2/§9: the mobile stories render at a 390 px wide phone. */
const MOBILE_390 = {
  viewport: {
    options: {
      mobile390: { name: "Phone 390", styles: { width: "390px", height: "844px" }, type: "mobile" },
    },
  },
};

const meta = {
  title: "AuthPopup/LoginPanel",
  component: LoginPanel,
  tags: ["autodocs"],
  parameters: {
    layout: "fullscreen",
    docs: {
      description: {
        component:
          "The login popup of spec §2/§4/§5: stage 0 (SMS or password), 1 (WeChat QR), 2 (bind mobile) and the logged-in board. Callbacks here resolve after a short delay; a successful login shows the member board and 退出登录 returns to the form.",
      },
    },
  },
  args: {
    variant: "full",
    getCaptcha: fn(demoCallbacks.getCaptcha),
    sendSmsCode: fn(demoCallbacks.sendSmsCode),
    login: fn(demoCallbacks.login),
    bindMobile: fn(demoCallbacks.bindMobile),
    onLoginSuccess: fn(),
    onLogout: fn(),
    onNavigate: fn(),
    onClose: fn(),
    onStageChange: fn(),
    onWechatAuthorize: fn(),
    wechatQrUrl: DEMO_WECHAT_QR_URL,
  },
  argTypes: {
    variant: { control: "inline-radio", options: ["full", "mobile"] },
    initialStage: { control: "inline-radio", options: [0, 1, 2] },
    initialLoginType: { control: "inline-radio", options: [4, 2] },
  },
  render: (args) => <DemoHost {...args} />,
  decorators: [
    (Story, context) =>
      context.args.variant === "mobile" ? (
        <MobileStage>
          <Story />
        </MobileStage>
      ) : (
        <DesktopStage>
          <Story />
        </DesktopStage>
      ),
  ],
} satisfies Meta<typeof LoginPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const VALID_MOBILE = "13800138000";

/** Stage 0, SMS-code login (type 4): mobile, image captcha, SMS code, consent. */
export const LoggedOutSms: Story = {};

/** Stage 0, password login (type 2) with the 0/16 counter, show/hide and 忘记密码？. */
export const LoggedOutPassword: Story = {
  args: { initialLoginType: 2 },
};

/** spec §5: the first failing field shows its message inline (and as a toast). */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("手机号"), "1234567");
    await userEvent.click(canvas.getByRole("button", { name: "确认" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("请输入正确的手机号码");
  },
};

/** spec §4: after a successful send the button locks for 60 s and reads 'Ns 重新发送'. */
export const SmsCountdown: Story = {
  args: { initialValues: { mobile: VALID_MOBILE } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("图形验证码"), "X7K2P");
    await userEvent.click(canvas.getByRole("button", { name: "获取验证码" }));
    await waitFor(() => expect(args.sendSmsCode).toHaveBeenCalledWith({ mobile: VALID_MOBILE, captchaCode: "X7K2P" }));
    await expect(await canvas.findByRole("button", { name: /s 重新发送$/ }, { timeout: 2000 })).toBeDisabled();
  },
};

/** Stage 1: the WeChat QR code (a real, scannable code of `wechatQrUrl`). */
export const WechatQr: Story = {
  args: { initialStage: 1 },
};

/** Stage 1 inside the WeChat browser: a direct 微信授权登录 button instead of the QR. */
export const WechatInApp: Story = {
  args: { initialStage: 1, isWXBrowser: true },
};

/** Stage 1 while the storefront still fetches the OAuth URL. */
export const WechatQrLoading: Story = {
  args: { initialStage: 1, wechatQrUrl: null },
};

/** Stage 2: bind mobile, entered when the page has an `authCode` query value. */
export const BindMobile: Story = {
  args: { authCode: "demo-auth-code" },
};

/** The confirm button spins while the login callback runs. */
export const Submitting: Story = {
  args: {
    initialLoginType: 2,
    initialValues: { mobile: VALID_MOBILE, password: "Xunlan2024", agreed: true },
    login: fn(() => new Promise<never>(() => {})),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "确认" }));
    // While busy the label hides behind the spinner, whose status label names the button.
    await expect(await canvas.findByRole("button", { name: "加载中" })).toHaveAttribute("aria-busy", "true");
  },
};

/** spec §8: a failed login shows the gateway's message, else 登录失败，请重试. */
export const LoginFailed: Story = {
  args: {
    initialLoginType: 2,
    initialValues: { mobile: VALID_MOBILE, password: "wrong-pass", agreed: true },
    login: fn(async () => {
      await delay(500);
      throw new Error("");
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "确认" }));
    await expect(await canvas.findByRole("alert", {}, { timeout: 2000 })).toHaveTextContent("登录失败，请重试");
  },
};

/** Logged in: greeting, 完善资料, the 历史 board, masked mobile, profile buttons, 退出登录. */
export const LoggedIn: Story = {
  args: {
    user: DEMO_USER,
    orderCount: 3,
    latestOrder: {
      orderNumber: "XL20261220123456",
      statusText: "已发货",
      totalPaid: 1397,
      image: null,
      title: "迅岚 疾风 5 代 男子跑鞋",
      quantity: 3,
    },
  },
};

/** Logged in without a name: the greeting falls back to the masked mobile (spec §5). */
export const LoggedInWithoutName: Story = {
  args: { user: { cellphone: "13912345678" } },
};

/** Mobile view (390 px): full-screen sheet, confirm labelled 登录. */
export const MobileSms: Story = {
  args: { variant: "mobile" },
  parameters: MOBILE_390,
  globals: { viewport: { value: "mobile390", isRotated: false } },
};

/** Mobile view, password login. */
export const MobilePassword: Story = {
  args: { variant: "mobile", initialLoginType: 2 },
  parameters: MOBILE_390,
  globals: { viewport: { value: "mobile390", isRotated: false } },
};

/** Mobile view, WeChat QR. */
export const MobileWechatQr: Story = {
  args: { variant: "mobile", initialStage: 1 },
  parameters: MOBILE_390,
  globals: { viewport: { value: "mobile390", isRotated: false } },
};

/** Mobile view inside the WeChat browser. */
export const MobileWechatInApp: Story = {
  args: { variant: "mobile", initialStage: 1, isWXBrowser: true },
  parameters: MOBILE_390,
  globals: { viewport: { value: "mobile390", isRotated: false } },
};

/** Mobile view, bind mobile (stage 2). */
export const MobileBindMobile: Story = {
  args: { variant: "mobile", authCode: "demo-auth-code" },
  parameters: MOBILE_390,
  globals: { viewport: { value: "mobile390", isRotated: false } },
};

/** Mobile view, logged in. */
export const MobileLoggedIn: Story = {
  args: { variant: "mobile", user: DEMO_USER, orderCount: 3 },
  parameters: MOBILE_390,
  globals: { viewport: { value: "mobile390", isRotated: false } },
};
