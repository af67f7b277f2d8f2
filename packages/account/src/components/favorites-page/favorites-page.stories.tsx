import type { Meta, StoryObj } from "@storybook/react-vite";
import { QueryClient, QueryClientProvider, queryOptions } from "@tanstack/react-query";
import { expect, fn, within } from "storybook/test";
import { createStoryApi } from "../../fixtures/story-api";
import { padded, StoryProductCard, withPopups } from "../../fixtures/story-support";
import { FavoritesPage } from "./favorites-page";

/** 14 favourites, newest first; 1002's colour left the catalogue. */
const FAVORITES = Array.from({ length: 14 }, (_, i) => ({
  id: `f${i + 1}`,
  memberUid: "m-1",
  productId: String(1000 + i),
  createdAt: "2026-11-20T08:00:00.000Z",
}));
const DELISTED = "1002";

function favoritesApi(favorites: typeof FAVORITES) {
  return createStoryApi({
    memberProductFavoriteList: (v) => {
      const pageNumber = Number(v.pageNumber ?? 1);
      const pageSize = Number(v.pageSize ?? 10);
      return { items: favorites.slice((pageNumber - 1) * pageSize, pageNumber * pageSize), count: favorites.length, pageNumber, pageSize };
    },
  });
}

type CardsKey = readonly ["story-cards", string[]];

/** The app's card query (product-ui's productColorsQueryOptions in the storefront). */
const cardsQueryOptions = (ids: string[]) =>
  queryOptions({
    queryKey: ["story-cards", ids] as const,
    queryFn: async () => ids.filter((id) => id !== DELISTED).map((productId) => ({ productId })),
  });

const meta = {
  title: "UCenter/FavoritesPage",
  component: FavoritesPage<{ productId: string }, CardsKey>,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
  decorators: [
    padded,
    withPopups,
    (Story) => (
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{Story()}</QueryClientProvider>
    ),
  ],
  args: {
    api: favoritesApi(FAVORITES),
    isLoggedIn: true,
    cardsQueryOptions,
    renderProductCard: (card: { productId: string }) => <StoryProductCard favorite={{ id: card.productId, productId: card.productId }} />,
    onRemove: fn(),
  },
} satisfies Meta<typeof FavoritesPage<{ productId: string }, CardsKey>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /ucenter/favorites: the first 12 of 14 with 加载更多; one colour left the catalogue (商品已下架, 取消收藏). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("共 14 件商品")).toBeVisible();
    await expect(canvas.getAllByRole("listitem")).toHaveLength(12);
    await expect(canvas.getByText("商品已下架")).toBeVisible();
  },
};

/** No favourites yet: 你还没有收藏任何商品 with 去逛逛. */
export const Empty: Story = {
  args: { api: favoritesApi([]) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("你还没有收藏任何商品")).toBeVisible();
  },
};
