import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "../../kernel/db";
import { accessTokens } from "../../kernel/db/schema";

/** spec §9: a token lives 168 h (the client keeps it as long). */
export const GUEST_TOKEN_TTL_HOURS = 168;

/** Tokens are 16 random bytes in base64url: always 22 characters of [A-Za-z0-9_-]. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** Who a valid bearer token belongs to (spec §6). */
export interface Viewer {
  kind: "guest" | "member";
  /** access_tokens.id — safe to log, unlike the token. */
  tokenId: string;
  /** Set for member tokens. */
  memberUid: string | null;
  expiresAt: Date;
}

/** A freshly issued token; the raw value exists only here and in the response. */
export interface IssuedToken {
  token: string;
  tokenId: string;
  expiresAt: Date;
}

/** Options of {@link issueToken}. */
export interface IssueTokenOptions {
  kind: "guest" | "member";
  channel: string;
  cookieId?: string | null;
  memberUid?: string | null;
  /** Lifetime in hours; default {@link GUEST_TOKEN_TTL_HOURS}. */
  ttlHours?: number;
  /** Clock for tests. */
  now?: Date;
}

/** SHA-256 hex of a token: what the database stores and looks up by. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/**
 * Issues a token (spec §6 guest token: 128 random bits, base64url, stored only as its SHA-256,
 * valid 168 h) and returns the raw value, which is never persisted or logged.
 */
export async function issueToken(db: Database, options: IssueTokenOptions): Promise<IssuedToken> {
  const token = randomBytes(16).toString("base64url");
  const now = options.now ?? new Date();
  const expiresAt = new Date(now.getTime() + (options.ttlHours ?? GUEST_TOKEN_TTL_HOURS) * 3_600_000);
  const [row] = await db
    .insert(accessTokens)
    .values({
      tokenHash: hashToken(token),
      kind: options.kind,
      memberUid: options.memberUid ?? null,
      channel: options.channel,
      cookieId: options.cookieId ?? null,
      createdAt: now,
      expiresAt,
    })
    .returning({ id: accessTokens.id });
  if (!row) throw new Error("access token insert returned no row");
  return { token, tokenId: row.id, expiresAt };
}

/** Issues an anonymous guest token for `webAuthorization` (spec §4, §6). */
export function issueGuestToken(db: Database, options: { channel: string; cookieId?: string | null; now?: Date }): Promise<IssuedToken> {
  return issueToken(db, { ...options, kind: "guest" });
}

/**
 * Resolves a bearer token to its viewer: looked up by hash, not expired, not revoked.
 * Returns null for a malformed, unknown, expired or revoked token.
 */
export async function resolveToken(db: Database, token: string, now: Date = new Date()): Promise<Viewer | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({
      id: accessTokens.id,
      kind: accessTokens.kind,
      memberUid: accessTokens.memberUid,
      expiresAt: accessTokens.expiresAt,
    })
    .from(accessTokens)
    .where(and(eq(accessTokens.tokenHash, hashToken(token)), gt(accessTokens.expiresAt, now), isNull(accessTokens.revokedAt)))
    .limit(1);
  return row ? { kind: row.kind, tokenId: row.id, memberUid: row.memberUid, expiresAt: row.expiresAt } : null;
}

/**
 * Channel on which a revoked stored token is announced to every instance's token cache
 * (token-cache.ts): payload `token <access_tokens.id>` or `member <memberUid>` (all of them).
 */
export const TOKEN_REVOKED_CHANNEL = "xunlan_token_revoked";

/** Announces a revocation to every instance (NOTIFY: delivered when the surrounding transaction commits). */
export async function announceTokenRevoked(db: Database, revoked: { tokenId: string } | { memberUid: string }): Promise<void> {
  const payload = "tokenId" in revoked ? `token ${revoked.tokenId}` : `member ${revoked.memberUid}`;
  await db.execute(sql`select pg_notify(${TOKEN_REVOKED_CHANNEL}, ${payload})`);
}

/** Revokes a token by id (logout); later lookups treat it as expired, on every instance. */
export async function revokeToken(db: Database, tokenId: string, now: Date = new Date()): Promise<void> {
  await db.update(accessTokens).set({ revokedAt: now }).where(eq(accessTokens.id, tokenId));
  await announceTokenRevoked(db, { tokenId });
}

/**
 * Revokes the token a request presented (login rotates it, spec §6). A stored token gets its
 * revokedAt; a signed guest token has no row, so one is written for it now, already revoked (its
 * tokenHash is a marker no SHA-256 lookup matches) — the one write a guest token ever costs.
 */
export async function revokePresentedToken(db: Database, viewer: Viewer, channel: string, now: Date = new Date()): Promise<void> {
  await db
    .insert(accessTokens)
    .values({
      id: viewer.tokenId,
      tokenHash: `revoked:${viewer.tokenId}`,
      kind: viewer.kind,
      memberUid: viewer.memberUid,
      channel,
      createdAt: now,
      expiresAt: viewer.expiresAt,
      revokedAt: now,
    })
    .onConflictDoUpdate({ target: accessTokens.id, set: { revokedAt: now } });
  // Other gateway instances keep verified stored tokens (token-cache.ts) and revoked guest ids
  // (guest-token.ts) in memory; both notifications are sent on commit.
  await announceTokenRevoked(db, { tokenId: viewer.tokenId });
  if (viewer.kind === "guest") {
    const payload = `${viewer.tokenId} ${viewer.expiresAt.getTime()}`;
    await db.execute(sql`select pg_notify('xunlan_guest_token_revoked', ${payload})`);
  }
}
