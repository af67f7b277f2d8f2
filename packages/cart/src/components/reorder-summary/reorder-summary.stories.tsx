import type { Meta, StoryObj } from "@storybook/react-vite";
import { SAMPLE_REORDER } from "../../fixtures/reorder-summary";
import { column } from "../../fixtures/story-support";
import { ReorderSummary } from "./reorder-summary";

const meta = {
  title: "Cart/ReorderSummary",
  component: ReorderSummary,
  tags: ["autodocs"],
  decorators: [column],
  args: { result: SAMPLE_REORDER },
} satisfies Meta<typeof ReorderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A price changed, a line capped by stock, a size sold out. */
export const Default: Story = {};

/** Nothing could go back into the bag. */
export const NothingAdded: Story = {
  args: {
    result: {
      ...SAMPLE_REORDER,
      addedQuantity: 0,
      lines: SAMPLE_REORDER.lines.map((line) => ({
        ...line,
        addedQuantity: 0,
        status: "sold_out",
        priceChanged: false,
        message: "该尺码已售罄，未加入购物袋",
      })),
    },
  },
};
