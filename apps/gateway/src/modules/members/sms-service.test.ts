import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, withRollback } from "../../../test/support/database";
import type { DatabaseHandle } from "../../kernel/db";
import { smsCodes } from "../../kernel/db/schema";
import { GatewayError } from "../../kernel/errors";
import { DEFAULT_MEMBER_LIMITS, scaleMemberLimits } from "./member-config";
import type { SmsMessage, SmsProvider } from "./providers";
import { assertSmsCode, checkSmsCode, randomSmsCode, sendVerifyCode, smsText } from "./sms-service";

const limits = DEFAULT_MEMBER_LIMITS;
const client = { cookieId: "cid-sms", clientIp: "10.0.0.1" };

function recordingProvider(): SmsProvider & { sent: SmsMessage[] } {
  const sent: SmsMessage[] = [];
  return { name: "test", sent, send: async (m) => void sent.push(m) };
}

async function rejection(promise: Promise<unknown>): Promise<GatewayError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof GatewayError) return error;
    throw error;
  }
  throw new Error("expected a GatewayError");
}

describe("SMS codes (spec §7 getVerifyCode)", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
  });
  afterAll(async () => {
    await database?.close();
  });

  it("texts a 6-digit code valid 5 minutes and stores only its hash", async () => {
    await withRollback(database.db, async (db) => {
      const sms = recordingProvider();
      const now = new Date("2026-11-21T08:00:00.000Z");
      const sent = await sendVerifyCode(db, sms, limits, { mobile: "13800000001", purpose: "login", client, now, code: "042917" });
      expect(sent).toEqual({ expiresAt: new Date("2026-11-21T08:05:00.000Z"), resendAfterSeconds: 60 });
      expect(sms.sent).toEqual([
        {
          mobile: "13800000001",
          purpose: "login",
          text: smsText("042917", "login", limits.smsCodeTtlMs),
          params: { code: "042917", minutes: "5" },
        },
      ]);
      expect(sms.sent[0]!.text).toBe("【迅岚XUNLAN】您的登录验证码为042917，5分钟内有效。如非本人操作，请忽略本短信。");
      const rows = await db.select().from(smsCodes);
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toContain("042917");
      for (let i = 0; i < 100; i += 1) expect(randomSmsCode()).toMatch(/^\d{6}$/);
    });
  });

  it("accepts a code once, and not after it expires", async () => {
    await withRollback(database.db, async (db) => {
      const now = new Date("2026-11-21T08:00:00.000Z");
      const input = { mobile: "13800000002", purpose: "login" as const, client, now };
      await sendVerifyCode(db, recordingProvider(), limits, { ...input, code: "111111" });
      expect(await checkSmsCode(db, limits, { mobile: input.mobile, purpose: "login", code: "111111", now })).toBeNull();
      expect(await checkSmsCode(db, limits, { mobile: input.mobile, purpose: "login", code: "111111", now })).toBe("invalid");

      const later = new Date(now.getTime() + 61_000);
      await sendVerifyCode(db, recordingProvider(), limits, { ...input, now: later, code: "222222" });
      const expired = new Date(later.getTime() + 5 * 60_000);
      const error = await rejection(assertSmsCode(db, limits, { mobile: input.mobile, purpose: "login", code: "222222", now: expired }));
      expect(error.message).toBe("短信验证码错误或已过期");
      expect(error.extensions).toMatchObject({ code: "400", field: "code" });
    });
  });

  it("keeps purposes apart and lets a new code supersede the old one", async () => {
    await withRollback(database.db, async (db) => {
      const now = new Date("2026-11-21T08:00:00.000Z");
      const mobile = "13800000003";
      await sendVerifyCode(db, recordingProvider(), limits, { mobile, purpose: "reset", client, now, code: "333333" });
      expect(await checkSmsCode(db, limits, { mobile, purpose: "login", code: "333333", now })).toBe("invalid");
      const later = new Date(now.getTime() + 61_000);
      await sendVerifyCode(db, recordingProvider(), limits, { mobile, purpose: "reset", client, now: later, code: "444444" });
      expect(await checkSmsCode(db, limits, { mobile, purpose: "reset", code: "333333", now: later })).toBe("invalid");
      expect(await checkSmsCode(db, limits, { mobile, purpose: "reset", code: "444444", now: later })).toBeNull();
    });
  });

  it("counts wrong tries even though the login fails, and burns the code at the 5th", async () => {
    const mobile = "13800000004";
    const now = new Date();
    await sendVerifyCode(database.db, recordingProvider(), limits, {
      mobile,
      purpose: "login",
      client: { cookieId: null, clientIp: null },
      now,
      code: "555555",
    });
    const results = [];
    for (let i = 0; i < 5; i += 1) results.push(await checkSmsCode(database.db, limits, { mobile, purpose: "login", code: "000000", now }));
    expect(results).toEqual(["invalid", "invalid", "invalid", "invalid", "too-many-attempts"]);
    const [row] = await database.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
    expect(row?.attempts).toBe(5);
    const error = await rejection(assertSmsCode(database.db, limits, { mobile, purpose: "login", code: "555555", now }));
    expect(error.message).toBe("验证码错误次数过多，请重新获取");
  });

  it("allows one send per mobile per 60 s and says how long to wait", async () => {
    await withRollback(database.db, async (db) => {
      const now = new Date("2026-11-21T08:00:00.000Z");
      const mobile = "13800000005";
      await sendVerifyCode(db, recordingProvider(), limits, { mobile, purpose: "login", client, now });
      const error = await rejection(
        sendVerifyCode(db, recordingProvider(), limits, { mobile, purpose: "reset", client, now: new Date(now.getTime() + 20_500) }),
      );
      expect(error.message).toBe("发送过于频繁，请40秒后再试");
      expect(error.extensions).toMatchObject({ code: "429", statusCode: 429 });
      await sendVerifyCode(db, recordingProvider(), limits, { mobile, purpose: "login", client, now: new Date(now.getTime() + 60_000) });
    });
  });

  it("caps sends per mobile per day (10)", async () => {
    await withRollback(database.db, async (db) => {
      const start = new Date("2026-11-21T08:00:00.000Z").getTime();
      const mobile = "13800000006";
      const at = (i: number) => new Date(start + i * 61_000);
      for (let i = 0; i < 10; i += 1) {
        await sendVerifyCode(db, recordingProvider(), limits, {
          mobile,
          purpose: "login",
          client: { cookieId: `c${i}`, clientIp: null },
          now: at(i),
        });
      }
      const error = await rejection(
        sendVerifyCode(db, recordingProvider(), limits, {
          mobile,
          purpose: "login",
          client: { cookieId: "c10", clientIp: null },
          now: at(10),
        }),
      );
      expect(error.message).toBe("该手机号今日获取验证码次数已达上限，请明天再试");
      expect(error.extensions).toMatchObject({ code: "429" });
      // 24 h after the first send, one more is allowed.
      await sendVerifyCode(db, recordingProvider(), limits, {
        mobile,
        purpose: "login",
        client: { cookieId: "c11", clientIp: null },
        now: new Date(start + 24 * 3_600_000 + 1000),
      });
    });
  });

  it("caps sends per client per day (30), by cookie id and by IP", async () => {
    await withRollback(database.db, async (db) => {
      const now = new Date("2026-11-21T08:00:00.000Z");
      const mobile = (i: number) => `1390000${String(i).padStart(4, "0")}`;
      for (let i = 0; i < 30; i += 1) {
        await sendVerifyCode(db, recordingProvider(), limits, {
          mobile: mobile(i),
          purpose: "login",
          client: { cookieId: "cid-x", clientIp: `10.1.0.${i}` },
          now,
        });
      }
      const byCookie = await rejection(
        sendVerifyCode(db, recordingProvider(), limits, {
          mobile: mobile(30),
          purpose: "login",
          client: { cookieId: "cid-x", clientIp: "10.2.0.1" },
          now,
        }),
      );
      expect(byCookie.message).toBe("今日获取验证码次数已达上限，请明天再试");
      expect(byCookie.extensions).toMatchObject({ code: "429" });

      for (let i = 0; i < 30; i += 1) {
        await sendVerifyCode(db, recordingProvider(), limits, {
          mobile: mobile(100 + i),
          purpose: "login",
          client: { cookieId: `cid-${i}`, clientIp: "10.9.9.9" },
          now,
        });
      }
      const byIp = await rejection(
        sendVerifyCode(db, recordingProvider(), limits, {
          mobile: mobile(200),
          purpose: "login",
          client: { cookieId: "cid-new", clientIp: "10.9.9.9" },
          now,
        }),
      );
      expect(byIp.extensions).toMatchObject({ code: "429" });
    });
  });

  it("a test gateway's factor (SANDBOX_RATE_LIMIT_FACTOR) lifts the per-IP cap, not the per-mobile one", async () => {
    await withRollback(database.db, async (db) => {
      const now = new Date("2026-11-21T08:00:00.000Z");
      const scaled = scaleMemberLimits(limits, 2);
      expect(scaled.smsPerMobilePerDay).toBe(limits.smsPerMobilePerDay);
      for (let i = 0; i < 31; i += 1) {
        await sendVerifyCode(db, recordingProvider(), scaled, {
          mobile: `1391000${String(i).padStart(4, "0")}`,
          purpose: "login",
          client: { cookieId: `cid-f${i}`, clientIp: "127.0.0.1" },
          now,
        });
      }
      expect(await db.$count(smsCodes, eq(smsCodes.clientIp, "127.0.0.1"))).toBe(31);
    });
  });

  it("spends the code when the provider fails", async () => {
    await withRollback(database.db, async (db) => {
      const failing: SmsProvider = { name: "down", send: async () => Promise.reject(new Error("carrier down")) };
      const now = new Date("2026-11-21T08:00:00.000Z");
      await expect(
        sendVerifyCode(db, failing, limits, { mobile: "13800000007", purpose: "login", client, now, code: "777777" }),
      ).rejects.toThrow("carrier down");
      expect(await checkSmsCode(db, limits, { mobile: "13800000007", purpose: "login", code: "777777", now })).toBe("invalid");
    });
  });
});
