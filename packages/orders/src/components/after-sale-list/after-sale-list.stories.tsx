import type { Meta, StoryObj } from "@storybook/react-vite";
import { SAMPLE_AFTER_SALES } from "../../fixtures/after-sale";
import { padded } from "../../fixtures/story-support";
import { AfterSaleList } from "./after-sale-list";

const meta = {
  title: "UCenter/AfterSaleList",
  component: AfterSaleList,
  tags: ["autodocs"],
  decorators: [padded],
  args: { items: SAMPLE_AFTER_SALES, total: 3 },
} satisfies Meta<typeof AfterSaleList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Returns waiting for pickup, refunded and cancelled. */
export const Default: Story = {};

/** 暂无售后记录. */
export const Empty: Story = { args: { items: [], total: 0 } };

/** The first page is loading. */
export const Loading: Story = { args: { items: null } };

/** The first page failed. */
export const Error: Story = { args: { items: null, error: true, onRetry: () => {} } };
