import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockOf } from "../../fixtures";
import { RichTextBlock } from "./rich-text-block";

const meta = {
  title: "ContentBlocks/RichTextBlock",
  component: RichTextBlock,
  tags: ["autodocs"],
  args: { block: blockOf("rich_text") },
} satisfies Meta<typeof RichTextBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A landing page's rules: headings, paragraphs, lists and links. */
export const Default: Story = {};
