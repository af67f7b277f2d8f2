import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { returnOrders } from "./after-sale";
import { orders } from "./commerce";

// ---------------------------------------------------------------------------------------------
// Member points (spec §3 member.point, issue 24 §2). Every change of a member's points is one
// ledger row written in the transaction that changes members.point, so the history sums to the
// balance. The partial unique indexes make each change happen once whoever runs it.
// ---------------------------------------------------------------------------------------------

/** Kinds of points changes: earn (an order completed) | reverse (a return taken in) | adjust (staff). */
export const POINTS_KINDS = ["earn", "reverse", "adjust"] as const;
export type PointsKind = (typeof POINTS_KINDS)[number];

/**
 * The points ledger: `points` is signed (earn positive, reverse negative); `balance` is the
 * member's points after the change; `rate` the points promotion's rate the order earned at
 * (2 while 积分翻倍 ran when the order was placed). One earn per order, one reversal per return.
 */
export const pointsLedger = pgTable(
  "points_ledger",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    memberUid: text().notNull(),
    kind: text().$type<PointsKind>().notNull(),
    points: integer().notNull(),
    balance: integer().notNull(),
    rate: integer().notNull().default(1),
    orderId: integer().references(() => orders.id, { onDelete: "cascade" }),
    orderNumber: text(),
    returnId: integer().references(() => returnOrders.id, { onDelete: "cascade" }),
    returnOrderNumber: text(),
    /** The points promotion the rate came from (promotions.code), when one ran. */
    promotionCode: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("points_ledger_order_earn_unique").on(t.orderId).where(sql`${t.kind} = 'earn'`),
    uniqueIndex("points_ledger_return_reverse_unique").on(t.returnId).where(sql`${t.kind} = 'reverse'`),
    index("points_ledger_member_created_idx").on(t.memberUid, t.createdAt),
    index("points_ledger_order_idx").on(t.orderId),
    check("points_ledger_kind_check", sql`${t.kind} in ('earn', 'reverse', 'adjust')`),
    check("points_ledger_rate_check", sql`${t.rate} >= 1`),
  ],
);
