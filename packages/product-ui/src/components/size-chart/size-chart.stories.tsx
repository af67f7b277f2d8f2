import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { sizeChart } from "../../fixtures";
import { SizeChart } from "./size-chart";

const meta = {
  title: "ProductUI/SizeChart",
  component: SizeChart,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
  args: { open: true, onClose: fn(), data: sizeChart },
} satisfies Meta<typeof SizeChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 尺码表 with the men's shoe chart. */
export const Default: Story = {};

/** Loading. */
export const Loading: Story = { args: { data: undefined, loading: true } };

/** 尺码表加载失败 with 重试. */
export const Error: Story = { args: { data: null, error: true, onRetry: fn() } };
