import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { cards } from "../../fixtures";
import { RecommendationCarousel } from "./recommendation-carousel";

const meta = {
  title: "ProductUI/RecommendationCarousel",
  component: RecommendationCarousel,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
  args: { title: "为你推荐", subtitle: "根据你的浏览记录精选", products: cards, onToggleFavorite: fn() },
  decorators: [
    (Story) => (
      <div className="py-10 font-sans">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RecommendationCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 312 px slides, 3 per view on desktop, gap 16. */
export const Default: Story = {};

/** Search / fixed mode: 258 px slides (spec §9). */
export const SearchMode: Story = { args: { mode: "search", title: "猜你喜欢", subtitle: undefined } };

/** Three products: both buttons disabled. */
export const FewItems: Story = { args: { products: cards.slice(0, 3) } };

/** Skeleton slides while the recommendation loads. */
export const Loading: Story = { args: { products: [], loading: true } };

/** Nothing to recommend: renders nothing. */
export const Empty: Story = { args: { products: [] } };
