import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/kernel/db";
import { ORDER_STATUSES, type OrderStatus, orderItems, orderStatusHistory, orders } from "../src/kernel/db/schema";
import { ORDER_TRANSITIONS } from "../src/modules/orders/order-status";
import { shipPaidOrders } from "../src/modules/orders/sandbox-fulfilment";
import { createTestDatabase } from "./support/database";
import { gql } from "./support/graphql";
import { createMemberHarness, loginBySms, type MemberHarness, randomMobile } from "./support/members";

// One PGlite for the file; every test uses its own member, so tests do not see each other's orders.
let database: DatabaseHandle;
let h: MemberHarness;

beforeAll(async () => {
  database = await createTestDatabase();
  h = createMemberHarness(database.db);
});
afterAll(async () => {
  await database?.close();
});

async function member(): Promise<{ token: string; memberUid: string }> {
  const login = await loginBySms(h, randomMobile());
  return { token: login.userToken, memberUid: login.user.memberUid };
}

let serial = 0;
/** Writes an order of the member directly (the checkout path has its own tests). */
async function insertOrder(
  memberUid: string,
  values: { status?: OrderStatus; createdAt?: Date; isStore?: boolean; orderType?: string } = {},
): Promise<string> {
  serial += 1;
  const orderNumber = `XLT${Date.now()}${String(serial).padStart(4, "0")}`;
  const [row] = await database.db
    .insert(orders)
    .values({
      orderNumber,
      memberUid,
      status: values.status ?? "paid",
      orderType: values.orderType ?? "normal",
      isStore: values.isStore ?? false,
      totalQtyOrdered: 2,
      totalItemCount: 1,
      subtotal: 398,
      totalPaid: 398,
      onlinePayAmount: 398,
      isPaid: values.status !== "pending_payment",
      paymentExpireAt: new Date(Date.now() + 15 * 60_000),
      consignee: "张三",
      consigneeCellphone: "13800138000",
      province: "上海市",
      city: "上海市",
      district: "黄浦区",
      detailAddress: "南京东路 1 号",
      createdAt: values.createdAt ?? new Date(),
    })
    .returning({ id: orders.id });
  await database.db.insert(orderItems).values({
    orderId: row!.id,
    sku: "6900000000001",
    quantity: 2,
    unitPrice: 199,
    sharePrice: 199,
    rowTotal: 398,
    totalPaid: 398,
    productId: "XL26RS0004-001",
    productSlug: "xl26rs0004",
    styleSku: "XL26RS0004",
    productName: "疾风跑鞋",
    styleDisplayNameCn: "疾风跑鞋",
    colorNameCn: "黑色",
    sizeLabel: "42",
    cnSize: "265",
    usSize: "8.5",
    image: "/images/x.jpg",
  });
  return orderNumber;
}

const LIST = /* GraphQL */ `
  query L($p: Int, $s: Int, $f: OrderListFilters) {
    orderList(pageNumber: $p, pageSize: $s, filters: $f) { count pageNumber pageSize items { orderNumber status statusText isStore orderType orderItems { quantity returnedQuantity productName } } }
  }
`;
const DETAIL = /* GraphQL */ `query D($n: String!) { orderDetail(orderNumber: $n) { orderNumber status statusText completedAt consignee shippingNumber eInvoice { status } orderItems { sku quantity } } }`;
const CONFIRM = /* GraphQL */ `mutation C($n: String!) { confirmOrder(orderNumber: $n) { orderNumber status statusText completedAt } }`;

type ListData = {
  orderList: {
    count: number;
    pageNumber: number;
    pageSize: number;
    items: Array<{ orderNumber: string; status: string; statusText: string; isStore: boolean; orderType: string }>;
  };
};

