import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { QuantityStepper } from "./quantity-stepper";

const meta = {
  title: "Cart/QuantityStepper",
  component: QuantityStepper,
  tags: ["autodocs"],
  args: { value: 2, onDecrement: fn(), onIncrement: fn(), label: "SWIFTRUN 5" },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** At 1 minus is disabled (spec §5: it does nothing). */
export const AtOne: Story = { args: { value: 1 } };
/** At the stock limit plus is muted but pressable (the owner shows the limit message). */
export const AtLimit: Story = { args: { value: 3, atMax: true } };
/** Small (mini-bag). */
export const Small: Story = { args: { size: "sm" } };
/** Disabled (sold-out line). */
export const Disabled: Story = { args: { disabled: true } };
