import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockOf } from "../../fixtures";
import { CampaignGridBlock } from "./campaign-grid-block";

const meta = {
  title: "ContentBlocks/CampaignGridBlock",
  component: CampaignGridBlock,
  tags: ["autodocs"],
  args: { block: blockOf("campaign_grid") },
} satisfies Meta<typeof CampaignGridBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spring campaign cards of the home page. */
export const Default: Story = {};

/** The members' campaign cards. */
export const Members: Story = { args: { block: blockOf("campaign_grid", (block) => block.id === "campaign-members") } };
