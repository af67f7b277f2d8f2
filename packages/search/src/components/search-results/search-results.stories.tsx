import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { StoryProviders } from "../../stories/decorators";
import { searchStoryClient } from "../../stories/story-data";
import { NoResultRecommendations } from "../no-result/no-result-recommendations";
import { SearchResults } from "./search-results";

const client = searchStoryClient();

const meta = {
  title: "Search/SearchResults",
  component: SearchResults,
  tags: ["autodocs"],
  parameters: { layout: "padded" },
  decorators: [(Story) => <StoryProviders>{Story()}</StoryProviders>],
  args: { client, keyword: "跑鞋" },
} satisfies Meta<typeof SearchResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 相关产品（12）: 2 cards per row on mobile, 3 on desktop; pages of 9. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("heading", { name: "相关产品（12）" })).toBeVisible();
  },
};

/** No result with the search_no_result recommendations below. */
export const NoResult: Story = {
  args: {
    keyword: "火星跑鞋",
    noResultExtra: (
      <NoResultRecommendations client={client} recommendation={{ title: "为您推荐", subtitle: "", productType: "", productIds: [] }} />
    ),
  },
};
