import type { Meta, StoryObj } from "@storybook/react-vite";
import { createMockClient, type MockHandlers } from "@xunlan/api-client/mock";
import { Button } from "@xunlan/ui";
import { fn } from "storybook/test";
import { SAMPLE_CHECKOUT_ADDRESSES } from "../../fixtures/bag";
import { cart, cartLine, cashier, memberProfile, PRICE, submitted } from "../../fixtures/gateway";
import { withQueryClient } from "../../fixtures/story-support";
import { CheckoutPage } from "./checkout-page";

/** The gateway of a member with one line in the bag and no coupons; `changes` replaces answers. */
const clientOf = (changes: MockHandlers = {}) =>
  createMockClient({
    cart: () => cart([cartLine("6901234567001", 1, "XL25RS0001-001")]),
    calculateOrderPrice: () => PRICE,
    availableCoupons: () => [],
    validateOrderCoupon: () => {
      throw new Error("优惠码不存在");
    },
    submitOrder: () => submitted("XL20261220123456"),
    member: () => memberProfile(120),
    payOrder: ({ orderNumber }) => cashier(String(orderNumber)),
    ...changes,
  });

const meta = {
  title: "Cart/CheckoutPage",
  component: CheckoutPage,
  tags: ["autodocs"],
  decorators: [withQueryClient],
  parameters: { layout: "fullscreen" },
  args: {
    client: clientOf(),
    addresses: SAMPLE_CHECKOUT_ADDRESSES,
    // the storefront renders @xunlan/account's AddressForm here
    renderAddressForm: (done) => (
      <Button variant="secondary" onClick={() => done()}>
        （地址表单）返回
      </Button>
    ),
    onPaymentPending: fn(),
    openCashier: fn(),
    shopHref: "#shop",
    bagHref: "#bag",
  },
} satisfies Meta<typeof CheckoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default address chosen; 提交订单 submits the order and opens the cashier (openCashier). */
export const Default: Story = {};

/** A member without addresses: the add-address form is open. */
export const NoAddress: Story = { args: { addresses: [] } };

/** The address book is still loading. */
export const AddressesLoading: Story = { args: { addresses: null } };

/** payOrder is refused after the order was made: the message as a toast, then the order's /success (onPaymentPending). */
export const PaymentFails: Story = {
  args: {
    client: clientOf({
      payOrder: () => {
        throw new Error("支付发起失败，请重试");
      },
    }),
  },
};

/** The bag emptied meanwhile (another tab): 你的购物袋是空的. */
export const EmptyBag: Story = { args: { client: clientOf({ cart: () => cart([]) }) } };
