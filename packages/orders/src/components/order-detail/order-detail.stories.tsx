import type { Meta, StoryObj } from "@storybook/react-vite";
import { SAMPLE_AFTER_SALE } from "../../fixtures/after-sale";
import { SAMPLE_ORDER, SAMPLE_ORDERS, SAMPLE_REVERSED_INVOICE_ORDER, SAMPLE_SHIPPING_STATUS } from "../../fixtures/orders";
import { padded, wait, withPopups } from "../../fixtures/story-support";
import { OrderDetail } from "./order-detail";

const meta = {
  title: "UCenter/OrderDetail",
  component: OrderDetail,
  tags: ["autodocs"],
  decorators: [withPopups, padded],
  args: {
    order: SAMPLE_ORDER,
    shipping: SAMPLE_SHIPPING_STATUS,
    afterSales: [],
    onConfirm: () => wait(),
    onCancelRefund: () => wait(),
    onReorder: () => wait(),
  },
} satisfies Meta<typeof OrderDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shipped: tracking timeline, 确认收货, 申请售后, 再次购买. */
export const Shipped: Story = {};

/** Unpaid: 去支付 with the amount, and 取消订单 (a reason asked in a popup first). */
export const Unpaid: Story = { args: { order: SAMPLE_ORDERS[0]!, shipping: null, onPay: () => {}, onCancelOrder: () => wait() } };

/** Cancelled by the member: 已取消, the reason under the status and in 订单信息. */
export const Cancelled: Story = {
  args: {
    shipping: null,
    order: {
      ...SAMPLE_ORDERS[0]!,
      status: "cancelled",
      statusText: "已取消",
      reason: "忘记使用优惠券",
      cancelledAt: "2026-12-22T04:10:00.000Z",
    },
  },
};

/** A line bought below its list price: 实付 ¥809.10, 原价 ¥899.00 struck through. */
export const DiscountedLine: Story = {
  args: {
    order: {
      ...SAMPLE_ORDER,
      orderItems: SAMPLE_ORDER.orderItems.map((item, i) => (i === 0 ? { ...item, sharePrice: 809.1, totalPaid: 809.1 } : item)),
    },
  },
};

/** Paid, not shipped: 取消订单并退款. */
export const Paid: Story = { args: { order: SAMPLE_ORDERS[1]!, shipping: null } };

/** Completed with a return in progress. */
export const CompletedWithReturn: Story = { args: { order: SAMPLE_ORDERS[3]!, afterSales: [SAMPLE_AFTER_SALE] } };

/** The tracking is still loading. */
export const TrackingLoading: Story = { args: { shipping: null } };

/** A refusal from the gateway is shown in Chinese. */
export const ConfirmRefused: Story = {
  args: {
    onConfirm: async () => {
      await wait();
      throw new Error("订单状态为「已完成」，不能变为「已完成」");
    },
  },
};

/** Completed, its e-invoice asked of the invoice platform: 电子发票 开具中. */
export const InvoicePending: Story = { args: { order: SAMPLE_ORDERS[3]!, shipping: null } };

/** Completed with the e-invoice issued: 查看发票 opens its picture. */
export const InvoiceIssued: Story = {
  args: {
    shipping: null,
    order: {
      ...SAMPLE_ORDERS[3]!,
      eInvoice: {
        status: "issued",
        imgUrl:
          "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='480' height='300'%3E%3Ctext x='20' y='40'%3E%E7%94%B5%E5%AD%90%E5%8F%91%E7%A5%A8%3C/text%3E%3C/svg%3E",
        amount: 1397,
        reversals: [],
      },
    },
  },
};

/**
 * The e-invoice reversed after refunds (冲红): 查看发票 for the issued invoice, then one 红字发票 row
 * per refund — -¥249.00 查看红字发票 once issued, -¥249.00 冲红中 while being issued.
 */
export const InvoiceReversed: Story = { args: { order: SAMPLE_REVERSED_INVOICE_ORDER } };

const PICKUP_STORE = {
  id: "1",
  omsStoreCode: "XLSH01",
  storeName: "迅岚上海南京西路旗舰店",
  city: "上海",
  address: "上海市静安区南京西路 1266 号恒隆广场 L1-12",
  telephone: "021-6288 1266",
  operationStartTime: "10:00",
  operationEndTime: "22:00",
};

/** 门店自提 (issue 24 §1), paid: 待自提, the store, the slot and the pickup code as a barcode and a QR. */
export const PickupWaiting: Story = {
  args: {
    shipping: null,
    order: {
      ...SAMPLE_ORDER,
      status: "paid",
      statusText: "待自提",
      shippingNumber: null,
      shippingCompany: null,
      shippedAt: null,
      pickUpSelf: true,
      pickupDate: "2026-12-23",
      pickupTimeSpan: "14:00-16:00",
      pickupCode: "223831808507",
      pickedUpAt: null,
      storeCode: "XLSH01",
      store: PICKUP_STORE,
    },
  },
};

/** 门店自提, scanned at the store: 已自提 with the time; the spent code is no longer scannable. */
export const PickupCollected: Story = {
  args: {
    shipping: null,
    order: {
      ...SAMPLE_ORDER,
      status: "completed",
      statusText: "已自提",
      shippingNumber: null,
      shippingCompany: null,
      shippedAt: null,
      pickUpSelf: true,
      pickupDate: "2026-12-23",
      pickupTimeSpan: "14:00-16:00",
      pickupCode: "223831808507",
      pickedUpAt: "2026-12-23T07:12:00.000Z",
      completedAt: "2026-12-23T07:12:00.000Z",
      storeCode: "XLSH01",
      store: PICKUP_STORE,
    },
  },
};
