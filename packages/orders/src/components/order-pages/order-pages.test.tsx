import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { configure, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createTestApiClient, type SchemaServer, startSchemaServer } from "@xunlan/api-client/testing";
import { PopupProvider } from "@xunlan/ui";
import { GraphQLError } from "graphql";
import type { ReactNode } from "react";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { SAMPLE_AFTER_SALE } from "../../fixtures/after-sale";
import { SAMPLE_ORDER, SAMPLE_ORDERS, SAMPLE_REVERSED_INVOICE_ORDER, SAMPLE_SHIPPING_STATUS } from "../../fixtures/orders";
import type { MemberOrder } from "../../lib/orders";
import { OrderDetailPage, OrderListPage } from "./order-pages";

// A loaded machine answers the first request (guest token, then the query) slowly.
configure({ asyncUtilTimeout: 15_000 });

// The pages run their operations against the contract (schema.graphql) with real validation.
let server: SchemaServer;
let orders: MemberOrder[] = [];
let total = 0;

const byNumber = (orderNumber: string) => orders.find((o) => o.orderNumber === orderNumber);
const STORE = {
  id: "1",
  omsStoreCode: "SH001",
  storeName: "迅岚上海南京西路旗舰店",
  city: "上海市",
  address: "南京西路 1266 号",
  telephone: "021-6288 1266",
  operationStartTime: "10:00",
  operationEndTime: "22:00",
};
const notFound = (message: string) => new GraphQLError(message, { extensions: { code: "404", statusCode: 404 } });

