import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { detailColor, sizeChart } from "../../fixtures";
import { SizePicker, type SizePickerProps } from "./size-picker";

/** Keeps the selection in state. */
function Host(args: SizePickerProps) {
  const [value, setValue] = useState(args.value ?? null);
  return (
    <div className="max-w-[440px] font-sans">
      <SizePicker
        {...args}
        value={value}
        onChange={(size) => {
          args.onChange?.(size);
          setValue(size.ean);
        }}
      />
    </div>
  );
}

const sizes = detailColor.productSizes!;

const meta = {
  title: "ProductUI/SizePicker",
  component: SizePicker,
  tags: ["autodocs"],
  args: { sizes, onChange: fn(), sizeChart, onSizeChartOpen: fn() },
  render: (args) => <Host {...args} />,
} satisfies Meta<typeof SizePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sold-out sizes struck through and disabled. */
export const Default: Story = {};

/** A size with 2 left is selected: 库存紧张. */
export const LowStock: Story = { args: { value: sizes.find((s) => s.saleableQty === 2)!.ean } };

/** Every size sold out: 暂无库存. */
export const SoldOut: Story = { args: { sizes: sizes.map((s) => ({ ...s, saleableQty: 0 })) } };

/** 限购 2 件. */
export const PurchaseLimit: Story = { args: { purchaseLimit: 2 } };

/** 加入购物袋 without a size. */
export const Invalid: Story = { args: { invalid: true } };

/** Stock not loaded yet: every size selectable, no notice. */
export const StockUnknown: Story = { args: { sizes: sizes.map((s) => ({ ...s, saleableQty: null })) } };

/** The size chart failed to load: the dialog shows 尺码表加载失败. */
export const SizeChartError: Story = { args: { sizeChart: null, sizeChartError: true } };
