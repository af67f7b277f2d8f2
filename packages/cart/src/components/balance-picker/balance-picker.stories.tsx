import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { BalancePicker } from "./balance-picker";

/** The picker with the gateway's cap at what is due. */
function Live({ available, due }: { available: number | null; due: number }) {
  const [value, setValue] = useState(0);
  return <BalancePicker available={available} due={due} value={Math.min(value, due)} onChange={setValue} />;
}

const meta = {
  title: "Cart/BalancePicker",
  component: BalancePicker,
  tags: ["autodocs"],
  args: { available: 100, due: 259, value: 0, onChange: fn() },
  decorators: [(Story) => <div className="max-w-xl p-6">{Story()}</div>],
} satisfies Meta<typeof BalancePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off: the member's balance is shown, nothing used. */
export const Default: Story = {};

/** Part of the order by balance, the rest online. */
export const InPart: Story = { args: { value: 100 } };

/** The balance covers the order: no cashier. */
export const Whole: Story = { args: { available: 500, due: 219.9, value: 219.9 } };

/** No balance. */
export const Empty: Story = { args: { available: 0 } };

/** The balance is loading. */
export const Loading: Story = { args: { available: null } };

/** Interactive. */
export const Interactive: Story = { render: () => <Live available={100} due={259} /> };