beforeAll(async () => {
  server = await startSchemaServer({
    Query: {
      orderList: (_root, args) => ({ items: orders, count: total || orders.length, pageNumber: args.pageNumber, pageSize: args.pageSize }),
      orderDetail: (_root, args) => byNumber(args.orderNumber) ?? notFound("订单不存在"),
      orderShippingStatus: () => ({ ...SAMPLE_SHIPPING_STATUS, data: [...SAMPLE_SHIPPING_STATUS.data].reverse() }),
      afterSaleList: (_root, args) => ({
        items: args.orderNumber === SAMPLE_ORDER.orderNumber ? [SAMPLE_AFTER_SALE] : [],
        count: 1,
        pageNumber: 1,
        pageSize: 50,
      }),
    },
    Mutation: {
      webAuthorization: () => ({ token: "t", expiresAt: "2030-01-01T00:00:00.000Z" }),
      confirmOrder: (_root, args) => {
        const order = byNumber(args.orderNumber)!;
        Object.assign(order, { status: "completed", statusText: "已完成", completedAt: "2026-12-22T02:00:00.000Z" });
        return order;
      },
      cancelOrder: (_root, args) => {
        const order = byNumber(args.orderNumber)!;
        if (order.status !== "pending_payment") {
          return new GraphQLError("订单已支付，不能取消", { extensions: { code: "400", statusCode: 400, field: "orderNumber" } });
        }
        Object.assign(order, { status: "cancelled", statusText: "已取消", reason: args.reason, cancelledAt: "2026-12-22T03:00:00.000Z" });
        return order;
      },
      afterSaleCancelRefund: (_root, args) => {
        const order = byNumber(args.orderNumber)!;
        Object.assign(order, { status: "refunded", statusText: "已退款" });
        return { order, refundAmount: order.totalPaid, refundStatus: "succeeded" };
      },
    },
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  orders = structuredClone(SAMPLE_ORDERS);
  total = 0;
});

function wrap(children: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <PopupProvider>{children}</PopupProvider>
    </QueryClientProvider>,
  );
}

const api = () => createTestApiClient(server.url);
const calls = (field: string) => server.calls.filter((c) => c.field === field);

describe("OrderListPage (/ucenter/orders)", { timeout: 60_000 }, () => {
  it("asks orderList for the tab's §7 filters and page, and lists the orders with status and amount", async () => {
    total = 23;
    wrap(<OrderListPage api={api()} isLoggedIn tab="shipped" page={2} />);
    const list = await screen.findByRole("list", { name: "订单列表" });
    expect(calls("orderList").map((c) => c.args)).toContainEqual({ pageNumber: 2, pageSize: 10, filters: { status: "shipped" } });
    expect(screen.getByText("XL20261220123456")).toBeTruthy();
    expect(within(list).getAllByRole("link", { name: /^查看详情/ })).toHaveLength(4);
    expect(screen.getByText("共 23 个订单")).toBeTruthy();
    expect(screen.getByText("第 2 / 3 页")).toBeTruthy();
    expect(screen.getByRole("link", { name: "下一页" }).getAttribute("href")).toBe("/ucenter/orders?tab=shipped&page=3");
    expect(screen.getByRole("link", { name: "上一页" }).getAttribute("href")).toBe("/ucenter/orders?tab=shipped");
    const tabs = within(screen.getByRole("navigation", { name: "订单状态" })).getAllByRole("link");
    expect(tabs.map((t) => t.textContent)).toEqual(["全部", "待付款", "待发货", "已发货", "已完成", "售后/退款", "门店订单"]);
    expect(tabs.find((t) => t.getAttribute("aria-current") === "page")?.textContent).toBe("已发货");
    expect(screen.getByRole("link", { name: "查看详情：XL20261220123456" }).getAttribute("href")).toBe("/ucenter/orders/XL20261220123456");
  });

  it("has no 门店订单 tab when the brand has no retail POS (storeOrders false)", async () => {
    wrap(<OrderListPage api={api()} isLoggedIn tab="all" page={1} storeOrders={false} />);
    await screen.findByRole("list", { name: "订单列表" });
    const tabs = within(screen.getByRole("navigation", { name: "订单状态" })).getAllByRole("link");
    expect(tabs.map((t) => t.textContent)).toEqual(["全部", "待付款", "待发货", "已发货", "已完成", "售后/退款"]);
  });

  it("sends the isStore filter for 门店订单 and both after-sale statuses for 售后/退款", async () => {
    const { unmount } = wrap(<OrderListPage api={api()} isLoggedIn tab="store" page={1} />);
    await screen.findByRole("list", { name: "订单列表" });
    expect(calls("orderList").map((c) => c.args.filters)).toContainEqual({ isStore: true });
    unmount();
    wrap(<OrderListPage api={api()} isLoggedIn tab="after_sale" page={1} />);
    await screen.findByRole("list", { name: "订单列表" });
    expect(calls("orderList").map((c) => c.args.filters)).toContainEqual({ statuses: ["after_sale", "refunded"] });
  });

  it("offers 去支付 only on the unpaid order and hands it to the app", async () => {
    const onPay = vi.fn<(order: MemberOrder) => void>();
    wrap(<OrderListPage api={api()} isLoggedIn tab="all" page={1} onPay={onPay} />);
    const buttons = await screen.findAllByRole("button", { name: "去支付" });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0]!);
    expect(onPay.mock.calls[0]![0].orderNumber).toBe("XL20261222000012");
  });

  it("offers 再次购买 on each online order (not in-store ones), hands the order to the app and shows a refusal on its card", async () => {
    orders.push({
      ...structuredClone(SAMPLE_ORDER),
      id: "20",
      orderNumber: "XS20261101000020",
      isStore: true,
      status: "completed",
      statusText: "已完成",
    });
    const onReorder = vi.fn<(order: MemberOrder) => Promise<void>>(async (order) => {
      if (order.orderNumber === "XL20261201000008") throw new Error("该订单的商品均已下架");
    });
    wrap(<OrderListPage api={api()} isLoggedIn tab="all" page={1} onReorder={onReorder} />);
    const list = await screen.findByRole("list", { name: "订单列表" });
    const buttons = within(list).getAllByRole("button", { name: /^再次购买/ });
    expect(buttons.map((b) => b.textContent)).toEqual(SAMPLE_ORDERS.map((o) => `再次购买：${o.orderNumber}`));
    fireEvent.click(screen.getByRole("button", { name: "再次购买：XL20261220123456" }));
    await waitFor(() => expect(onReorder).toHaveBeenCalledTimes(1));
    expect(onReorder.mock.calls[0]![0].orderNumber).toBe("XL20261220123456");
    expect(screen.queryByRole("alert")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "再次购买：XL20261201000008" }));
    const card = (await screen.findByRole("alert")).closest("li")!;
    expect(within(card).getByRole("alert").textContent).toBe("该订单的商品均已下架");
    expect(within(card).getByText("XL20261201000008")).toBeTruthy();
  });

  it("says 暂无订单 with the empty_order_list recommendations when there is no order at all, a short line in an empty tab", async () => {
    orders = [];
    const { unmount } = wrap(<OrderListPage api={api()} isLoggedIn tab="all" page={1} emptyRecommendations={<p>为你推荐</p>} />);
    expect(await screen.findByRole("heading", { name: "暂无订单" })).toBeTruthy();
    expect(screen.getByText("为你推荐")).toBeTruthy();
    unmount();
    wrap(<OrderListPage api={api()} isLoggedIn tab="paid" page={1} emptyRecommendations={<p>为你推荐</p>} />);
    expect(await screen.findByText("该分类下暂无订单")).toBeTruthy();
    expect(screen.queryByText("为你推荐")).toBeNull();
  });
});

