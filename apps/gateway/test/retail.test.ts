import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyReturn } from "../src/flows/after-sale-service";
import type { DatabaseHandle } from "../src/kernel/db";
import { AFTER_SALE_REASONS, pickupStartDate } from "../src/modules/after-sale/pickup-options";
import { seedCatalogue } from "../src/modules/catalog/seed/catalogue";
import { pickupDaySlots } from "../src/modules/orders/pickup-slots";
import { resetRetailSyncTimes, syncRetailOrders } from "../src/modules/retail/retail-service";
import { createSandboxRetailSystem, SANDBOX_RETAIL_MOBILE_PREFIX } from "../src/modules/retail/retail-system";
import { PICKUP } from "./support/after-sale";
import { createTestDatabase } from "./support/database";
import { gql } from "./support/graphql";
import { createMemberHarness, loginBySms, type MemberHarness, randomMobile } from "./support/members";

// In-store purchases (spec §7 crm/retail/order) from the sandbox retail system, in orderList's isStore filter.
let database: DatabaseHandle;
let h: MemberHarness;
let seq = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db);
  h = createMemberHarness(database.db);
});
afterAll(async () => {
  await database?.close();
});

/** A member the sandbox POS knows (the demo mobile range), with a different mobile per test. */
async function storeCustomer(): Promise<{ token: string; memberUid: string; mobile: string }> {
  seq += 1;
  const mobile = `${SANDBOX_RETAIL_MOBILE_PREFIX}${String((Date.now() % 9000) + seq).padStart(4, "0")}`;
  const login = await loginBySms(h, mobile);
  return { token: login.userToken, memberUid: login.user.memberUid, mobile };
}

const LIST = /* GraphQL */ `
  query L($f: OrderListFilters) { orderList(pageNumber: 1, pageSize: 50, filters: $f) { count items { orderNumber status statusText isStore storeCode channel isPaid totalPaid orderItems { quantity returnable sharePrice productName } } } }
`;
type ListData = {
  orderList: {
    count: number;
    items: Array<{
      orderNumber: string;
      status: string;
      statusText: string;
      isStore: boolean;
      storeCode: string;
      isPaid: boolean;
      totalPaid: number;
      orderItems: Array<{ returnable: boolean; sharePrice: number }>;
    }>;
  };
};

describe("in-store orders from the sandbox retail system (spec §7 crm/retail/order, orderList isStore)", () => {
  it("lists a store customer's receipts as completed store orders, once, under isStore; not among online orders", async () => {
    const a = await storeCustomer();
    const receipts = await createSandboxRetailSystem(database.db).ordersOf({ memberUid: a.memberUid, cellphone: a.mobile }, new Date());
    expect(receipts.length).toBeGreaterThanOrEqual(1);
    const res = await gql<ListData>(h.gateway, LIST, { token: a.token, variables: { f: { isStore: true } } });
    expect(res.errors).toBeUndefined();
    const list = res.data!.orderList;
    expect(list.items.map((o) => o.orderNumber).sort()).toEqual(receipts.map((r) => r.receiptNo).sort());
    for (const order of list.items) {
      expect(order).toMatchObject({ status: "completed", statusText: "已完成", isStore: true, isPaid: true });
      expect(order.storeCode).toBeTruthy();
      expect(order.orderItems.every((i) => i.returnable === false)).toBe(true);
      expect(order.totalPaid).toBe(order.orderItems.reduce((sum, i) => sum + i.sharePrice, 0));
    }
    // Asked again (and after the throttle): the same receipts, never twice.
    resetRetailSyncTimes();
    const again = await gql<ListData>(h.gateway, LIST, { token: a.token, variables: { f: { isStore: true } } });
    expect(again.data!.orderList.count).toBe(receipts.length);
    expect(await syncRetailOrders(database.db, createSandboxRetailSystem(database.db), a.memberUid, new Date(), { force: true })).toBe(0);
    const online = await gql<ListData>(h.gateway, LIST, { token: a.token, variables: { f: { isStore: false } } });
    expect(online.data!.orderList.count).toBe(0);
    const all = await gql<ListData>(h.gateway, LIST, { token: a.token });
    expect(all.data!.orderList.count).toBe(receipts.length);
  });

  it("has no store purchases for any other member", async () => {
    const login = await loginBySms(h, randomMobile());
    const res = await gql<ListData>(h.gateway, LIST, { token: login.userToken, variables: { f: { isStore: true } } });
    expect(res.data!.orderList.count).toBe(0);
  });

  it("refuses a web return of an in-store purchase", async () => {
    const a = await storeCustomer();
    const res = await gql<ListData>(h.gateway, LIST, { token: a.token, variables: { f: { isStore: true } } });
    const order = res.data!.orderList.items[0]!;
    const detail = await gql<{ orderDetail: { orderItems: Array<{ id: string }> } }>(
      h.gateway,
      `query D($n: String!) { orderDetail(orderNumber: $n) { orderItems { id } } }`,
      {
        token: a.token,
        variables: { n: order.orderNumber },
      },
    );
    const now = new Date();
    await expect(
      applyReturn(
        database.db,
        {
          memberUid: a.memberUid,
          orderNumber: order.orderNumber,
          items: [{ itemId: detail.data!.orderDetail.orderItems[0]!.id, quantity: 1 }],
          ...PICKUP,
          reason: AFTER_SALE_REASONS[0],
          pickupDate: pickupDaySlots(pickupStartDate(now)).find((s) => !s.disabled)!.form_pickupDate,
          pickupTimeSpan: "09:00-12:00",
        },
        now,
      ),
    ).rejects.toMatchObject({ message: "门店购买的商品请到门店办理售后", extensions: { code: "400" } });
  });

  it("still lists the orders it has when the retail system is down", async () => {
    const down = createMemberHarness(database.db, {
      retail: {
        name: "down",
        ordersOf: async () => {
          throw new Error("POS unreachable");
        },
      },
    });
    const login = await loginBySms(down, randomMobile());
    const res = await gql<ListData>(down.gateway, LIST, { token: login.userToken, variables: { f: { isStore: true } } });
    expect(res.errors).toBeUndefined();
    expect(res.data!.orderList.count).toBe(0);
    expect(down.logs.lines().some((line) => String(line.msg).includes("retail system unavailable"))).toBe(true);
  });
});
