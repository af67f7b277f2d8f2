import { randomBytes } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../kernel/db";
import { outboxEvents, WEBHOOK_EVENT_TYPES, type WebhookEventType, webhookDeliveries, webhookEndpoints } from "../../kernel/db/schema";
import { GatewayError } from "../../kernel/errors";

/** A new endpoint's secret: 32 random bytes, base64url (shown once, kept for signing). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64url")}`;
}

/**
 * Registers (or, by name, replaces) a receiver. Only http(s) URLs; `events` empty means every
 * type. Events already written are not sent to it: it receives what happens from now on.
 */
export async function upsertWebhookEndpoint(
  db: Database,
  input: { name: string; url: string; events?: readonly string[]; secret?: string },
): Promise<{ id: number; name: string; url: string; events: WebhookEventType[]; secret: string }> {
  let url: URL;
  try {
    url = new URL(input.url);
  } catch {
    throw GatewayError.badRequest("Webhook 地址不正确", "url");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw GatewayError.badRequest("Webhook 地址不正确", "url");
  const events = [...new Set(input.events ?? [])];
  const unknown = events.find((type) => !(WEBHOOK_EVENT_TYPES as readonly string[]).includes(type));
  if (unknown !== undefined) throw GatewayError.badRequest(`未知的事件类型：${unknown}`, "events");
  const name = input.name.trim();
  if (name.length === 0 || name.length > 100) throw GatewayError.badRequest("名称不能为空", "name");
  const secret = input.secret ?? newWebhookSecret();
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ name, url: url.toString(), secret, events: events as WebhookEventType[] })
    .onConflictDoUpdate({
      target: webhookEndpoints.name,
      set: { url: url.toString(), secret, events: events as WebhookEventType[], active: true },
    })
    .returning();
  return { id: row!.id, name: row!.name, url: row!.url, events: row!.events, secret };
}

/** Stops sending to an endpoint (its pending deliveries stay, and are sent if it is added again). */
export async function deactivateWebhookEndpoint(db: Database, name: string): Promise<boolean> {
  const rows = await db
    .update(webhookEndpoints)
    .set({ active: false })
    .where(eq(webhookEndpoints.name, name))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** The dead-letter list, newest first. */
export async function listDeadWebhookDeliveries(db: Database, limit = 100) {
  return db
    .select({
      id: webhookDeliveries.id,
      endpoint: webhookEndpoints.name,
      eventId: outboxEvents.eventId,
      type: outboxEvents.type,
      attempts: webhookDeliveries.attempts,
      lastStatusCode: webhookDeliveries.lastStatusCode,
      lastError: webhookDeliveries.lastError,
      createdAt: webhookDeliveries.createdAt,
    })
    .from(webhookDeliveries)
    .innerJoin(outboxEvents, eq(outboxEvents.id, webhookDeliveries.eventId))
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.status, "dead"))
    .orderBy(desc(webhookDeliveries.id))
    .limit(Math.min(Math.max(1, limit), 1_000));
}

/**
 * Sends a delivery again (the replay call): a dead one, or a delivered one a receiver lost. It is
 * due now with its attempts counted afresh; the event id stays, so a receiver that already
 * applied it ignores it. False when there is no such delivery.
 */
export async function replayWebhookDelivery(db: Database, id: number, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(webhookDeliveries)
    .set({ status: "pending", attempts: 0, nextAttemptAt: now, lockedUntil: null, deliveredAt: null })
    .where(and(eq(webhookDeliveries.id, id), sql`${webhookDeliveries.status} in ('dead', 'delivered')`))
    .returning({ id: webhookDeliveries.id });
  return rows.length > 0;
}
