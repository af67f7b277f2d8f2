import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { column, wait } from "../../fixtures/story-support";
import { ArrivalReminder } from "./arrival-reminder";

// A stand-in captcha image (the gateway's is an SVG data URL too).
const captchaImage = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" width="112" height="48"><rect width="112" height="48" fill="#eee"/><text x="16" y="32" font-family="monospace" font-size="22" fill="#333">K7MX4</text></svg>',
)}`;

const meta = {
  title: "Cart/ArrivalReminder",
  component: ArrivalReminder,
  tags: ["autodocs"],
  decorators: [column],
  args: {
    sizes: [
      { ean: "1", label: "40" },
      { ean: "2", label: "44.5" },
    ],
    onSubmit: fn(async () => {
      await wait();
      return "到货后将短信通知您";
    }),
    verification: {
      getCaptcha: fn(async () => {
        await wait(200);
        return captchaImage;
      }),
      sendCode: fn(async () => {
        await wait(300);
      }),
    },
  },
} satisfies Meta<typeof ArrivalReminder>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const openDialog = async () => {
  await userEvent.click(body().getByRole("button", { name: "到货提醒" }));
  await body().findByRole("img", { name: "图形验证码" });
};

/** Two sold-out sizes: 到货提醒 opens the dialog. */
export const Default: Story = {};

/** A guest's form: size, mobile, image captcha and SMS code. */
export const GuestForm: Story = {
  play: async () => {
    await openDialog();
    await expect(body().getByLabelText("短信验证码")).toBeTruthy();
  },
};

/** A guest after 获取验证码: the 60 s countdown (spec §4). */
export const CodeSent: Story = {
  play: async () => {
    await openDialog();
    await userEvent.click(body().getByRole("radio", { name: "44.5" }));
    await userEvent.type(body().getByLabelText("手机号"), "13912345678");
    await userEvent.type(body().getByLabelText("图形验证码"), "K7MX4");
    await userEvent.click(body().getByRole("button", { name: "获取验证码" }));
    await expect(await body().findByRole("button", { name: /s 重新发送$/ })).toBeTruthy();
  },
};

/** The gateway refused the SMS code. */
export const CodeRefused: Story = {
  args: {
    sizes: [{ ean: "2", label: "44.5" }],
    onSubmit: fn(async () => {
      await wait(200);
      throw new Error("短信验证码错误或已过期");
    }),
  },
  play: async () => {
    await openDialog();
    await userEvent.type(body().getByLabelText("手机号"), "13912345678");
    await userEvent.type(body().getByLabelText("短信验证码"), "000000");
    await userEvent.click(body().getByRole("button", { name: "提交" }));
    await expect(await body().findByText("短信验证码错误或已过期")).toBeTruthy();
  },
};

/** The captcha did not load: the image button offers a retry. */
export const CaptchaFailed: Story = {
  args: {
    verification: {
      getCaptcha: fn(async () => {
        throw new Error("网络错误");
      }),
      sendCode: fn(async () => undefined),
    },
  },
  play: async () => {
    await userEvent.click(body().getByRole("button", { name: "到货提醒" }));
    await expect(await body().findByText("加载失败，点击重试")).toBeTruthy();
  },
};

/** A member: their own cellphone, masked; one tap asks (no code). */
export const Member: Story = {
  args: { memberMobile: "13912345678" },
  play: async () => {
    await userEvent.click(body().getByRole("button", { name: "到货提醒" }));
    await expect(await body().findByText("139****5678")).toBeTruthy();
  },
};

/** A member who chose 使用其他手机号: the guest's form, with the way back. */
export const MemberOtherMobile: Story = {
  args: { memberMobile: "13912345678" },
  play: async () => {
    await userEvent.click(body().getByRole("button", { name: "到货提醒" }));
    await userEvent.click(await body().findByRole("button", { name: "使用其他手机号" }));
    await expect(await body().findByRole("button", { name: "使用本人手机号 139****5678" })).toBeTruthy();
  },
};
