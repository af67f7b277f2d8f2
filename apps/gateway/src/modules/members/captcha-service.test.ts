import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, withRollback } from "../../../test/support/database";
import type { DatabaseHandle } from "../../kernel/db";
import { captchas } from "../../kernel/db/schema";
import { consumeCaptcha, issueCaptcha, randomCaptchaText, renderCaptchaSvg } from "./captcha-service";
import { CAPTCHA_ALPHABET } from "./member-config";

describe("image captcha (spec §7 getCaptcha)", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
  });
  afterAll(async () => {
    await database?.close();
  });

  it("draws 5 unambiguous characters as SVG paths with noise lines, in a data: URL", async () => {
    for (let i = 0; i < 200; i += 1) {
      const text = randomCaptchaText();
      expect(text).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{5}$`));
    }
    for (const ambiguous of ["0", "O", "1", "I", "L", "2", "Z", "5", "S", "8", "B"]) expect(CAPTCHA_ALPHABET).not.toContain(ambiguous);
    const svg = renderCaptchaSvg("AC3EF");
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="120" height="44"/);
    // Glyphs are outlines, not <text>: the answer is not in the markup.
    expect(svg).not.toContain("AC3EF");
    expect(svg).not.toContain("<text");
    expect((svg.match(/<path/g) ?? []).length).toBe(5 + 4);

    const issued = await withRollback(database.db, (db) => issueCaptcha(db));
    expect(issued.image.startsWith("data:image/svg+xml;base64,")).toBe(true);
    expect(Buffer.from(issued.image.split(",")[1]!, "base64").toString("utf8")).toContain("<svg");
  });

  it("stores only a hash of the answer and expires after 5 minutes", async () => {
    await withRollback(database.db, async (db) => {
      const now = new Date("2026-11-21T08:00:00.000Z");
      const issued = await issueCaptcha(db, { now, text: "AC3EF" });
      expect(issued.expiresAt.toISOString()).toBe("2026-11-21T08:05:00.000Z");
      const [row] = await db.select().from(captchas).where(eq(captchas.id, issued.captchaId));
      expect(row?.answerHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain("AC3EF");
      expect(await consumeCaptcha(db, issued.captchaId, "AC3EF", new Date("2026-11-21T08:05:00.000Z"))).toBe(false);
    });
  });

  it("is single use: a wrong answer spends it, a right one cannot be replayed; case-insensitive", async () => {
    await withRollback(database.db, async (db) => {
      const a = await issueCaptcha(db, { text: "HJK47" });
      expect(await consumeCaptcha(db, a.captchaId, "XXXXX")).toBe(false);
      expect(await consumeCaptcha(db, a.captchaId, "HJK47")).toBe(false);

      const b = await issueCaptcha(db, { text: "HJK47" });
      expect(await consumeCaptcha(db, b.captchaId, " hjk47 ")).toBe(true);
      expect(await consumeCaptcha(db, b.captchaId, "HJK47")).toBe(false);
    });
  });

  it("treats unknown and malformed ids as wrong (no database error)", async () => {
    expect(await consumeCaptcha(database.db, "00000000-0000-4000-8000-000000000000", "AAAAA")).toBe(false);
    expect(await consumeCaptcha(database.db, "not-a-uuid'; drop table captchas; --", "AAAAA")).toBe(false);
  });
});
