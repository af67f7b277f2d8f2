import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { couponRedemptions, couponRules, coupons, orderItems, orderStatusHistory, orders, paymentEvents, payments } from "../src/db/schema";
import { seedCatalogue } from "../src/db/seed/catalogue";
import { issueToken } from "../src/modules/auth/token-service";
import { findOrCreateMember } from "../src/modules/members/member-service";
import { createSandboxPaymentProvider } from "../src/modules/payments";
import { ADD, ADDRESS, SUBMIT, pickSkus, readStock, setStock } from "./support/commerce";
import { createRandom } from "./support/fuzz";
import { type GatewayProcess, createGatewayProcess, freePort } from "./support/gateway-process";
import { type FreshDatabase, createFreshDatabase, testDatabaseUrl } from "./support/pg-server";

// Issue 12 item 7: crash safety. The gateway runs as its own process on a fresh PostgreSQL
// database while shoppers browse, change bags, submit orders (with a single-use coupon), pay, and
// the cashier sends signed callbacks; the process is killed with SIGKILL at random moments (after
// a seeded random number of answered requests) and started again, and clients retry what failed
// as real ones do (the same checkout sid, the same callback). A checker then proves nothing was
// lost or applied twice: stock held and sold match the orders, each accepted callback was applied
// once, no order is half-written, the coupon was used at most once.
const { url } = testDatabaseUrl();
const skip = url === undefined;

const SEED = 0xc4a5_0012;
const KILLS = 3;
const WORKERS = 6;
const SECRET = "crash-test-secret-0123456789";
const STOCK = 30;

const PAY = /* GraphQL */ `
  mutation Pay($orderNumber: String!, $payType: String!) { payOrder(orderNumber: $orderNumber, payType: $payType) { checkSn amount } }
`;
const BROWSE = /* GraphQL */ `query Browse { productSortOptions { key } cart { count } }`;

type Answer = { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: { code?: string } }> };

