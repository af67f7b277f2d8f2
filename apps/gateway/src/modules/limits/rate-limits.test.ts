import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../test/support/database";
import type { DatabaseHandle } from "../../kernel/db";
import { rateLimits } from "../../kernel/db/schema";
import { DEFAULT_RATE_LIMITS, enforceRateLimit, hitRate, hitRates } from "./rate-limits";

const MINUTE = 60_000;

describe("rate limits in one statement (issue 12 item 4, issue 11 §7)", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
  });
  afterAll(async () => {
    await database?.close();
  });

  const perIp = { limit: 2, windowMs: MINUTE };
  const global = { limit: 4, windowMs: MINUTE };
  const stored = async (key: string) => (await database.db.select().from(rateLimits).where(eq(rateLimits.key, key)))[0];

  it("counts the address and the whole store in their windows, a new window starting again at 1", async () => {
    const now = new Date("2026-11-27T01:00:10.000Z");
    const ip = { key: "t1:ip:203.0.113.1", rule: perIp };
    const all = { key: "t1:global", rule: global };
    expect(await hitRates(database.db, ip, all, now)).toEqual({ ip: 1, global: 1 });
    expect(await hitRates(database.db, ip, all, new Date(now.getTime() + 1_000))).toEqual({ ip: 2, global: 2 });
    const row = await stored("t1:ip:203.0.113.1");
    expect(row?.windowStart.toISOString()).toBe("2026-11-27T01:00:00.000Z");
    expect(row?.expiresAt.toISOString()).toBe("2026-11-27T01:01:00.000Z");
    // The same rows as hitRate writes: either may count the next hit.
    expect(await hitRate(database.db, "t1:global", global, now)).toBe(3);
    expect(await hitRates(database.db, ip, all, new Date(now.getTime() + MINUTE))).toEqual({ ip: 1, global: 1 });
    expect((await stored("t1:global"))?.windowStart.toISOString()).toBe("2026-11-27T01:01:00.000Z");
  });

  it("does not count a hit the address's limit refused against the store's window", async () => {
    const now = new Date("2026-11-27T02:00:00.000Z");
    const all = { key: "t2:global", rule: global };
    const a = { key: "t2:ip:203.0.113.2", rule: perIp };
    const results = [];
    for (let i = 0; i < 5; i += 1) results.push(await hitRates(database.db, a, all, now));
    expect(results.map((r) => r.ip)).toEqual([1, 2, 3, 4, 5]);
    expect(results.map((r) => r.global)).toEqual([1, 2, null, null, null]);
    // Another address still finds the store's window at 2 of 4.
    expect(await hitRates(database.db, { key: "t2:ip:203.0.113.3", rule: perIp }, all, now)).toEqual({ ip: 1, global: 3 });
  });

  it("enforceRateLimit answers '429' past either limit, and counts the store alone without an address", async () => {
    const now = new Date("2026-11-27T03:00:00.000Z");
    const limits = { ...DEFAULT_RATE_LIMITS, captcha: { perIp, global } };
    const codes = async (ip: string | null, n: number) => {
      const out: string[] = [];
      for (let i = 0; i < n; i += 1) {
        out.push(
          await enforceRateLimit(database.db, limits, "captcha", ip, now).then(
            () => "ok",
            (error: { extensions?: { code?: string } }) => error.extensions?.code ?? "error",
          ),
        );
      }
      return out;
    };
    expect(await codes("198.51.100.1", 3)).toEqual(["ok", "ok", "429"]);
    expect(await codes(null, 2)).toEqual(["ok", "ok"]);
    // The store's window is full (2 + 2 of 4): a fresh address is refused too.
    expect(await codes("198.51.100.2", 1)).toEqual(["429"]);
  });
});
