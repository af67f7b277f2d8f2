import { cleanup, configure, fireEvent, screen, waitFor } from "@testing-library/react";
import type { SchemaServer } from "@xunlan/api-client/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { answers, apiOf, argsOf, cashier, order, refusal, renderWithProviders, resetAnswers, startCartServer } from "../../test/cart-server";
import { SuccessPage } from "./success-page";

// A loaded machine answers the first request (guest token, then the query) slowly.
configure({ asyncUtilTimeout: 15_000 });

let server: SchemaServer;
beforeAll(async () => {
  server = await startCartServer();
});
afterAll(() => server.close());
beforeEach(() => resetAnswers(server));

const props = { orderNumber: "XL1", ordersHref: "/ucenter/orders/XL1", shopHref: "/" };

describe("SuccessPage (/success, spec §2)", { timeout: 60_000 }, () => {
  it("says 支付成功 with the amount paid and links the order", async () => {
    answers.order = () => order("XL1", { isPaid: true, status: "paid", statusText: "待发货", totalPaid: 181 });
    renderWithProviders(<SuccessPage client={apiOf(server)} {...props} />);
    expect(await screen.findByRole("heading", { name: "支付成功" })).toBeTruthy();
    expect(document.body.textContent).toContain("实付金额¥181.00");
    expect(screen.getByRole("link", { name: "查看订单" }).getAttribute("href")).toBe("/ucenter/orders/XL1");
    expect(screen.getByRole("link", { name: "继续购物" }).getAttribute("href")).toBe("/");
    expect(argsOf(server, "order")).toContainEqual({ orderNumber: "XL1" });
  });

  it("a payment given up in the cashier offers 返回收银台: payOrder returns to /success and the cashier opens", async () => {
    answers.order = () => order("XL 1", { lastPaymentStatus: "cancelled" });
    answers.payOrder = (_root, args: { orderNumber: string }) => cashier(args.orderNumber);
    const openCashier = vi.fn<(url: string) => void>();
    renderWithProviders(<SuccessPage client={apiOf(server)} {...props} orderNumber="XL 1" openCashier={openCashier} />);
    fireEvent.click(await screen.findByRole("button", { name: "返回收银台" }));
    await waitFor(() => expect(openCashier).toHaveBeenCalledWith("https://cashier.example/XL 1"));
    expect(argsOf(server, "payOrder")[0]).toMatchObject({ orderNumber: "XL 1", returnUrl: "/success?orderNumber=XL%201" });
  });

  it("a refused payOrder is a toast with the gateway's message, and no cashier", async () => {
    answers.order = () => order("XL1", { lastPaymentStatus: "failed" });
    answers.payOrder = () => {
      throw refusal("订单已关闭");
    };
    const openCashier = vi.fn<(url: string) => void>();
    renderWithProviders(<SuccessPage client={apiOf(server)} {...props} openCashier={openCashier} />);
    fireEvent.click(await screen.findByRole("button", { name: "返回收银台" }));
    expect((await screen.findByTestId("toast")).textContent).toBe("订单已关闭");
    expect(openCashier).not.toHaveBeenCalled();
  });

  it("取消订单 on a payment given up: the app cancels, the page says 订单已取消 (issue 24)", async () => {
    let cancelled = false;
    const later = "2099-01-01T00:00:00.000Z";
    answers.order = () =>
      cancelled
        ? order("XL1", { status: "cancelled", statusText: "已取消", paymentExpireAt: later, lastPaymentStatus: "cancelled" })
        : order("XL1", { paymentExpireAt: later, lastPaymentStatus: "cancelled" });
    const onCancelOrder = vi.fn<(orderNumber: string) => Promise<void>>(async (orderNumber) => {
      expect(orderNumber).toBe("XL1");
      cancelled = true;
    });
    renderWithProviders(<SuccessPage client={apiOf(server)} {...props} onCancelOrder={onCancelOrder} />);
    expect(await screen.findByRole("heading", { name: "支付已取消" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "取消订单" }));
    expect(await screen.findByRole("heading", { name: "订单已取消" })).toBeTruthy();
    expect(onCancelOrder).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("button", { name: "取消订单" })).toBeNull();
    expect(screen.queryByRole("button", { name: "返回收银台" })).toBeNull();
  });

  it("no 取消订单 once paid, nor without the app's cancel; a refusal is a toast", async () => {
    answers.order = () => order("XL1", { isPaid: true, status: "paid", statusText: "待发货" });
    renderWithProviders(<SuccessPage client={apiOf(server)} {...props} onCancelOrder={async () => {}} />);
    expect(await screen.findByRole("heading", { name: "支付成功" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "取消订单" })).toBeNull();
    cleanup();
    answers.order = () => order("XL1", { lastPaymentStatus: "failed", paymentExpireAt: "2099-01-01T00:00:00.000Z" });
    renderWithProviders(<SuccessPage client={apiOf(server)} {...props} />);
    expect(await screen.findByRole("heading", { name: "支付失败" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "取消订单" })).toBeNull();
    cleanup();
    renderWithProviders(
      <SuccessPage
        client={apiOf(server)}
        {...props}
        onCancelOrder={async () => {
          throw new Error("订单已支付，不能取消");
        }}
      />,
    );
    fireEvent.click(await screen.findByRole("button", { name: "取消订单" }));
    expect((await screen.findByTestId("toast")).textContent).toBe("订单已支付，不能取消");
  });
});
