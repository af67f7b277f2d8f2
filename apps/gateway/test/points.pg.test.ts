import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyReturn, receiveDueReturns } from "../src/flows/after-sale-service";
import { members, orders, pointsLedger } from "../src/kernel/db/schema";
import { AFTER_SALE_REASONS, pickupStartDate } from "../src/modules/after-sale/pickup-options";
import { findOrCreateMember } from "../src/modules/members/member-service";
import { confirmOrder } from "../src/modules/orders/order-query";
import { pickupDaySlots } from "../src/modules/orders/pickup-slots";
import { createSandboxPaymentProvider } from "../src/modules/payments";
import { creditOrderPoints } from "../src/modules/points/points-service";
import { insertPaidOrder, PICKUP } from "./support/after-sale";
import { createFreshDatabase, type FreshDatabase, testDatabaseUrl } from "./support/pg-server";

// Races need a real server: PGlite is one session. Without TEST_DATABASE_URL the suite skips
// (listed in the summary); CI or REQUIRE_PG=1 fail instead.
const { url } = testDatabaseUrl();
const skip = url === undefined;

describe.skipIf(skip)("points races on PostgreSQL (issue 24 §2)", () => {
  let fresh: FreshDatabase;
  let seq = 0;
  // Placed before the seeded 积分翻倍 window: rate 1, whatever day the suite runs.
  const placedAt = new Date("2026-02-10T04:00:00.000Z");
  const now = new Date("2026-06-20T04:00:00.000Z");
  const newMember = async () => (await findOrCreateMember(fresh.db, `135${String(++seq).padStart(8, "0")}`, now)).memberUid;
  const shipped = async (memberUid: string, lines: Array<{ quantity: number; sharePrice: number }>) => {
    const order = await insertPaidOrder(fresh.db, memberUid, { status: "shipped", lines });
    await fresh.db.update(orders).set({ createdAt: placedAt }).where(eq(orders.id, order.id));
    return order;
  };
  const pointOf = async (memberUid: string) =>
    (await fresh.db.select({ point: members.point }).from(members).where(eq(members.memberUid, memberUid)))[0]!.point;
  const entriesOf = (orderId: number) => fresh.db.select().from(pointsLedger).where(eq(pointsLedger.orderId, orderId));

  beforeAll(async () => {
    fresh = await createFreshDatabase(url ?? "");
  }, 180_000);
  afterAll(async () => {
    await fresh?.drop();
  });

  it("credits an order once however many completions race: 10 confirms and 20 direct credits", async () => {
    const memberUid = await newMember();
    const order = await shipped(memberUid, [{ quantity: 1, sharePrice: 888.88 }]);
    const confirms = await Promise.allSettled(Array.from({ length: 10 }, () => confirmOrder(fresh.db, memberUid, order.orderNumber, now)));
    expect(confirms.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const credits = await Promise.all(Array.from({ length: 20 }, () => fresh.db.transaction((tx) => creditOrderPoints(tx, order.id, now))));
    expect(credits.filter((c) => c !== null)).toEqual([]);
    expect(await pointOf(memberUid)).toBe(888);
    expect((await entriesOf(order.id)).map((e) => [e.kind, e.points, e.balance])).toEqual([["earn", 888, 888]]);
  }, 60_000);

  it("credits the first completion when 20 race on an order nobody completed through confirm", async () => {
    const memberUid = await newMember();
    const order = await shipped(memberUid, [{ quantity: 2, sharePrice: 99.99 }]);
    const credits = await Promise.all(Array.from({ length: 20 }, () => fresh.db.transaction((tx) => creditOrderPoints(tx, order.id, now))));
    expect(credits.filter((c) => c !== null)).toHaveLength(1);
    expect(await pointOf(memberUid)).toBe(199);
  }, 60_000);

  it("adds up a member's orders completed at the same moment: every balance a step of one sum", async () => {
    const memberUid = await newMember();
    const placed = await Promise.all(Array.from({ length: 8 }, (_, i) => shipped(memberUid, [{ quantity: 1, sharePrice: 100 + i }])));
    await Promise.all(placed.map((o) => confirmOrder(fresh.db, memberUid, o.orderNumber, now)));
    const total = placed.reduce((sum, _o, i) => sum + 100 + i, 0);
    expect(await pointOf(memberUid)).toBe(total);
    const rows = await fresh.db.select().from(pointsLedger).where(eq(pointsLedger.memberUid, memberUid));
    // The member row is locked per change: the balances are the running sums in commit order.
    const balances = rows.map((r) => r.balance).sort((a, b) => a - b);
    expect(balances.at(-1)).toBe(total);
    expect(new Set(balances).size).toBe(8);
  }, 60_000);

  it("takes a return's points back once when five warehouse sweeps take it in together", async () => {
    const memberUid = await newMember();
    const order = await shipped(memberUid, [{ quantity: 2, sharePrice: 250 }]);
    await confirmOrder(fresh.db, memberUid, order.orderNumber, now);
    expect(await pointOf(memberUid)).toBe(500);
    const pickupDate = pickupDaySlots(pickupStartDate(now)).find((s) => !s.disabled)!.form_pickupDate;
    await applyReturn(
      fresh.db,
      {
        memberUid,
        orderNumber: order.orderNumber,
        items: [{ itemId: order.items[0]!.id, quantity: 1 }],
        ...PICKUP,
        reason: AFTER_SALE_REASONS[0],
        remark: null,
        pickupDate,
        pickupTimeSpan: "09:00-12:00",
      },
      now,
    );
    const provider = createSandboxPaymentProvider({ db: fresh.db });
    const later = new Date(now.getTime() + 10 * 86_400_000);
    await Promise.all(Array.from({ length: 5 }, () => receiveDueReturns(fresh.db, provider, later)));
    expect(await pointOf(memberUid)).toBe(250);
    expect((await entriesOf(order.id)).map((e) => [e.kind, e.points]).sort()).toEqual([
      ["earn", 500],
      ["reverse", -250],
    ]);
  }, 60_000);
});
