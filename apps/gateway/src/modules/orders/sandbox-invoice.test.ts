import { describe, expect, it } from "vitest";
import { amountInChineseCapitals, renderInvoiceSvg, sandboxInvoiceNumber, sandboxRedInvoiceNumber } from "./sandbox-invoice";

describe("amountInChineseCapitals (价税合计（大写）)", () => {
  it.each([
    [0, "零元整"],
    [0.05, "伍分"],
    [0.5, "伍角"],
    [10, "壹拾元整"],
    [12.05, "壹拾贰元零伍分"],
    [300, "叁佰元整"],
    [1005, "壹仟零伍元整"],
    [1234.56, "壹仟贰佰叁拾肆元伍角陆分"],
    [10_000, "壹万元整"],
    [100_010, "壹拾万零壹拾元整"],
    [1_000_100, "壹佰万零壹佰元整"],
    [101_000_000, "壹亿零壹佰万元整"],
    [100_000_001, "壹亿零壹元整"],
    // A red-letter invoice's total.
    [-159.9, "（负数）壹佰伍拾玖元玖角"],
  ])("%s → %s", (amount, text) => {
    expect(amountInChineseCapitals(amount)).toBe(text);
  });
});

describe("the sandbox invoice", () => {
  it("numbers an order's invoice with 20 digits, the same for the same order and year (Beijing time)", () => {
    const at = new Date("2026-12-31T17:00:00Z"); // 2027-01-01 01:00 in Beijing
    expect(sandboxInvoiceNumber(42, at)).toBe("27312000000000000042");
    expect(sandboxInvoiceNumber(42, at)).toHaveLength(20);
  });

  it("escapes what it prints and splits the tax at 13 % so amount + tax is the total", () => {
    const svg = renderInvoiceSvg({
      invoiceNo: "26312000000000000001",
      issuedAt: new Date("2026-11-24T04:00:00Z"),
      orderNumber: "XL2026112400000001",
      buyerName: `<script>alert("x")</script>`,
      lines: [{ name: "*体育用品*疾风跑鞋", spec: "黑色 42", quantity: 2, amount: 398 }],
      total: 398,
    });
    expect(svg).not.toContain("<script>");
    expect(svg).toContain("&lt;script&gt;");
    expect(svg).toContain("2026年11月24日");
    // 398 / 1.13 = 352.21, tax 45.79.
    expect(svg).toContain("352.21");
    expect(svg).toContain("45.79");
    expect(svg).toContain("叁佰玖拾捌元整");
  });

  it("numbers a red-letter invoice from its refund, never like a blue one", () => {
    const at = new Date("2026-12-31T17:00:00Z");
    expect(sandboxRedInvoiceNumber(42, at)).toBe("27312009000000000042");
    expect(sandboxRedInvoiceNumber(42, at)).not.toBe(sandboxInvoiceNumber(42, at));
  });

  it("prints a red-letter invoice (红字发票) with negative amounts and the blue invoice it reverses", () => {
    const svg = renderInvoiceSvg({
      invoiceNo: "26312009000000000007",
      issuedAt: new Date("2026-11-24T04:00:00Z"),
      orderNumber: "XL2026112400000001",
      buyerName: "张三",
      lines: [{ name: "*体育用品*疾风跑鞋", spec: "黑色 42", quantity: -1, amount: -199 }],
      total: -199,
      reverses: { invoiceNo: "26312000000000000001" },
    });
    expect(svg).toContain("<title>红字电子发票（普通发票） 26312009000000000007</title>");
    expect(svg).toContain("红字发票");
    expect(svg).toContain('被红冲蓝字发票号码：<tspan fill="#111">26312000000000000001</tspan>');
    // −199 / 1.13 = −176.11, tax −22.89.
    expect(svg).toContain("-176.11");
    expect(svg).toContain("-22.89");
    expect(svg).toContain("¥-199.00");
    expect(svg).toContain("（负数）壹佰玖拾玖元整");
  });
});
