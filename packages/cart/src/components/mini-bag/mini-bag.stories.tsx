import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { SAMPLE_LINES } from "../../fixtures/bag";
import { MiniBag } from "./mini-bag";

const meta = {
  title: "Cart/MiniBag",
  component: MiniBag,
  tags: ["autodocs"],
  args: {
    added: SAMPLE_LINES[0]!,
    count: 3,
    subtotal: 2437,
    onClose: fn(),
    onViewBag: fn(),
    onCheckout: fn(),
    isLoggedIn: true,
    onLoginRequired: fn(),
  },
} satisfies Meta<typeof MiniBag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After 加入购物袋: right drawer on desktop, bottom sheet on a phone. */
export const Open: Story = {};
/** A guest: 去结算 shows 请先登录后再购买～ and opens login. */
export const Guest: Story = { args: { isLoggedIn: false } };
