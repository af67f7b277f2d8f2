import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { and, eq, gt, isNotNull } from "drizzle-orm";
import type { Database } from "../../kernel/db";
import { accessTokens } from "../../kernel/db/schema";
import { GUEST_TOKEN_TTL_HOURS, type IssuedToken, type Viewer } from "./token-service";

/**
 * Signed guest tokens (spec §4, §6 webAuthorization): a guest token costs no database write.
 * It carries its own id and expiry and an HMAC-SHA-256 over both with the gateway's secret, so
 * verifying one is CPU only and bots asking for tokens cannot fill a table. The guest's first
 * write (a bag line) is keyed on the token id (`g:{tokenId}`), which stays the same for the
 * token's 168 h.
 *
 * Layout (37 bytes, 50 characters of base64url): version 0x67 ('g') · 16 random id bytes ·
 * expiry in Unix seconds (uint32 BE) · first 16 bytes of HMAC-SHA-256(secret, the 21 bytes before).
 */
export const SIGNED_GUEST_TOKEN_PATTERN = /^[A-Za-z0-9_-]{50}$/;

const VERSION = 0x67;
const BODY_BYTES = 21;
const MAC_BYTES = 16;

/** Signs and verifies guest tokens with one server secret (≥ 32 bytes). */
export interface GuestTokenSigner {
  issue(options?: { now?: Date; ttlHours?: number }): IssuedToken;
  /** The guest viewer of a well-signed, unexpired, unrevoked token; null otherwise. */
  verify(token: string, now?: Date): Viewer | null;
  /** Marks a guest token id revoked (login rotated it) until it would have expired anyway. */
  revoked(tokenId: string, expiresAt: Date): void;
  /** Loads the revoked, unexpired guest token ids from access_tokens (on start; on every instance). */
  loadRevoked(db: Database, now?: Date): Promise<void>;
  /**
   * A key for another signed token of this gateway (e.g. the guest order token), derived from
   * the same secret with `label`, so every instance derives the same one and no token kind can
   * pass for another.
   */
  deriveKey(label: string): Buffer;
}

/** Channel on which an instance announces a revoked guest token id to the others. */
export const GUEST_TOKEN_REVOKED_CHANNEL = "xunlan_guest_token_revoked";

/** Builds a {@link GuestTokenSigner}. The secret is raw bytes or a string of ≥ 32 characters. */
export function createGuestTokenSigner(secret: Buffer | string): GuestTokenSigner {
  const key = typeof secret === "string" ? Buffer.from(secret, "utf8") : secret;
  if (key.length < 32) throw new Error("guest token secret must be at least 32 bytes");
  const mac = (body: Buffer) => createHmac("sha256", key).update(body).digest().subarray(0, MAC_BYTES);
  // Revoked ids → expiry (ms). Only logins add to it, so it stays small; expired ids are dropped.
  const revokedIds = new Map<string, number>();
  const prune = (nowMs: number) => {
    for (const [id, expires] of revokedIds) if (expires <= nowMs) revokedIds.delete(id);
  };

  return {
    issue({ now = new Date(), ttlHours = GUEST_TOKEN_TTL_HOURS } = {}) {
      const expiresSeconds = Math.floor(now.getTime() / 1000) + ttlHours * 3600;
      const body = Buffer.alloc(BODY_BYTES);
      body[0] = VERSION;
      randomBytes(16).copy(body, 1);
      body.writeUInt32BE(expiresSeconds, 17);
      const token = Buffer.concat([body, mac(body)]).toString("base64url");
      return { token, tokenId: uuidOf(body.subarray(1, 17)), expiresAt: new Date(expiresSeconds * 1000) };
    },
    verify(token, now = new Date()) {
      if (!SIGNED_GUEST_TOKEN_PATTERN.test(token)) return null;
      const raw = Buffer.from(token, "base64url");
      if (raw.length !== BODY_BYTES + MAC_BYTES || raw[0] !== VERSION) return null;
      const body = raw.subarray(0, BODY_BYTES);
      if (!timingSafeEqual(mac(body), raw.subarray(BODY_BYTES))) return null;
      const expiresAt = new Date(body.readUInt32BE(17) * 1000);
      if (expiresAt.getTime() <= now.getTime()) return null;
      const tokenId = uuidOf(body.subarray(1, 17));
      if (revokedIds.has(tokenId)) return null;
      return { kind: "guest", tokenId, memberUid: null, expiresAt };
    },
    deriveKey(label) {
      return createHmac("sha256", key).update(`xunlan-derived-key:${label}`, "utf8").digest();
    },
    revoked(tokenId, expiresAt) {
      prune(Date.now());
      revokedIds.set(tokenId, expiresAt.getTime());
    },
    async loadRevoked(db, now = new Date()) {
      const rows = await db
        .select({ id: accessTokens.id, expiresAt: accessTokens.expiresAt })
        .from(accessTokens)
        .where(and(eq(accessTokens.kind, "guest"), isNotNull(accessTokens.revokedAt), gt(accessTokens.expiresAt, now)));
      for (const row of rows) revokedIds.set(row.id, row.expiresAt.getTime());
    },
  };
}

/** The 16 id bytes as a UUID string (the shape of access_tokens.id, so cart keys look alike). */
function uuidOf(bytes: Buffer): string {
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The guest token secret: TOKEN_SECRET when set; otherwise (development and the demo start only)
 * one generated on first start and kept in `file`, so tokens survive restarts. A deployment
 * (NODE_ENV=production with DATABASE_URL) must set TOKEN_SECRET (env.ts refuses to start without).
 */
export function loadTokenSecret(options: { secret: string | undefined; file: string | null }): Buffer {
  if (options.secret) return Buffer.from(options.secret, "utf8");
  if (!options.file) return randomBytes(32);
  if (existsSync(options.file)) {
    const stored = Buffer.from(readFileSync(options.file, "utf8").trim(), "base64url");
    if (stored.length >= 32) return stored;
  }
  const fresh = randomBytes(32);
  mkdirSync(dirname(options.file), { recursive: true });
  writeFileSync(options.file, `${fresh.toString("base64url")}\n`, { mode: 0o600 });
  return fresh;
}

/**
 * Keeps a signer's revoked list current on this instance: loads it, then applies every other
 * instance's revocations (NOTIFY); after a lost LISTEN connection it reloads the list.
 */
export async function followGuestTokenRevocations(
  signer: GuestTokenSigner,
  database: { db: Database; listen: (channel: string, onNotify: (payload: string | null) => void) => Promise<void> },
): Promise<void> {
  await database.listen(GUEST_TOKEN_REVOKED_CHANNEL, (payload) => {
    if (payload === null) {
      void signer.loadRevoked(database.db).catch(() => undefined);
      return;
    }
    const [tokenId, expires] = payload.split(" ");
    if (tokenId && Number.isFinite(Number(expires))) signer.revoked(tokenId, new Date(Number(expires)));
  });
  await signer.loadRevoked(database.db);
}
