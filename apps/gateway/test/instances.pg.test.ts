import { and, count, eq, inArray, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { submitOrder } from "../src/flows/checkout/checkout-service";
import { startCommerceJobs } from "../src/flows/commerce-jobs";
import { createDatabase, type DatabaseHandle } from "../src/kernel/db";
import { couponRedemptions, coupons, orderStatusHistory, orders, payments } from "../src/kernel/db/schema";
import { issueToken } from "../src/modules/auth/token-service";
import { seedCatalogue } from "../src/modules/catalog/seed/catalogue";
import { findOrCreateMember } from "../src/modules/members/member-service";
import { createPaymentRoutes, createSandboxPaymentProvider } from "../src/modules/payments";
import { ADDRESS, pickSkus, readStock, SUBMIT, seedSharedCoupon, setStock } from "./support/commerce";
import { gql } from "./support/graphql";
import { createCapturingLogger } from "./support/logs";
import { createMemberHarness, type MemberHarness } from "./support/members";
import { createFreshDatabase, type FreshDatabase, testDatabaseUrl } from "./support/pg-server";

// Issue 12 item 8: the store on more than one machine. Two gateway instances — each with its own
// connection pool, its own in-process state (catalogue cache, token signer, sweep timer) — serve
// one PostgreSQL database, as two processes behind a load balancer would. What must hold: no
// oversell when buyers of one flash sale land on both; a payment callback delivered to both is
// applied once; the scheduled expiry sweep running in both cancels each order (and gives its stock
// and coupon back) once.
const { url } = testDatabaseUrl();
const skip = url === undefined;

const PAY = /* GraphQL */ `
  mutation Pay($orderNumber: String!, $payType: String!) { payOrder(orderNumber: $orderNumber, payType: $payType) { checkSn amount } }
`;

describe.skipIf(skip)("two gateway instances on one PostgreSQL database (issue 12 item 8)", () => {
  let fresh: FreshDatabase;
  /** The second instance's own pool on the same database. */
  let second: DatabaseHandle;
  let a: MemberHarness;
  let b: MemberHarness;
  // Every instance is configured with the same PAYMENT_SANDBOX_SECRET (README: shared env).
  const cashierA = createSandboxPaymentProvider({ secret: "instances-secret-0123456789" });
  const cashierB = createSandboxPaymentProvider({ secret: "instances-secret-0123456789" });
  let seq = 0;

  /** A member and a member token (as a login on either instance would issue). */
  async function member(): Promise<{ memberUid: string; token: string }> {
    const row = await findOrCreateMember(fresh.db, `137${String(++seq).padStart(8, "0")}`, new Date());
    const issued = await issueToken(fresh.db, { kind: "member", channel: "WEB", memberUid: row.memberUid, ttlHours: 24 });
    return { memberUid: row.memberUid, token: issued.token };
  }

  beforeAll(async () => {
    const started = performance.now();
    fresh = await createFreshDatabase(url ?? "");
    await seedCatalogue(fresh.db);
    const secondUrl = new URL(url ?? "");
    secondUrl.pathname = `/${fresh.name}`;
    second = await createDatabase({ databaseUrl: secondUrl.toString(), pgliteDataDir: "unused" });
    a = createMemberHarness(fresh.db, {
      payments: {
        provider: cashierA,
        routes: (clock, logger) => createPaymentRoutes({ db: fresh.db, logger, providers: [cashierA], sandbox: cashierA, clock }),
      },
    });
    b = createMemberHarness(second.db, {
      payments: {
        provider: cashierB,
        routes: (clock, logger) => createPaymentRoutes({ db: second.db, logger, providers: [cashierB], sandbox: cashierB, clock }),
      },
    });
    console.info(`two instances ready in ${Math.round(performance.now() - started)} ms`);
  }, 180_000);
  afterAll(async () => {
    await second?.close();
    await fresh?.drop();
  });

  it("sells exactly 10 units to 100 buyers split across both instances, and applies each payment callback sent to both once", async () => {
    const started = performance.now();
    const [sku] = await pickSkus(fresh.db, { count: 1, purchaseLimit: null });
    await setStock(fresh.db, sku!.ean, 10);
    const buyers = await Promise.all(Array.from({ length: 100 }, () => member()));
    const answers = await Promise.all(
      buyers.map((buyer, i) =>
        gql<{ submitOrder: { orderNumber: string } }>(i % 2 === 0 ? a.gateway : b.gateway, SUBMIT, {
          token: buyer.token,
          variables: { products: [{ ean: sku!.ean, quantity: 1 }], address: ADDRESS, sid: `flash-sale-${i}` },
        }).then((res) => ({ res, buyer, instance: i % 2 === 0 ? "a" : "b" })),
      ),
    );
    const won = answers.filter((x) => x.res.data?.submitOrder);
    const refused = answers.filter((x) => !x.res.data?.submitOrder);
    expect(won).toHaveLength(10);
    // Both instances took half the buyers and answered every one (which of them sells the 10 is
    // timing: on a loaded machine one pool can win them all), and every refusal is the
    // shopper-facing one.
    expect(answers.filter((x) => x.instance === "a" && (x.res.data?.submitOrder || x.res.errors?.length))).toHaveLength(50);
    expect(answers.filter((x) => x.instance === "b" && (x.res.data?.submitOrder || x.res.errors?.length))).toHaveLength(50);
    for (const { res } of refused) {
      expect(res.errors?.[0]?.extensions.code).not.toBe("500");
      expect(res.errors?.[0]?.message).toMatch(/库存不足|已售罄/);
    }
    expect(await readStock(fresh.db, sku!.ean)).toEqual({ qty: 10, lockQty: 10 });

    // Each winner pays on the instance it did not order on; the cashier's callback reaches both
    // instances at once (a provider retrying on a timeout, the load balancer choosing each).
    const orderNumbers = won.map((x) => x.res.data!.submitOrder.orderNumber);
    const outcomes: string[] = [];
    await Promise.all(
      won.map(async ({ buyer, instance }, i) => {
        const payOn = instance === "a" ? b : a;
        const pay = await gql<{ payOrder: { checkSn: string; amount: number } }>(payOn.gateway, PAY, {
          token: buyer.token,
          variables: { orderNumber: orderNumbers[i], payType: "wechat" },
        });
        expect(pay.errors).toBeUndefined();
        const { checkSn, amount } = pay.data!.payOrder;
        const event = cashierA.signEvent(
          { eventId: `evt-${checkSn}`, type: "paid", paymentNo: checkSn, amount, occurredAt: new Date(), providerTradeNo: `T-${checkSn}` },
          new Date(),
        );
        const deliveries = await Promise.all(
          [a, b, a, b].map((h) =>
            h.gateway.fetch(
              new Request("http://gateway.test/payments/notify/sandbox", { method: "POST", body: event.body, headers: event.headers }),
            ),
          ),
        );
        for (const d of deliveries) {
          expect(d.status).toBe(200);
          outcomes.push(((await d.json()) as { outcome: string }).outcome);
        }
      }),
    );
    expect(outcomes.filter((o) => o === "paid")).toHaveLength(10);
    expect(outcomes.filter((o) => o !== "paid").every((o) => o === "duplicate")).toBe(true);
    const placed = await fresh.db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(inArray(orders.orderNumber, orderNumbers));
    expect(placed.map((o) => o.status)).toEqual(Array.from({ length: 10 }, () => "paid"));
    const [{ n: paidTransitions } = { n: 0 }] = await fresh.db
      .select({ n: count() })
      .from(orderStatusHistory)
      .where(
        and(
          inArray(
            orderStatusHistory.orderId,
            placed.map((o) => o.id),
          ),
          eq(orderStatusHistory.toStatus, "paid"),
        ),
      );
    expect(paidTransitions).toBe(10);
    const [{ n: succeeded } = { n: 0 }] = await fresh.db
      .select({ n: count() })
      .from(payments)
      .where(and(inArray(payments.orderNumber, orderNumbers), eq(payments.status, "succeeded")));
    expect(succeeded).toBe(10);
    // The sale committed once: 10 units gone, none held.
    expect(await readStock(fresh.db, sku!.ean)).toEqual({ qty: 0, lockQty: 0 });
    console.info(
      `flash sale on two instances: 10 of 100 buyers served, 40 callbacks → 10 applied, in ${Math.round(performance.now() - started)} ms`,
    );
  }, 120_000);

  it("runs the expiry sweep in both instances at once: each overdue order is cancelled, its stock and coupon given back, once", async () => {
    const started = performance.now();
    const [sku] = await pickSkus(fresh.db, { count: 2, purchaseLimit: null }).then((s) => s.slice(1));
    await setStock(fresh.db, sku!.ean, 50);
    await seedSharedCoupon(fresh.db, { key: "instances-expiry", code: "TWOSWEEPS" });
    const buyers = await Promise.all(Array.from({ length: 12 }, () => member()));
    const placed = [];
    for (const [i, buyer] of buyers.entries()) {
      placed.push(
        await submitOrder(fresh.db, {
          memberUid: buyer.memberUid,
          isInCart: false,
          products: [{ ean: sku!.ean, quantity: 1 + (i % 3) }],
          couponCode: i === 0 ? "TWOSWEEPS" : null,
          address: ADDRESS,
        }),
      );
    }
    const held = placed.reduce((sum, _, i) => sum + 1 + (i % 3), 0);
    expect(await readStock(fresh.db, sku!.ean)).toEqual({ qty: 50, lockQty: held });
    const numbers = placed.map((o) => o.orderNumber);
    // Their payment deadline has passed (as after a night with no sweep).
    await fresh.db
      .update(orders)
      .set({ paymentExpireAt: new Date(Date.now() - 60_000) })
      .where(inArray(orders.orderNumber, numbers));

    // Each instance starts its sweep (main.ts: once at start, then every 30 s); both ticks race.
    const logsA = createCapturingLogger();
    const logsB = createCapturingLogger();
    const stops = [
      startCommerceJobs({ db: fresh.db, logger: logsA.logger, sms: a.deps.sms }),
      startCommerceJobs({ db: second.db, logger: logsB.logger, sms: b.deps.sms }),
      startCommerceJobs({ db: second.db, logger: logsB.logger, sms: b.deps.sms }),
    ];
    await Promise.all(stops.map((stop) => stop()));

    const after = await fresh.db.select({ id: orders.id, status: orders.status }).from(orders).where(inArray(orders.orderNumber, numbers));
    expect(after.map((o) => o.status)).toEqual(Array.from({ length: 12 }, () => "cancelled"));
    const [{ n: cancellations } = { n: 0 }] = await fresh.db
      .select({ n: count() })
      .from(orderStatusHistory)
      .where(
        and(
          inArray(
            orderStatusHistory.orderId,
            after.map((o) => o.id),
          ),
          eq(orderStatusHistory.toStatus, "cancelled"),
        ),
      );
    expect(cancellations).toBe(12);
    // The sweeps' logs add up to the 12 orders: no order counted by two instances.
    const expired = [...logsA.lines(), ...logsB.lines()].reduce(
      (sum, line) => sum + (typeof line.expired === "number" ? line.expired : 0),
      0,
    );
    expect(expired).toBe(12);
    expect(await readStock(fresh.db, sku!.ean)).toEqual({ qty: 50, lockQty: 0 });
    const [coupon] = await fresh.db.select().from(coupons).where(eq(coupons.code, "TWOSWEEPS"));
    expect(coupon!.availableCount).toBe(1);
    const [{ n: open } = { n: 0 }] = await fresh.db
      .select({ n: count() })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.couponId, coupon!.id), isNull(couponRedemptions.releasedAt)));
    expect(open).toBe(0);
    console.info(
      `expiry sweep in three racing ticks on two instances: 12 orders cancelled once, ${held} units back, in ${Math.round(performance.now() - started)} ms`,
    );
  }, 120_000);
});
