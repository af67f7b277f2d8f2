import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beijingParts } from "@xunlan/validation";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyReturn, receiveDueReturns } from "../src/flows/after-sale-service";
import { resolveContentDir } from "../src/http/content";
import type { DatabaseHandle } from "../src/kernel/db";
import { members, orders, pointsLedger, promotions, returnOrders } from "../src/kernel/db/schema";
import { AFTER_SALE_REASONS, pickupStartDate } from "../src/modules/after-sale/pickup-options";
import { findOrCreateMember } from "../src/modules/members/member-service";
import { confirmOrder } from "../src/modules/orders/order-query";
import { pickupDaySlots } from "../src/modules/orders/pickup-slots";
import { createSandboxPaymentProvider } from "../src/modules/payments";
import type { PaymentProvider } from "../src/modules/payments/payment-provider";
import { creditOrderPoints, keptOnlineGoodsFen, reverseReturnPoints } from "../src/modules/points/points-service";
import { pointsPromotionAt } from "../src/modules/promotions/points-promotion";
import { DOUBLE_POINTS_PROMOTION_CODE } from "../src/modules/promotions/promotion-seed";
import { insertPaidOrder, PICKUP } from "./support/after-sale";
import { createTestDatabase } from "./support/database";
import { gql } from "./support/graphql";
import { createMemberHarness, loginBySms, type MemberHarness, randomMobile } from "./support/members";

// One PGlite for the file; every test uses its own member and orders. Orders are placed at fixed
// instants (never the clock): before the seeded 积分翻倍 window (2026-03-01 – 2026-12-31, Beijing)
// they earn at rate 1, inside it at rate 2.
let database: DatabaseHandle;
let h: MemberHarness;
let provider: PaymentProvider;
let seq = 0;

const BEFORE_WINDOW = new Date("2026-02-10T04:00:00.000Z");
const IN_WINDOW = new Date("2026-06-10T04:00:00.000Z");
const NOW = new Date("2026-06-20T04:00:00.000Z");

beforeAll(async () => {
  database = await createTestDatabase();
  h = createMemberHarness(database.db);
  provider = createSandboxPaymentProvider({ db: database.db });
});
afterAll(async () => {
  await database?.close();
});

const db = () => database.db;
const newMember = async () => (await findOrCreateMember(db(), `136${String(++seq).padStart(8, "0")}`, NOW)).memberUid;

/** A shipped order placed at `placedAt`, paid online (lines: quantity and paid share per unit). */
async function shippedOrder(
  memberUid: string,
  placedAt: Date,
  lines: Array<{ quantity: number; sharePrice: number }>,
  options: { shippingFee?: number; balance?: number } = {},
) {
  const order = await insertPaidOrder(db(), memberUid, {
    status: "shipped",
    lines,
    ...(options.shippingFee ? { shippingFee: options.shippingFee } : {}),
  });
  const set: Partial<typeof orders.$inferInsert> = { createdAt: placedAt };
  if (options.balance) {
    const [row] = await db().select({ totalPaid: orders.totalPaid }).from(orders).where(eq(orders.id, order.id));
    set.balancePaidAmount = options.balance;
    set.onlinePayAmount = Math.round((Number(row!.totalPaid) - options.balance) * 100) / 100;
  }
  await db().update(orders).set(set).where(eq(orders.id, order.id));
  return order;
}

async function pointsOf(memberUid: string) {
  const [row] = await db().select({ point: members.point, level: members.level }).from(members).where(eq(members.memberUid, memberUid));
  return row!;
}

async function ledger(orderId: number) {
  return db().select().from(pointsLedger).where(eq(pointsLedger.orderId, orderId)).orderBy(pointsLedger.id);
}

