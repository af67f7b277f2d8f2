import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { SAMPLE_REGIONS } from "../../fixtures/regions";
import { EMPTY_REGION } from "../../lib/regions";
import type { RegionNode, RegionValue } from "../../lib/types";
import { RegionPicker, type RegionPickerProps } from "./region-picker";

type Change = [RegionValue, boolean];

function Harness({ initial = EMPTY_REGION, onChange, ...props }: Partial<RegionPickerProps> & { initial?: RegionValue }) {
  const [value, setValue] = useState(initial);
  return (
    <RegionPicker
      loadRegions={async () => SAMPLE_REGIONS}
      {...props}
      value={value}
      onChange={(next, complete) => {
        setValue(next);
        onChange?.(next, complete);
      }}
    />
  );
}

async function openPicker() {
  const trigger = await screen.findByRole("button", { name: /所在地区/ });
  await waitFor(() => expect((trigger as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(trigger);
  return trigger;
}

const option = (list: string, name: string) => within(screen.getByRole("listbox", { name: list })).getByRole("option", { name });

describe("RegionPicker (cascader)", () => {
  it("cascades 省 → 市 → 区 and reports completeness", async () => {
    const onChange = vi.fn<(v: RegionValue, c: boolean) => void>();
    render(<Harness mode="cascader" onChange={onChange} />);
    const trigger = await openPicker();
    fireEvent.click(option("省份", "广东省"));
    fireEvent.click(option("城市", "深圳市"));
    fireEvent.click(option("区县", "南山区"));
    expect(onChange.mock.calls).toEqual<Change[]>([
      [{ province: "广东省", city: "", district: "" }, false],
      [{ province: "广东省", city: "深圳市", district: "" }, false],
      [{ province: "广东省", city: "深圳市", district: "南山区" }, true],
    ]);
    // a complete choice closes the panel and shows the value on the trigger
    expect(screen.queryByRole("listbox", { name: "省份" })).toBeNull();
    expect(trigger.textContent).toContain("广东省 深圳市 南山区");
  });

  it("resets city and district when the province changes", async () => {
    const onChange = vi.fn<(v: RegionValue, c: boolean) => void>();
    render(<Harness mode="cascader" onChange={onChange} initial={{ province: "广东省", city: "深圳市", district: "南山区" }} />);
    await openPicker();
    expect(option("区县", "南山区").getAttribute("aria-selected")).toBe("true");
    fireEvent.click(option("省份", "四川省"));
    expect(onChange).toHaveBeenLastCalledWith({ province: "四川省", city: "", district: "" }, false);
    expect(within(screen.getByRole("listbox", { name: "城市" })).queryByRole("option", { selected: true })).toBeNull();
    expect(screen.queryByRole("listbox", { name: "区县" })).toBeNull();
    expect(screen.getByText("请先选择城市")).toBeTruthy();
    expect(option("城市", "成都市")).toBeTruthy();
  });

  it("chooses a municipality's city at once: 北京市 → 北京市 → 东城区", async () => {
    const onChange = vi.fn<(v: RegionValue, c: boolean) => void>();
    render(<Harness mode="cascader" onChange={onChange} />);
    const trigger = await openPicker();
    fireEvent.click(option("省份", "北京市"));
    expect(onChange).toHaveBeenLastCalledWith({ province: "北京市", city: "北京市", district: "" }, false);
    expect(option("城市", "北京市").getAttribute("aria-selected")).toBe("true");
    fireEvent.click(option("区县", "东城区"));
    expect(onChange).toHaveBeenLastCalledWith({ province: "北京市", city: "北京市", district: "东城区" }, true);
    expect(trigger.textContent).toContain("北京市 东城区");
    expect(trigger.textContent).not.toContain("北京市 北京市");
  });

  it("completes on a city without districts (东莞市)", async () => {
    const onChange = vi.fn<(v: RegionValue, c: boolean) => void>();
    render(<Harness mode="cascader" onChange={onChange} />);
    await openPicker();
    fireEvent.click(option("省份", "广东省"));
    fireEvent.click(option("城市", "东莞市"));
    expect(onChange).toHaveBeenLastCalledWith({ province: "广东省", city: "东莞市", district: "" }, true);
  });

  it("is keyboard operable: arrows move, Enter picks, focus follows the cascade", async () => {
    const onChange = vi.fn<(v: RegionValue, c: boolean) => void>();
    render(<Harness mode="cascader" onChange={onChange} />);
    await openPicker();
    const provinces = screen.getByRole("listbox", { name: "省份" });
    await waitFor(() => expect(document.activeElement).toBe(provinces));
    fireEvent.keyDown(provinces, { key: "ArrowDown" }); // 上海市
    fireEvent.keyDown(provinces, { key: "ArrowDown" }); // 广东省
    fireEvent.keyDown(provinces, { key: "Enter" });
    expect(onChange).toHaveBeenLastCalledWith({ province: "广东省", city: "", district: "" }, false);
    const cities = screen.getByRole("listbox", { name: "城市" });
    await waitFor(() => expect(document.activeElement).toBe(cities));
    fireEvent.keyDown(cities, { key: "End" });
    fireEvent.keyDown(cities, { key: "Enter" });
    expect(onChange).toHaveBeenLastCalledWith({ province: "广东省", city: "东莞市", district: "" }, true);
  });

  it("searches all levels and picks a full path", async () => {
    const onChange = vi.fn<(v: RegionValue, c: boolean) => void>();
    render(<Harness mode="cascader" onChange={onChange} />);
    await openPicker();
    fireEvent.change(screen.getByRole("searchbox", { name: "搜索地区" }), { target: { value: "南山" } });
    fireEvent.click(within(screen.getByRole("listbox", { name: "搜索结果" })).getByRole("option", { name: "广东省 / 深圳市 / 南山区" }));
    expect(onChange).toHaveBeenLastCalledWith({ province: "广东省", city: "深圳市", district: "南山区" }, true);
  });

  it("loads the tree once per loader", async () => {
    const load = vi.fn<() => Promise<RegionNode[]>>(async () => SAMPLE_REGIONS);
    render(
      <>
        <Harness mode="cascader" loadRegions={load} label="甲" />
        <Harness mode="cascader" loadRegions={load} label="乙" />
      </>,
    );
    await waitFor(() => expect(screen.getAllByRole("button", { name: /请选择省/ })).toHaveLength(2));
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe("RegionPicker load failure", () => {
  it("shows 地区列表加载失败 and retries", async () => {
    const load = vi.fn<() => Promise<RegionNode[]>>().mockRejectedValueOnce(new Error("network")).mockResolvedValueOnce(SAMPLE_REGIONS);
    render(<Harness mode="cascader" loadRegions={load} />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("地区列表加载失败");
    expect((screen.getByRole("button", { name: /所在地区/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(alert).getByRole("button", { name: "重试" }));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    expect(load).toHaveBeenCalledTimes(2);
    await openPicker();
    expect(option("省份", "广东省")).toBeTruthy();
  });
});

describe("RegionPicker (sheet)", () => {
  it("steps 省 → 市 → 区 in a bottom sheet and closes on the last step", async () => {
    const onChange = vi.fn<(v: RegionValue, c: boolean) => void>();
    render(<Harness mode="sheet" onChange={onChange} />);
    const trigger = await openPicker();
    const sheet = screen.getByRole("dialog", { name: "选择所在地区" });
    fireEvent.click(within(sheet).getByRole("option", { name: "北京市" }));
    // municipality: the city is chosen, the sheet jumps to the district step
    expect(within(sheet).getByRole("tab", { name: "请选择区县" }).getAttribute("aria-selected")).toBe("true");
    fireEvent.click(within(sheet).getByRole("option", { name: "海淀区" }));
    expect(onChange).toHaveBeenLastCalledWith({ province: "北京市", city: "北京市", district: "海淀区" }, true);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(trigger.textContent).toContain("北京市 海淀区");
  });

  it("going back to the province tab and picking another resets the lower steps", async () => {
    const onChange = vi.fn<(v: RegionValue, c: boolean) => void>();
    render(<Harness mode="sheet" onChange={onChange} initial={{ province: "四川省", city: "成都市", district: "武侯区" }} />);
    await openPicker();
    const sheet = screen.getByRole("dialog", { name: "选择所在地区" });
    fireEvent.click(within(sheet).getByRole("tab", { name: "四川省" }));
    fireEvent.click(within(sheet).getByRole("option", { name: "浙江省" }));
    expect(onChange).toHaveBeenLastCalledWith({ province: "浙江省", city: "", district: "" }, false);
    expect(within(sheet).getByRole("tab", { name: "请选择城市" }).getAttribute("aria-selected")).toBe("true");
    expect(within(sheet).queryByRole("tab", { name: /区县|武侯区/ })).toBeNull();
    expect(within(sheet).getByRole("option", { name: "杭州市" })).toBeTruthy();
  });
});
