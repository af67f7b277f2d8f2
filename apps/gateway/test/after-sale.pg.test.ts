import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyReturn, cancelRefund, receiveDueReturns } from "../src/flows/after-sale-service";
import { orderItems, orders, refunds, returnOrders, sandboxRefunds } from "../src/kernel/db/schema";
import { AFTER_SALE_REASONS, pickupStartDate } from "../src/modules/after-sale/pickup-options";
import { findOrCreateMember } from "../src/modules/members/member-service";
import { pickupDaySlots } from "../src/modules/orders/pickup-slots";
import { createSandboxPaymentProvider, settlePendingRefunds } from "../src/modules/payments";
import { insertPaidOrder, PICKUP, readOrder } from "./support/after-sale";
import { createFreshDatabase, type FreshDatabase, testDatabaseUrl } from "./support/pg-server";

// Races need a real server: PGlite is one session. Without TEST_DATABASE_URL the suite skips
// (listed in the summary); CI or REQUIRE_PG=1 fail instead.
const { url } = testDatabaseUrl();
const skip = url === undefined;

describe.skipIf(skip)("after-sale races on PostgreSQL", () => {
  let fresh: FreshDatabase;
  let seq = 0;
  const newMember = async () => (await findOrCreateMember(fresh.db, `137${String(++seq).padStart(8, "0")}`, new Date())).memberUid;
  const now = new Date();
  const pickupDate = pickupDaySlots(pickupStartDate(now)).find((s) => !s.disabled)!.form_pickupDate;
  const application = (memberUid: string, orderNumber: string, itemId: number, quantity: number) => ({
    memberUid,
    orderNumber,
    items: [{ itemId, quantity }],
    ...PICKUP,
    reason: AFTER_SALE_REASONS[2],
    remark: null,
    pickupDate,
    pickupTimeSpan: "09:00-12:00",
  });

  beforeAll(async () => {
    fresh = await createFreshDatabase(url ?? "");
  }, 180_000);
  afterAll(async () => {
    await fresh?.drop();
  });

  it("gives the last unit of an item to exactly one of 30 concurrent return requests", async () => {
    const memberUid = await newMember();
    const order = await insertPaidOrder(fresh.db, memberUid, { status: "completed", lines: [{ quantity: 2, sharePrice: 120 }] });
    // One unit already returned earlier (a settled return): one unit is left.
    await fresh.db.update(orderItems).set({ returnedQuantity: 1 }).where(eq(orderItems.id, order.items[0]!.id));

    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () => applyReturn(fresh.db, application(memberUid, order.orderNumber, order.items[0]!.id, 1), now)),
    );
    const won = results.filter((r) => r.status === "fulfilled");
    expect(won).toHaveLength(1);
    const refusals = results.flatMap((r) => (r.status === "rejected" ? [String(r.reason?.message)] : []));
    expect(refusals).toHaveLength(29);
    for (const message of refusals) expect(message).toMatch(/该订单已有售后申请在处理中|最多可退 0 件|订单状态已变化/);
    const [item] = await fresh.db.select().from(orderItems).where(eq(orderItems.id, order.items[0]!.id));
    expect(item).toMatchObject({ quantity: 2, returnedQuantity: 2 });
    const rows = await fresh.db.select().from(returnOrders).where(eq(returnOrders.orderId, order.id));
    expect(rows.map((r) => r.totalQuantity)).toEqual([1]);
    expect((await readOrder(fresh.db, order.id)).status).toBe("after_sale");
  }, 60_000);

  it("never returns more than was bought when concurrent requests ask for different amounts of the same item", async () => {
    const memberUid = await newMember();
    const order = await insertPaidOrder(fresh.db, memberUid, { status: "shipped", lines: [{ quantity: 3, sharePrice: 50 }] });
    const results = await Promise.allSettled(
      [1, 2, 3, 2, 1, 3, 2, 1].map((q) => applyReturn(fresh.db, application(memberUid, order.orderNumber, order.items[0]!.id, q), now)),
    );
    const won = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
    expect(won).toHaveLength(1);
    const [item] = await fresh.db.select().from(orderItems).where(eq(orderItems.id, order.items[0]!.id));
    expect(item!.returnedQuantity).toBe(won[0]!.totalQuantity);
    expect(item!.returnedQuantity).toBeLessThanOrEqual(3);
  }, 60_000);

  it("refunds a received return exactly once when several warehouse sweeps and refund retries run at the same time", async () => {
    const provider = createSandboxPaymentProvider({ db: fresh.db });
    const memberUid = await newMember();
    const order = await insertPaidOrder(fresh.db, memberUid, { status: "completed", lines: [{ quantity: 1, sharePrice: 260 }] });
    const row = await applyReturn(fresh.db, application(memberUid, order.orderNumber, order.items[0]!.id, 1), now);
    const later = new Date(new Date(`${row.pickupDate}T00:00:00+08:00`).getTime() + 86_400_000);
    // Every open return of this database is due then (the earlier tests' too): each is received once.
    const due = (await fresh.db.select({ id: returnOrders.id }).from(returnOrders).where(eq(returnOrders.status, "applied"))).length;
    const received = await Promise.all([
      receiveDueReturns(fresh.db, provider, later),
      receiveDueReturns(fresh.db, provider, later),
      receiveDueReturns(fresh.db, provider, later),
      settlePendingRefunds(fresh.db, provider, later),
      settlePendingRefunds(fresh.db, provider, later),
    ]);
    expect(received.slice(0, 3).reduce((a, b) => a + b, 0)).toBe(due);
    await settlePendingRefunds(fresh.db, provider, later);
    const ledger = await fresh.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentNo, order.paymentNo));
    expect(ledger.map((r) => Number(r.amount))).toEqual([260]);
    const ours = await fresh.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(ours).toHaveLength(1);
    expect(ours[0]).toMatchObject({ status: "succeeded", providerRefundNo: ledger[0]!.providerRefundNo });
    const [settled] = await fresh.db.select().from(returnOrders).where(eq(returnOrders.id, row.id));
    expect(settled?.status).toBe("refunded");
    const [o] = await fresh.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(o?.status).toBe("refunded");
  }, 60_000);

  it("cancels and refunds a paid order once when the member's request is sent 10 times at once", async () => {
    const provider = createSandboxPaymentProvider({ db: fresh.db });
    const memberUid = await newMember();
    const order = await insertPaidOrder(fresh.db, memberUid, { status: "paid", lines: [{ quantity: 1, sharePrice: 99 }] });
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => cancelRefund(fresh.db, provider, { memberUid, orderNumber: order.orderNumber }, now)),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const ledger = await fresh.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentNo, order.paymentNo));
    expect(ledger.map((r) => Number(r.amount))).toEqual([99]);
    expect((await readOrder(fresh.db, order.id)).status).toBe("refunded");
  }, 60_000);
});