describe("points accrue when an order completes (issue 24 §2)", () => {
  it("credits one point per whole yuan paid online on confirmOrder, once, and moves the level", async () => {
    const memberUid = await newMember();
    expect(await pointsOf(memberUid)).toEqual({ point: 0, level: "迅岚会员" });
    const order = await shippedOrder(memberUid, BEFORE_WINDOW, [{ quantity: 1, sharePrice: 1216.2 }]);
    await confirmOrder(db(), memberUid, order.orderNumber, NOW);
    expect(await pointsOf(memberUid)).toEqual({ point: 1216, level: "银卡会员" });
    const entries = await ledger(order.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: "earn",
      points: 1216,
      balance: 1216,
      rate: 1,
      orderNumber: order.orderNumber,
      promotionCode: null,
    });
    expect(entries[0]!.createdAt.toISOString()).toBe(NOW.toISOString());
    // A second confirm is refused; a second credit (any path) writes nothing.
    await expect(confirmOrder(db(), memberUid, order.orderNumber, NOW)).rejects.toThrow(/已完成/);
    expect(await db().transaction((tx) => creditOrderPoints(tx, order.id, NOW))).toBeNull();
    expect(await pointsOf(memberUid)).toEqual({ point: 1216, level: "银卡会员" });
    expect(await ledger(order.id)).toHaveLength(1);
  });

  it("earns nothing before completion: paid and shipped orders hold no points", async () => {
    const memberUid = await newMember();
    await shippedOrder(memberUid, BEFORE_WINDOW, [{ quantity: 2, sharePrice: 399 }]);
    expect((await pointsOf(memberUid)).point).toBe(0);
  });

  it("rounds down in fen: the goods' paid share after discounts, shipping excluded", async () => {
    expect(
      keptOnlineGoodsFen({ totalPaid: 199.99, onlinePayAmount: 199.99, items: [{ totalPaid: 199.99, quantity: 1, returnedQuantity: 0 }] }),
    ).toBe(19_999);
    const memberUid = await newMember();
    // Two units at 100.995 would be floats; the shares are stored in yuan with 2 decimals: 0.1 + 0.2 stays exact in fen.
    const order = await shippedOrder(
      memberUid,
      BEFORE_WINDOW,
      [
        { quantity: 3, sharePrice: 66.67 },
        { quantity: 1, sharePrice: 0.1 },
        { quantity: 1, sharePrice: 0.2 },
      ],
      { shippingFee: 10 },
    );
    await confirmOrder(db(), memberUid, order.orderNumber, NOW);
    // 200.01 + 0.10 + 0.20 = 200.31 of goods (the 10 元 fee earns nothing) → 200 points.
    expect((await pointsOf(memberUid)).point).toBe(200);
  });

  it("earns nothing on what store credit paid: only the online payment's share of the goods", async () => {
    const memberUid = await newMember();
    // 500 元 of goods, 120.50 paid with balance, 379.50 online → 379 points.
    const order = await shippedOrder(memberUid, BEFORE_WINDOW, [{ quantity: 2, sharePrice: 250 }], { balance: 120.5 });
    await confirmOrder(db(), memberUid, order.orderNumber, NOW);
    expect((await pointsOf(memberUid)).point).toBe(379);
  });
});

