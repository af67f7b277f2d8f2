import { createHash, randomBytes } from "node:crypto";
import { and, asc, count, eq, gt, isNull, lt, or } from "drizzle-orm";
import type { Database } from "../../kernel/db";
import { apiKeys, staff, staffSessions, staffSignIns } from "../../kernel/db/schema";
import { GatewayError } from "../../kernel/errors";
import type { PasswordHasher } from "../members";
import { isStaffRole, type OpsPrincipal, type StaffRole } from "./roles";
import { newTotpSecret, totpStep, totpUri } from "./totp";

/** Idle time after which a staff session ends (issue 25 §1: sessions that expire). */
export const STAFF_SESSION_IDLE_MS = 8 * 60 * 60 * 1000;

/** Shortest staff password. */
export const STAFF_PASSWORD_MIN = 12;

/** Failed sign-ins of one login name within {@link SIGN_IN_WINDOW_MS} after which it is refused '429'. */
export const SIGN_IN_FAILURES_MAX = 10;
export const SIGN_IN_WINDOW_MS = 15 * 60_000;

/** The one message of every failed sign-in: it never tells which factor was wrong. */
export const STAFF_SIGN_IN_FAILED = "账号、密码或动态验证码错误";

export type StaffRow = typeof staff.$inferSelect;

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

function validRoles(roles: readonly string[]): StaffRole[] {
  const unique = [...new Set(roles)];
  const bad = unique.find((role) => !isStaffRole(role));
  if (bad !== undefined) throw GatewayError.badRequest(`未知的角色：${bad}`, "roles");
  return unique as StaffRole[];
}

/** A staff member as shown to admins: never the hash or the TOTP secret. */
export function publicStaff(row: StaffRow) {
  return {
    id: row.id,
    loginName: row.loginName,
    displayName: row.displayName,
    roles: row.roles,
    disabled: row.disabled,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Creates a staff member with a fresh TOTP secret; answers the row and the secret's
 * `otpauth://` URI (shown once, to be scanned). '400' for a taken login name, a short password
 * or an unknown role.
 */
export async function createStaff(
  db: Database,
  hasher: PasswordHasher,
  input: { loginName: string; password: string; roles: readonly string[]; displayName?: string; totpSecret?: string },
  now: Date,
): Promise<{ staff: StaffRow; totpSecret: string; totpUri: string }> {
  const loginName = input.loginName.trim();
  if (!/^[a-z0-9][a-z0-9._-]{2,39}$/.test(loginName)) throw GatewayError.badRequest("登录名为 3–40 位小写字母、数字或 ._-", "loginName");
  if (input.password.length < STAFF_PASSWORD_MIN) throw GatewayError.badRequest(`密码至少 ${STAFF_PASSWORD_MIN} 位`, "password");
  const roles = validRoles(input.roles);
  const totpSecret = input.totpSecret ?? newTotpSecret();
  const [row] = await db
    .insert(staff)
    .values({
      loginName,
      displayName: input.displayName?.trim() ?? "",
      passwordHash: await hasher.hash(input.password),
      roles,
      totpSecret,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw GatewayError.badRequest("该登录名已存在", "loginName");
  return { staff: row, totpSecret, totpUri: totpUri(totpSecret, loginName) };
}

/** Changes a staff member's roles, disabled flag or password (admin). Disabling ends their sessions. */
export async function updateStaff(
  db: Database,
  hasher: PasswordHasher,
  id: number,
  input: {
    roles?: readonly string[] | undefined;
    disabled?: boolean | undefined;
    password?: string | undefined;
    displayName?: string | undefined;
  },
  now: Date,
): Promise<{ before: StaffRow; after: StaffRow }> {
  const [before] = await db.select().from(staff).where(eq(staff.id, id)).limit(1).for("update");
  if (!before) throw GatewayError.notFound("员工不存在");
  if (input.password !== undefined && input.password.length < STAFF_PASSWORD_MIN)
    throw GatewayError.badRequest(`密码至少 ${STAFF_PASSWORD_MIN} 位`, "password");
  const [after] = await db
    .update(staff)
    .set({
      ...(input.roles ? { roles: validRoles(input.roles) } : {}),
      ...(input.disabled === undefined ? {} : { disabled: input.disabled }),
      ...(input.displayName === undefined ? {} : { displayName: input.displayName.trim() }),
      ...(input.password === undefined ? {} : { passwordHash: await hasher.hash(input.password) }),
      updatedAt: now,
    })
    .where(eq(staff.id, id))
    .returning();
  if (input.disabled || input.password !== undefined) {
    await db
      .update(staffSessions)
      .set({ revokedAt: now })
      .where(and(eq(staffSessions.staffId, id), isNull(staffSessions.revokedAt)));
  }
  return { before, after: after! };
}

/** Every staff member, by login name. */
export async function listStaff(db: Database): Promise<StaffRow[]> {
  return db.select().from(staff).orderBy(asc(staff.loginName));
}

/**
 * Password + TOTP sign-in (issue 25 §1). Every attempt is logged (staff_sign_ins: login name,
 * success, why, ip, when). An unknown login name costs a hash check like a known one. A code is
 * accepted once: its time step must be after the last accepted one. After
 * {@link SIGN_IN_FAILURES_MAX} failures of a login name in 15 minutes, '429' (also logged). Answers a new session's
 * bearer token (only its SHA-256 is stored) and when it expires if idle; '401' otherwise.
 */
export async function signInStaff(
  db: Database,
  hasher: PasswordHasher,
  input: { loginName: string; password: string; totp: string; ip: string | null },
  now: Date,
  idleMs = STAFF_SESSION_IDLE_MS,
): Promise<{ token: string; expiresAt: Date; staff: StaffRow }> {
  const loginName = input.loginName.trim();
  // Guessing a password and a 6-digit code is throttled per login name (the log is the counter).
  const [recent] = await db
    .select({ n: count() })
    .from(staffSignIns)
    .where(
      and(
        eq(staffSignIns.loginName, loginName.slice(0, 100)),
        eq(staffSignIns.success, false),
        gt(staffSignIns.at, new Date(now.getTime() - SIGN_IN_WINDOW_MS)),
      ),
    );
  if ((recent?.n ?? 0) >= SIGN_IN_FAILURES_MAX) {
    await db
      .insert(staffSignIns)
      .values({ loginName: loginName.slice(0, 100), staffId: null, success: false, reason: "throttled", ip: input.ip, at: now });
    throw GatewayError.tooManyRequests("登录失败次数过多，请 15 分钟后再试");
  }
  const [row] = await db.select().from(staff).where(eq(staff.loginName, loginName)).limit(1);
  const passwordOk = await hasher.verify(row?.passwordHash ?? (await hasher.dummyHash), input.password);
  const log = (success: boolean, reason: string) =>
    db
      .insert(staffSignIns)
      .values({ loginName: loginName.slice(0, 100), staffId: row?.id ?? null, success, reason, ip: input.ip, at: now });
  const fail = async (reason: string): Promise<never> => {
    await log(false, reason);
    throw GatewayError.unauthorized(STAFF_SIGN_IN_FAILED);
  };
  if (!row) return fail("unknown");
  if (!passwordOk) return fail("password");
  const step = totpStep(row.totpSecret, input.totp.trim(), now);
  if (step === null) return fail("totp");
  if (row.disabled) return fail("disabled");
  // One code, one sign-in: the step only moves forward (a conditional update, also under a race).
  if (row.totpLastStep !== null && step <= row.totpLastStep) return fail("totp_reused");
  const [claimed] = await db
    .update(staff)
    .set({ totpLastStep: step })
    .where(and(eq(staff.id, row.id), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
    .returning({ id: staff.id });
  if (!claimed) return fail("totp_reused");
  const token = `xso_${randomBytes(32).toString("base64url")}`;
  const expiresAt = new Date(now.getTime() + idleMs);
  await db.insert(staffSessions).values({ tokenHash: sha256(token), staffId: row.id, createdAt: now, lastSeenAt: now, expiresAt });
  await log(true, "ok");
  return { token, expiresAt, staff: row };
}

/**
 * The staff member behind a session token, or null (unknown, revoked, idle past its expiry,
 * or the staff member disabled). Each use moves the idle expiry forward.
 */
export async function staffOfSession(db: Database, token: string, now: Date, idleMs = STAFF_SESSION_IDLE_MS): Promise<OpsPrincipal | null> {
  const [row] = await db
    .select({ session: staffSessions, staff })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, sha256(token)), isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, now)))
    .limit(1);
  if (!row || row.staff.disabled) return null;
  await db
    .update(staffSessions)
    .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + idleMs) })
    .where(eq(staffSessions.id, row.session.id));
  return { kind: "staff", id: row.staff.id, name: row.staff.loginName, roles: row.staff.roles.filter(isStaffRole) };
}

