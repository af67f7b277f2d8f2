import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { members } from "./members";

/** spec §7 searchHistory: a member's recent searches (latest 10 kept, spec §9). */
export const memberSearchHistory = pgTable(
  "member_search_history",
  {
    memberUid: text()
      .notNull()
      .references(() => members.memberUid, { onDelete: "cascade" }),
    keyword: text().notNull(),
    searchedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberUid, t.keyword] }), index("member_search_history_recent_idx").on(t.memberUid, t.searchedAt)],
);

/** spec §7 saveLatestView / getLatestView: colours a member looked at recently. */
export const memberLatestViews = pgTable(
  "member_latest_views",
  {
    memberUid: text()
      .notNull()
      .references(() => members.memberUid, { onDelete: "cascade" }),
    /** Catalogue productColor productId (XL25RS0001-001). */
    productId: text().notNull(),
    viewedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberUid, t.productId] }), index("member_latest_views_recent_idx").on(t.memberUid, t.viewedAt)],
);

/** spec §7 member subscribe: one row per mobile, with the consent the shopper agreed to. */
export const mobileSubscriptions = pgTable(
  "mobile_subscriptions",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    mobile: text().notNull(),
    /** The consent line shown and agreed to, verbatim. */
    consentText: text().notNull(),
    consentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Where it was given (footer, …). */
    source: text().notNull(),
    memberUid: text(),
    active: boolean().notNull().default(true),
  },
  (t) => [uniqueIndex("mobile_subscriptions_mobile_unique").on(t.mobile)],
);

/** Customer-service messages (在线客服) and the ticket number they were answered with. */
export const customerServiceTickets = pgTable(
  "customer_service_tickets",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    ticketNo: text().notNull(),
    memberUid: text(),
    mobile: text().notNull(),
    topic: text().notNull(),
    content: text().notNull(),
    /** Which provider took it (sandbox, …) and its reference there. */
    provider: text().notNull(),
    providerRef: text(),
    status: text().notNull().default("open"),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("customer_service_tickets_no_unique").on(t.ticketNo),
    index("customer_service_tickets_mobile_idx").on(t.mobile, t.createdAt),
  ],
);
