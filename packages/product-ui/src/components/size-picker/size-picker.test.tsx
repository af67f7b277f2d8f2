import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { detailColor, sizeChart } from "../../fixtures";
import type { ProductSize } from "../../lib/types";
import { SizePicker } from "./size-picker";

afterEach(cleanup);

function size(cnSize: string, saleableQty: number | null, usSize = "8"): ProductSize {
  return { id: cnSize, label: cnSize, ean: `69${cnSize}`, usSize, cnSize, productId: "P-1", productSlug: "p-1", saleableQty };
}

function Harness({ sizes, onPick }: { sizes: ProductSize[]; onPick?: (s: ProductSize) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <SizePicker
      sizes={sizes}
      value={value}
      onChange={(picked) => {
        onPick?.(picked);
        setValue(picked.ean);
      }}
    />
  );
}

describe("SizePicker (spec §5 stock states)", () => {
  it("shows CN and US sizes as a radio group", () => {
    render(<Harness sizes={[size("250", 10, "7")]} />);
    expect(screen.getByRole("radiogroup", { name: "选择尺码" })).toBeTruthy();
    expect(screen.getByRole("radio", { name: /^250 · US 7$/ })).toBeTruthy();
  });

  it("reads a size as the gateway's size conversion table says: 中国码 first, then US and EU (issue 13)", () => {
    const sizeDisplay = { primary: "245", unit: "中国码", equivalents: ["US 6.5", "EU 39"], text: "中国码 245 · US 6.5 · EU 39" };
    render(<Harness sizes={[{ ...size("245", 10, "6.5"), sizeDisplay }]} />);
    const radio = screen.getByRole("radio", { name: "中国码 245 · US 6.5 · EU 39" });
    fireEvent.click(radio);
    expect(screen.getByText("中国码 245 · US 6.5 · EU 39")).toBeTruthy();
  });

  it("disables a sold-out size (saleableQty 0) and names it 暂无库存", () => {
    const onPick = vi.fn<(s: ProductSize) => void>();
    render(<Harness sizes={[size("245", 0), size("250", 10)]} onPick={onPick} />);
    const soldOut = screen.getByRole("radio", { name: /245.*暂无库存/ }) as HTMLInputElement;
    expect(soldOut.disabled).toBe(true);
    expect(soldOut.closest("label")?.getAttribute("data-state")).toBe("sold-out");
    fireEvent.click(soldOut);
    expect(onPick).not.toHaveBeenCalled();
  });

  it.each([1, 2, 3])("shows 库存紧张 when the selected size has %i left", (qty) => {
    render(<Harness sizes={[size("250", qty)]} />);
    expect(screen.queryByText("库存紧张")).toBeNull();
    fireEvent.click(screen.getByRole("radio", { name: /250/ }));
    expect(screen.getByRole("status").textContent).toBe("库存紧张");
  });

  it("shows no notice at 4 left", () => {
    render(<Harness sizes={[size("250", 4)]} />);
    fireEvent.click(screen.getByRole("radio", { name: /250/ }));
    expect((screen.getByRole("radio", { name: /250/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText("库存紧张")).toBeNull();
  });

  it("calls onChange with the size and shows the purchase limit", () => {
    const onChange = vi.fn<(s: ProductSize) => void>();
    const sizes = detailColor.productSizes!;
    const inStock = sizes.find((candidate) => (candidate.saleableQty ?? 0) > 3)!;
    render(<SizePicker sizes={sizes} onChange={onChange} purchaseLimit={2} />);
    fireEvent.click(screen.getByRole("radio", { name: inStock.sizeDisplay!.text }));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ ean: inStock.ean, cnSize: inStock.cnSize }));
    expect(screen.getByText("限购 2 件")).toBeTruthy();
  });

  it("shows 暂无库存 when every size is sold out", () => {
    render(<Harness sizes={[size("245", 0), size("250", 0)]} />);
    expect(screen.getByRole("status").textContent).toBe("暂无库存");
  });

  it("opens the 尺码表 dialog with the table, and 尺码表加载失败 when loading failed", async () => {
    const onOpen = vi.fn<() => void>();
    const { rerender } = render(<SizePicker sizes={[size("250", 5)]} sizeChart={sizeChart} onSizeChartOpen={onOpen} />);
    fireEvent.click(screen.getByRole("button", { name: "尺码表" }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    // the dialog loads when first opened
    const dialog = await screen.findByRole("dialog", { name: "尺码表" });
    expect(dialog.querySelectorAll("tbody tr")).toHaveLength(sizeChart.rows.length);
    expect(screen.getByRole("columnheader", { name: "美码 US" })).toBeTruthy();
    rerender(<SizePicker sizes={[size("250", 5)]} sizeChart={null} sizeChartError onSizeChartOpen={onOpen} />);
    expect(screen.getByRole("alert").textContent).toContain("尺码表加载失败");
    fireEvent.click(screen.getByRole("button", { name: "重试" }));
    expect(onOpen).toHaveBeenCalledTimes(2);
  });
});
