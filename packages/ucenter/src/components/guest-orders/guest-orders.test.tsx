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
    render(<GuestOrderDetail order={{ ...SAMPLE_ORDERS[3]!, eInvoice: { status: "failed", imgUrl: null, amount: null, reversals: [] } }} />);
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
