import { count } from "drizzle-orm";
import type { Database } from "../../kernel/db";
import { staff } from "../../kernel/db/schema";
import type { PasswordHasher } from "../members";
import { STAFF_ROLES, type StaffRole } from "./roles";
import { createStaff } from "./staff-service";
import { newTotpSecret } from "./totp";

/** One demo staff account per role (demo only), printed at start. */
export interface DemoStaffAccount {
  loginName: string;
  password: string;
  role: StaffRole;
  totpSecret: string;
}

/** The demo's shared password: the demo is a sandbox, never a deployment (main.ts checks). */
export const DEMO_STAFF_PASSWORD = "xunlan-demo-staff";

/**
 * Seeds one staff account per role (`demo-<role>`, password {@link DEMO_STAFF_PASSWORD}, a new
 * TOTP secret each) when no staff exists yet, and answers them so main.ts prints them; answers
 * the accounts already there otherwise. Called only in the demo (sandbox); production never
 * seeds staff (scripts/create-staff.ts creates the first admin).
 */
export async function seedDemoStaff(db: Database, hasher: PasswordHasher, now: Date): Promise<DemoStaffAccount[]> {
  const [existing] = await db.select({ n: count() }).from(staff);
  if ((existing?.n ?? 0) === 0) {
    for (const role of STAFF_ROLES) {
      await createStaff(
        db,
        hasher,
        {
          loginName: `demo-${role.replace("_", "-")}`,
          password: DEMO_STAFF_PASSWORD,
          roles: [role],
          displayName: `演示${role}`,
          totpSecret: newTotpSecret(),
        },
        now,
      );
    }
  }
  const rows = await db.select().from(staff);
  return rows
    .filter((row) => row.loginName.startsWith("demo-") && row.roles.length === 1)
    .map((row) => ({
      loginName: row.loginName,
      password: DEMO_STAFF_PASSWORD,
      role: row.roles[0] as StaffRole,
      totpSecret: row.totpSecret,
    }));
}
