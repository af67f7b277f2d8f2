import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { page } from "../../fixtures/story-support";
import { OrderResult } from "./order-result";

const meta = {
  title: "Cart/OrderResult",
  component: OrderResult,
  tags: ["autodocs"],
  decorators: [page],
  args: { state: "paid", orderNumber: "XL202611231942000017", amount: 2283.2, ordersHref: "#orders", shopHref: "#shop" },
} satisfies Meta<typeof OrderResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paid: Story = {};
/** Waiting for the cashier's callback: the page keeps polling. */
export const Pending: Story = { args: { state: "pending", expiresAt: "2026-11-23T12:15:00Z", onPayAgain: fn() } };
/** Cancelled in the cashier: the order waits until its deadline; 取消订单 gives it up (issue 24). */
export const PaymentCancelled: Story = {
  args: { state: "payment_cancelled", expiresAt: "2026-11-23T12:15:00Z", onPayAgain: fn(), onCancel: fn() },
};
/** 取消订单 on its way. */
export const Cancelling: Story = {
  args: { state: "payment_cancelled", expiresAt: "2026-11-23T12:15:00Z", onPayAgain: fn(), onCancel: fn(), cancelling: true },
};
export const PaymentFailed: Story = { args: { state: "payment_failed", expiresAt: "2026-11-23T12:15:00Z", onPayAgain: fn() } };
export const Expired: Story = { args: { state: "expired" } };
export const Cancelled: Story = { args: { state: "cancelled" } };
export const Unknown: Story = { args: { state: "unknown", amount: null } };
