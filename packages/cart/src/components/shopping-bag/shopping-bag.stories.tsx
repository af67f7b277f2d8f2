import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { SAMPLE_LINES, SAMPLE_PRICE } from "../../fixtures/bag";
import { page, useMemoryBag } from "../../fixtures/story-support";
import type { BagLine } from "../../lib/types";
import { ShoppingBag } from "./shopping-bag";

/** The bag on an in-memory server: ± is debounced 1 s (去结算 disabled meanwhile), 删除 works. */
function LiveBag({ initial, isLoggedIn }: { initial: readonly BagLine[]; isLoggedIn: boolean }) {
  const bag = useMemoryBag(initial);
  return (
    <ShoppingBag
      lines={bag.lines}
      price={bag.price}
      isLoggedIn={isLoggedIn}
      onQuantityChange={bag.change}
      onDelete={bag.remove}
      onMoveToFavorites={bag.remove}
      onCheckout={() => {}}
      onLoginRequired={() => {}}
      shopHref="#shop"
    />
  );
}

const meta = {
  title: "Cart/ShoppingBag",
  component: ShoppingBag,
  tags: ["autodocs"],
  decorators: [page],
  parameters: { layout: "fullscreen" },
  args: {
    lines: SAMPLE_LINES.slice(0, 2),
    price: SAMPLE_PRICE,
    isLoggedIn: true,
    onQuantityChange: fn(async () => {}),
    onDelete: fn(async () => {}),
    onMoveToFavorites: fn(async () => {}),
    onCheckout: fn(),
    onLoginRequired: fn(),
    shopHref: "#shop",
  },
} satisfies Meta<typeof ShoppingBag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member's bag with two lines; quantities and deletion work in memory. */
export const Default: Story = { render: () => <LiveBag initial={SAMPLE_LINES.slice(0, 2)} isLoggedIn /> };

/** A guest: 去结算 says 请先登录后再购买～ and asks for login; the delete dialog offers 取消 / 删除. */
export const Guest: Story = { render: () => <LiveBag initial={SAMPLE_LINES.slice(0, 2)} isLoggedIn={false} /> };

/** A sold-out line blocks checkout until it is deleted. */
export const WithSoldOutLine: Story = { render: () => <LiveBag initial={SAMPLE_LINES} isLoggedIn /> };

/** Below 满 299 包邮: shipping is charged and the message says how much is missing. */
export const BelowFreeShipping: Story = {
  render: () => (
    <LiveBag
      initial={[{ ...SAMPLE_LINES[0]!, price: 199, nameEn: "CORE TEE", nameCn: "迅岚 速干短袖 T 恤", cnSize: "L", usSize: null }]}
      isLoggedIn
    />
  ),
};

/** The price is still being calculated. */
export const PriceLoading: Story = { args: { price: null } };

/** Nothing in the bag. */
export const Empty: Story = { args: { lines: [], price: null } };

/** A member whose best coupon will save ¥30 at checkout (issue 26): 可省 under the total. */
export const WithCouponSaving: Story = { args: { couponOffer: { name: "新会员首单立减 30 元", amount: 30 } } };
