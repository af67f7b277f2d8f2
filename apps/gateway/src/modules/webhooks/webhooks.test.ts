import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertPaidOrder, PICKUP } from "../../../test/support/after-sale";
import { pickSkus, setStock } from "../../../test/support/commerce";
import { createTestDatabase } from "../../../test/support/database";
import { applyReturn, cancelReturn } from "../../flows/after-sale-service";
import type { Database, DatabaseHandle } from "../../kernel/db";
import { outboxEvents, returnOrders, webhookDeliveries, webhookEndpoints } from "../../kernel/db/schema";
import { AFTER_SALE_REASONS, pickupStartDate } from "../after-sale/pickup-options";
import { seedCatalogue } from "../catalog/seed/catalogue";
import { findOrCreateMember } from "../members/member-service";
import { transitionOrder } from "../orders/order-status";
import { pickupDaySlots } from "../orders/pickup-slots";
import {
  deliverDueWebhooks,
  EVENT_ID_HEADER,
  listDeadWebhookDeliveries,
  replayWebhookDelivery,
  SIGNATURE_HEADER,
  signWebhook,
  upsertWebhookEndpoint,
  type WebhookEvent,
  webhookBackoffMs,
  webhookQueueDepth,
  webhookSignatureProblem,
} from "./index";

// Issue 25 §3 on one PGlite: events written by the change itself (triggers, migration 0023),
// delivered signed to a real HTTP receiver that checks the signature as a brand's system would,
// retried with backoff, dead-lettered and replayed. The kill-mid-delivery case runs against
// PostgreSQL with gateway processes (webhooks.pg.test.ts).

let handle: DatabaseHandle;
let db: Database;

/** A receiver: checks each delivery's signature, answers `status()` (200 unless told otherwise). */
interface Receiver {
  url: string;
  secret: string;
  received: Array<{ event: WebhookEvent; headers: IncomingMessage["headers"]; refused: string | null }>;
  status: () => number;
  close(): Promise<void>;
}

async function receiver(secret: string, status: () => number = () => 200): Promise<Receiver> {
  const received: Receiver["received"] = [];
  const self: Receiver = { url: "", secret, received, status, close: async () => undefined };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const refused = webhookSignatureProblem(self.secret, request.headers[SIGNATURE_HEADER] as string | undefined, body, new Date());
      received.push({ event: JSON.parse(body) as WebhookEvent, headers: request.headers, refused });
      response.writeHead(refused ? 401 : self.status()).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  self.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  self.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return self;
}

let sink: Receiver;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  await seedCatalogue(db);
  sink = await receiver("whsec_test_receiver_secret");
});
afterAll(async () => {
  await sink?.close();
  await handle?.close();
});
beforeEach(async () => {
  // Each test registers its own endpoints; earlier ones stop receiving.
  await db.update(webhookEndpoints).set({ active: false });
  sink.received.length = 0;
  sink.status = () => 200;
});

const typesSince = async (id: number) =>
  (
    await db
      .select({ type: outboxEvents.type, data: outboxEvents.data })
      .from(outboxEvents)
      .where(sql`${outboxEvents.id} > ${id}`)
      .orderBy(outboxEvents.id)
  ).map((e) => e);
const lastEventId = async () => (await db.select({ id: sql<number>`coalesce(max(${outboxEvents.id}), 0)::int` }).from(outboxEvents))[0]!.id;
const firstDay = (now: Date) => pickupDaySlots(pickupStartDate(now)).find((s) => !s.disabled)!.form_pickupDate;
/** A member (points are credited on completion, so the order needs one). */
const memberUidOf = async (n: number) => (await findOrCreateMember(db, `1370000${String(n).padStart(4, "0")}`, new Date())).memberUid;
const send = (options: Parameters<typeof deliverDueWebhooks>[1] = {}) => deliverDueWebhooks(db, { backoffMs: () => 0, ...options });