describe("orderList (spec §7)", () => {
  it("is for members: '401' without a token", async () => {
    const res = await gql(h.gateway, LIST);
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: "401" });
  });

  it("lists only the member's own orders, newest first, paged", async () => {
    const a = await member();
    const b = await member();
    const base = Date.now() - 10 * 86_400_000;
    const mine = [];
    for (let i = 0; i < 3; i++) mine.push(await insertOrder(a.memberUid, { createdAt: new Date(base + i * 3_600_000) }));
    await insertOrder(b.memberUid);
    const first = await gql<ListData>(h.gateway, LIST, { token: a.token, variables: { p: 1, s: 2 } });
    expect(first.errors).toBeUndefined();
    expect(first.data!.orderList).toMatchObject({ count: 3, pageNumber: 1, pageSize: 2 });
    expect(first.data!.orderList.items.map((o) => o.orderNumber)).toEqual([mine[2], mine[1]]);
    const second = await gql<ListData>(h.gateway, LIST, { token: a.token, variables: { p: 2, s: 2 } });
    expect(second.data!.orderList.items.map((o) => o.orderNumber)).toEqual([mine[0]]);
  });

  it("filters by statuses, status, orderNumber, isStore, time range, types and type", async () => {
    const a = await member();
    const day = 86_400_000;
    const t0 = Date.UTC(2026, 0, 10);
    const paid = await insertOrder(a.memberUid, { status: "paid", createdAt: new Date(t0) });
    const shipped = await insertOrder(a.memberUid, { status: "shipped", createdAt: new Date(t0 + day) });
    const done = await insertOrder(a.memberUid, { status: "completed", createdAt: new Date(t0 + 2 * day) });
    const store = await insertOrder(a.memberUid, { status: "completed", isStore: true, createdAt: new Date(t0 + 3 * day) });
    const exchange = await insertOrder(a.memberUid, { status: "paid", orderType: "exchange", createdAt: new Date(t0 + 4 * day) });
    const numbers = async (f: Record<string, unknown>) => {
      const res = await gql<ListData>(h.gateway, LIST, { token: a.token, variables: { s: 50, f } });
      expect(res.errors).toBeUndefined();
      return res.data!.orderList.items.map((o) => o.orderNumber).sort();
    };
    expect(await numbers({ statuses: ["paid", "shipped"] })).toEqual([paid, shipped, exchange].sort());
    expect(await numbers({ status: "completed" })).toEqual([done, store].sort());
    expect(await numbers({ statuses: ["paid", "completed"], status: "completed" })).toEqual([done, store].sort());
    expect(await numbers({ orderNumber: ` ${shipped} ` })).toEqual([shipped]);
    expect(await numbers({ isStore: true })).toEqual([store]);
    expect(await numbers({ isStore: false })).toEqual([paid, shipped, done, exchange].sort());
    expect(await numbers({ beginTime: new Date(t0 + day).toISOString(), endTime: new Date(t0 + 2 * day).toISOString() })).toEqual(
      [shipped, done].sort(),
    );
    expect(await numbers({ types: ["exchange"] })).toEqual([exchange]);
    expect(await numbers({ type: "normal", status: "paid" })).toEqual([paid]);
  });

  it("refuses an unknown status, an inverted time range and a bad page with '400' in Chinese", async () => {
    const a = await member();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ f: { status: "lost" } }, "未知的订单状态"],
      [{ f: { statuses: ["paid", "x"] } }, "未知的订单状态"],
      [{ f: { beginTime: "2026-02-02T00:00:00Z", endTime: "2026-02-01T00:00:00Z" } }, "开始时间不能晚于结束时间"],
      [{ p: 0 }, "页码"],
      [{ s: 51 }, "每页数量"],
    ];
    for (const [variables, message] of cases) {
      const res = await gql(h.gateway, LIST, { token: a.token, variables });
      expect({ variables, code: res.errors?.[0]?.extensions.code }).toEqual({ variables, code: "400" });
      expect(res.errors?.[0]?.message).toContain(message);
    }
  });
});

describe("orderDetail (spec §3, §7)", () => {
  it("shows the member's order with its §3 fields and '404' 订单不存在 for someone else's or an unknown number", async () => {
    const a = await member();
    const b = await member();
    const n = await insertOrder(a.memberUid);
    const own = await gql<{ orderDetail: Record<string, unknown> }>(h.gateway, DETAIL, { token: a.token, variables: { n } });
    expect(own.errors).toBeUndefined();
    expect(own.data!.orderDetail).toMatchObject({
      orderNumber: n,
      status: "paid",
      statusText: "待发货",
      consignee: "张三",
      shippingNumber: null,
      orderItems: [{ quantity: 2 }],
    });
    for (const [token, number] of [
      [b.token, n],
      [a.token, "XL-NOPE"],
    ] as const) {
      const res = await gql(h.gateway, DETAIL, { token, variables: { n: number } });
      expect(res.errors?.[0]?.extensions.code).toBe("404");
      expect(res.errors?.[0]?.message).toBe("订单不存在");
    }
  });
});

