import type { Meta, StoryObj } from "@storybook/react-vite";
import { PopupProvider } from "@xunlan/ui";
import { expect, fn, userEvent, within } from "storybook/test";
import { CustomerServicePanel } from "./customer-service-panel";

const meta = {
  title: "HeaderFooter/CustomerServicePanel",
  component: CustomerServicePanel,
  tags: ["autodocs"],
  decorators: [(Story) => <PopupProvider>{Story()}</PopupProvider>],
  args: {
    open: true,
    onClose: fn(),
    phone: "400-820-1818",
    officialAccountValue: "https://www.xunlan.example/social/official-account",
    onSend: fn(async () => ({
      ticketNo: "CS20261123-000042",
      message: "已收到您的留言，工单号 CS20261123-000042，客服将在服务时间（10:00-22:00）内回复您",
    })),
  },
} satisfies Meta<typeof CustomerServicePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const MemberMobileFilled: Story = { args: { defaultMobile: "13812345678" } };

export const Sent: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(body.getByLabelText("手机号码（用于回复您）"), "13812345678");
    await userEvent.type(body.getByLabelText(/您的问题/), "跑鞋什么时候补货？");
    await userEvent.click(body.getByRole("button", { name: "提交留言" }));
    await expect(args.onSend).toHaveBeenCalledWith({ mobile: "13812345678", topic: "商品咨询", content: "跑鞋什么时候补货？" });
    await expect(await body.findByTestId("ticket-no")).toHaveTextContent("CS20261123-000042");
  },
};

export const Refused: Story = {
  args: { onSend: fn(async () => Promise.reject(new Error("留言过于频繁，请稍后再试或拨打客服热线"))) },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(body.getByLabelText("手机号码（用于回复您）"), "13812345678");
    await userEvent.type(body.getByLabelText(/您的问题/), "退货进度？");
    await userEvent.click(body.getByRole("button", { name: "提交留言" }));
    await expect(await body.findByRole("alert")).toHaveTextContent("留言过于频繁");
  },
};
