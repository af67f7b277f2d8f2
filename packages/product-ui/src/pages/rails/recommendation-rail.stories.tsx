import type { Meta, StoryObj } from "@storybook/react-vite";
import { withCatalog } from "../story-support";
import { RecommendationRail } from "./recommendation-rail";

const meta = {
  title: "ProductUI/Pages/RecommendationRail",
  component: RecommendationRail,
  tags: ["autodocs"],
  decorators: [
    (Story) => (
      <div className="py-10 font-sans">
        <Story />
      </div>
    ),
    withCatalog,
  ],
  args: { location: "cart" },
} satisfies Meta<typeof RecommendationRail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Under the bag: the recmd document's cart block (猜你喜欢), filled with new arrivals. */
export const Cart: Story = {};

/** Under an empty order list: 还没有订单？. */
export const EmptyOrderList: Story = { args: { location: "empty_order_list" } };
