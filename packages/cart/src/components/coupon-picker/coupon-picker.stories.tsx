import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { SAMPLE_COUPONS } from "../../fixtures/bag";
import { column, wait } from "../../fixtures/story-support";
import { CouponPicker } from "./coupon-picker";

const meta = {
  title: "Cart/CouponPicker",
  component: CouponPicker,
  tags: ["autodocs"],
  decorators: [column],
  args: {
    coupons: SAMPLE_COUPONS,
    appliedCode: null,
    onApply: fn(async (code: string) => {
      await wait();
      if (code !== "NEWMEMBER30") throw new Error("优惠码不存在");
    }),
    onRemove: fn(),
  },
} satisfies Meta<typeof CouponPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The member's coupons; the one not yet valid is greyed with the gateway's reason. */
export const Default: Story = {};
/** The new-member coupon in use: 不使用 removes it. */
export const Applied: Story = { args: { appliedCode: "NEWMEMBER30" } };
/** No coupon; a code can still be typed. */
export const None: Story = { args: { coupons: [] } };
/** Coupons loading. */
export const Loading: Story = { args: { coupons: null } };

const WITH_BEST = SAMPLE_COUPONS.map((coupon) => (coupon.code === "RUN50" ? { ...coupon, best: true, saving: 50 } : coupon));

/** The gateway's best offer applied by itself (issue 26): 已选最优优惠 · 已省 ¥50.00; 不使用优惠券 below the list. */
export const BestOfferApplied: Story = { args: { coupons: WITH_BEST, appliedCode: "RUN50" } };
/** The shopper chose 不使用优惠券: the best one still says 最优惠. */
export const BestOfferDropped: Story = { args: { coupons: WITH_BEST, appliedCode: null } };
