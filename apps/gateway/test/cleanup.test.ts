import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/kernel/db";
import {
  accessTokens,
  captchas,
  loginFailures,
  sandboxWechatCodes,
  smsCodes,
  smsOutbox,
  wechatPendingBindings,
} from "../src/kernel/db/schema";
import { cleanUpExpired, startCleanupJob } from "../src/modules/maintenance/cleanup";
import { createTestDatabase } from "./support/database";
import { createCapturingLogger } from "./support/logs";

const NOW = new Date("2026-11-24T12:00:00Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const later = (ms: number) => new Date(NOW.getTime() + ms);
const MIN = 60_000;
const HOUR = 60 * MIN;

describe("scheduled clean-up of expired rows (issue 12, PGlite)", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 180_000);
  afterAll(async () => {
    await database?.close();
  });

  it("removes expired tokens, captchas, WeChat codes and day-old logs; keeps what is still in use or counted", async () => {
    const { db } = database;
    await db.insert(accessTokens).values([
      { tokenHash: "expired-member", kind: "member", memberUid: "m1", channel: "WEB", expiresAt: ago(MIN) },
      { tokenHash: "live-member", kind: "member", memberUid: "m1", channel: "WEB", expiresAt: later(HOUR) },
      // A revoked guest token is the revocation record until it expires: kept.
      { tokenHash: "revoked-guest", kind: "guest", channel: "WEB", expiresAt: later(HOUR), revokedAt: ago(HOUR) },
    ]);
    await db.insert(captchas).values([
      { answerHash: "old", expiresAt: ago(MIN) },
      { answerHash: "live", expiresAt: later(4 * MIN) },
    ]);
    await db.insert(smsCodes).values([
      { mobile: "13800000001", purpose: "login", codeHash: "day-old", createdAt: ago(25 * HOUR), expiresAt: ago(25 * HOUR - 5 * MIN) },
      // Expired, but still counted by the 24 h send caps: kept.
      { mobile: "13800000001", purpose: "login", codeHash: "two-hours", createdAt: ago(2 * HOUR), expiresAt: ago(2 * HOUR - 5 * MIN) },
      { mobile: "13800000001", purpose: "login", codeHash: "live", createdAt: ago(MIN), expiresAt: later(4 * MIN) },
    ]);
    await db.insert(smsOutbox).values([
      { mobile: "13800000001", purpose: "login", text: "old", createdAt: ago(25 * HOUR) },
      { mobile: "13800000001", purpose: "login", text: "recent", createdAt: ago(HOUR) },
    ]);
    await db.insert(loginFailures).values([
      { mobile: "13800000001", createdAt: ago(25 * HOUR) },
      { mobile: "13800000001", createdAt: ago(MIN) },
    ]);
    await db.insert(wechatPendingBindings).values([
      { authCodeHash: "old", openId: "o1", expiresAt: ago(MIN) },
      { authCodeHash: "live", openId: "o2", expiresAt: later(MIN) },
    ]);
    await db.insert(sandboxWechatCodes).values([
      { codeHash: "old", openId: "o1", unionId: "u1", nickname: "n", expiresAt: ago(MIN) },
      { codeHash: "live", openId: "o2", unionId: "u2", nickname: "n", expiresAt: later(MIN) },
    ]);

    expect(await cleanUpExpired(db, NOW)).toEqual({
      accessTokens: 1,
      captchas: 1,
      smsCodes: 1,
      smsOutbox: 1,
      loginFailures: 1,
      wechatBindings: 1,
      sandboxWechatCodes: 1,
      staffSessions: 0,
      opsIdempotency: 0,
    });
    expect((await db.select({ h: accessTokens.tokenHash }).from(accessTokens)).map((r) => r.h).sort()).toEqual([
      "live-member",
      "revoked-guest",
    ]);
    expect((await db.select({ h: captchas.answerHash }).from(captchas)).map((r) => r.h)).toEqual(["live"]);
    expect((await db.select({ h: smsCodes.codeHash }).from(smsCodes)).map((r) => r.h).sort()).toEqual(["live", "two-hours"]);
    expect((await db.select({ t: smsOutbox.text }).from(smsOutbox)).map((r) => r.t)).toEqual(["recent"]);
    expect(await db.select().from(loginFailures)).toHaveLength(1);
    expect((await db.select({ h: wechatPendingBindings.authCodeHash }).from(wechatPendingBindings)).map((r) => r.h)).toEqual(["live"]);
    expect((await db.select({ h: sandboxWechatCodes.codeHash }).from(sandboxWechatCodes)).map((r) => r.h)).toEqual(["live"]);

    // A second run finds nothing more; a day later the rest has gone.
    expect(Object.values((await cleanUpExpired(db, NOW)) ?? {}).every((n) => n === 0)).toBe(true);
    const dayLater = await cleanUpExpired(db, later(25 * HOUR));
    expect(dayLater).toMatchObject({ accessTokens: 2, captchas: 1, smsCodes: 2, smsOutbox: 1, loginFailures: 1 });
  });

  it("the job runs at start, logs what it removed and stops cleanly", async () => {
    const { db } = database;
    await db.insert(captchas).values({ answerHash: "job", expiresAt: ago(MIN) });
    const logs = createCapturingLogger();
    const stop = startCleanupJob({ db, logger: logs.logger, clock: () => NOW, intervalMs: 3_600_000 });
    await stop();
    expect(await db.select().from(captchas)).toHaveLength(0);
    expect(logs.lines().some((line) => line.msg === "expired tokens, codes and outbox rows removed")).toBe(true);
  });
});
