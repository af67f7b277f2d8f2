import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { BuyBar } from "./buy-bar";

const meta = {
  title: "ProductUI/Pages/BuyBar",
  component: BuyBar,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
  decorators: [
    (Story) => (
      <div className="flex min-h-[320px] flex-col justify-end bg-canvas">
        <Story />
      </div>
    ),
  ],
  args: {
    price: 899,
    slashPrice: 1099,
    name: "迅岚 云迹 3 玫瑰奶油",
    sizeState: { kind: "choose" },
    onAddToBag: fn(),
    onBuyNow: fn(),
  },
} satisfies Meta<typeof BuyBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No size chosen yet: 请选择尺码. */
export const Default: Story = {};
/** A size chosen: 已选 265. */
export const SizeChosen: Story = { args: { sizeState: { kind: "chosen", label: "265" } } };
/** Every size sold out: 暂无库存, both buttons disabled. */
export const SoldOut: Story = { args: { sizeState: { kind: "soldOut" } } };
/** Adding to the bag. */
export const Adding: Story = { args: { sizeState: { kind: "chosen", label: "M" }, adding: true } };
/** Without 立即购买 (an app that gives none). */
export const AddToBagOnly: Story = { args: { onBuyNow: undefined, slashPrice: null } };
