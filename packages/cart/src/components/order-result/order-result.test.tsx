import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { OrderResult } from "./order-result";

describe("OrderResult", () => {
  const base = { orderNumber: "XL1", amount: 181, ordersHref: "/ucenter/orders", shopHref: "/" } as const;
  it("says 支付成功 with the amount paid when paid", () => {
    render(<OrderResult state="paid" {...base} />);
    expect(screen.getByRole("heading", { name: "支付成功" })).toBeTruthy();
    expect(document.body.textContent).toContain("实付金额¥181.00");
    expect(screen.getByRole("link", { name: "查看订单" }).getAttribute("href")).toBe("/ucenter/orders");
  });
  it("says 订单已过期 when the order expired", () => {
    render(<OrderResult state="expired" {...base} />);
    expect(screen.getByRole("heading", { name: "订单已过期" })).toBeTruthy();
  });
  it("shows the deadline in China time while pending", () => {
    render(<OrderResult state="pending" {...base} expiresAt="2026-11-23T12:15:00Z" />);
    expect(screen.getByRole("heading", { name: "正在确认支付结果…" })).toBeTruthy();
    expect(document.body.textContent).toContain("2026/11/23 20:15");
  });
});
