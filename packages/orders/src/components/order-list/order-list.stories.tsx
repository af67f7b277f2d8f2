import type { Meta, StoryObj } from "@storybook/react-vite";
import { SAMPLE_ORDERS } from "../../fixtures/orders";
import { padded, wait, withPopups } from "../../fixtures/story-support";
import { OrderList } from "./order-list";

const meta = {
  title: "UCenter/OrderList",
  component: OrderList,
  tags: ["autodocs"],
  decorators: [withPopups, padded],
  args: {
    tab: "all",
    orders: SAMPLE_ORDERS,
    total: 24,
    page: 1,
    pageSize: 10,
    onPay: () => {},
    onCancel: () => wait(),
    onReorder: () => wait(),
  },
} satisfies Meta<typeof OrderList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unpaid (去支付, 取消订单), paid, shipped and completed orders, each with 再次购买; three pages. */
export const Default: Story = {};

/** The 已发货 tab. */
export const ShippedTab: Story = { args: { tab: "shipped", orders: SAMPLE_ORDERS.filter((o) => o.status === "shipped"), total: 1 } };

/** 暂无订单 with the recommendations slot (the storefront puts the empty_order_list rail there). */
export const Empty: Story = {
  args: {
    orders: [],
    total: 0,
    emptyRecommendations: (
      <p className="border border-dashed border-grey-300 p-10 text-center text-sm text-grey-500">推荐商品（location empty_order_list）</p>
    ),
  },
};

/** A tab without orders. */
export const EmptyTab: Story = { args: { tab: "paid", orders: [], total: 0 } };

/** The first page is loading. */
export const Loading: Story = { args: { orders: null } };

/** The first page failed. */
export const Error: Story = { args: { orders: null, error: true, onRetry: () => {} } };

/** 再次购买 refused (e.g. every item sold out): the message on the order's card. */
export const ReorderRefused: Story = {
  args: {
    onReorder: async () => {
      await wait();
      throw new globalThis.Error("该订单的商品已全部售罄，无法再次购买");
    },
  },
};

/** 取消订单 refused (the order was paid meanwhile): the gateway's message on the order's card. */
export const CancelRefused: Story = {
  args: {
    onCancel: async () => {
      await wait();
      throw new globalThis.Error("订单已支付，不能取消");
    },
  },
};
