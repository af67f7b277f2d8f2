import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockOf, menCategory } from "../../fixtures";
import { CategoryTilesBlock } from "./category-tiles-block";

const meta = {
  title: "ContentBlocks/CategoryTilesBlock",
  component: CategoryTilesBlock,
  tags: ["autodocs"],
  args: { block: blockOf("category_tiles") },
} satisfies Meta<typeof CategoryTilesBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page's tiles. */
export const Default: Story = {};

/** A category banner's four tiles. */
export const CategoryBanner: Story = {
  args: { block: menCategory.blocks.find((block) => block.type === "category_tiles") as Parameters<typeof CategoryTilesBlock>[0]["block"] },
};
