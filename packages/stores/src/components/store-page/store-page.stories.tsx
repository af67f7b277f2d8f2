import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { StoryProviders } from "../../stories/decorators";
import { storeStoryClient } from "../../stories/story-data";
import { StorePage } from "./store-page";

const meta = {
  title: "Stores/StorePage",
  component: StorePage,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
  decorators: [(Story) => <StoryProviders>{Story()}</StoryProviders>],
  args: {
    client: storeStoryClient(),
    // the shopper lets the browser share a position in 上海 (the stories never ask the real one)
    locate: async () => ({ longitude: 121.44, latitude: 31.2 }),
  },
} satisfies Meta<typeof StorePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /store: 附近门店 over every store. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "附近门店" })).toBeVisible();
    await expect(await canvas.findByText("共 5 家门店")).toBeVisible();
  },
};

/** /store?city=上海: that city's stores. */
export const ChosenCity: Story = {
  args: { city: "上海" },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("共 2 家门店")).toBeVisible();
  },
};
