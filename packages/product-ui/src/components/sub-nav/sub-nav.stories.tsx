import type { Meta, StoryObj } from "@storybook/react-vite";
import { categoryTree } from "../../fixtures";
import { SubNav } from "./sub-nav";

const meta = {
  title: "ProductUI/SubNav",
  component: SubNav,
  tags: ["autodocs"],
  args: { tree: categoryTree, levels: ["men"] },
} satisfies Meta<typeof SubNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /explore/men: the first level's children. */
export const FirstLevel: Story = {};

/** /explore/men/shoes: 全部 first (current), then the third level. */
export const SecondLevel: Story = { args: { levels: ["men", "shoes"] } };

/** /explore/men/shoes/running: 跑步 is current. */
export const ThirdLevel: Story = { args: { levels: ["men", "shoes", "running"] } };

/** Unknown level: renders nothing. */
export const Empty: Story = { args: { levels: ["unknown"] }, parameters: { rendersNothing: "an unknown category has no sub-navigation" } };
