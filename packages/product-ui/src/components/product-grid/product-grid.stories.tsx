import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { cards } from "../../fixtures";
import { ProductGrid } from "./product-grid";

const meta = {
  title: "ProductUI/ProductGrid",
  component: ProductGrid,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
  args: { products: cards.slice(0, 9), onToggleFavorite: fn(), favoriteIds: [cards[2]!.productId] },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-(--container-layout-lg) px-4 py-8 font-sans lg:px-10">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 2 per row on mobile, 3 on desktop. */
export const Default: Story = {};

/** First page loading. */
export const Loading: Story = { args: { products: [], loading: true } };

/** Next page loading: skeletons appended. */
export const LoadingMore: Story = { args: { loading: true, skeletonCount: 3 } };

/** No products. */
export const Empty: Story = {
  args: { products: [], empty: <p className="py-20 text-center text-sm text-grey-500">暂无相关商品</p> },
};

/** Wide listings: 4 per row from 1280 px. */
export const FourColumns: Story = { args: { columns: 4, products: cards.slice(0, 8) } };
