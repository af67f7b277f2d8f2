import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { writeLocalRecentSearches } from "../../lib/recent-searches";
import { StoryProviders } from "../../stories/decorators";
import { demoContentClient } from "../../stories/story-content";
import { searchStoryClient } from "../../stories/story-data";
import { SearchPage } from "./search-page";

const meta = {
  title: "Search/SearchPage",
  component: SearchPage,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
  decorators: [(Story) => <StoryProviders>{Story()}</StoryProviders>],
  beforeEach: () => writeLocalRecentSearches([]),
  args: {
    client: searchStoryClient(),
    content: demoContentClient(),
    isLoggedIn: false,
    keyword: "",
    onKeywordChange: fn(),
    onSortChange: fn(),
    onCategory: fn(),
  },
} satisfies Meta<typeof SearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /search without a keyword: the input ready to type and the demo keyword document's 热门搜索. */
export const Default: Story = {};

/** /search?keyword=跑鞋: 相关产品（12）, nine cards in the default order. */
export const WithKeyword: Story = { args: { keyword: "跑鞋" } };

/** /search?keyword=跑鞋&sort=priceDesc: the shared link's order. */
export const SortedByPrice: Story = { args: { keyword: "跑鞋", sort: "priceDesc" } };

/** A keyword that finds nothing: 未搜索到有关“…”的产品 and the recmd document's recommendation. */
export const NoResult: Story = { args: { keyword: "雪地靴" } };