describe.skipIf(skip)("crash safety: kill -9 during a mixed load on PostgreSQL (issue 12 item 7)", () => {
  let fresh: FreshDatabase;
  let gateway: GatewayProcess;
  const cashier = createSandboxPaymentProvider({ secret: SECRET });

  beforeAll(async () => {
    fresh = await createFreshDatabase(url ?? "");
    await seedCatalogue(fresh.db);
    const dbUrl = new URL(url ?? "");
    dbUrl.pathname = `/${fresh.name}`;
    gateway = createGatewayProcess({
      databaseUrl: dbUrl.toString(),
      port: await freePort(),
      env: { PAYMENT_SANDBOX_SECRET: SECRET, TOKEN_SECRET: "crash-test-token-secret-0123456789abcdef" },
    });
  }, 180_000);
  afterAll(async () => {
    await gateway?.stop();
    await fresh?.drop();
  });

  it(`keeps orders, payments, stock and coupons whole through ${KILLS} kill -9s`, async () => {
    const started = performance.now();
    const r = createRandom(SEED);
    const skus = await pickSkus(fresh.db, { count: 3, purchaseLimit: null });
    for (const sku of skus) await setStock(fresh.db, sku.ean, STOCK);
    const [rule] = await fresh.db
      .insert(couponRules)
      .values({
        key: "crash-coupon",
        name: "测试券",
        couponTypeName: "满减券",
        promotionType: "fixed",
        value: 5,
        fixedCode: "CRASHONCE",
        startDate: new Date(Date.now() - 86_400_000),
        endDate: new Date(Date.now() + 86_400_000),
      })
      .returning();
    await fresh.db.insert(coupons).values({ couponRuleId: rule!.id, code: "CRASHONCE", availableCount: 1, startDate: rule!.startDate, endDate: rule!.endDate });
    const buyers: string[] = [];
    for (let i = 0; i < WORKERS * 4; i += 1) {
      const member = await findOrCreateMember(fresh.db, `136${String(i + 1).padStart(8, "0")}`, new Date());
      buyers.push((await issueToken(fresh.db, { kind: "member", channel: "WEB", memberUid: member.memberUid, ttlHours: 24 })).token);
    }
    await gateway.start();

    let answered = 0;
    /** Resolvers waiting for `answered` to reach their count (the killer's moments). */
    const waiters: Array<{ at: number; resolve: () => void }> = [];
    const untilAnswered = (at: number) => new Promise<void>((resolve) => waiters.push({ at, resolve }));
    const countAnswer = () => {
      answered += 1;
      for (const w of waiters.filter((x) => x.at <= answered)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
    };
    let stopping = false;
    const tally = { requests: 0, retriedAfterCrash: 0, ordersPlaced: 0, ordersRefused: 0, payments: 0, callbacksAccepted: 0 };
    const placed = new Set<string>();
    /** What the load and the checker found wrong (the test expects none). */
    const problems: string[] = [];
    /** Callbacks the gateway answered 200 (applied or recognised as a replay): each must be applied once. */
    const accepted = new Map<string, string>();

    /** One HTTP exchange; a connection cut by the kill waits for the restart and is sent again. */
    async function send(path: string, init: RequestInit): Promise<Response> {
      for (;;) {
        try {
          await gateway.ready();
          tally.requests += 1;
          const response = await fetch(`${gateway.origin}${path}`, init);
          // The body too: a kill may cut the answer after its headers.
          const text = await response.text();
          countAnswer();
          return new Response(text, { status: response.status, headers: response.headers });
        } catch {
          tally.retriedAfterCrash += 1;
          await gateway.ready().catch(() => undefined);
        }
      }
    }
    const gql = async (token: string, query: string, variables: Record<string, unknown> = {}): Promise<Answer> => {
      const res = await send("/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", channel: "WEB", authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      });
      if (res.status >= 500) problems.push(`HTTP ${res.status} for ${query.slice(0, 40)}`);
      const body = (await res.json()) as Answer;
      for (const error of body.errors ?? []) if (error.extensions?.code === "500") problems.push(`'500' for ${query.slice(0, 40)}: ${error.message}`);
      return body;
    };

    async function shopper(worker: number): Promise<void> {
      for (let n = 0; !stopping; n += 1) {
        const token = buyers[(worker + n * WORKERS) % buyers.length]!;
        const sku = r.pick(skus);
        const k = r.int(10);
        if (k < 3) {
          await gql(token, BROWSE);
        } else if (k < 5) {
          await gql(token, ADD, { ean: sku.ean, quantity: 1 });
        } else {
          // Checkout: the same sid on every retry, so a crash between commit and answer makes no second order.
          const sid = `crash-${worker}-${n}-${r.int(1e9)}`;
          const submitted = await gql(token, SUBMIT, {
            products: r.chance(0.3) ? [{ ean: sku.ean, quantity: 1 }, { ean: r.pick(skus).ean, quantity: 1 }] : [{ ean: sku.ean, quantity: 1 + r.int(2) }],
            address: ADDRESS,
            sid,
            couponCode: r.chance(0.15) ? "CRASHONCE" : null,
          });
          const orderNumber = (submitted.data?.submitOrder as { orderNumber?: string } | undefined)?.orderNumber;
          if (!orderNumber) {
            tally.ordersRefused += 1;
            continue;
          }
          tally.ordersPlaced += 1;
          placed.add(orderNumber);
          if (r.chance(0.3)) continue; // left unpaid
          const pay = await gql(token, PAY, { orderNumber, payType: r.pick(["wechat", "alipay"]) });
          const attempt = pay.data?.payOrder as { checkSn: string; amount: number } | undefined;
          if (!attempt) continue;
          tally.payments += 1;
          const eventId = `evt-${attempt.checkSn}`;
          const event = cashier.signEvent({ eventId, type: "paid", paymentNo: attempt.checkSn, amount: attempt.amount, occurredAt: new Date(), providerTradeNo: `T-${attempt.checkSn}` }, new Date());
          // The cashier delivers until it gets a 200 (and sometimes twice).
          for (let times = r.chance(0.2) ? 2 : 1; times > 0; times -= 1) {
            const res = await send("/payments/notify/sandbox", { method: "POST", body: event.body, headers: event.headers });
            const { outcome } = (await res.json()) as { outcome: string };
            if (res.status !== 200 || !["paid", "duplicate"].includes(outcome)) problems.push(`callback ${eventId}: ${res.status} ${outcome}`);
            else accepted.set(eventId, orderNumber);
          }
        }
      }
    }

    // The killer: after a seeded random number of answered requests, kill -9 and start again.
    async function killer(): Promise<void> {
      for (let i = 0; i < KILLS; i += 1) {
        await untilAnswered(answered + 15 + r.int(60));
        await gateway.kill();
        await gateway.start();
      }
      await untilAnswered(answered + 30);
      stopping = true;
    }

    await Promise.all([killer(), ...Array.from({ length: WORKERS }, (_, w) => shopper(w))]);
    const loadSeconds = ((performance.now() - started) / 1000).toFixed(1);

    // ── The checker ──────────────────────────────────────────────────────────────────────────
    const all = await fresh.db.select().from(orders);
    const items = await fresh.db.select().from(orderItems);
    const itemsOf = new Map<number, typeof items>();
    for (const item of items) itemsOf.set(item.orderId, [...(itemsOf.get(item.orderId) ?? []), item]);
    // Every order the load was told about exists; no order exists that the load did not place.
    expect(new Set(all.map((o) => o.orderNumber))).toEqual(placed);

    // No order half-written: items present, quantities and money add up.
    for (const order of all) {
      const lines = itemsOf.get(order.id) ?? [];
      if (lines.length === 0) problems.push(`${order.orderNumber}: no items`);
      const qty = lines.reduce((sum, l) => sum + l.quantity, 0);
      if (qty !== order.totalQtyOrdered) problems.push(`${order.orderNumber}: items hold ${qty} units, the order says ${order.totalQtyOrdered}`);
      const linesPaid = Math.round(lines.reduce((sum, l) => sum + Number(l.totalPaid), 0) * 100);
      if (linesPaid + Math.round(Number(order.shippingFee) * 100) !== Math.round(Number(order.totalPaid) * 100)) {
        problems.push(`${order.orderNumber}: lines ${linesPaid / 100} + shipping ${order.shippingFee} ≠ total ${order.totalPaid}`);
      }
    }

    // Stock: what pending orders hold is locked, what paid orders took is gone — no unit lost or counted twice.
    for (const sku of skus) {
      const held = all.filter((o) => o.status === "pending_payment").flatMap((o) => itemsOf.get(o.id) ?? []).filter((l) => l.sku === sku.ean);
      const sold = all.filter((o) => o.status !== "pending_payment" && o.status !== "cancelled").flatMap((o) => itemsOf.get(o.id) ?? []).filter((l) => l.sku === sku.ean);
      const s = await readStock(fresh.db, sku.ean);
      const want = { qty: STOCK - sold.reduce((n, l) => n + l.quantity, 0), lockQty: held.reduce((n, l) => n + l.quantity, 0) };
      if (s.qty !== want.qty || s.lockQty !== want.lockQty) problems.push(`stock of ${sku.ean}: ${JSON.stringify(s)}, orders say ${JSON.stringify(want)}`);
      if (s.qty - s.lockQty < 0 || s.qty < 0) problems.push(`stock of ${sku.ean} negative: ${JSON.stringify(s)}`);
    }

    // Payments: each order paid exactly when one attempt succeeded, with one 'paid' transition;
    // every callback the gateway accepted was applied (its order is paid) and recorded once.
    const attempts = await fresh.db.select().from(payments);
    const history = await fresh.db.select({ orderId: orderStatusHistory.orderId }).from(orderStatusHistory).where(eq(orderStatusHistory.toStatus, "paid"));
    for (const order of all) {
      const succeeded = attempts.filter((p) => p.orderId === order.id && p.status === "succeeded").length;
      const transitions = history.filter((h) => h.orderId === order.id).length;
      const want = order.isPaid ? 1 : 0;
      if (succeeded !== want || transitions !== want) problems.push(`${order.orderNumber}: paid ${order.isPaid}, ${succeeded} succeeded payments, ${transitions} 'paid' transitions`);
      if (order.isPaid !== (order.status !== "pending_payment" && order.status !== "cancelled")) problems.push(`${order.orderNumber}: status ${order.status} but isPaid ${order.isPaid}`);
    }
    const events = accepted.size > 0 ? await fresh.db.select().from(paymentEvents).where(inArray(paymentEvents.eventId, [...accepted.keys()])) : [];
    expect(events.map((e) => e.eventId).sort()).toEqual([...accepted.keys()].sort());
    const paidNumbers = new Set(all.filter((o) => o.isPaid).map((o) => o.orderNumber));
    for (const [eventId, orderNumber] of accepted) if (!paidNumbers.has(orderNumber)) problems.push(`callback ${eventId} accepted but ${orderNumber} is not paid`);

    // The single-use coupon: at most one live order carries it, and the count matches.
    const [coupon] = await fresh.db.select().from(coupons).where(eq(coupons.code, "CRASHONCE"));
    const [{ live } = { live: 0 }] = await fresh.db
      .select({ live: sql<number>`count(*)::int` })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.couponId, coupon!.id), isNull(couponRedemptions.releasedAt)));
    const withCoupon = all.filter((o) => o.couponCode === "CRASHONCE" && o.status !== "cancelled").length;
    expect(live).toBeLessThanOrEqual(1);
    expect(withCoupon).toBe(live);
    expect(coupon!.availableCount).toBe(1 - live);

    const statusCounts = new Map<string, number>();
    for (const o of all) statusCounts.set(o.status, (statusCounts.get(o.status) ?? 0) + 1);
    const byStatus = [...statusCounts].map(([k, v]) => `${k} ${v}`).join(", ");
    console.info(
      [
        `crash safety (seed ${SEED.toString(16)}): ${KILLS} kill -9s, ${gateway.starts} starts, load ${loadSeconds} s, total ${((performance.now() - started) / 1000).toFixed(1)} s`,
        `  ${tally.requests} requests (${tally.retriedAfterCrash} sent again after a crash), ${tally.ordersPlaced} orders placed (${byStatus}), ${tally.ordersRefused} refused, ${tally.payments} payments started, ${accepted.size} callbacks accepted`,
        `  checked: every order known to its buyer exists and none other; items, quantities and totals whole; stock of ${skus.length} SKUs = ${STOCK} − sold, lock = held by unpaid orders;`,
        `  each paid order has one succeeded payment and one 'paid' transition, each accepted callback recorded once and applied; coupon CRASHONCE used ${live}× (≤ 1)`,
      ].join("\n"),
    );
    for (const problem of problems.slice(0, 30)) console.info(`  ✖ ${problem}`);
    expect(problems).toEqual([]);
    expect(gateway.starts).toBe(KILLS + 1);
    expect(tally.ordersPlaced).toBeGreaterThan(0);
    expect(accepted.size).toBeGreaterThan(0);
  }, 600_000);
});