/** Ends a session (sign out). */
export async function signOutStaff(db: Database, token: string, now: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.tokenHash, sha256(token)), isNull(staffSessions.revokedAt)));
}

/** Creates an API key with `roles` as its scopes; the key itself is answered once and only its SHA-256 kept. */
export async function createApiKey(
  db: Database,
  input: { name: string; roles: readonly string[]; ownerStaffId: number | null },
  now: Date,
): Promise<{ key: string; row: typeof apiKeys.$inferSelect }> {
  const roles = validRoles(input.roles);
  if (roles.length === 0) throw GatewayError.badRequest("请至少选择一个角色", "roles");
  const key = `xok_${randomBytes(32).toString("base64url")}`;
  const [row] = await db
    .insert(apiKeys)
    .values({
      name: input.name.trim(),
      keyHash: sha256(key),
      prefix: key.slice(0, 10),
      roles,
      ownerStaffId: input.ownerStaffId,
      createdAt: now,
    })
    .returning();
  return { key, row: row! };
}

/** Revokes an API key; '404' for an unknown one. Answers the row before and after. */
export async function revokeApiKey(db: Database, id: number, now: Date) {
  const [before] = await db.select().from(apiKeys).where(eq(apiKeys.id, id)).limit(1);
  if (!before) throw GatewayError.notFound("API 密钥不存在");
  const [after] = await db
    .update(apiKeys)
    .set({ revokedAt: before.revokedAt ?? now })
    .where(eq(apiKeys.id, id))
    .returning();
  return { before, after: after! };
}

/** The principal of an API key (X-Api-Key), or null when unknown or revoked. */
export async function principalOfApiKey(db: Database, key: string, now: Date): Promise<OpsPrincipal | null> {
  const [row] = await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.keyHash, sha256(key)), isNull(apiKeys.revokedAt)))
    .returning();
  if (!row) return null;
  return { kind: "api_key", id: row.id, name: row.name, roles: row.roles.filter(isStaffRole) };
}

/** API keys as shown to admins (never the hash). */
export async function listApiKeys(db: Database) {
  const rows = await db.select().from(apiKeys).orderBy(asc(apiKeys.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    roles: row.roles,
    createdAt: row.createdAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
  }));
}
