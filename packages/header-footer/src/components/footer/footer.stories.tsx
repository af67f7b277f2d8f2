import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { DEMO_COUNTRIES } from "../../stories/demo-data";
import { Footer } from "./footer";
import { SUBSCRIBE_CONSENT_TEXT } from "./subscribe-form";

const meta = {
  title: "HeaderFooter/Footer",
  component: Footer,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
  args: {
    countries: DEMO_COUNTRIES,
    onSubscribe: fn(async () => "订阅成功"),
    onCustomerService: fn(),
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Subscribed: Story = { args: { subscribed: true } };
export const InvalidMobile: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("手机号码"), "12345");
    await userEvent.click(canvas.getByRole("button", { name: /订阅/ }));
    const toast = await within(canvasElement.ownerDocument.body).findByText("请输入正确的手机号码");
    await expect(toast).toBeInTheDocument();
    await expect(args.onSubscribe).not.toHaveBeenCalled();
  },
};
export const SubscribeSuccess: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("手机号码"), "13812345678");
    await userEvent.click(canvas.getByRole("checkbox", { name: SUBSCRIBE_CONSENT_TEXT }));
    await userEvent.click(canvas.getByRole("button", { name: /订阅/ }));
    await expect(args.onSubscribe).toHaveBeenCalledWith("13812345678", SUBSCRIBE_CONSENT_TEXT);
    await expect(await canvas.findByText(/订阅成功/)).toBeInTheDocument();
  },
};
export const CountryChooserOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: /选择国家\/地区和语言/ }));
    await expect(canvas.getByRole("link", { name: "繁體中文" })).toHaveAttribute("target", "_blank");
  },
};
