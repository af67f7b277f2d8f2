import type { Meta, StoryObj } from "@storybook/react-vite";
import { SAMPLE_ADDRESSES } from "@xunlan/account";
import { SAMPLE_AFTER_SALE_OPTIONS, SAMPLE_REFUND_ORDER } from "../../fixtures/after-sale";
import { padded, wait } from "../../fixtures/story-support";
import { RefundForm } from "./refund-form";

const meta = {
  title: "UCenter/RefundForm",
  component: RefundForm,
  tags: ["autodocs"],
  decorators: [padded],
  args: {
    order: SAMPLE_REFUND_ORDER,
    addresses: SAMPLE_ADDRESSES,
    options: SAMPLE_AFTER_SALE_OPTIONS,
    onSubmit: () => wait(),
  },
} satisfies Meta<typeof RefundForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two lines (one partly returned already), the address book, the pickup picker. */
export const Default: Story = {};

/** One returnable line: chosen for the shopper. */
export const SingleItem: Story = { args: { order: { ...SAMPLE_REFUND_ORDER, orderItems: [SAMPLE_REFUND_ORDER.orderItems[0]!] } } };

/** The member has no address yet: a link to the address book. */
export const NoAddress: Story = { args: { addresses: [] } };

/** The gateway refuses the application: its message shows above the button. */
export const Refused: Story = {
  args: {
    order: { ...SAMPLE_REFUND_ORDER, orderItems: [SAMPLE_REFUND_ORDER.orderItems[0]!] },
    onSubmit: async () => {
      await wait(300);
      throw new Error("该取件日期不可选，请重新选择");
    },
  },
};
