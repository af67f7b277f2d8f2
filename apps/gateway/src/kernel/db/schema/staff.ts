import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";

/**
 * Staff of the brand (issue 25 §1), separate from members: a login name, an argon2id password
 * hash (the members' hasher), roles and an RFC 6238 TOTP secret (base32) for the second factor.
 * `totpLastStep` is the last time step accepted, so one code never signs in twice (RFC 6238 §5.2).
 */
export const staff = pgTable(
  "staff",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    loginName: text().notNull(),
    displayName: text().notNull().default(""),
    passwordHash: text().notNull(),
    /** customer_service | fulfilment | finance | merchandising | admin. */
    roles: text().array().notNull().default(sql`'{}'::text[]`),
    totpSecret: text().notNull(),
    totpLastStep: bigint({ mode: "number" }),
    disabled: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("staff_login_name_unique").on(t.loginName)],
);

/** A signed-in staff member's session: only the SHA-256 of its bearer token is kept; idle expiry slides. */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: text().notNull(),
    staffId: integer()
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [unique("staff_sessions_token_hash_unique").on(t.tokenHash), index("staff_sessions_staff_idx").on(t.staffId)],
);

/** Every staff sign-in attempt, success or not (issue 25 §1). */
export const staffSignIns = pgTable(
  "staff_sign_ins",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    loginName: text().notNull(),
    staffId: integer(),
    success: boolean().notNull(),
    /** ok | unknown | password | totp | disabled. */
    reason: text().notNull(),
    ip: text(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("staff_sign_ins_login_at_idx").on(t.loginName, t.at)],
);

/** API keys of the brand's systems (OMS, ERP): SHA-256 of the key, roles as scopes. */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    name: text().notNull(),
    keyHash: text().notNull(),
    /** The key's first characters, shown to tell keys apart. */
    prefix: text().notNull(),
    roles: text().array().notNull().default(sql`'{}'::text[]`),
    ownerStaffId: integer().references(() => staff.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [unique("api_keys_key_hash_unique").on(t.keyHash)],
);

/**
 * The audit trail of every operations action, written in the transaction of the change. A
 * trigger (migration 0023) refuses UPDATE, DELETE and TRUNCATE: no role, no key, no code can edit it.
 */
export const auditRecords = pgTable(
  "audit_records",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    actorKind: text().$type<"staff" | "api_key">().notNull(),
    actorId: integer().notNull(),
    actorName: text().notNull(),
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: text().notNull(),
    before: jsonb(),
    after: jsonb(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("audit_records_actor_kind_check", sql`${t.actorKind} in ('staff', 'api_key')`),
    index("audit_records_target_idx").on(t.targetType, t.targetId, t.at),
    index("audit_records_at_idx").on(t.at),
  ],
);

/**
 * Stored answers of mutating operations calls by their Idempotency-Key (per caller): the same
 * key and body get the stored answer, another body 409. Written in the transaction of the change.
 */
export const opsIdempotency = pgTable(
  "ops_idempotency",
  {
    /** `staff:{id}` or `api_key:{id}`. */
    actor: text().notNull(),
    key: text().notNull(),
    /** SHA-256 of method, path and body. */
    requestHash: text().notNull(),
    status: integer().notNull(),
    response: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.actor, t.key] }), index("ops_idempotency_created_idx").on(t.createdAt)],
);

/** Staff notes on an order (customer service). */
export const orderNotes = pgTable(
  "order_notes",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    orderNumber: text().notNull(),
    author: text().notNull(),
    text: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_notes_order_idx").on(t.orderNumber, t.createdAt)],
);
