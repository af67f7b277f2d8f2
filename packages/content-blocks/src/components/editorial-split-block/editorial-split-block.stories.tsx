import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockOf } from "../../fixtures";
import { EditorialSplitBlock } from "./editorial-split-block";

const meta = {
  title: "ContentBlocks/EditorialSplitBlock",
  component: EditorialSplitBlock,
  tags: ["autodocs"],
  args: { block: blockOf("editorial_split") },
} satisfies Meta<typeof EditorialSplitBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Picture and story side by side (stacked on phones). */
export const Default: Story = {};

/** The other editorial of the home page. */
export const Second: Story = { args: { block: blockOf("editorial_split", (block) => block.id === "editorial-kids") } };
