import type { Meta, StoryObj } from "@storybook/react-vite";
import { SAMPLE_ORDER, SAMPLE_ORDERS } from "../../fixtures/orders";
import { padded } from "../../fixtures/story-support";
import { GuestOrderDetail, GuestOrderList } from "./guest-orders";

const meta = {
  title: "UCenter/GuestOrders",
  component: GuestOrderDetail,
  tags: ["autodocs"],
  decorators: [padded],
  args: { order: SAMPLE_ORDER },
} satisfies Meta<typeof GuestOrderDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One order for a guest: Chinese names, 颜色 · 尺码 as picked · 数量, each line's 小计. */
export const Detail: Story = {};

/** The proven mobile's orders, newest first. */
export const List: Story = {
  render: () => <GuestOrderList orders={SAMPLE_ORDERS} maskedMobile="139****5678" onSearchAgain={() => {}} />,
};

/** A mobile without orders. */
export const EmptyList: Story = {
  render: () => <GuestOrderList orders={[]} maskedMobile="139****5678" onSearchAgain={() => {}} />,
};
