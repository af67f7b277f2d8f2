import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { demoContentClient, helpLinks } from "../../stories/content-client";
import { newStoryQueryClient, withQueryClient } from "../../stories/with-query-client";
import { StaticPage } from "./static-page";
import { loadStaticPage } from "./static-page-route";

const meta = {
  title: "ContentBlocks/StaticPage",
  component: StaticPage,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
  decorators: [withQueryClient],
  // the route's loader: the document (or the missing static.json) in the cache before the page renders
  loaders: [
    async ({ args }) => {
      const queryClient = newStoryQueryClient();
      await loadStaticPage({ queryClient, content: args.content }, args.code);
      return { queryClient };
    },
  ],
  args: { content: demoContentClient(), helpLinks },
} satisfies Meta<typeof StaticPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /static/run-club: the demo static document. */
export const Document: Story = {
  args: { code: "run-club" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 1, name: "迅岚跑团" })).toBeVisible();
  },
};

/** /static without a static.json: 品牌与服务, the information pages as links. */
export const Index: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "品牌与服务" })).toBeVisible();
    await expect(canvas.getAllByRole("link")).toHaveLength(6);
  },
};
