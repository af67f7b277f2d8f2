import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { StoryProviders } from "../../stories/decorators";
import { storeStoryClient } from "../../stories/story-data";
import { StoreStockPanel } from "./store-stock-panel";

const meta = {
  title: "Stores/StoreStockPanel",
  component: StoreStockPanel,
  tags: ["autodocs"],
  decorators: [(Story) => <StoryProviders>{Story()}</StoryProviders>],
  args: {
    client: storeStoryClient(),
    productId: "XL25RS0001-001",
    sizeLabel: "42",
    locate: async () => ({ longitude: 121.44, latitude: 31.2 }),
  },
} satisfies Meta<typeof StoreStockPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole("button", { name: /附近门店库存/ }));
  return within(canvasElement.ownerDocument.body);
};

/** The control by the size picker. */
export const Closed: Story = {};

/** Size 42 chosen: stores holding it first. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const body = await open(canvasElement);
    await expect((await body.findAllByTestId("store-size-stock"))[0]).toHaveTextContent("42 码");
  },
};

/** Before a size is chosen. */
export const NoSizeChosen: Story = {
  args: { sizeLabel: null },
  play: async ({ canvasElement }) => {
    const body = await open(canvasElement);
    const hint = await body.findByText("选择尺码后，可查看该尺码在附近门店的库存");
    // the panel slides in (a real browser runs the transition)
    await waitFor(() => expect(hint).toBeVisible());
  },
};

/** 门店列表加载失败 with a retry. */
export const LoadFailed: Story = {
  args: { client: storeStoryClient({ failing: true }) },
  play: async ({ canvasElement }) => {
    const body = await open(canvasElement);
    await expect(await body.findByText("门店列表加载失败")).toBeVisible();
  },
};
