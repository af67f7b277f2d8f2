import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxEvents, webhookDeliveries } from "../src/kernel/db/schema";
import { findOrCreateMember } from "../src/modules/members/member-service";
import { transitionOrder } from "../src/modules/orders/order-status";
import {
  EVENT_ID_HEADER,
  SIGNATURE_HEADER,
  upsertWebhookEndpoint,
  type WebhookEvent,
  webhookSignatureProblem,
} from "../src/modules/webhooks";
import { insertPaidOrder } from "./support/after-sale";
import { createGatewayProcess, freePort, type GatewayProcess } from "./support/gateway-process";
import { createFreshDatabase, type FreshDatabase, testDatabaseUrl } from "./support/pg-server";

// Issue 25 §3 "a webhook consumer receives every event exactly once after a gateway is killed
// mid-delivery": gateway processes (src/main.ts) on one PostgreSQL database deliver the outbox to
// a receiver that checks every signature and applies an event once by its id, as a brand's OMS
// does. The first delivery it is sent is held open and the gateway that sent it is killed (kill -9)
// while it waits; the delivery's claim runs out (WEBHOOK_LOCK_SECONDS) and another gateway sends it
// again with the same id. Nothing is lost, nothing is applied twice.
const { url } = testDatabaseUrl();

interface Consumer {
  url: string;
  secret: string;
  /** Every request, in arrival order. */
  requests: Array<{ id: string; type: string; refused: string | null }>;
  /** Event ids applied (each once). */
  applied: Set<string>;
  /** Resolves when the first request has arrived (and is being held). */
  held: Promise<string>;
  close(): Promise<void>;
}

async function consumer(): Promise<Consumer> {
  let holdFirst: ((id: string) => void) | null = null;
  const held = new Promise<string>((resolve) => {
    holdFirst = resolve;
  });
  const parked: ServerResponse[] = [];
  const self: Consumer = { url: "", secret: "", requests: [], applied: new Set(), held, close: async () => undefined };
  const server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const refused = webhookSignatureProblem(self.secret, request.headers[SIGNATURE_HEADER] as string | undefined, body, new Date());
      const event = JSON.parse(body) as WebhookEvent;
      self.requests.push({ id: event.id, type: event.type, refused });
      if (refused || request.headers[EVENT_ID_HEADER] !== event.id) {
        response.writeHead(401).end();
        return;
      }
      if (holdFirst) {
        // The first delivery: never answered by this consumer (its sender dies meanwhile).
        const resolve = holdFirst;
        holdFirst = null;
        parked.push(response);
        resolve(event.id);
        return;
      }
      self.applied.add(event.id);
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  self.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oms/webhooks`;
  self.close = () =>
    new Promise<void>((resolve) => {
      for (const response of parked) response.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return self;
}

describe.skipIf(url === undefined)("webhooks across gateway processes on PostgreSQL (issue 25 §3)", () => {
  let fresh: FreshDatabase;
  let gateways: GatewayProcess[] = [];
  let oms: Consumer;

  const eventIds = async () => (await fresh.db.select({ id: outboxEvents.eventId }).from(outboxEvents)).map((row) => row.id);
  const until = async (what: () => Promise<boolean>, label: string) => {
    const deadline = Date.now() + 60_000;
    while (!(await what())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  /** `count` orders paid then shipped: 2 × count events, written by the change as a service makes it. */
  async function orderEvents(count: number): Promise<void> {
    const { memberUid } = await findOrCreateMember(fresh.db, `1360000${String(count).padStart(4, "0")}`, new Date());
    for (let i = 0; i < count; i += 1) {
      const order = await insertPaidOrder(fresh.db, memberUid, { status: "pending_payment" });
      await transitionOrder(fresh.db, { orderId: order.id, from: "pending_payment", to: "paid", actor: "payment" });
      await transitionOrder(fresh.db, {
        orderId: order.id,
        from: "paid",
        to: "shipped",
        actor: "staff",
        set: { shippingNumber: `SF${i}` },
      });
    }
  }

  beforeAll(async () => {
    fresh = await createFreshDatabase(url ?? "");
    const dbUrl = new URL(url ?? "");
    dbUrl.pathname = `/${fresh.name}`;
    const ports = await Promise.all([freePort(), freePort()]);
    gateways = ports.map((port) =>
      createGatewayProcess({
        databaseUrl: dbUrl.toString(),
        port,
        env: { WEBHOOK_LOCK_SECONDS: "2", WEBHOOK_INTERVAL_SECONDS: "1", TOKEN_SECRET: "webhooks-pg-token-secret-0123456789abcdef" },
      }),
    );
    oms = await consumer();
    const endpoint = await upsertWebhookEndpoint(fresh.db, { name: "oms", url: oms.url });
    oms.secret = endpoint.secret;
  }, 240_000);

  afterAll(async () => {
    await Promise.all(gateways.map((gateway) => gateway.kill()));
    await oms?.close();
    await fresh?.drop();
  });

  it("a gateway killed mid-delivery: every event reaches the consumer, each applied once", async () => {
    const [first, second] = gateways as [GatewayProcess, GatewayProcess];
    await orderEvents(10);
    await first.start();
    // The first gateway sends the outbox; the consumer holds the first delivery open.
    const heldId = await oms.held;
    const expected = await eventIds();
    expect(expected).toHaveLength(20);
    const delivered = async () =>
      (
        await fresh.db.select({ n: sql<number>`count(*)::int` }).from(webhookDeliveries).where(eq(webhookDeliveries.status, "delivered"))
      )[0]!.n;
    // The others applied and recorded; the held one is in flight when the gateway dies.
    await until(
      async () => oms.applied.size === expected.length - 1 && (await delivered()) === expected.length - 1,
      "the other deliveries",
    );
    await first.kill();
    // Another gateway takes the held delivery once its claim has run out.
    await second.start();
    await until(async () => oms.applied.has(heldId), "the held delivery sent again");
    expect([...oms.applied].sort()).toEqual([...expected].sort());
    // Sent twice (at least once), applied once; every request signed and the same id each time.
    expect(oms.requests.filter((r) => r.id === heldId)).toHaveLength(2);
    expect(oms.requests.every((r) => r.refused === null)).toBe(true);
    const rows = await fresh.db.select({ status: webhookDeliveries.status, attempts: webhookDeliveries.attempts }).from(webhookDeliveries);
    expect(rows).toHaveLength(20);
    expect(rows.every((row) => row.status === "delivered")).toBe(true);
    expect(rows.filter((row) => row.attempts === 2)).toHaveLength(1);
  }, 240_000);

  it("two gateways at once never send one delivery twice (claims skip what the other holds)", async () => {
    const [first, second] = gateways as [GatewayProcess, GatewayProcess];
    await first.start();
    const before = oms.requests.length;
    const seen = new Set(oms.applied);
    await orderEvents(30);
    const fresh60 = (await eventIds()).filter((id) => !seen.has(id));
    expect(fresh60).toHaveLength(60);
    await until(async () => fresh60.every((id) => oms.applied.has(id)), "60 deliveries");
    const sent = oms.requests.slice(before);
    expect(sent).toHaveLength(60);
    expect(new Set(sent.map((r) => r.id)).size).toBe(60);
    const pending = async () =>
      (await fresh.db.select({ n: sql<number>`count(*)::int` }).from(webhookDeliveries).where(eq(webhookDeliveries.status, "pending")))[0]!
        .n;
    await until(async () => (await pending()) === 0, "every delivery recorded");
    expect(oms.requests.slice(before)).toHaveLength(60);
    await second.stop();
  }, 240_000);
});
