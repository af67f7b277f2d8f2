import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { demoContentClient, helpLinks } from "../../stories/content-client";
import { newStoryQueryClient, withQueryClient } from "../../stories/with-query-client";
import { HelpPage } from "./help-page";
import { loadHelpPage } from "./help-page-route";

const meta = {
  title: "ContentBlocks/HelpPage",
  component: HelpPage,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
  decorators: [withQueryClient],
  // the route's loader: the tab's document in the cache before the page renders
  loaders: [
    async ({ args }) => {
      const queryClient = newStoryQueryClient();
      await loadHelpPage({ queryClient, content: args.content }, args.helpKey);
      return { queryClient };
    },
  ],
  play: async ({ canvasElement, args }) => {
    const tabs = within(within(canvasElement).getByRole("navigation", { name: "帮助中心" })).getAllByRole("link");
    await expect(tabs).toHaveLength(4);
    await expect(tabs.find((tab) => tab.getAttribute("aria-current") === "page")).toHaveAttribute("href", `/help?key=${args.helpKey}`);
  },
  args: { content: demoContentClient(), helpKey: "faq", links: helpLinks },
} satisfies Meta<typeof HelpPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /help: 常见问题, the demo legal/faq document. */
export const Default: Story = {};

/** /help?key=size-guide: 尺码指南 is the current tab. */
export const SizeGuide: Story = { args: { helpKey: "size-guide" } };

/** /help?key=privacy. */
export const Privacy: Story = { args: { helpKey: "privacy" } };
