import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockOf } from "../../fixtures";
import { HeroBlock } from "./hero-block";

const meta = {
  title: "ContentBlocks/HeroBlock",
  component: HeroBlock,
  tags: ["autodocs"],
  args: { block: blockOf("hero", (block) => block.media.kind === "image"), priority: true },
} satisfies Meta<typeof HeroBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An image hero with light text (a category banner). */
export const Default: Story = {};

/** Under a page's own h1 (a listing's banner): the headline is an h2. */
export const SecondLevelHeading: Story = { args: { headingLevel: 2, priority: false } };