describe("confirmOrder (spec §4, §7)", () => {
  it("moves a shipped order to 已完成 once, with completedAt and a history row", async () => {
    const a = await member();
    const n = await insertOrder(a.memberUid, { status: "shipped" });
    const res = await gql<{ confirmOrder: { status: string; statusText: string; completedAt: string | null } }>(h.gateway, CONFIRM, {
      token: a.token,
      variables: { n },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.confirmOrder).toMatchObject({ status: "completed", statusText: "已完成" });
    expect(res.data!.confirmOrder.completedAt).not.toBeNull();
    const [row] = await database.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, n));
    const history = await database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, row!.id));
    expect(history.map((x) => [x.fromStatus, x.toStatus, x.actor])).toEqual([["shipped", "completed", "member"]]);
    const again = await gql(h.gateway, CONFIRM, { token: a.token, variables: { n } });
    expect(again.errors?.[0]?.extensions.code).toBe("400");
    expect(again.errors?.[0]?.message).toBe("订单状态为「已完成」，不能变为「已完成」");
  });

  it("refuses every status but 已发货 with '400' naming both statuses, changing nothing", async () => {
    const a = await member();
    const refused = ORDER_STATUSES.filter((s) => s !== "shipped");
    // after_sale → completed is legal in the state machine (a withdrawn after-sale), yet not a receipt.
    expect(ORDER_TRANSITIONS.after_sale).toContain("completed");
    for (const status of refused) {
      const n = await insertOrder(a.memberUid, { status });
      const res = await gql(h.gateway, CONFIRM, { token: a.token, variables: { n } });
      expect({ status, code: res.errors?.[0]?.extensions.code }).toEqual({ status, code: "400" });
      expect(res.errors?.[0]?.message).toContain("不能变为「已完成」");
      const [row] = await database.db
        .select({ status: orders.status, completedAt: orders.completedAt })
        .from(orders)
        .where(eq(orders.orderNumber, n));
      expect(row).toEqual({ status, completedAt: null });
    }
  });

  it("does not confirm someone else's order ('404')", async () => {
    const a = await member();
    const b = await member();
    const n = await insertOrder(a.memberUid, { status: "shipped" });
    const res = await gql(h.gateway, CONFIRM, { token: b.token, variables: { n } });
    expect(res.errors?.[0]?.extensions.code).toBe("404");
    const [row] = await database.db.select({ status: orders.status }).from(orders).where(eq(orders.orderNumber, n));
    expect(row?.status).toBe("shipped");
  });
});

describe("sandbox warehouse and courier (spec §3 shipping status, §7 orderShippingStatus)", () => {
  const TRACK = /* GraphQL */ `query T($n: String!, $s: String) { orderShippingStatus(orderNumber: $n, shippingNumber: $s) { shippingNumber shippingCompany state stateCn data { time ftime context } } }`;

  it("ships a paid order once after the delay; tracking advances with the clock; then the member confirms receipt", async () => {
    const a = await member();
    const n = await insertOrder(a.memberUid, { status: "paid" });
    const paidAt = h.clock.now();
    await database.db.update(orders).set({ payAt: paidAt }).where(eq(orders.orderNumber, n));
    const before = await gql(h.gateway, TRACK, { token: a.token, variables: { n } });
    expect(before.errors?.[0]).toMatchObject({ message: "暂无物流信息", extensions: { code: "404" } });
    // Not yet due: nothing of this order ships.
    await shipPaidOrders(database.db, new Date(paidAt.getTime() + 30_000), 60_000);
    const [still] = await database.db.select({ status: orders.status }).from(orders).where(eq(orders.orderNumber, n));
    expect(still?.status).toBe("paid");
    const shipAt = new Date(paidAt.getTime() + 60_000);
    expect(await shipPaidOrders(database.db, shipAt, 60_000)).toBeGreaterThanOrEqual(1);
    expect(await shipPaidOrders(database.db, shipAt, 60_000)).toBe(0);
    const detail = await gql<{ orderDetail: { status: string; shippingNumber: string } }>(h.gateway, DETAIL, {
      token: a.token,
      variables: { n },
    });
    expect(detail.data!.orderDetail.status).toBe("shipped");
    const shippingNumber = detail.data!.orderDetail.shippingNumber;
    expect(shippingNumber).toMatch(/^XLSY\d{10}$/);
    h.clock.advance(60_000 + 10 * 3_600_000);
    const track = await gql<{ orderShippingStatus: { state: string; stateCn: string; data: Array<{ context: string }> } }>(
      h.gateway,
      TRACK,
      { token: a.token, variables: { n, s: shippingNumber } },
    );
    expect(track.errors).toBeUndefined();
    expect(track.data!.orderShippingStatus).toMatchObject({ shippingNumber, state: "0", stateCn: "在途" });
    expect(track.data!.orderShippingStatus.data[0]?.context).toBe("快件已到达【上海市转运中心】");
    const wrong = await gql(h.gateway, TRACK, { token: a.token, variables: { n, s: "SF000" } });
    expect(wrong.errors?.[0]?.extensions.code).toBe("404");
    const other = await member();
    const foreign = await gql(h.gateway, TRACK, { token: other.token, variables: { n } });
    expect(foreign.errors?.[0]?.message).toBe("订单不存在");
    const confirmed = await gql<{ confirmOrder: { status: string } }>(h.gateway, CONFIRM, { token: a.token, variables: { n } });
    expect(confirmed.data?.confirmOrder.status).toBe("completed");
  });
});
