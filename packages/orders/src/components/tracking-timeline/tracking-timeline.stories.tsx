import type { Meta, StoryObj } from "@storybook/react-vite";
import { SAMPLE_SHIPPING_STATUS } from "../../fixtures/orders";
import { padded } from "../../fixtures/story-support";
import { TrackingTimeline } from "./tracking-timeline";

const meta = {
  title: "UCenter/TrackingTimeline",
  component: TrackingTimeline,
  tags: ["autodocs"],
  decorators: [padded],
  args: { status: SAMPLE_SHIPPING_STATUS },
} satisfies Meta<typeof TrackingTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Out for delivery (state 5 派件中), newest line first. */
export const Default: Story = {};

/** Delivered (state 3 已签收). */
export const Delivered: Story = {
  args: {
    status: {
      ...SAMPLE_SHIPPING_STATUS,
      state: "3",
      stateCn: "已签收",
      data: [
        { time: "2026-12-21 14:02:00", ftime: "2026-12-21 14:02:00", context: "【上海市】已签收，签收人：本人" },
        ...SAMPLE_SHIPPING_STATUS.data,
      ],
    },
  },
};

/** Loading. */
export const Loading: Story = { args: { status: null } };

/** No tracking yet. */
export const Missing: Story = { args: { status: null, error: "暂无物流信息" } };