describe("取消订单 of an unpaid order (issue 24 item 4)", { timeout: 60_000 }, () => {
  const UNPAID = "XL20261222000012";

  it("on the list: only the unpaid card offers it; 暂不取消 sends nothing; a reason cancels it to 已取消", async () => {
    wrap(<OrderListPage api={api()} isLoggedIn tab="all" page={1} onPay={() => {}} />);
    const list = await screen.findByRole("list", { name: "订单列表" });
    const buttons = within(list).getAllByRole("button", { name: /^取消订单/ });
    expect(buttons.map((b) => b.textContent)).toEqual([`取消订单：${UNPAID}`]);
    fireEvent.click(buttons[0]!);
    let dialog = await screen.findByRole("dialog", { name: "取消订单" });
    const reasons = within(within(dialog).getByRole("radiogroup", { name: "请选择取消原因" })).getAllByRole("radio");
    expect(reasons.map((r) => (r as HTMLInputElement).value)).toEqual([
      "不想买了",
      "信息填写错误，重新下单",
      "商品选错了（尺码、颜色）",
      "忘记使用优惠券",
      "支付遇到问题",
      "其他",
    ]);
    fireEvent.click(within(dialog).getByRole("button", { name: "暂不取消" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "取消订单" })).toBeNull());
    expect(calls("cancelOrder")).toHaveLength(0);

    fireEvent.click(screen.getByRole("button", { name: `取消订单：${UNPAID}` }));
    dialog = await screen.findByRole("dialog", { name: "取消订单" });
    // Nothing is sent without a reason.
    fireEvent.click(within(dialog).getByRole("button", { name: "确定取消" }));
    expect(within(dialog).getByRole("alert").textContent).toBe("请选择取消原因");
    fireEvent.click(within(dialog).getByRole("radio", { name: "忘记使用优惠券" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "确定取消" }));
    await waitFor(() => expect(calls("cancelOrder")).toHaveLength(1));
    expect(calls("cancelOrder")[0]!.args).toEqual({ orderNumber: UNPAID, reason: "忘记使用优惠券" });
    // The list is asked again and the card now says 已取消, without 取消订单 or 去支付.
    await waitFor(() => expect(screen.queryByRole("button", { name: `取消订单：${UNPAID}` })).toBeNull());
    const card = screen.getByText(UNPAID).closest("li")!;
    await waitFor(() => expect(within(card).getByText("已取消")).toBeTruthy());
    expect(within(card).queryByRole("button", { name: "去支付" })).toBeNull();
  });

  it("on the detail: 其他 asks for the shopper's words, then the page shows 已取消 and the reason", async () => {
    const onPay = vi.fn<(order: MemberOrder) => void>();
    wrap(<OrderDetailPage api={api()} isLoggedIn orderNumber={UNPAID} onPay={onPay} />);
    fireEvent.click(await screen.findByRole("button", { name: "取消订单" }));
    const dialog = await screen.findByRole("dialog", { name: "取消订单" });
    fireEvent.click(within(dialog).getByRole("radio", { name: "其他" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "确定取消" }));
    expect(within(dialog).getByRole("alert").textContent).toBe("请填写取消原因");
    fireEvent.change(within(dialog).getByRole("textbox", { name: "请填写取消原因" }), { target: { value: "  地址写错了  " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "确定取消" }));
    await waitFor(() => expect(screen.getByTestId("order-status").textContent).toBe("已取消"));
    expect(calls("cancelOrder")[0]!.args).toEqual({ orderNumber: UNPAID, reason: "其他：地址写错了" });
    expect(screen.getByText("取消原因：其他：地址写错了")).toBeTruthy();
    expect(screen.getByText("取消原因").nextElementSibling?.textContent).toBe("其他：地址写错了");
    expect(screen.queryByRole("button", { name: /去支付/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "取消订单" })).toBeNull();
  });

  it("shows the gateway's refusal in Chinese when the order was paid meanwhile", async () => {
    wrap(<OrderDetailPage api={api()} isLoggedIn orderNumber={UNPAID} />);
    fireEvent.click(await screen.findByRole("button", { name: "取消订单" }));
    // Paid in another tab while the dialog was open.
    Object.assign(byNumber(UNPAID)!, { status: "paid", statusText: "待发货" });
    const dialog = await screen.findByRole("dialog", { name: "取消订单" });
    fireEvent.click(within(dialog).getByRole("radio", { name: "不想买了" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "确定取消" }));
    expect((await screen.findByRole("alert")).textContent).toBe("订单已支付，不能取消");
  });
});

