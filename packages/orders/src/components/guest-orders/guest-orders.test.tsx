import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SAMPLE_ORDER, SAMPLE_ORDERS, SAMPLE_REVERSED_INVOICE_ORDER } from "../../fixtures/orders";
import { GuestOrderDetail } from "./guest-orders";

// /guest-order-detail (spec §2) shows the e-invoice the way a member's order detail does.
describe("GuestOrderDetail: the e-invoice", () => {
  const invoiceSection = () => screen.getByRole("region", { name: "发票信息" });

  it("has no 发票信息 for an order without an invoice", () => {
    render(<GuestOrderDetail order={SAMPLE_ORDER} />);
    expect(screen.queryByRole("region", { name: "发票信息" })).toBeNull();
    expect(screen.queryByText("电子发票")).toBeNull();
  });

  it("shows 开具中 while the invoice is being issued, never a link", () => {
    render(<GuestOrderDetail order={SAMPLE_ORDERS[3]!} />);
    const section = invoiceSection();
    expect(within(section).getByText("电子发票")).toBeTruthy();
    expect(within(section).getByTestId("order-invoice-status").textContent).toBe("开具中");
    expect(within(section).queryByRole("link")).toBeNull();
  });

  it("shows 开具失败 when the platform refused it", () => {
    render(
      <GuestOrderDetail order={{ ...SAMPLE_ORDERS[3]!, eInvoice: { status: "failed", imgUrl: null, amount: null, reversals: [] } }} />,
    );
    expect(within(invoiceSection()).getByTestId("order-invoice-status").textContent).toBe("开具失败");
  });

  it("opens the issued invoice with 查看发票 in a new tab, and the red-letter invoices of refunds under it", () => {
    render(<GuestOrderDetail order={SAMPLE_REVERSED_INVOICE_ORDER} />);
    const section = invoiceSection();
    const blue = within(section).getByRole("link", { name: "查看发票" });
    expect(blue.getAttribute("href")).toBe(SAMPLE_REVERSED_INVOICE_ORDER.eInvoice!.imgUrl);
    expect(blue.getAttribute("target")).toBe("_blank");
    expect(blue.getAttribute("rel")).toBe("noreferrer");
    expect(within(section).getByText("¥1,397.00")).toBeTruthy();
    const red = within(section).getByRole("link", { name: "查看红字发票" });
    expect(red.getAttribute("href")).toBe(SAMPLE_REVERSED_INVOICE_ORDER.eInvoice!.reversals[0]!.imgUrl);
    expect(within(section).getByTestId("order-invoice-reversal-status").textContent).toBe("冲红中");
  });
});

// Issue 24 item 7: a guest reads the lines as a member does — Chinese names, labelled size and quantity.
describe("GuestOrderDetail: the lines", () => {
  it("names each item in Chinese and writes 颜色, 尺码 as picked and 数量, with the line's 小计", () => {
    render(<GuestOrderDetail order={SAMPLE_ORDER} />);
    const items = within(screen.getByRole("list", { name: "订单商品" })).getAllByRole("listitem");
    expect(items.map((i) => within(i).getByRole("img").getAttribute("alt"))).toEqual(["迅岚 疾风 5 代 男子跑鞋", "迅岚 速干短袖 T 恤"]);
    expect(within(items[0]!).getByText("迅岚 疾风 5 代 男子跑鞋")).toBeTruthy();
    expect(within(items[0]!).getByText("颜色 曜石黑 · 尺码 265（US 8.5） · 数量 1")).toBeTruthy();
    expect(within(items[1]!).getByText("颜色 雾白 · 尺码 170/92A（US M） · 数量 2")).toBeTruthy();
    expect(within(items[1]!).getByText("小计").textContent).toBe("小计 ¥498.00");
    // No bare "M × 2" or EU size left.
    expect(items[1]!.textContent).not.toMatch(/×/);
  });
});
