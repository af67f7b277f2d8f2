import { generateKeyPairSync } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { submitOrder } from "../src/flows/checkout/checkout-service";
import { orderStatusHistory, orders, paymentEvents, refunds } from "../src/kernel/db/schema";
import { seedCatalogue } from "../src/modules/catalog/seed/catalogue";
import { findOrCreateMember } from "../src/modules/members/member-service";
import { expireUnpaidOrders } from "../src/modules/orders/order-service";
import { createLiteposProvider, handleLiteposNotification, type LiteposProvider, sweepLitepos } from "../src/modules/payments/litepos";
import { createFakeLitepos, type FakeLitepos } from "../src/modules/payments/litepos/fake";
import { payOrder } from "../src/modules/payments/payment-service";
import { ADDRESS, pickSkus, setStock } from "./support/commerce";
import { createFreshDatabase, type FreshDatabase, testDatabaseUrl } from "./support/pg-server";

// Two gateway instances may hear of one LitePOS payment at the same moment: the notification
// (and 收钱吧's retries, on any instance) and the query job. On a real server (PGlite is one
// session) they must settle it once. Without TEST_DATABASE_URL the suite skips, visibly.
const { url } = testDatabaseUrl();

describe.skipIf(url === undefined)("LitePOS settlement races on PostgreSQL", () => {
  let fresh: FreshDatabase;
  let fake: FakeLitepos;
  let provider: LiteposProvider;
  let seq = 0;
  const merchant = generateKeyPairSync("rsa", { modulusLength: 2048 });

  beforeAll(async () => {
    fresh = await createFreshDatabase(url ?? "");
    await seedCatalogue(fresh.db);
    // Notifications are posted by the test itself (concurrently), not by the fake.
    fake = createFakeLitepos({ merchantPublicKey: merchant.publicKey, deliver: () => new Response("not delivered", { status: 503 }) });
    await fake.listen();
    provider = createLiteposProvider({
      baseUrl: fake.url,
      appId: fake.appId,
      brandCode: fake.brandCode,
      storeSn: "XLWEB01",
      workstationSn: "0",
      merchantPrivateKey: merchant.privateKey,
      platformPublicKey: fake.platformPublicKeyPem,
      notifyUrl: "http://gateway.test/payments/notify/litepos",
      returnOrigin: "http://shop.test",
    });
  }, 180_000);
  afterAll(async () => {
    await fake?.close();
    await fresh?.drop();
  });

  async function paidAttempt(index: number) {
    const [sku] = await pickSkus(fresh.db, { count: index + 1, purchaseLimit: null }).then((s) => s.slice(index));
    await setStock(fresh.db, sku!.ean, 5);
    const memberUid = (await findOrCreateMember(fresh.db, `137${String(++seq).padStart(8, "0")}`, new Date())).memberUid;
    const order = await submitOrder(fresh.db, { memberUid, isInCart: false, products: [{ ean: sku!.ean, quantity: 1 }], address: ADDRESS });
    const pay = await payOrder(fresh.db, provider, { memberUid, orderNumber: order.orderNumber, payType: "wechat" });
    return { order, pay };
  }

  it("20 notifications (retries and duplicates) and 3 query jobs at once: paid once", async () => {
    const { order, pay } = await paidAttempt(0);
    await fake.pay(pay.orderToken, "wechat");
    for (let i = 0; i < 4; i += 1) fake.notify(pay.checkSn);
    const bodies = fake.notifications.filter((n) => n.orderSn === pay.orderSn).map((n) => n.body);
    const later = new Date(Date.now() + 3 * 60_000);
    const results = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) =>
        handleLiteposNotification(fresh.db, provider, bodies[i % bodies.length]!, { now: new Date() }),
      ),
      ...Array.from({ length: 3 }, () => sweepLitepos(fresh.db, provider, later, { reconcile: false })),
    ]);
    const notified = results.slice(0, 20) as Array<{ status: number; outcome: string }>;
    expect(notified.every((r) => r.status === 200)).toBe(true);
    const [row] = await fresh.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe("paid");
    const [{ n: transitions } = { n: 0 }] = await fresh.db
      .select({ n: count() })
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.toStatus, "paid")));
    expect(transitions).toBe(1);
    const events = await fresh.db.select().from(paymentEvents).where(eq(paymentEvents.paymentNo, pay.checkSn));
    expect(events.map((e) => e.outcome)).toEqual(["paid"]);
  }, 60_000);

  it("a payment for a cancelled order heard by 10 notifications and 2 query jobs at once: one refund", async () => {
    const { order, pay } = await paidAttempt(1);
    const afterDeadline = new Date(order.paymentExpireAt.getTime() + 1_000);
    expect(await expireUnpaidOrders(fresh.db, afterDeadline)).toBeGreaterThanOrEqual(1);
    await fake.pay(pay.orderToken, "alipay", new Date(order.paymentExpireAt.getTime() + 20_000));
    const body = fake.notifications.find((n) => n.orderSn === pay.orderSn)!.body;
    await Promise.all([
      ...Array.from({ length: 10 }, () => handleLiteposNotification(fresh.db, provider, body, { now: afterDeadline })),
      ...Array.from({ length: 2 }, () =>
        sweepLitepos(fresh.db, provider, new Date(afterDeadline.getTime() + 3 * 60_000), { reconcile: false }),
      ),
    ]);
    const rows = await fresh.db.select().from(refunds).where(eq(refunds.paymentNo, pay.checkSn));
    expect(rows.map((r) => [r.idempotencyKey, Number(r.amount)])).toEqual([[`late:${pay.checkSn}`, pay.amount]]);
    const [row] = await fresh.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe("cancelled");
  }, 60_000);
});
