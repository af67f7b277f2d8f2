import type { Meta, StoryObj } from "@storybook/react-vite";
import { collections } from "../../fixtures";
import { CollectionIndex } from "./collection-index";

const meta = {
  title: "ContentBlocks/CollectionIndex",
  component: CollectionIndex,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
  args: { collections },
} satisfies Meta<typeof CollectionIndex>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo collections document: 精选系列 with a column per group. */
export const Default: Story = {};

/** A single group. */
export const OneGroup: Story = { args: { collections: collections.slice(0, 1) } };
