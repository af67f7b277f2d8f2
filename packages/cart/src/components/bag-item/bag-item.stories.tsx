import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { SAMPLE_LINES } from "../../fixtures/bag";
import { column } from "../../fixtures/story-support";
import { BagItem } from "./bag-item";

const meta = {
  title: "Cart/BagItem",
  component: BagItem,
  tags: ["autodocs"],
  decorators: [column],
  args: { line: SAMPLE_LINES[0]!, onStep: fn(), onDelete: fn() },
} satisfies Meta<typeof BagItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A line of /cart: 176 px picture on desktop, names, price, colour, size, gender, − n +, 删除. */
export const Default: Story = {};

/** Marked down (original struck through) with 库存紧张 (3 left), quantity 2. */
export const LowStock: Story = { args: { line: SAMPLE_LINES[1]! } };

/** 暂无库存: dimmed, stepper disabled; only 删除 helps. */
export const SoldOut: Story = { args: { line: SAMPLE_LINES[2]! } };

/** At the stock limit: plus is muted (pressing it explains 已达数量上限，无法继续加购). */
export const AtLimit: Story = { args: { line: SAMPLE_LINES[1]!, quantity: 3 } };

/** Read-only and small (74 px): checkout and the mini-bag. */
export const Small: Story = { args: { variant: "small", onStep: undefined, onDelete: undefined } };
