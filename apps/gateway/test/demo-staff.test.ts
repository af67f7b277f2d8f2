import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/kernel/db";
import { staff } from "../src/kernel/db/schema";
import { createArgon2Hasher } from "../src/modules/members/password-hasher";
import { DEMO_STAFF_PASSWORD, STAFF_ROLES, seedDemoStaff, signInStaff, totpCode } from "../src/modules/staff";
import { createTestDatabase } from "./support/database";

/** Issue 25 §1: the demo's staff, one account per role, seeded once (main.ts calls it in the demo only). */
let database: DatabaseHandle;
const hasher = createArgon2Hasher();

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

describe("seedDemoStaff", () => {
  it("creates one account per role once, each signing in with the printed password and TOTP secret", async () => {
    const now = new Date("2026-11-27T08:00:00Z");
    const accounts = await seedDemoStaff(database.db, hasher, now);
    expect(accounts.map((a) => a.role).sort()).toEqual([...STAFF_ROLES].sort());
    expect(new Set(accounts.map((a) => a.totpSecret)).size).toBe(STAFF_ROLES.length);
    const again = await seedDemoStaff(database.db, hasher, now);
    expect(again).toEqual(accounts);
    expect(await database.db.select().from(staff)).toHaveLength(STAFF_ROLES.length);
    const finance = accounts.find((a) => a.role === "finance")!;
    const session = await signInStaff(
      database.db,
      hasher,
      { loginName: finance.loginName, password: DEMO_STAFF_PASSWORD, totp: totpCode(finance.totpSecret, now), ip: null },
      now,
    );
    expect(session.staff.roles).toEqual(["finance"]);
  });
});
