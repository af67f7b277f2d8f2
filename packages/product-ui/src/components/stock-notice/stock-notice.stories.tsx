import type { Meta, StoryObj } from "@storybook/react-vite";
import { StockNotice } from "./stock-notice";

const meta = {
  title: "ProductUI/StockNotice",
  component: StockNotice,
  tags: ["autodocs"],
  args: { saleableQty: 2 },
} satisfies Meta<typeof StockNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 1–3 left: 库存紧张. */
export const LowStock: Story = {};

/** None left: 暂无库存. */
export const SoldOut: Story = { args: { saleableQty: 0 } };

/** Plenty: renders nothing. */
export const InStock: Story = { args: { saleableQty: 20 }, parameters: { rendersNothing: "plenty in stock needs no notice" } };
