import type { Meta, StoryObj } from "@storybook/react-vite";
import { SAMPLE_AFTER_SALE, SAMPLE_AFTER_SALES } from "../../fixtures/after-sale";
import { padded, wait, withPopups } from "../../fixtures/story-support";
import { AfterSaleDetail } from "./after-sale-detail";

const meta = {
  title: "UCenter/AfterSaleDetail",
  component: AfterSaleDetail,
  tags: ["autodocs"],
  decorators: [withPopups, padded],
  args: { record: SAMPLE_AFTER_SALE, onCancel: () => wait() },
} satisfies Meta<typeof AfterSaleDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 待取件 with 取消申请. */
export const Applied: Story = {};

/** 已退款: the whole progress done. */
export const Refunded: Story = { args: { record: SAMPLE_AFTER_SALES[1]! } };

/** 已取消: no progress, no 取消申请. */
export const Cancelled: Story = { args: { record: SAMPLE_AFTER_SALES[2]! } };
