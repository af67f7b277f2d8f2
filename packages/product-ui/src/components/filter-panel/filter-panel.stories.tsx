import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "@xunlan/ui";
import { useState } from "react";
import { fn } from "storybook/test";
import { filters } from "../../fixtures";
import type { ListingQuery } from "../../lib/listing-query";
import { FilterPanel, type FilterPanelProps } from "./filter-panel";

/** Keeps the draft and the open state. */
function Host(args: FilterPanelProps) {
  const [value, setValue] = useState<ListingQuery>(args.value);
  const [open, setOpen] = useState(args.open ?? true);
  return (
    <div className="min-h-screen bg-canvas p-6 font-sans">
      {args.variant === "inline" ? null : <Button onClick={() => setOpen(true)}>筛选</Button>}
      <FilterPanel
        {...args}
        value={value}
        open={open}
        onChange={(next) => {
          args.onChange(next);
          setValue(next);
        }}
        onClose={() => setOpen(false)}
        onConfirm={() => {
          args.onConfirm?.();
          setOpen(false);
        }}
        className={args.variant === "inline" ? "w-[300px] bg-paper px-6" : undefined}
      />
    </div>
  );
}

const meta = {
  title: "ProductUI/FilterPanel",
  component: FilterPanel,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
  args: { filters, value: { sort: "default", filters: {} }, onChange: fn(), onConfirm: fn(), resultCount: 128, open: true },
  render: (args) => <Host {...args} />,
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Bottom sheet on mobile, right-hand panel on desktop. */
export const Default: Story = {};

/** Some chips chosen and sorted by price. */
export const WithSelection: Story = {
  args: { value: { sort: "priceAsc", filters: { color: ["black", "white"], us_size: ["9"], gender: ["men"] } }, resultCount: 23 },
};

/** A desktop sidebar without overlay. */
export const Inline: Story = { args: { variant: "inline", onConfirm: undefined } };
