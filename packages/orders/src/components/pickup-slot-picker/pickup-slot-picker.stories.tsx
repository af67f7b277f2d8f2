import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { SAMPLE_AFTER_SALE_OPTIONS } from "../../fixtures/after-sale";
import { padded } from "../../fixtures/story-support";
import type { PickupChoice } from "../../lib/after-sale";
import { PickupSlotPicker } from "./pickup-slot-picker";

const meta = {
  title: "UCenter/PickupSlotPicker",
  component: PickupSlotPicker,
  tags: ["autodocs"],
  decorators: [padded],
  args: {
    days: SAMPLE_AFTER_SALE_OPTIONS.pickupDays,
    timeSpans: SAMPLE_AFTER_SALE_OPTIONS.pickupTimeSpans,
    value: { date: "", timeSpan: "" },
    onChange: () => {},
  },
  render: function Render(args) {
    const [value, setValue] = useState<PickupChoice>(args.value);
    return <PickupSlotPicker {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof PickupSlotPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Across a year end with 1月1日 blocked inside the range: three selectable days, the rest greyed. */
export const Default: Story = {};

/** A day and a time span chosen. */
export const Chosen: Story = { args: { value: { date: "2027-01-02", timeSpan: "13:00-18:00" } } };

/** Nothing chosen when submitting. */
export const Errors: Story = { args: { dateError: "请选择取件日期", timeSpanError: "请选择取件时间段" } };
