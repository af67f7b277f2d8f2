import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { orders } from "./commerce";

/** One tracking line as the courier reports it (spec §3 shipping status `data`). */
export interface TrackingLineRow {
  time: string;
  ftime: string;
  context: string;
}

/**
 * A shipped parcel followed at a tracking provider (快递100): the subscription made when the
 * order shipped, and the newest tracking the provider pushed or a query returned. One row per
 * order; (company, shipping_number) finds it when a push arrives.
 */
export const shipmentTracking = pgTable(
  "shipment_tracking",
  {
    orderId: integer()
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The provider's courier code (e.g. shunfeng, zhongtong). */
    company: text().notNull(),
    shippingNumber: text().notNull(),
    /** When the provider accepted the subscription; null until it has. */
    subscribedAt: timestamp({ withTimezone: true }),
    subscribeAttempts: integer().notNull().default(0),
    lastSubscribeError: text(),
    /** Provider state code (0 在途, 1 揽收, 3 签收, 5 派件 …) and its Chinese name. */
    state: text(),
    stateCn: text(),
    data: jsonb().$type<TrackingLineRow[]>().notNull().default([]),
    /** The newest line's time, to drop a push that arrives after a newer one. */
    latestEventAt: timestamp({ withTimezone: true }),
    /** When a push last changed this row, and when a query last read the provider. */
    pushedAt: timestamp({ withTimezone: true }),
    queriedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("shipment_tracking_parcel").on(t.company, t.shippingNumber),
    index("shipment_tracking_unsubscribed").on(t.subscribedAt),
  ],
);