describe("the 积分翻倍 window is the promotions row's, in Beijing time", () => {
  it("is seeded as data: a points_multiplier at rate 2 from 2026-03-01 to 2026-12-31, Beijing days", async () => {
    const [row] = await db().select().from(promotions).where(eq(promotions.code, DOUBLE_POINTS_PROMOTION_CODE));
    expect(row).toMatchObject({ type: "points_multiplier", config: { rate: 2 }, enabled: true });
    expect(row!.startDate!.toISOString()).toBe("2026-02-28T16:00:00.000Z");
    expect(row!.endDate!.toISOString()).toBe("2026-12-31T16:00:00.000Z");
  });

  it("doubles an order placed at 00:00 Beijing on the first day, not one placed a millisecond before", async () => {
    expect((await pointsPromotionAt(db(), new Date("2026-02-28T15:59:59.999Z")))?.rate ?? 1).toBe(1);
    expect((await pointsPromotionAt(db(), new Date("2026-02-28T16:00:00.000Z")))?.rate).toBe(2);
    expect((await pointsPromotionAt(db(), new Date("2026-12-31T15:59:59.999Z")))?.rate).toBe(2);
    expect((await pointsPromotionAt(db(), new Date("2026-12-31T16:00:00.000Z")))?.rate ?? 1).toBe(1);

    const memberUid = await newMember();
    const inside = await shippedOrder(memberUid, new Date("2026-02-28T16:00:00.000Z"), [{ quantity: 1, sharePrice: 150.5 }]);
    const outside = await shippedOrder(memberUid, new Date("2026-12-31T16:00:00.000Z"), [{ quantity: 1, sharePrice: 150.5 }]);
    // Completion time does not matter: the order's placement does.
    await confirmOrder(db(), memberUid, inside.orderNumber, new Date("2027-01-05T02:00:00.000Z"));
    await confirmOrder(db(), memberUid, outside.orderNumber, new Date("2026-12-31T17:00:00.000Z"));
    expect((await ledger(inside.id))[0]).toMatchObject({ points: 300, rate: 2, promotionCode: DOUBLE_POINTS_PROMOTION_CODE });
    expect((await ledger(outside.id))[0]).toMatchObject({ points: 150, rate: 1, promotionCode: null });
    expect((await pointsOf(memberUid)).point).toBe(450);
  });

  it("is what the published documents promise: the announcement's 积分翻倍 and the landing's Beijing dates", async () => {
    const [row] = await db().select().from(promotions).where(eq(promotions.code, DOUBLE_POINTS_PROMOTION_CODE));
    const dir = join(resolveContentDir(undefined)!, "json", "publish");
    const read = (file: string) => readFileSync(join(dir, file), "utf8");
    expect(row!.config).toEqual({ rate: 2 });
    expect(JSON.parse(read("announcement.json")).message).toContain("积分翻倍");
    const start = beijingParts(row!.startDate!);
    // The window's end is exclusive: its last minute is the one before.
    const last = beijingParts(new Date(row!.endDate!.getTime() - 60_000));
    expect(read("landing/spring-run.json")).toContain(
      `${start.year} 年 ${start.month} 月 ${start.day} 日 00:00 至 ${last.month} 月 ${last.day} 日 ${last.hour}:${last.minute}（北京时间）`,
    );
  });

  it("follows the data: a disabled promotion doubles nothing", async () => {
    await db().update(promotions).set({ enabled: false }).where(eq(promotions.code, DOUBLE_POINTS_PROMOTION_CODE));
    try {
      expect(await pointsPromotionAt(db(), IN_WINDOW)).toBeNull();
    } finally {
      await db().update(promotions).set({ enabled: true }).where(eq(promotions.code, DOUBLE_POINTS_PROMOTION_CODE));
    }
    expect((await pointsPromotionAt(db(), IN_WINDOW))?.rate).toBe(2);
  });
});

