import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { failingLoadRegions, loadSampleRegions, pendingLoadRegions, withPopups } from "../../fixtures/story-support";
import { EMPTY_REGION } from "../../lib/regions";
import type { RegionValue } from "../../lib/types";
import { RegionPicker } from "./region-picker";

function Controlled(props: Omit<React.ComponentProps<typeof RegionPicker>, "value" | "onChange"> & { initial?: RegionValue }) {
  const { initial = EMPTY_REGION, ...rest } = props;
  const [value, setValue] = useState(initial);
  const [complete, setComplete] = useState(Boolean(initial.district));
  return (
    <div className="flex max-w-[640px] flex-col gap-3 p-6">
      <span className="text-xs font-bold tracking-(--tracking-label) text-grey-700">所在地区</span>
      <RegionPicker
        {...rest}
        value={value}
        onChange={(next, done) => {
          setValue(next);
          setComplete(done);
        }}
      />
      <p className="text-xs text-grey-500">{complete ? "已选择完整地区" : "尚未选择完整地区"}</p>
    </div>
  );
}

const meta = {
  title: "UCenter/RegionPicker",
  component: RegionPicker,
  tags: ["autodocs"],
  decorators: [withPopups],
  args: { value: EMPTY_REGION, onChange: () => {}, loadRegions: loadSampleRegions },
  render: (args) => <Controlled loadRegions={args.loadRegions} mode={args.mode} initial={args.value ?? EMPTY_REGION} />,
} satisfies Meta<typeof RegionPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: searchable three-column cascader opening under the field. */
export const Cascader: Story = { args: { mode: "cascader" } };

/** A municipality: 北京市 → 北京市 → 东城区, shown once as 北京市 东城区. */
export const Municipality: Story = {
  args: { mode: "cascader", value: { province: "北京市", city: "北京市", district: "东城区" } },
};

/** Mobile: bottom sheet stepping 省 → 市 → 区. */
export const Sheet: Story = {
  args: { mode: "sheet", value: { province: "广东省", city: "深圳市", district: "南山区" } },
  parameters: { viewport: { defaultViewport: "mobile1" } },
};

/** The address options are still loading. */
export const Loading: Story = { args: { loadRegions: pendingLoadRegions } };

/** 地区列表加载失败 with 重试 (spec §8). */
export const LoadFailed: Story = { args: { loadRegions: failingLoadRegions } };
