import type { Meta, StoryObj } from "@storybook/react-vite";
import { createMockClient } from "@xunlan/api-client/mock";
import { fn } from "storybook/test";
import { cashier, order } from "../../fixtures/gateway";
import { column, withQueryClient } from "../../fixtures/story-support";
import { SuccessPage } from "./success-page";

const ORDER_NUMBER = "XL20261220123456";

/** The order as the gateway answers it; 返回收银台 answers payOrder with the sandbox cashier. */
const clientOf = (changes: Parameters<typeof order>[1]) =>
  createMockClient({ order: () => order(ORDER_NUMBER, changes), payOrder: ({ orderNumber }) => cashier(String(orderNumber)) });

const meta = {
  title: "Cart/SuccessPage",
  component: SuccessPage,
  tags: ["autodocs"],
  decorators: [withQueryClient, column],
  args: {
    client: clientOf({ isPaid: true, status: "paid", statusText: "待发货", payAt: "2026-11-23T12:05:00.000Z" }),
    orderNumber: ORDER_NUMBER,
    ordersHref: "#order",
    shopHref: "#shop",
    openCashier: fn(),
  },
} satisfies Meta<typeof SuccessPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cashier reported the payment: 支付成功 with the amount paid and 查看订单. */
export const Paid: Story = {};

/** The shopper gave up in the cashier: the order can still be paid, 返回收银台 opens it again. */
export const PaymentCancelled: Story = { args: { client: clientOf({ lastPaymentStatus: "cancelled" }) } };

/** Past its payment deadline the order was cancelled: 订单已过期. */
export const Expired: Story = {
  args: { client: clientOf({ status: "cancelled", statusText: "已取消", paymentExpireAt: "2026-01-01T00:00:00.000Z" }) },
};