describe("a return takes back the returned units' points, once", () => {
  const pickupDate = pickupDaySlots(pickupStartDate(NOW)).find((s) => !s.disabled)!.form_pickupDate;
  const afterPickup = new Date(NOW.getTime() + 10 * 86_400_000);
  const apply = (memberUid: string, orderNumber: string, items: Array<{ itemId: number; quantity: number }>) =>
    applyReturn(
      db(),
      { memberUid, orderNumber, items, ...PICKUP, reason: AFTER_SALE_REASONS[0], remark: null, pickupDate, pickupTimeSpan: "09:00-12:00" },
      NOW,
    );

  it("reverses in proportion to the returned units when the parcel is taken in, and never twice", async () => {
    const memberUid = await newMember();
    const order = await shippedOrder(memberUid, IN_WINDOW, [
      { quantity: 2, sharePrice: 300.5 },
      { quantity: 1, sharePrice: 499 },
    ]);
    await confirmOrder(db(), memberUid, order.orderNumber, NOW);
    // (601.00 + 499.00) × 2 = 2200 at the double rate.
    expect(await pointsOf(memberUid)).toEqual({ point: 2200, level: "银卡会员" });

    const first = await apply(memberUid, order.orderNumber, [{ itemId: order.items[0]!.id, quantity: 1 }]);
    // Applying takes nothing yet: the points go back with the parcel.
    expect((await pointsOf(memberUid)).point).toBe(2200);
    expect(await receiveDueReturns(db(), provider, afterPickup)).toBeGreaterThanOrEqual(1);
    // Kept: 300.50 + 499.00 = 799.50 → 799 × 2 = 1598; 602 taken back.
    expect(await pointsOf(memberUid)).toEqual({ point: 1598, level: "银卡会员" });
    const reversal = (await ledger(order.id)).find((e) => e.kind === "reverse")!;
    expect(reversal).toMatchObject({
      points: -602,
      balance: 1598,
      rate: 2,
      returnId: first.id,
      returnOrderNumber: first.returnOrderNumber,
    });

    // Again, by any path: nothing more.
    expect(await receiveDueReturns(db(), provider, afterPickup)).toBe(0);
    expect(await db().transaction((tx) => reverseReturnPoints(tx, first.id, afterPickup))).toBeNull();
    expect((await pointsOf(memberUid)).point).toBe(1598);

    // The rest returned: everything earned is back, the level with it.
    const second = await apply(memberUid, order.orderNumber, [
      { itemId: order.items[0]!.id, quantity: 1 },
      { itemId: order.items[1]!.id, quantity: 1 },
    ]);
    await receiveDueReturns(db(), provider, afterPickup);
    expect(await pointsOf(memberUid)).toEqual({ point: 0, level: "迅岚会员" });
    const entries = await ledger(order.id);
    expect(entries.map((e) => [e.kind, e.points, e.balance])).toEqual([
      ["earn", 2200, 2200],
      ["reverse", -602, 1598],
      ["reverse", -1598, 0],
    ]);
    expect(entries[2]!.returnId).toBe(second.id);
    const [order2] = await db().select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(order2!.status).toBe("refunded");
  });

  it("takes a return in now through the sandbox warehouse tool (POST /sandbox/warehouse/receive), once", async () => {
    const memberUid = await newMember();
    const order = await shippedOrder(memberUid, BEFORE_WINDOW, [{ quantity: 2, sharePrice: 129.9 }]);
    await confirmOrder(db(), memberUid, order.orderNumber, NOW);
    expect((await pointsOf(memberUid)).point).toBe(259);
    const ret = await apply(memberUid, order.orderNumber, [{ itemId: order.items[0]!.id, quantity: 1 }]);
    const post = (returnOrderNumber: string) =>
      h.gateway.fetch(
        new Request("http://gateway.test/sandbox/warehouse/receive", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ returnOrderNumber }),
        }),
      );
    const res = await post(ret.returnOrderNumber);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ returnOrderNumber: ret.returnOrderNumber, status: "refunding" });
    // Kept: one unit of 129.90 → 129; 130 taken back.
    expect((await pointsOf(memberUid)).point).toBe(129);
    expect(await (await post(ret.returnOrderNumber)).json()).toEqual({ returnOrderNumber: ret.returnOrderNumber, status: "refunding" });
    expect((await pointsOf(memberUid)).point).toBe(129);
    expect((await post("XRNOSUCHRETURN1")).status).toBe(404);
    expect((await post("<script>")).status).toBe(400);
  });

  it("takes nothing back for a return before completion; the completion then earns on the kept units", async () => {
    const memberUid = await newMember();
    const order = await shippedOrder(memberUid, BEFORE_WINDOW, [{ quantity: 2, sharePrice: 200 }]);
    await apply(memberUid, order.orderNumber, [{ itemId: order.items[0]!.id, quantity: 1 }]);
    await receiveDueReturns(db(), provider, afterPickup);
    const [row] = await db().select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe("shipped");
    expect((await pointsOf(memberUid)).point).toBe(0);
    expect(
      await db()
        .select()
        .from(pointsLedger)
        .where(and(eq(pointsLedger.orderId, order.id), eq(pointsLedger.kind, "reverse"))),
    ).toEqual([]);
    await confirmOrder(db(), memberUid, order.orderNumber, afterPickup);
    expect((await pointsOf(memberUid)).point).toBe(200);
    const returns = await db().select({ status: returnOrders.status }).from(returnOrders).where(eq(returnOrders.orderId, order.id));
    expect(returns.map((r) => r.status)).toEqual(["refunded"]);
  });
});

