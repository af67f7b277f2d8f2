import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { column, wait } from "../../fixtures/story-support";
import { ArrivalReminder } from "./arrival-reminder";

const meta = {
  title: "Cart/ArrivalReminder",
  component: ArrivalReminder,
  tags: ["autodocs"],
  decorators: [column],
  args: {
    sizes: [
      { ean: "1", label: "40" },
      { ean: "2", label: "44.5" },
    ],
    onSubmit: fn(async () => {
      await wait();
      return "到货后将短信通知您";
    }),
  },
} satisfies Meta<typeof ArrivalReminder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two sold-out sizes: 到货提醒 opens the dialog. */
export const Default: Story = {};
/** A member: the mobile is filled in. */
export const Member: Story = { args: { defaultMobile: "13912345678" } };
