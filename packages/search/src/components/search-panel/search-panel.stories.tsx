import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { writeLocalRecentSearches } from "../../lib/recent-searches";
import { StoryProviders } from "../../stories/decorators";
import { searchStoryClient } from "../../stories/story-data";
import { SearchPanel } from "./search-panel";

const meta = {
  title: "Search/SearchPanel",
  component: SearchPanel,
  tags: ["autodocs"],
  parameters: { layout: "padded" },
  decorators: [(Story) => <StoryProviders>{Story()}</StoryProviders>],
  args: {
    client: searchStoryClient(),
    isLoggedIn: false,
    hotWords: ["跑鞋", "速干 T 恤", "缓震", "一双名字特别特别长的限量联名款跑步鞋热门搜索词"],
    recommendation: { title: "为您推荐", subtitle: "看看这些新品", productType: "", productIds: [] },
  },
} satisfies Meta<typeof SearchPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened: the input focused, 热门搜索 (tags at most 180 px wide). */
export const Default: Story = {
  beforeEach: () => writeLocalRecentSearches([]),
};

/** A guest's 最近搜索 from this browser, with the trash icon. */
export const RecentSearches: Story = {
  beforeEach: () => writeLocalRecentSearches(["跑鞋", "速干 T 恤", "缓震"]),
};

/** The trash asks 确定要清除搜索记录吗？ first. */
export const ClearRecentConfirm: Story = {
  beforeEach: () => writeLocalRecentSearches(["跑鞋", "缓震"]),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "清除最近搜索" }));
    // the confirmation is a lazily loaded chunk: on a busy machine it takes more than findBy's default second
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("alertdialog", {}, { timeout: 10_000 });
    await expect(dialog).toHaveTextContent("确定要清除搜索记录吗？");
  },
};

/** 跑鞋: 相关产品（12）, 9 cards then the next 3 and 暂无更多数据. */
export const Results: Story = {
  args: { initialKeyword: "跑鞋" },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("heading", { name: "相关产品（12）" })).toBeVisible();
  },
};

/** 排序 价格从高到低 (the /search page's ?sort=priceDesc): the dearest first. */
export const SortedByPrice: Story = {
  args: { initialKeyword: "跑鞋", sort: "priceDesc" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const results = await canvas.findByRole("region", { name: "相关产品（12）" });
    await expect(within(results).getByRole("button", { name: /排序/ })).toHaveTextContent("价格从高到低");
    await expect((await within(results).findAllByRole("article"))[0]).toHaveTextContent("¥719.00");
  },
};

/** No result: 未搜索到有关“{keyword}”的产品 and the search_no_result recommendations. */
export const NoResult: Story = {
  args: { initialKeyword: "火星跑鞋" },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("未搜索到有关“火星跑鞋”的产品")).toBeVisible();
  },
};

/** A member's recent searches come from searchHistory. */
export const MemberHistory: Story = {
  args: { isLoggedIn: true, client: searchStoryClient({ history: ["跑鞋", "训练短裤"] }) },
};
