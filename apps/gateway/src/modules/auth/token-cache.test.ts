import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../test/support/database";
import type { DatabaseHandle } from "../../kernel/db";
import { accessTokens } from "../../kernel/db/schema";
import { createStoredTokenCache, followTokenRevocations, REVOCATION_FENCE_MS, TOKEN_CACHE_TTL_MS } from "./token-cache";
import { issueToken, revokeToken } from "./token-service";

describe("the stored-token cache (issue 11 §7)", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
  });
  afterAll(async () => {
    await database?.close();
  });

  const member = (memberUid: string) => issueToken(database.db, { kind: "member", memberUid, channel: "WEB" });
  /** Revokes the row behind the cache's back (no forget, no NOTIFY): what a hand edit would do. */
  const revokeRow = (tokenId: string) =>
    database.db.update(accessTokens).set({ revokedAt: new Date() }).where(eq(accessTokens.id, tokenId));
  const clock = () => {
    let t = Date.now();
    return { now: () => t, advance: (ms: number) => (t += ms) };
  };

  it("answers a verified token from memory until its time to live is over, then from the table", async () => {
    const time = clock();
    const cache = createStoredTokenCache({ clock: time.now });
    const issued = await member("M-TTL");
    expect(await cache.resolve(database.db, issued.token)).toMatchObject({ kind: "member", memberUid: "M-TTL", tokenId: issued.tokenId });
    expect(cache.size).toBe(1);
    await revokeRow(issued.tokenId);
    // Kept: the revoked row is not read again…
    expect(await cache.resolve(database.db, issued.token)).toMatchObject({ tokenId: issued.tokenId });
    time.advance(TOKEN_CACHE_TTL_MS);
    // …until the minute is over.
    expect(await cache.resolve(database.db, issued.token)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it("never keeps an unknown, malformed or expired token, and checks a kept token's expiry on every use", async () => {
    const cache = createStoredTokenCache();
    expect(await cache.resolve(database.db, "AAAAAAAAAAAAAAAAAAAAAA")).toBeNull();
    expect(await cache.resolve(database.db, "x".repeat(22) + "'; drop table access_tokens; --")).toBeNull();
    expect(cache.size).toBe(0);
    const issued = await issueToken(database.db, { kind: "member", memberUid: "M-EXP", channel: "WEB", ttlHours: 1 });
    expect(await cache.resolve(database.db, issued.token)).not.toBeNull();
    expect(await cache.resolve(database.db, issued.token, new Date(issued.expiresAt.getTime()))).toBeNull();
  });

  it("forgets a revoked token at once, and a member's every token", async () => {
    const cache = createStoredTokenCache();
    const a = await member("M-ALL");
    const b = await member("M-ALL");
    const other = await member("M-OTHER");
    for (const t of [a, b, other]) expect(await cache.resolve(database.db, t.token)).not.toBeNull();

    await revokeToken(database.db, a.tokenId);
    cache.forget(a.tokenId);
    expect(await cache.resolve(database.db, a.token)).toBeNull();

    await revokeRow(b.tokenId);
    cache.forgetMember("M-ALL");
    expect(await cache.resolve(database.db, b.token)).toBeNull();
    expect(await cache.resolve(database.db, other.token)).toMatchObject({ memberUid: "M-OTHER" });
  });

  it("does not keep a token read while its revocation was still being written", async () => {
    const time = clock();
    const cache = createStoredTokenCache({ clock: time.now });
    const issued = await member("M-RACE");
    // The revoking transaction has told the cache but not committed yet: the row still reads valid.
    cache.forget(issued.tokenId);
    expect(await cache.resolve(database.db, issued.token)).not.toBeNull();
    expect(cache.size).toBe(0);
    await revokeRow(issued.tokenId);
    expect(await cache.resolve(database.db, issued.token)).toBeNull();

    // The fence lasts REVOCATION_FENCE_MS, then the member's other tokens are kept again.
    const later = await member("M-RACE");
    cache.forgetMember("M-RACE");
    await cache.resolve(database.db, later.token);
    expect(cache.size).toBe(0);
    time.advance(REVOCATION_FENCE_MS);
    await cache.resolve(database.db, later.token);
    expect(cache.size).toBe(1);
  });

  it("a logout on one instance reaches every instance's cache (NOTIFY on commit)", async () => {
    const instanceA = createStoredTokenCache();
    const instanceB = createStoredTokenCache();
    await followTokenRevocations(instanceB, database);
    const issued = await member("M-NOTIFY");
    expect(await instanceA.resolve(database.db, issued.token)).not.toBeNull();
    expect(await instanceB.resolve(database.db, issued.token)).not.toBeNull();
    expect(instanceB.size).toBe(1);

    // Instance A logs the token out (revokeToken announces it); B never calls forget itself.
    await revokeToken(database.db, issued.tokenId);
    await expect.poll(() => instanceB.size).toBe(0);
    expect(await instanceB.resolve(database.db, issued.token)).toBeNull();
  });
});
