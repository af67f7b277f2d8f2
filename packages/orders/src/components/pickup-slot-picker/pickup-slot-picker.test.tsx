import { fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { SAMPLE_AFTER_SALE_OPTIONS } from "../../fixtures/after-sale";
import type { PickupChoice } from "../../lib/after-sale";
import { PickupSlotPicker } from "./pickup-slot-picker";

function Harness({ onChange }: { onChange: (v: PickupChoice) => void }) {
  const [value, setValue] = useState<PickupChoice>({ date: "", timeSpan: "" });
  return (
    <PickupSlotPicker
      days={SAMPLE_AFTER_SALE_OPTIONS.pickupDays}
      timeSpans={SAMPLE_AFTER_SALE_OPTIONS.pickupTimeSpans}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe("PickupSlotPicker (spec §4 pickup slots)", () => {
  it("shows every day in order; only the three selectable days can be chosen (padding and blocked days disabled)", () => {
    render(<Harness onChange={vi.fn<(v: PickupChoice) => void>()} />);
    const days = within(screen.getByRole("group", { name: "取件日期" })).getAllByRole("radio");
    expect(days.map((d) => [d.getAttribute("aria-label"), (d as HTMLInputElement).disabled])).toEqual([
      ["12月29日 周二（不可预约）", true],
      ["12月30日 周三（不可预约）", true],
      ["12月31日 周四", false],
      ["1月1日 周五（不可预约）", true],
      ["1月2日 周六", false],
      ["1月3日 周日", false],
      ["1月4日 周一（不可预约）", true],
      ["1月5日 周二（不可预约）", true],
    ]);
  });

  it("reports the chosen day and time span", () => {
    const onChange = vi.fn<(v: PickupChoice) => void>();
    render(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByRole("radio", { name: "1月2日 周六" }));
    expect(onChange).toHaveBeenLastCalledWith({ date: "2027-01-02", timeSpan: "" });
    expect((screen.getByRole("radio", { name: "1月2日 周六" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole("radio", { name: "下午 13:00-18:00" }));
    expect(onChange).toHaveBeenLastCalledWith({ date: "2027-01-02", timeSpan: "13:00-18:00" });
    // A disabled day cannot be picked.
    fireEvent.click(screen.getByRole("radio", { name: "1月1日 周五（不可预约）" }));
    expect(onChange).toHaveBeenLastCalledWith({ date: "2027-01-02", timeSpan: "13:00-18:00" });
  });

  it("names what is missing", () => {
    render(
      <PickupSlotPicker
        days={SAMPLE_AFTER_SALE_OPTIONS.pickupDays}
        timeSpans={["09:00-12:00"]}
        value={{ date: "", timeSpan: "" }}
        onChange={() => {}}
        dateError="请选择取件日期"
        timeSpanError="请选择取件时间段"
      />,
    );
    expect(screen.getAllByRole("alert").map((a) => a.textContent)).toEqual(["请选择取件日期", "请选择取件时间段"]);
  });
});
