import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { StoryProviders } from "../../stories/decorators";
import { storeStoryClient } from "../../stories/story-data";
import { StoreLocator } from "./store-locator";

const meta = {
  title: "Stores/StoreLocator",
  component: StoreLocator,
  tags: ["autodocs"],
  parameters: { layout: "padded" },
  decorators: [(Story) => <StoryProviders>{Story()}</StoryProviders>],
  args: {
    client: storeStoryClient(),
    // the shopper lets the browser share a position in 上海 (the stories never ask the real one)
    locate: async () => ({ longitude: 121.44, latitude: 31.2 }),
  },
} satisfies Meta<typeof StoreLocator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /store: every store (全部城市), each with address, hours, telephone, pickup and map links. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("共 5 家门店")).toBeVisible();
    await expect(canvas.getByRole("combobox")).toHaveValue("");
    await expect(canvas.getByRole("listitem", { name: "迅岚上海南京西路店" })).toHaveTextContent("10:00–22:00");
  },
};

/** A city chosen (/store?city=上海): its two stores. */
export const ChosenCity: Story = {
  args: { initialCity: "上海" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("共 2 家门店")).toBeVisible();
    await expect(canvas.getByRole("combobox")).toHaveValue("上海");
    await expect(canvas.queryByRole("listitem", { name: "迅岚北京三里屯店" })).toBeNull();
  },
};

/** 使用我的位置: nearest first, each with its distance. */
export const NearMe: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("共 5 家门店");
    await userEvent.click(canvas.getByRole("button", { name: "使用我的位置" }));
    await expect(await canvas.findByText("已按距离由近到远排列")).toBeVisible();
    await expect(await canvas.findByText("800 m")).toBeVisible();
  },
};

/** 使用我的位置, then a city: the city's stores keep their distances, nearest first (issue 24). */
export const NearMeThenCity: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("共 5 家门店");
    await userEvent.click(canvas.getByRole("button", { name: "使用我的位置" }));
    await canvas.findByText("800 m");
    await userEvent.selectOptions(canvas.getByRole("combobox"), "上海");
    await expect(await canvas.findByText("共 2 家门店")).toBeVisible();
    await expect(canvas.getByRole("listitem", { name: "迅岚上海南京西路店" })).toHaveTextContent("800 m");
    await expect(canvas.getByRole("listitem", { name: "迅岚上海徐家汇店" })).toHaveTextContent("3.2 km");
    await expect(canvas.getByText("已按距离由近到远排列")).toBeVisible();
  },
};

/** While storeList has not answered. */
export const Loading: Story = {
  args: { client: storeStoryClient({ storeList: "pending" }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("status", { name: "加载中" })).toBeVisible();
  },
};

/** spec §8: 门店列表加载失败, with 重新加载. */
export const LoadFailed: Story = {
  args: { client: storeStoryClient({ storeList: "failing" }) },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole("alert");
    await expect(alert).toHaveTextContent("门店列表加载失败");
    await expect(within(alert).getByRole("button", { name: "重新加载" })).toBeVisible();
  },
};

/** A search no store matches: 没有找到符合条件的门店. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("共 5 家门店");
    await userEvent.type(canvas.getByRole("searchbox", { name: "搜索门店名称或地址" }), "火星{Enter}");
    await expect(await canvas.findByText("没有找到符合条件的门店")).toBeVisible();
  },
};
