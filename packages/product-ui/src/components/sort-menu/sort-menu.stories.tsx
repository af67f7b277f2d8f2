import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import type { SortKey } from "../../lib/listing-query";
import { SortMenu, type SortMenuProps } from "./sort-menu";

function Host(args: SortMenuProps) {
  const [value, setValue] = useState<SortKey>(args.value);
  return (
    <div className="flex h-64 justify-end font-sans">
      <SortMenu
        {...args}
        value={value}
        onChange={(key) => {
          args.onChange(key);
          setValue(key);
        }}
      />
    </div>
  );
}

const meta = {
  title: "ProductUI/SortMenu",
  component: SortMenu,
  tags: ["autodocs"],
  args: { value: "default", onChange: fn() },
  render: (args) => <Host {...args} />,
} satisfies Meta<typeof SortMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 默认排序. */
export const Default: Story = {};

/** 价格从低到高 chosen. */
export const PriceAscending: Story = { args: { value: "priceAsc" } };
