import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { InfiniteLoader } from "./infinite-loader";

const meta = {
  title: "ProductUI/InfiniteLoader",
  component: InfiniteLoader,
  tags: ["autodocs"],
  args: { hasMore: true, onLoadMore: fn() },
} satisfies Meta<typeof InfiniteLoader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** More remain: an invisible sentinel (calls onLoadMore when visible). */
export const Default: Story = {};

/** A page is loading. */
export const Loading: Story = { args: { loading: true } };

/** The end: 暂无更多数据. */
export const End: Story = { args: { hasMore: false } };
