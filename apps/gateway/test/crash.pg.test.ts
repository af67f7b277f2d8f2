import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueToken } from "../src/modules/auth/token-service";
import { seedCatalogue } from "../src/modules/catalog/seed/catalogue";
import { findOrCreateMember } from "../src/modules/members/member-service";
import { createSandboxPaymentProvider } from "../src/modules/payments";
import { ADD, ADDRESS, pickSkus, SUBMIT, seedSharedCoupon, setStock } from "./support/commerce";
import { checkCommerce } from "./support/commerce-checker";
import { createRandom } from "./support/fuzz";
import { createGatewayProcess, freePort, type GatewayProcess } from "./support/gateway-process";
import { createFreshDatabase, type FreshDatabase, testDatabaseUrl } from "./support/pg-server";

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
    await seedSharedCoupon(fresh.db, { key: "crash-coupon", code: "CRASHONCE" });
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
      for (const error of body.errors ?? [])
        if (error.extensions?.code === "500") problems.push(`'500' for ${query.slice(0, 40)}: ${error.message}`);
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
            products: r.chance(0.3)
              ? [
                  { ean: sku.ean, quantity: 1 },
                  { ean: r.pick(skus).ean, quantity: 1 },
                ]
              : [{ ean: sku.ean, quantity: 1 + r.int(2) }],
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
          const event = cashier.signEvent(
            {
              eventId,
              type: "paid",
              paymentNo: attempt.checkSn,
              amount: attempt.amount,
              occurredAt: new Date(),
              providerTradeNo: `T-${attempt.checkSn}`,
            },
            new Date(),
          );
          // The cashier delivers until it gets a 200 (and sometimes twice).
          for (let times = r.chance(0.2) ? 2 : 1; times > 0; times -= 1) {
            const res = await send("/payments/notify/sandbox", { method: "POST", body: event.body, headers: event.headers });
            const { outcome } = (await res.json()) as { outcome: string };
            if (res.status !== 200 || !["paid", "duplicate"].includes(outcome))
              problems.push(`callback ${eventId}: ${res.status} ${outcome}`);
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

    // ── The checker (support/commerce-checker.ts, shared with the several-instances test) ──
    const {
      problems: found,
      couponUses: live,
      byStatus,
    } = await checkCommerce(fresh.db, { skus, stock: STOCK, placed, accepted, couponCode: "CRASHONCE" });
    problems.push(...found);

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
