import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

// ---------------------------------------------------------------------------------------------
// Webhooks out (issue 25 §3). What happened to an order, a return or stock is written to
// `outbox_events` by triggers in the transaction that made the change (migration 0023: no service
// can change an order's status, a return's or a stock level without the event, and no event
// exists for a change that rolled back). Each event fans out to one `webhook_deliveries` row per
// active endpoint that subscribes to its type, in the same transaction; the dispatcher
// (modules/webhooks) delivers them at least once, signed, with retries and a dead-letter list.
// ---------------------------------------------------------------------------------------------

/** The event types an endpoint may subscribe to. */
export const WEBHOOK_EVENT_TYPES = [
  "order.paid",
  "order.cancelled",
  "order.shipped",
  "order.completed",
  "return.requested",
  "return.cancelled",
  "return.refunded",
  "stock.low",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** A receiver: the brand's OMS/ERP, the warehouse, the retail system. `events` empty: every type. */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    name: text().notNull(),
    url: text().notNull(),
    /** The HMAC-SHA-256 key both sides hold (shown once when the endpoint is added). */
    secret: text().notNull(),
    events: text().array().$type<WebhookEventType[]>().notNull().default(sql`'{}'::text[]`),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("webhook_endpoints_name_unique").on(t.name)],
);

/** One thing that happened, written by a trigger with the change itself. */
export const outboxEvents = pgTable(
  "outbox_events",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    /** What receivers deduplicate on (the `X-Xunlan-Event-Id` header and the body's `id`). */
    eventId: uuid().notNull().defaultRandom(),
    type: text().$type<WebhookEventType>().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("outbox_events_event_id_unique").on(t.eventId), index("outbox_events_created_idx").on(t.createdAt)],
);

/** Delivery states: pending (due at nextAttemptAt) | delivered | dead (out of attempts: the dead-letter list). */
export const WEBHOOK_DELIVERY_STATUSES = ["pending", "delivered", "dead"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** One event to one endpoint. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    eventId: bigint({ mode: "number" })
      .notNull()
      .references(() => outboxEvents.id, { onDelete: "cascade" }),
    endpointId: integer()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    status: text().$type<WebhookDeliveryStatus>().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A dispatcher holds the row until then; a dispatcher that died mid-delivery lets go by it. */
    lockedUntil: timestamp({ withTimezone: true }),
    lastStatusCode: integer(),
    lastError: text(),
    deliveredAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("webhook_deliveries_event_endpoint_unique").on(t.eventId, t.endpointId),
    index("webhook_deliveries_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index("webhook_deliveries_dead_idx").on(t.id).where(sql`${t.status} = 'dead'`),
    check("webhook_deliveries_status_check", sql`${t.status} in ('pending', 'delivered', 'dead')`),
  ],
);
