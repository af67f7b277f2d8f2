import type { Meta, StoryObj } from "@storybook/react-vite";
import { SAMPLE_FAVORITES } from "../../fixtures/member";
import { padded, StoryProductCard, wait } from "../../fixtures/story-support";
import type { MemberFavorite } from "../../lib/types";
import { FavoritesGrid } from "./favorites-grid";

const meta = {
  title: "UCenter/FavoritesGrid",
  component: FavoritesGrid<MemberFavorite>,
  tags: ["autodocs"],
  decorators: [padded],
  args: {
    items: SAMPLE_FAVORITES,
    total: 14,
    onLoadMore: () => wait(),
    renderProductCard: (item: MemberFavorite) => <StoryProductCard favorite={item} />,
  },
} satisfies Meta<typeof FavoritesGrid<MemberFavorite>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page of favourites with 加载更多. */
export const Default: Story = {};

/** 你还没有收藏任何商品 with 去逛逛. */
export const Empty: Story = { args: { items: [], total: 0 } };

/** The first page is loading. */
export const Loading: Story = { args: { items: null } };

/** The first page failed. */
export const Error: Story = { args: { items: null, error: true, onRetry: () => {} } };
