import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { writeLocalRecentSearches } from "../../lib/recent-searches";
import { StoryProviders } from "../../stories/decorators";
import { demoContentClient } from "../../stories/story-content";
import { searchStoryClient } from "../../stories/story-data";
import { SearchOverlay } from "./search-overlay";

const meta = {
  title: "Search/SearchOverlay",
  component: SearchOverlay,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
  decorators: [(Story) => <StoryProviders>{Story()}</StoryProviders>],
  args: {
    client: searchStoryClient(),
    content: demoContentClient(),
    isLoggedIn: false,
    onClose: fn(),
    onCategory: fn(),
  },
} satisfies Meta<typeof SearchOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Header icon 4 opened: the panel over the page with the demo keyword document's 热门搜索. */
export const Default: Story = {
  beforeEach: () => writeLocalRecentSearches([]),
};

/** A guest who searched before: 最近搜索 above 热门搜索. */
export const WithRecentSearches: Story = {
  beforeEach: () => writeLocalRecentSearches(["跑鞋", "速干 T 恤"]),
};
