import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, withRollback } from "../../../test/support/database";
import type { DatabaseHandle } from "../../kernel/db";
import { accessTokens } from "../../kernel/db/schema";
import { GUEST_TOKEN_TTL_HOURS, hashToken, issueGuestToken, issueToken, resolveToken, revokeToken } from "./token-service";

describe("token service (spec §6)", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
  });
  afterAll(async () => {
    await database?.close();
  });

  it("issues 128-bit base64url tokens that expire after 168 h and stores only the hash", async () => {
    await withRollback(database.db, async (db) => {
      const now = new Date("2026-11-21T08:00:00.000Z");
      const issued = await issueGuestToken(db, { channel: "WEB", cookieId: "cid-1", now });
      expect(GUEST_TOKEN_TTL_HOURS).toBe(168);
      expect(issued.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(Buffer.from(issued.token, "base64url")).toHaveLength(16);
      expect(issued.expiresAt.toISOString()).toBe("2026-11-28T08:00:00.000Z");

      const rows = await db.select().from(accessTokens);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.tokenHash).toBe(hashToken(issued.token));
      expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(rows)).not.toContain(issued.token);
    });
  });

  it("resolves a token until it expires or is revoked", async () => {
    await withRollback(database.db, async (db) => {
      const now = new Date("2026-11-21T08:00:00.000Z");
      const issued = await issueGuestToken(db, { channel: "WEB", now });
      const viewer = await resolveToken(db, issued.token, new Date("2026-11-28T07:59:59.000Z"));
      expect(viewer).toMatchObject({ kind: "guest", tokenId: issued.tokenId, memberUid: null });
      expect(await resolveToken(db, issued.token, new Date("2026-11-28T08:00:00.000Z"))).toBeNull();

      await revokeToken(db, issued.tokenId, now);
      expect(await resolveToken(db, issued.token, now)).toBeNull();
    });
  });

  it("rejects unknown and malformed tokens without a match", async () => {
    expect(await resolveToken(database.db, "AAAAAAAAAAAAAAAAAAAAAA")).toBeNull();
    expect(await resolveToken(database.db, "short")).toBeNull();
    expect(await resolveToken(database.db, "x".repeat(22) + "'; drop table access_tokens; --")).toBeNull();
  });

  it("issues member tokens carrying the member uid", async () => {
    await withRollback(database.db, async (db) => {
      const issued = await issueToken(db, { kind: "member", memberUid: "M0001", channel: "WEB" });
      expect(await resolveToken(db, issued.token)).toMatchObject({ kind: "member", memberUid: "M0001" });
      const [row] = await db.select().from(accessTokens).where(eq(accessTokens.id, issued.tokenId));
      expect(row?.kind).toBe("member");
    });
  });
});
