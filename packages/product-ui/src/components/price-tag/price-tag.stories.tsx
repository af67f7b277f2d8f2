import type { Meta, StoryObj } from "@storybook/react-vite";
import { PriceTag } from "./price-tag";

const meta = {
  title: "ProductUI/PriceTag",
  component: PriceTag,
  tags: ["autodocs"],
  args: { price: 1099 },
} satisfies Meta<typeof PriceTag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Full price. */
export const Default: Story = {};

/** Marked down: original struck through. */
export const OnSale: Story = { args: { price: 769, slashPrice: 1099 } };

/** Product page size with the discount. */
export const Large: Story = { args: { price: 769, slashPrice: 1099, size: "lg", showDiscount: true } };