describe("the outbox (issue 25 §3): every change writes its event in its own transaction", () => {
  it("orders: paid, shipped, completed, cancelled — money in fen, the parcel named", async () => {
    const since = await lastEventId();
    const now = new Date();
    const order = await insertPaidOrder(db, await memberUidOf(1), {
      status: "pending_payment",
      lines: [{ quantity: 1, sharePrice: 399.9 }],
    });
    await transitionOrder(db, { orderId: order.id, from: "pending_payment", to: "paid", actor: "payment", now });
    await transitionOrder(db, {
      orderId: order.id,
      from: "paid",
      to: "shipped",
      actor: "staff",
      now,
      set: { shippingCompany: "顺丰速运", shippingNumber: "SF1234567890" },
    });
    await transitionOrder(db, { orderId: order.id, from: "shipped", to: "completed", actor: "member", now });
    const other = await insertPaidOrder(db, await memberUidOf(1), { status: "pending_payment" });
    await transitionOrder(db, { orderId: other.id, from: "pending_payment", to: "cancelled", actor: "member", reason: "不想要了", now });
    const events = await typesSince(since);
    expect(events.map((e) => e.type)).toEqual(["order.paid", "order.shipped", "order.completed", "order.cancelled"]);
    expect(events[0]!.data).toMatchObject({ orderNumber: order.orderNumber, status: "paid", totalPaidFen: 39_990, actor: "payment" });
    expect(events[1]!.data).toMatchObject({ shippingCompany: "顺丰速运", shippingNumber: "SF1234567890" });
    expect(events[3]!.data).toMatchObject({ orderNumber: other.orderNumber, reason: "不想要了" });
  });

  it("a change that rolls back leaves no event", async () => {
    const since = await lastEventId();
    const order = await insertPaidOrder(db, await memberUidOf(2), { status: "paid" });
    await expect(
      db.transaction(async (tx) => {
        await transitionOrder(tx as unknown as Database, { orderId: order.id, from: "paid", to: "shipped", actor: "staff" });
        throw new Error("the warehouse call failed");
      }),
    ).rejects.toThrow("the warehouse call failed");
    expect(await typesSince(since)).toEqual([]);
  });

  it("returns: requested, cancelled, refunded", async () => {
    const since = await lastEventId();
    const now = new Date();
    const memberUid = await memberUidOf(3);
    const order = await insertPaidOrder(db, memberUid, { status: "completed", lines: [{ quantity: 2, sharePrice: 199 }] });
    const input = {
      memberUid,
      orderNumber: order.orderNumber,
      items: [{ itemId: order.items[0]!.id, quantity: 1 }],
      ...PICKUP,
      reason: AFTER_SALE_REASONS[0],
      remark: null,
      pickupDate: firstDay(now),
      pickupTimeSpan: "13:00-18:00",
    };
    const first = await applyReturn(db, input, now);
    await cancelReturn(db, memberUid, first.returnOrderNumber, now);
    const second = await applyReturn(db, input, now);
    // The refund's settlement is the payments module's; whichever service sets 已退款, the row says it.
    await db
      .update(returnOrders)
      .set({ status: "refunded", refundedAt: now })
      .where(eq(returnOrders.returnOrderNumber, second.returnOrderNumber));
    const events = await typesSince(since);
    // A withdrawn return puts the order back to 已完成: that is an order event of its own.
    expect(events.map((e) => e.type)).toEqual([
      "return.requested",
      "return.cancelled",
      "order.completed",
      "return.requested",
      "return.refunded",
    ]);
    expect(events[0]!.data).toMatchObject({
      returnOrderNumber: first.returnOrderNumber,
      orderNumber: order.orderNumber,
      totalQuantity: 1,
      refundAmountFen: 19_900,
    });
  });

  it("stock: low once, when saleable stock falls below the threshold (config stock_low_threshold)", async () => {
    const [sku] = await pickSkus(db, { count: 1, purchaseLimit: null, minPrice: 100, maxPrice: 2_000, styleSkus: undefined });
    await setStock(db, sku!.ean, 8);
    const since = await lastEventId();
    await setStock(db, sku!.ean, 6); // 8 → 6: above 5
    await setStock(db, sku!.ean, 6, 2); // 6 → 4 saleable: below 5
    await setStock(db, sku!.ean, 3); // 4 → 3: already low
    await setStock(db, sku!.ean, 10); // restocked
    await setStock(db, sku!.ean, 4); // low again
    const events = await typesSince(since);
    expect(events.map((e) => e.type)).toEqual(["stock.low", "stock.low"]);
    expect(events[0]!.data).toMatchObject({ sku: sku!.ean, saleableQty: 4, threshold: 5 });
  });
});