describe("memberPoints, memberPointsSummary and Order.points over GraphQL", () => {
  const SUMMARY = /* GraphQL */ `query { memberPointsSummary { point level nextLevel nextLevelPoints pointsToNextLevel levels { name minPoints } earnRule promotion { name rate } } }`;
  const HISTORY = /* GraphQL */ `query H($p: Int, $s: Int) { memberPoints(pageNumber: $p, pageSize: $s) { count pageNumber pageSize items { kind kindText points balance rate orderNumber returnOrderNumber createdAt } } }`;
  const ORDER = /* GraphQL */ `query O($n: String!) { order(orderNumber: $n) { status points { points rate credited reversed promotionName } } }`;

  it("answers the member's own points, and '401' / '403' without a member", async () => {
    expect((await gql(h.gateway, HISTORY)).errors?.[0]?.extensions.code).toBe("401");
    const guest = await gql<{ webAuthorization: { token: string } }>(h.gateway, `mutation { webAuthorization { token } }`);
    expect((await gql(h.gateway, SUMMARY, { token: guest.data!.webAuthorization.token })).errors?.[0]?.extensions.code).toBe("403");

    const login = await loginBySms(h, randomMobile());
    const memberUid = login.user.memberUid;
    const token = login.userToken;
    const order = await shippedOrder(memberUid, BEFORE_WINDOW, [{ quantity: 1, sharePrice: 1299 }]);

    const before = await gql<{ order: { status: string; points: Record<string, unknown> } }>(h.gateway, ORDER, {
      token,
      variables: { n: order.orderNumber },
    });
    expect(before.errors).toBeUndefined();
    expect(before.data!.order.points).toEqual({ points: 1299, rate: 1, credited: false, reversed: 0, promotionName: null });

    await confirmOrder(db(), memberUid, order.orderNumber, NOW);
    const after = await gql<{ order: { points: Record<string, unknown> } }>(h.gateway, ORDER, {
      token,
      variables: { n: order.orderNumber },
    });
    expect(after.data!.order.points).toEqual({ points: 1299, rate: 1, credited: true, reversed: 0, promotionName: null });

    const summary = await gql<{ memberPointsSummary: Record<string, unknown> }>(h.gateway, SUMMARY, { token });
    expect(summary.errors).toBeUndefined();
    expect(summary.data!.memberPointsSummary).toMatchObject({
      point: 1299,
      level: "银卡会员",
      nextLevel: "金卡会员",
      nextLevelPoints: 3000,
      pointsToNextLevel: 1701,
      levels: [
        { name: "迅岚会员", minPoints: 0 },
        { name: "银卡会员", minPoints: 1000 },
        { name: "金卡会员", minPoints: 3000 },
      ],
    });
    expect(summary.data!.memberPointsSummary.earnRule).toContain("每 1 元累计 1 积分");

    const history = await gql<{ memberPoints: { count: number; items: Array<Record<string, unknown>> } }>(h.gateway, HISTORY, {
      token,
      variables: { p: 1, s: 10 },
    });
    expect(history.data!.memberPoints).toMatchObject({
      count: 1,
      items: [
        {
          kind: "earn",
          kindText: "订单完成",
          points: 1299,
          balance: 1299,
          rate: 1,
          orderNumber: order.orderNumber,
          returnOrderNumber: null,
          createdAt: NOW.toISOString(),
        },
      ],
    });
    expect((await gql(h.gateway, HISTORY, { token, variables: { s: 51 } })).errors?.[0]).toMatchObject({ extensions: { code: "400" } });
  });
});
