import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { loadWithCatalog, withCatalog } from "../story-support";
import { CollectionPage } from "./collection-page";
import { loadCollectionPage } from "./collection-route";

const meta = {
  title: "ContentPages/CollectionPage",
  component: CollectionPage,
  tags: ["autodocs"],
  decorators: [withCatalog],
  parameters: { layout: "fullscreen" },
  args: { id: "lanfoam" },
  // the route's loader: the document, its products and rails in the cache before the page renders
  loaders: [loadWithCatalog((context) => loadCollectionPage(context, "lanfoam"))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "岚弹科技系列" })).toBeVisible();
    await expect(canvas.getAllByRole("article").length).toBeGreaterThanOrEqual(6);
  },
} satisfies Meta<typeof CollectionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /explore/collection/lanfoam: the demo collection's editorial block and its products, topped up to 9. */
export const Default: Story = {};

/** /explore/collection/new-arrivals: another demo collection. */
export const NewArrivals: Story = {
  args: { id: "new-arrivals" },
  loaders: [loadWithCatalog((context) => loadCollectionPage(context, "new-arrivals"))],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("heading", { level: 1 })).toHaveLength(1);
  },
};
