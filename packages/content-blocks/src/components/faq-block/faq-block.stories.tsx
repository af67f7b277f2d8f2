import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockOf } from "../../fixtures";
import { FaqBlock } from "./faq-block";

const meta = {
  title: "ContentBlocks/FaqBlock",
  component: FaqBlock,
  tags: ["autodocs"],
  args: { block: blockOf("faq") },
} satisfies Meta<typeof FaqBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Question groups as native disclosure rows. */
export const Default: Story = {};
