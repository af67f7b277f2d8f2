import type { Database } from "../../kernel/db";
import { hashToken, resolveToken, TOKEN_PATTERN, TOKEN_REVOKED_CHANNEL, type Viewer } from "./token-service";

export { announceTokenRevoked, TOKEN_REVOKED_CHANNEL } from "./token-service";

/**
 * Verified stored tokens (member tokens, and guest tokens from before they were signed), kept in
 * memory so a member's page — three or four GraphQL requests, each with the token — costs one
 * access_tokens lookup instead of one per request (issue 11 §7: the lookups were a fifth of the
 * gateway's CPU on a member's product page).
 *
 * Only valid tokens are kept; an unknown, expired or revoked one is looked up every time. A kept
 * token is rechecked against its expiry on every use and against the database after
 * {@link TOKEN_CACHE_TTL_MS}. Revocations reach the cache three ways:
 * - on this instance, at once: logout, a login (the presented token) and resetPassword (all of
 *   the member's tokens) call {@link StoredTokenCache.forget} / {@link StoredTokenCache.forgetMember};
 *   a forgotten id or member is not cached again for {@link REVOCATION_FENCE_MS}, so a lookup that
 *   raced the revoking transaction (read the row before it committed) cannot put it back;
 * - on every instance: the revoking statement sends {@link TOKEN_REVOKED_CHANNEL} (NOTIFY, delivered
 *   on commit), which {@link followTokenRevocations} applies; after a lost LISTEN connection the
 *   whole cache is dropped;
 * - anything else (a row edited by hand): within {@link TOKEN_CACHE_TTL_MS}.
 */
export interface StoredTokenCache {
  /** resolveToken through the cache (same answers: null for malformed, unknown, expired, revoked). */
  resolve(db: Database, token: string, now?: Date): Promise<Viewer | null>;
  /** Drops the token of this access_tokens id (revoked). */
  forget(tokenId: string): void;
  /** Drops every token of a member (all sessions revoked). */
  forgetMember(memberUid: string): void;
  /** Drops everything (revocations may have been missed). */
  clear(): void;
  readonly size: number;
}

/** How long a verified token is trusted before it is looked up again. */
export const TOKEN_CACHE_TTL_MS = 60_000;
/** How long a revoked id or member is not cached again (covers the revoking transaction). */
export const REVOCATION_FENCE_MS = 10_000;
/** At most this many tokens are kept (the oldest go first). */
export const TOKEN_CACHE_LIMIT = 10_000;

interface Entry {
  viewer: Viewer;
  checkedAt: number;
}

/** Builds a {@link StoredTokenCache}; `clock` (ms) for tests. */
export function createStoredTokenCache(options: { clock?: () => number; ttlMs?: number; limit?: number } = {}): StoredTokenCache {
  const clock = options.clock ?? Date.now;
  const ttl = options.ttlMs ?? TOKEN_CACHE_TTL_MS;
  const limit = options.limit ?? TOKEN_CACHE_LIMIT;
  // Keyed by the token's SHA-256 (what the table stores), never the token itself.
  const entries = new Map<string, Entry>();
  const fencedTokens = new Map<string, number>();
  const fencedMembers = new Map<string, number>();
  // Bumped by every forget: a lookup that started before it does not cache its answer.
  let generation = 0;
  const fenced = (fences: Map<string, number>, key: string | null, now: number) => {
    if (key === null) return false;
    const until = fences.get(key);
    if (until === undefined) return false;
    if (until > now) return true;
    fences.delete(key);
    return false;
  };
  const fence = (fences: Map<string, number>, key: string) => {
    const now = clock();
    for (const [k, until] of fences) if (until <= now) fences.delete(k);
    fences.set(key, now + REVOCATION_FENCE_MS);
  };
  return {
    async resolve(db, token, now = new Date()) {
      if (!TOKEN_PATTERN.test(token)) return null;
      const hash = hashToken(token);
      const entry = entries.get(hash);
      if (entry) {
        if (clock() - entry.checkedAt < ttl && entry.viewer.expiresAt.getTime() > now.getTime()) return entry.viewer;
        entries.delete(hash);
      }
      const started = generation;
      const viewer = await resolveToken(db, token, now);
      const at = clock();
      if (viewer && started === generation && !fenced(fencedTokens, viewer.tokenId, at) && !fenced(fencedMembers, viewer.memberUid, at)) {
        if (entries.size >= limit) {
          const oldest = entries.keys().next();
          if (!oldest.done) entries.delete(oldest.value);
        }
        entries.set(hash, { viewer, checkedAt: at });
      }
      return viewer;
    },
    forget(tokenId) {
      generation += 1;
      fence(fencedTokens, tokenId);
      for (const [hash, entry] of entries) if (entry.viewer.tokenId === tokenId) entries.delete(hash);
    },
    forgetMember(memberUid) {
      generation += 1;
      fence(fencedMembers, memberUid);
      for (const [hash, entry] of entries) if (entry.viewer.memberUid === memberUid) entries.delete(hash);
    },
    clear() {
      generation += 1;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

/** Applies every instance's revocations (NOTIFY) to `cache`; a lost LISTEN connection drops it all. */
export async function followTokenRevocations(
  cache: StoredTokenCache,
  database: { listen: (channel: string, onNotify: (payload: string | null) => void) => Promise<void> },
): Promise<void> {
  await database.listen(TOKEN_REVOKED_CHANNEL, (payload) => {
    if (payload === null) return cache.clear();
    const [kind, id] = payload.split(" ");
    if (!id) return cache.clear();
    if (kind === "token") cache.forget(id);
    else if (kind === "member") cache.forgetMember(id);
    else cache.clear();
  });
}
