import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../test/support/database";
import { createGuestTokenSigner, followGuestTokenRevocations, loadTokenSecret, SIGNED_GUEST_TOKEN_PATTERN } from "./guest-token";
import { GUEST_TOKEN_TTL_HOURS, revokePresentedToken } from "./token-service";

const SECRET = "a-test-secret-that-is-long-enough-0123456789";

describe("signed guest tokens (spec §4, §6)", () => {
  const dir = mkdtempSync(join(tmpdir(), "guest-token-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("issues a token that verifies to a guest with a stable id until it expires", () => {
    const signer = createGuestTokenSigner(SECRET);
    const now = new Date("2026-11-21T08:00:00.000Z");
    const issued = signer.issue({ now });
    expect(issued.token).toMatch(SIGNED_GUEST_TOKEN_PATTERN);
    expect(issued.expiresAt.toISOString()).toBe("2026-11-28T08:00:00.000Z");
    expect(GUEST_TOKEN_TTL_HOURS).toBe(168);
    expect(issued.tokenId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

    const viewer = signer.verify(issued.token, new Date("2026-11-28T07:59:59.000Z"));
    expect(viewer).toEqual({ kind: "guest", tokenId: issued.tokenId, memberUid: null, expiresAt: issued.expiresAt });
    expect(signer.verify(issued.token, new Date("2026-11-28T08:00:00.000Z"))).toBeNull();
    expect(signer.issue({ now }).tokenId).not.toBe(issued.tokenId);
  });

  it("rejects tokens signed with another secret, tampered, truncated or malformed", () => {
    const signer = createGuestTokenSigner(SECRET);
    const issued = signer.issue();
    expect(createGuestTokenSigner(`${SECRET}-other`).verify(issued.token)).toBeNull();
    const raw = Buffer.from(issued.token, "base64url");
    for (const index of [0, 5, 18, 30]) {
      const copy = Buffer.from(raw);
      copy[index] = (copy[index] ?? 0) ^ 1;
      expect(signer.verify(copy.toString("base64url"))).toBeNull();
    }
    expect(signer.verify(issued.token.slice(0, 22))).toBeNull();
    expect(signer.verify("x".repeat(50))).toBeNull();
    expect(signer.verify(`${issued.token.slice(0, 49)}'`)).toBeNull();
  });

  it("refuses a short secret", () => {
    expect(() => createGuestTokenSigner("short")).toThrow(/32 bytes/);
  });

  it("takes TOKEN_SECRET when set, else generates one once and keeps it in the file", () => {
    expect(loadTokenSecret({ secret: SECRET, file: null }).toString("utf8")).toBe(SECRET);
    const file = join(dir, "nested", "token-secret");
    const first = loadTokenSecret({ secret: undefined, file });
    expect(first.length).toBe(32);
    expect(readFileSync(file, "utf8").trim()).toBe(first.toString("base64url"));
    expect(loadTokenSecret({ secret: undefined, file }).equals(first)).toBe(true);
    // Tokens signed before a restart still verify after it.
    const token = createGuestTokenSigner(first).issue().token;
    expect(createGuestTokenSigner(loadTokenSecret({ secret: undefined, file })).verify(token)).not.toBeNull();
  });

  it("a revoked guest token fails on every instance: at once by NOTIFY, and after a restart from the row", async () => {
    const database = await createTestDatabase({ seed: false });
    try {
      const instanceA = createGuestTokenSigner(SECRET);
      const instanceB = createGuestTokenSigner(SECRET);
      await followGuestTokenRevocations(instanceB, database);
      const issued = instanceA.issue();
      const viewer = instanceA.verify(issued.token);
      expect(viewer).not.toBeNull();
      expect(instanceB.verify(issued.token)).not.toBeNull();

      // Login on instance A rotates the guest token: one revoked row, announced to the others.
      await database.db.transaction((tx) => revokePresentedToken(tx, viewer!, "WEB"));
      await expect.poll(() => instanceB.verify(issued.token)).toBeNull();

      const restarted = createGuestTokenSigner(SECRET);
      expect(restarted.verify(issued.token)).not.toBeNull();
      await restarted.loadRevoked(database.db);
      expect(restarted.verify(issued.token)).toBeNull();
      // Other guests are unaffected.
      expect(restarted.verify(instanceA.issue().token)).not.toBeNull();
    } finally {
      await database.close();
    }
  });
});
