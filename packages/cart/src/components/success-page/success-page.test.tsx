import { cleanup, configure, fireEvent, screen, waitFor } from "@testing-library/react";
import type { SchemaServer } from "@xunlan/api-client/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  answers,
  apiOf,
  argsOf,
  cashier,
  order,
  refusal,
  renderWithProviders,
  resetAnswers,
  startCartServer,
} from "../../test/cart-server";
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

  it("shows what was bought, where it goes and when it arrives (issue 26 §7); the points slot when the app fills it", async () => {
    // Paid 2026-11-27 23:30 in Beijing (15:30 UTC): ships by 11-29, arrives 11-28 to 12-02.
    answers.order = () =>
      order("XL20261127000123", { isPaid: true, status: "paid", statusText: "待发货", totalPaid: 899, payAt: "2026-11-27T15:30:00.000Z" });
    renderWithProviders(
      <SuccessPage
        client={apiOf(server)}
        {...props}
        orderNumber="XL20261127000123"
        renderPoints={(paid) => <p>本单获得 {Math.floor(paid.totalPaid)} 积分</p>}
      />,
    );
    expect(await screen.findByRole("heading", { name: "支付成功" })).toBeTruthy();
    expect(screen.getByTestId("order-number").textContent).toBe("XL20261127000123");
    const item = screen.getByTestId("success-item");
    expect(item.textContent).toContain("VELOX RUN 4");
    expect(item.textContent).toContain("白/海军蓝");
    expect(screen.getByTestId("success-item-size").textContent).toBe("尺码 265（US 8.5）");
    expect(item.querySelector("img")?.getAttribute("alt")).toBe("迅岚 疾速 4 代 男子跑步鞋");
    expect(screen.getByTestId("success-address").textContent).toBe("收货地址张三138****8000上海市静安区 南京西路 1266 号 12 楼");
    expect(screen.getByTestId("success-delivery").textContent).toContain("11月28日（周六） – 12月2日（周三）");
    expect(screen.getByTestId("success-delivery").textContent).toContain("11月29日（周日）前发出");
    expect(screen.getByTestId("success-points").textContent).toBe("本单获得 899 积分");
  });

  it("a pickup order shows the store and the slot instead of an address and a delivery date", async () => {
    answers.order = () =>
      order("XL2", {
        isPaid: true,
        status: "paid",
        payAt: "2026-11-27T02:00:00.000Z",
        pickUpSelf: true,
        pickupDate: "2026-11-29",
        pickupTimeSpan: "14:00-18:00",
        store: { id: "7", storeName: "迅岚上海南京西路旗舰店", city: "上海市", address: "南京西路 1618 号" },
      });
    renderWithProviders(<SuccessPage client={apiOf(server)} {...props} orderNumber="XL2" />);
    const pickup = await screen.findByTestId("success-pickup");
    expect(pickup.textContent).toContain("迅岚上海南京西路旗舰店");
    expect(pickup.textContent).toContain("南京西路 1618 号");
    expect(pickup.textContent).toContain("自提时间 11月29日（周日）14:00-18:00");
    expect(screen.queryByTestId("success-address")).toBeNull();
    expect(screen.queryByTestId("success-delivery")).toBeNull();
    expect(screen.queryByTestId("success-points")).toBeNull();
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