describe("OrderDetailPage (/ucenter/orders/{orderNumber})", { timeout: 60_000 }, () => {
  it("labels each line's price: 实付 after discounts, 原价 struck through when it was more", async () => {
    Object.assign(byNumber("XL20261220123456")!.orderItems[0]!, { sharePrice: 809.1, totalPaid: 809.1 });
    wrap(<OrderDetailPage api={api()} isLoggedIn orderNumber="XL20261220123456" />);
    const items = within(await screen.findByRole("list", { name: "订单商品" })).getAllByRole("listitem");
    const paid = within(items[0]!).getByText("实付");
    expect(paid.nextElementSibling?.textContent).toBe("¥809.10");
    const list = within(items[0]!).getByText("原价");
    expect(list.nextElementSibling?.querySelector("s")?.textContent).toBe("¥899.00");
    // Full price: 实付 alone, nothing struck.
    expect(within(items[1]!).getByText("实付").nextElementSibling?.textContent).toBe("¥249.00");
    expect(within(items[1]!).queryByText("原价")).toBeNull();
    expect(items[1]!.querySelector("s")).toBeNull();
  });

  it("shows the items, address, amounts, payment, shipping number, tracking newest first and the order's returns", async () => {
    wrap(<OrderDetailPage api={api()} isLoggedIn orderNumber="XL20261220123456" />);
    expect((await screen.findByTestId("order-status")).textContent).toBe("已发货");
    const items = within(screen.getByRole("list", { name: "订单商品" })).getAllByRole("listitem");
    expect(items.map((i) => within(i).getByRole("img").getAttribute("alt"))).toEqual(["迅岚 疾风 5 代 男子跑鞋", "迅岚 速干短袖 T 恤"]);
    // The size as the shopper picked it (the bag's words), not the EU sizeLabel.
    expect(within(items[1]!).getByText("雾白 · 尺码 170/92A（US M） · 数量 2")).toBeTruthy();
    expect(within(items[0]!).getByText("曜石黑 · 尺码 265（US 8.5） · 数量 1")).toBeTruthy();
    expect(within(items[0]!).getByText("¥899.00")).toBeTruthy();
    expect(screen.getByText("139****5678")).toBeTruthy();
    expect(screen.getByText("上海市 徐汇区 漕溪北路 88 号 1 栋 1201")).toBeTruthy();
    expect(screen.getByText("微信支付")).toBeTruthy();
    expect(screen.getByText("顺丰速运 SF1234567890123")).toBeTruthy();
    expect(screen.getAllByText("¥1,397.00").length).toBe(2);
    const lines = within(await screen.findByRole("list", { name: "物流轨迹" })).getAllByRole("listitem");
    // The server answered oldest first; the timeline still shows the newest first.
    expect(lines.map((l) => l.querySelector("time")?.textContent)).toEqual([
      "2026-12-21 09:12:00",
      "2026-12-21 03:40:00",
      "2026-12-20 22:05:00",
      "2026-12-20 18:00:00",
    ]);
    expect(screen.getByText("派件中")).toBeTruthy();
    expect(calls("orderShippingStatus")[0]!.args).toEqual({ orderNumber: "XL20261220123456", shippingNumber: "SF1234567890123" });
    expect((await screen.findByRole("link", { name: "查看售后：XR2026122112345678" })).getAttribute("href")).toBe(
      "/refund/detail?returnOrderNumber=XR2026122112345678",
    );
    expect(calls("afterSaleList")[0]!.args).toMatchObject({ orderNumber: "XL20261220123456" });
    expect(screen.getByRole("link", { name: "申请售后" }).getAttribute("href")).toBe("/refund?orderNumber=XL20261220123456");
  });

  it("确认收货 asks first, then confirmOrder makes it 已完成", async () => {
    wrap(<OrderDetailPage api={api()} isLoggedIn orderNumber="XL20261220123456" />);
    fireEvent.click(await screen.findByRole("button", { name: "确认收货" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText("请确认您已收到全部商品，确认后订单将完成。")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "再等等" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(calls("confirmOrder")).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "确认收货" }));
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "确认收货" }));
    await waitFor(() => expect(screen.getByTestId("order-status").textContent).toBe("已完成"));
    expect(calls("confirmOrder")[0]!.args).toEqual({ orderNumber: "XL20261220123456" });
    expect(screen.queryByRole("button", { name: "确认收货" })).toBeNull();
    expect(await screen.findByText("已确认收货")).toBeTruthy();
  });

  it("取消订单并退款 on a paid order that has not shipped; 去支付 only while unpaid", async () => {
    const onPay = vi.fn<(order: MemberOrder) => void>();
    const { unmount } = wrap(<OrderDetailPage api={api()} isLoggedIn orderNumber="XL20261221000011" onPay={onPay} />);
    expect(await screen.findByText("已付款，仓库正在为您备货")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /去支付/ })).toBeNull();
    expect(screen.queryByRole("link", { name: "申请售后" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "取消订单并退款" }));
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "确定取消" }));
    await waitFor(() => expect(screen.getByTestId("order-status").textContent).toBe("已退款"));
    expect(calls("afterSaleCancelRefund")[0]!.args).toEqual({ orderNumber: "XL20261221000011", reason: null });
    unmount();
    wrap(<OrderDetailPage api={api()} isLoggedIn orderNumber="XL20261222000012" onPay={onPay} />);
    fireEvent.click(await screen.findByRole("button", { name: "去支付 ¥899.00" }));
    expect(onPay.mock.calls[0]![0].orderNumber).toBe("XL20261222000012");
    expect(screen.queryByRole("button", { name: "取消订单并退款" })).toBeNull();
  });

  it("shows the e-invoice only when the order has one: 开具中 while pending, 查看发票 opening the picture once issued", async () => {
    const { unmount } = wrap(<OrderDetailPage api={api()} isLoggedIn orderNumber="XL20261220123456" />);
    await screen.findByTestId("order-status");
    expect(screen.queryByText("电子发票")).toBeNull();
    unmount();
    const second = wrap(<OrderDetailPage api={api()} isLoggedIn orderNumber="XL20261201000008" />);
    expect((await screen.findByTestId("order-invoice-status")).textContent).toBe("开具中");
    expect(screen.queryByRole("link", { name: "查看发票" })).toBeNull();
    second.unmount();
    const imgUrl = "/sandbox/invoices/XL20261201000008.svg?no=26312000000000000008&at=1795570327&sig=x";
    Object.assign(byNumber("XL20261201000008")!, { eInvoice: { status: "issued", imgUrl, amount: 1397, reversals: [] } });
    wrap(<OrderDetailPage api={api()} isLoggedIn orderNumber="XL20261201000008" />);
    const link = await screen.findByRole("link", { name: "查看发票" });
    expect(link.getAttribute("href")).toBe(imgUrl);
    expect(link.getAttribute("target")).toBe("_blank");
    expect(screen.queryByTestId("order-invoice-status")).toBeNull();
  });

  it("shows the red-letter invoices (冲红) of refunds under the issued invoice: 查看红字发票 once issued, 冲红中 before", async () => {
    orders.push(structuredClone(SAMPLE_REVERSED_INVOICE_ORDER));
    wrap(<OrderDetailPage api={api()} isLoggedIn orderNumber={SAMPLE_REVERSED_INVOICE_ORDER.orderNumber} />);
    const blue = await screen.findByRole("link", { name: "查看发票" });
    expect(blue.getAttribute("href")).toBe(SAMPLE_REVERSED_INVOICE_ORDER.eInvoice!.imgUrl);
    const rows = screen.getAllByTestId("order-invoice-reversal");
    expect(rows.map((r) => r.textContent)).toEqual(["红字发票-¥249.00查看红字发票", "红字发票-¥249.00冲红中"]);
    const red = within(rows[0]!).getByRole("link", { name: "查看红字发票" });
    expect(red.getAttribute("href")).toBe(SAMPLE_REVERSED_INVOICE_ORDER.eInvoice!.reversals[0]!.imgUrl);
    expect(red.getAttribute("target")).toBe("_blank");
    expect(within(rows[1]!).queryByRole("link")).toBeNull();
    // What the gateway answered is what the page asked for: the reversals travel with the order.
    expect(calls("orderDetail")).toHaveLength(1);
  });

  it("names the store of an in-store purchase", async () => {
    orders.push({
      ...structuredClone(SAMPLE_ORDER),
      id: "21",
      orderNumber: "XS20261101000021",
      isStore: true,
      status: "completed",
      statusText: "已完成",
      storeCode: "SH001",
      store: STORE,
    });
    wrap(<OrderDetailPage api={api()} isLoggedIn orderNumber="XS20261101000021" />);
    expect(await screen.findByText("迅岚上海南京西路旗舰店")).toBeTruthy();
    expect(screen.queryByText("SH001")).toBeNull();
  });

  it("shows a pickup order's store, slot and pickup code as a barcode and a QR (issue 24 §1)", async () => {
    orders.push({
      ...structuredClone(SAMPLE_ORDER),
      id: "22",
      orderNumber: "XL20261101000022",
      status: "paid",
      statusText: "待自提",
      isPaid: true,
      pickUpSelf: true,
      pickupDate: "2026-11-02",
      pickupTimeSpan: "10:00-12:00",
      pickupCode: "123456789012",
      pickedUpAt: null,
      storeCode: "SH001",
      store: STORE,
    });
    wrap(<OrderDetailPage api={api()} isLoggedIn orderNumber="XL20261101000022" />);
    const card = within(await screen.findByRole("region", { name: "自提信息" }));
    expect(card.getByText("迅岚上海南京西路旗舰店")).toBeTruthy();
    expect(card.getByTestId("pickup-slot").textContent).toBe("2026-11-02 10:00-12:00");
    expect(card.getByText("1234 5678 9012")).toBeTruthy();
    expect(card.getByRole("img", { name: "取货二维码 123456789012" })).toBeTruthy();
    // jsbarcode draws Code 128 bars into the SVG once the page is live.
    const barcode = card.getByRole("img", { name: "取货条形码 123456789012" });
    await waitFor(() => expect(barcode.getAttribute("data-drawn")).toBe("true"));
    expect(barcode.querySelectorAll("rect").length).toBeGreaterThan(10);
    // The store's address is the pickup card's, not a 收货信息 card.
    expect(screen.queryByRole("region", { name: "收货信息" })).toBeNull();
    expect(screen.getByText("已付款，门店正在为您备货，请按预约时间到店出示取货码")).toBeTruthy();
  });

  it("says 订单不存在 for an order that is not the member's", async () => {
    wrap(<OrderDetailPage api={api()} isLoggedIn orderNumber="XL0000" />);
    // the loading skeleton is a status too (正在加载订单详情) until the answer comes
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("订单不存在"));
    expect(screen.getByRole("link", { name: "查看我的订单" }).getAttribute("href")).toBe("/ucenter/orders");
  });
});
