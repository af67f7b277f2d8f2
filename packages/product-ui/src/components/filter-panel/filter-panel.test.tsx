import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { filters } from "../../fixtures";
import type { ListingQuery } from "../../lib/listing-query";
import { FilterPanel } from "./filter-panel";

afterEach(cleanup);

function Harness({ onConfirm = () => {} }: { onConfirm?: (q: ListingQuery) => void }) {
  const [value, setValue] = useState<ListingQuery>({ sort: "default", filters: {} });
  return (
    <FilterPanel
      open
      filters={filters}
      value={value}
      onChange={setValue}
      onConfirm={() => onConfirm(value)}
      onClose={() => {}}
      resultCount={128}
    />
  );
}

describe("FilterPanel (spec §2 sort and filter panel)", () => {
  it("is a dialog with the sort section, one section per filter and size chips", () => {
    render(<Harness />);
    const dialog = screen.getByRole("dialog", { name: "筛选" });
    expect(within(dialog).getByRole("group", { name: "排序" })).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole("radio")
        .map((r) => r.closest("label")!.textContent),
    ).toEqual(["默认排序", "最新上架", "价格从高到低", "价格从低到高"]);
    expect(within(dialog).getByRole("group", { name: /颜色/ })).toBeTruthy();
    const sizes = within(dialog).getByRole("group", { name: /尺码/ });
    expect(within(sizes).getByRole("checkbox", { name: "中国码 265 · US 8.5 · EU 42" })).toBeTruthy();
  });

  it("toggles chips, sort, resets with 重置 and confirms with 确定（N）", () => {
    const onConfirm = vi.fn<(q: ListingQuery) => void>();
    render(<Harness onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole("checkbox", { name: /黑色/ }));
    fireEvent.click(screen.getByRole("checkbox", { name: "中国码 270 · US 9 · EU 42.5" }));
    fireEvent.click(screen.getByRole("radio", { name: "价格从低到高" }));
    expect((screen.getByRole("checkbox", { name: /黑色/ }) as HTMLInputElement).checked).toBe(true);
    const confirm = screen.getByRole("button", { name: /确定/ });
    expect(confirm.textContent).toBe("确定（128）");
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenLastCalledWith({ sort: "priceAsc", filters: { color: ["black"], us_size: ["9"] } });
    fireEvent.click(screen.getByRole("button", { name: "重置" }));
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenLastCalledWith({ sort: "default", filters: {} });
  });

  it("inline variant renders an aside without overlay", () => {
    render(<FilterPanel variant="inline" filters={filters} value={{ sort: "default", filters: {} }} onChange={() => {}} />);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("complementary", { name: "筛选" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /确定/ })).toBeNull();
  });
});
