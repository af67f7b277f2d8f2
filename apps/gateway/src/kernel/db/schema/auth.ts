import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";

/**
 * Access tokens (spec §6): anonymous guest tokens from `webAuthorization` and, later, member
 * tokens from login. Only the SHA-256 of a token is stored; the raw value never reaches the DB.
 */
export const accessTokens = pgTable(
  "access_tokens",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Hex SHA-256 of the bearer token. */
    tokenHash: text().notNull(),
    /** 'guest' or 'member'. */
    kind: text().$type<"guest" | "member">().notNull(),
    /** Set for member tokens (members module). */
    memberUid: text(),
    /** The `channel` header the token was issued on (spec §7: WEB). */
    channel: text().notNull(),
    /** The `x-cookie-id` of the client that asked for it, when sent. */
    cookieId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** Set on logout; a revoked token is treated like an expired one. */
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique("access_tokens_token_hash_unique").on(t.tokenHash),
    check("access_tokens_kind_check", sql`${t.kind} in ('guest', 'member')`),
    index("access_tokens_expires_at_idx").on(t.expiresAt),
    // resetPassword revokes every token of a member.
    index("access_tokens_member_uid_idx").on(t.memberUid),
  ],
);