describe("delivery (issue 25 §3): signed, at least once, retried, dead-lettered, replayed", () => {
  it("sends each subscribed event once, signed; a receiver with the wrong secret refuses it", async () => {
    const endpoint = await upsertWebhookEndpoint(db, { name: "oms", url: sink.url, events: ["order.paid", "order.cancelled"] });
    sink.secret = endpoint.secret;
    const order = await insertPaidOrder(db, await memberUidOf(4), { status: "pending_payment" });
    await transitionOrder(db, { orderId: order.id, from: "pending_payment", to: "paid", actor: "payment" });
    await transitionOrder(db, { orderId: order.id, from: "paid", to: "shipped", actor: "staff" }); // not subscribed
    expect(await send()).toEqual({ delivered: 1, retried: 0, dead: 0 });
    expect(await send()).toEqual({ delivered: 0, retried: 0, dead: 0 });
    expect(sink.received).toHaveLength(1);
    const [hit] = sink.received;
    expect(hit!.refused).toBeNull();
    expect(hit!.event).toMatchObject({ type: "order.paid", data: { orderNumber: order.orderNumber } });
    expect(hit!.headers[EVENT_ID_HEADER]).toBe(hit!.event.id);
    // The signature covers the body and the time: another key, a changed body or an old stamp fail.
    const body = JSON.stringify(hit!.event);
    const now = new Date();
    expect(webhookSignatureProblem("whsec_other", signWebhook(endpoint.secret, body, now), body, now)).toBe("mismatch");
    expect(webhookSignatureProblem(endpoint.secret, signWebhook(endpoint.secret, body, now), `${body} `, now)).toBe("mismatch");
    expect(webhookSignatureProblem(endpoint.secret, signWebhook(endpoint.secret, body, new Date(now.getTime() - 600_000)), body, now)).toBe(
      "expired",
    );
    expect(webhookSignatureProblem(endpoint.secret, undefined, body, now)).toBe("missing");
    expect(webhookSignatureProblem(endpoint.secret, "t=1,v1=zz", body, now)).toBe("malformed");
  });

  it("retries a failing receiver with backoff, then lists it dead; a replay sends it again", async () => {
    const endpoint = await upsertWebhookEndpoint(db, { name: "erp", url: sink.url, events: ["order.completed"] });
    sink.secret = endpoint.secret;
    sink.status = () => 503;
    const order = await insertPaidOrder(db, await memberUidOf(5), { status: "shipped" });
    await transitionOrder(db, { orderId: order.id, from: "shipped", to: "completed", actor: "member" });
    const waits: number[] = [];
    const backoffMs = (n: number) => {
      waits.push(n);
      return 60_000;
    };
    expect(await send({ backoffMs, maxAttempts: 3 })).toEqual({ delivered: 0, retried: 1, dead: 0 });
    // Not due again until its backoff has passed.
    expect(await send({ backoffMs, maxAttempts: 3 })).toEqual({ delivered: 0, retried: 0, dead: 0 });
    const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    expect(await send({ backoffMs, maxAttempts: 3, now: later(2) })).toEqual({ delivered: 0, retried: 1, dead: 0 });
    expect(await send({ backoffMs, maxAttempts: 3, now: later(4) })).toEqual({ delivered: 0, retried: 0, dead: 1 });
    expect(waits).toEqual([1, 2]);
    const dead = await listDeadWebhookDeliveries(db);
    expect(dead[0]).toMatchObject({ endpoint: "erp", type: "order.completed", attempts: 3, lastStatusCode: 503, lastError: "HTTP 503" });
    expect((await webhookQueueDepth(db)).dead).toBeGreaterThanOrEqual(1);
    // Every attempt carried the same event id.
    expect(new Set(sink.received.map((r) => r.event.id)).size).toBe(1);
    sink.status = () => 204;
    expect(await replayWebhookDelivery(db, dead[0]!.id)).toBe(true);
    expect(await send()).toEqual({ delivered: 1, retried: 0, dead: 0 });
    expect(sink.received).toHaveLength(4);
    expect(await replayWebhookDelivery(db, 9_999_999)).toBe(false);
  });

  it("a receiver that is down or silent counts as a failed attempt, not a crash", async () => {
    await upsertWebhookEndpoint(db, { name: "down", url: "http://127.0.0.1:9/hooks", events: ["order.cancelled"] });
    const order = await insertPaidOrder(db, await memberUidOf(6), { status: "pending_payment" });
    await transitionOrder(db, { orderId: order.id, from: "pending_payment", to: "cancelled", actor: "expiry" });
    expect(await send({ timeoutMs: 2_000 })).toEqual({ delivered: 0, retried: 1, dead: 0 });
    const [row] = await db.select().from(webhookDeliveries).orderBy(sql`${webhookDeliveries.id} desc`).limit(1);
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row!.lastError).toMatch(/fetch failed|ECONNREFUSED/);
  });

  it("refuses an endpoint it could not send to, or an event type it does not know", async () => {
    await expect(upsertWebhookEndpoint(db, { name: "x", url: "ftp://example.com" })).rejects.toMatchObject({
      extensions: { code: "400", field: "url" },
    });
    await expect(upsertWebhookEndpoint(db, { name: "x", url: "https://example.com", events: ["order.lost"] })).rejects.toMatchObject({
      extensions: { code: "400", field: "events" },
    });
  });

  it("backs off from 30 s, doubling, at most 6 h, spread over the upper half", () => {
    expect(webhookBackoffMs(1, () => 0)).toBe(15_000);
    expect(webhookBackoffMs(1, () => 1)).toBe(30_000);
    expect(webhookBackoffMs(3, () => 1)).toBe(120_000);
    expect(webhookBackoffMs(20, () => 1)).toBe(6 * 3_600_000);
  });
});
