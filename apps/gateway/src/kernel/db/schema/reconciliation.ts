import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";

/**
 * One daily reconciliation of a payment provider's records against ours (issue 23 §3): a Beijing
 * business day per provider, run once (the sweep claims the day by inserting its row).
 */
export const paymentReconciliationRuns = pgTable(
  "payment_reconciliation_runs",
  {
    provider: text().notNull(),
    /** The Beijing business day checked, YYYY-MM-DD. */
    day: text().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
    /** Payment attempts compared. */
    checked: integer().notNull().default(0),
    differences: integer().notNull().default(0),
    /** Why the run stopped early (the provider unreachable); null when it finished. */
    error: text(),
  },
  (t) => [unique("payment_reconciliation_runs_provider_day_unique").on(t.provider, t.day)],
);

/**
 * A difference between the provider's record of a payment attempt and ours, in fen (the
 * operations console shows them to finance). One row per attempt and kind and day.
 */
export const paymentReconciliationDifferences = pgTable(
  "payment_reconciliation_differences",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    provider: text().notNull(),
    day: text().notNull(),
    paymentNo: text().notNull(),
    orderNumber: text().notNull(),
    /**
     * missing_at_provider: we opened it, the provider has no such sale;
     * paid_not_recorded: the provider took money our attempt does not show as taken;
     * recorded_not_paid: ours says paid, the provider says not;
     * amount_mismatch: both paid, different amounts;
     * refund_mismatch: refunded amounts differ.
     */
    kind: text()
      .$type<"missing_at_provider" | "paid_not_recorded" | "recorded_not_paid" | "amount_mismatch" | "refund_mismatch">()
      .notNull(),
    /** Our amount in fen (taken, or refunded for refund_mismatch). */
    oursFen: integer().notNull(),
    /** The provider's amount in fen; null when it has no record. */
    theirsFen: integer(),
    detail: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("payment_reconciliation_differences_unique").on(t.provider, t.day, t.paymentNo, t.kind),
    index("payment_reconciliation_differences_day_idx").on(t.day),
    check(
      "payment_reconciliation_differences_kind_check",
      sql`${t.kind} in ('missing_at_provider', 'paid_not_recorded', 'recorded_not_paid', 'amount_mismatch', 'refund_mismatch')`,
    ),
  ],
);
