import { randomInt } from "node:crypto";
import { isEmail, isName, isPassword, isRequired, LOGIN_TYPE, MESSAGES, SERVICE_CODES } from "@xunlan/validation";
import { and, count, eq, gt, isNull, max } from "drizzle-orm";
import type { Database } from "../../kernel/db";
import { accessTokens, loginFailures, members } from "../../kernel/db/schema";
import { GatewayError } from "../../kernel/errors";
import { requireMobile } from "../../kernel/lib/mobile";
import { invalidRegionField } from "../addresses";
import { announceTokenRevoked, issueToken, revokePresentedToken, revokeToken, type Viewer } from "../auth";
import { grantRegistrationCoupons } from "../promotions";
import { consumeCaptcha } from "./captcha-service";
import { MEMBER_MESSAGES, MEMBER_TOKEN_TTL_HOURS, type MemberLimits } from "./member-config";
import type { MemberDeps } from "./member-deps";
import { assertSmsCode } from "./sms-service";

/** A member row. */
export { requireMobile };

export type MemberRow = typeof members.$inferSelect;

/** spec §3 login result. */
export interface LoginResult {
  userToken: string;
  expiresAt: Date;
  isMemberLoggedIn: true;
  openId: string | null;
  unionId: string | null;
  user: {
    cellphone: string;
    referedSource: string | null;
    username: string;
    groupId: number;
    memberUid: string;
  };
}

/** The request a login happens in: the token it presented (revoked) and its client id. */
export interface LoginClient {
  /** access_tokens.id of the presented guest or member token, if any. */
  presentedTokenId: string | null;
  /** The presented token's viewer (a signed guest token has no row until it is revoked here). */
  presented?: Viewer | null;
  /** Told once the presented token is revoked (the gateway's in-memory list of revoked guest tokens). */
  onPresentedRevoked?: (viewer: Viewer) => void;
  cookieId: string | null;
  channel: string;
  /**
   * Joins the bag of the guest token the login came from to the member's, in the login's
   * transaction (spec §4; flows/bag-merge.ts, so this module does not import cart).
   */
  joinGuestBag?: (db: Database, guestTokenId: string, memberUid: string, now: Date) => Promise<unknown>;
}

/** A new public member id: "XL" and 12 random digits. */
function newMemberUid(): string {
  return `XL${String(randomInt(1e6)).padStart(6, "0")}${String(randomInt(1e6)).padStart(6, "0")}`;
}

/** The member of a mobile, created (registered) when there is none (spec §7 memberLogin type 4). */
export async function findOrCreateMember(db: Database, mobile: string, now: Date): Promise<MemberRow> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [existing] = await db.select().from(members).where(eq(members.cellphone, mobile)).limit(1);
    if (existing) return existing;
    // A parallel first login of the same mobile, or (very rarely) a taken uid, inserts nothing;
    // the next round reads the winner's row.
    const [created] = await db
      .insert(members)
      .values({ memberUid: newMemberUid(), username: mobile, cellphone: mobile, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    if (created) {
      // spec announcement: 新会员首单立减 30 元 — every new member receives the coupon.
      await grantRegistrationCoupons(db, created.memberUid, now);
      return created;
    }
  }
  throw new Error("could not register member");
}

/**
 * Issues the member token of a login and revokes the token the request presented (spec §6:
 * tokens rotate at login). Member tokens are 128 random bits, stored hashed, valid 168 h.
 */
export async function completeLogin(db: Database, member: MemberRow, client: LoginClient, now: Date): Promise<LoginResult> {
  if (client.presentedTokenId) {
    // spec §4: the bag of the guest token the login came from joins the member's bag.
    await client.joinGuestBag?.(db, client.presentedTokenId, member.memberUid, now);
  }
  if (client.presented) {
    await revokePresentedToken(db, client.presented, client.channel, now);
    client.onPresentedRevoked?.(client.presented);
  } else if (client.presentedTokenId) await revokeToken(db, client.presentedTokenId, now);
  const issued = await issueToken(db, {
    kind: "member",
    memberUid: member.memberUid,
    channel: client.channel,
    cookieId: client.cookieId,
    ttlHours: MEMBER_TOKEN_TTL_HOURS,
    now,
  });
  return {
    userToken: issued.token,
    expiresAt: issued.expiresAt,
    isMemberLoggedIn: true,
    openId: member.wechatOpenId,
    unionId: member.wechatUnionId,
    user: {
      cellphone: member.cellphone,
      referedSource: member.referedSource,
      username: member.username,
      groupId: member.groupId,
      memberUid: member.memberUid,
    },
  };
}

/** Arguments of {@link validateLoginArgs} (spec §7 memberLogin). */
export interface LoginArgs {
  username: string;
  type: number;
  code: string;
  /** The image captcha a password login needs after 3 failures (getCaptcha's id and the answer). */
  captchaId?: string | null;
  captchaCode?: string | null;
}

/**
 * `extensions.captchaRequired` on a password-login error: the next attempt must carry the image
 * captcha (the login popup shows its captcha field when it sees this).
 */
export const CAPTCHA_REQUIRED = { captchaRequired: true } as const;

/** The wait after `failures` failed logins: none below the threshold, then doubling up to the cap. */
export function loginDelayMs(
  limits: Pick<MemberLimits, "loginCaptchaAfterFailures" | "loginDelayBaseMs" | "loginDelayMaxMs">,
  failures: number,
): number {
  if (failures < limits.loginCaptchaAfterFailures) return 0;
  const steps = Math.min(failures - limits.loginCaptchaAfterFailures, 30);
  return Math.min(limits.loginDelayBaseMs * 2 ** steps, limits.loginDelayMaxMs);
}

/** spec §5: validates memberLogin's arguments in field order; returns the mobile. */
export function validateLoginArgs(args: LoginArgs): string {
  const mobile = requireMobile(args.username, "username");
  if (args.type !== LOGIN_TYPE.SMS && args.type !== LOGIN_TYPE.PASSWORD) {
    throw GatewayError.badRequest(MEMBER_MESSAGES.typeInvalid, "type");
  }
  if (!isRequired(args.code)) {
    throw GatewayError.badRequest(args.type === LOGIN_TYPE.SMS ? MESSAGES.smsCodeRequired : MESSAGES.passwordRequired, "code");
  }
  return mobile;
}

/**
 * Authenticates a memberLogin (spec §7): type 4 checks the SMS code and registers a new
 * mobile; type 2 checks the password with argon2id. Password logins answer the same
 * (手机号或密码错误) and run one argon2 verify whether or not the mobile is registered or
 * has a password. After {@link MemberLimits.loginCaptchaAfterFailures} failures for the mobile
 * or from the client's IP, a password login needs the image captcha ('400' with
 * `extensions.captchaRequired`) and waits a doubling delay ('429' 登录尝试过于频繁，请{n}秒后再试);
 * the member is never locked out. Returns the member; does not issue a token.
 */
export async function authenticate(db: Database, deps: MemberDeps, args: LoginArgs, clientIp: string | null = null): Promise<MemberRow> {
  const mobile = validateLoginArgs(args);
  const now = deps.clock();
  if (args.type === LOGIN_TYPE.SMS) {
    await assertSmsCode(db, deps.limits, { mobile, purpose: "login", code: args.code, now });
    return findOrCreateMember(db, mobile, now);
  }

  const since = new Date(now.getTime() - deps.limits.loginFailureWindowMs);
  const failuresOf = async (where: ReturnType<typeof eq>) => {
    const [row] = await db
      .select({ n: count(), last: max(loginFailures.createdAt) })
      .from(loginFailures)
      .where(and(where, gt(loginFailures.createdAt, since)));
    return { n: row?.n ?? 0, last: row?.last ?? null };
  };
  const byMobile = await failuresOf(eq(loginFailures.mobile, mobile));
  const byIp = clientIp ? await failuresOf(eq(loginFailures.clientIp, clientIp)) : { n: 0, last: null };
  const failures = Math.max(byMobile.n, byIp.n);
  if (failures >= deps.limits.loginCaptchaAfterFailures) {
    const last = Math.max(byMobile.last?.getTime() ?? 0, byIp.last?.getTime() ?? 0);
    const waitMs = last + loginDelayMs(deps.limits, failures) - now.getTime();
    if (waitMs > 0) {
      throw new GatewayError(SERVICE_CODES.TOO_MANY_REQUESTS, MEMBER_MESSAGES.loginSlowDown(Math.ceil(waitMs / 1000)), {
        ...CAPTCHA_REQUIRED,
        retryAfterSeconds: Math.ceil(waitMs / 1000),
      });
    }
    const captchaId = args.captchaId?.trim() ?? "";
    // Spent by any attempt, like getVerifyCode's.
    const captchaOk = captchaId ? await consumeCaptcha(db, captchaId, args.captchaCode ?? "", now) : false;
    if (!isRequired(args.captchaCode)) throw GatewayError.badRequest(MESSAGES.imageCodeRequired, "captchaCode", CAPTCHA_REQUIRED);
    if (!captchaOk) throw GatewayError.badRequest(MEMBER_MESSAGES.captchaInvalid, "captchaCode", CAPTCHA_REQUIRED);
  }

  const [member] = await db.select().from(members).where(eq(members.cellphone, mobile)).limit(1);
  // No enumeration: an unknown mobile, or one without a password, costs one verify too.
  const phc = member?.passwordHash ?? (await deps.hasher.dummyHash);
  const matches = await deps.hasher.verify(phc, args.code);
  if (!member?.passwordHash || !matches) {
    await db.insert(loginFailures).values({ mobile, clientIp, createdAt: now });
    const next = failures + 1 >= deps.limits.loginCaptchaAfterFailures ? CAPTCHA_REQUIRED : {};
    throw GatewayError.badRequest(MEMBER_MESSAGES.badCredentials, undefined, next);
  }
  // Only the mobile's failures: a login to one's own account must not wipe the IP's count.
  await db.delete(loginFailures).where(eq(loginFailures.mobile, mobile));
  return member;
}

/**
 * spec §7 resetPassword: the SMS code of purpose reset (getVerifyCode type 3) and a new
 * password of the §5 rule. Every token of the member is revoked (other devices log out; every
 * instance's token cache is told on commit). Returns the member's uid.
 */
export async function resetPassword(
  db: Database,
  deps: MemberDeps,
  args: { username: string; code: string; password: string },
): Promise<string> {
  const mobile = requireMobile(args.username, "username");
  if (!isRequired(args.code)) throw GatewayError.badRequest(MESSAGES.smsCodeRequired, "code");
  if (!isRequired(args.password)) throw GatewayError.badRequest(MESSAGES.passwordRequired, "password");
  if (!isPassword(args.password)) throw GatewayError.badRequest(MEMBER_MESSAGES.passwordRule, "password");
  const now = deps.clock();
  await assertSmsCode(db, deps.limits, { mobile, purpose: "reset", code: args.code, now });
  const [member] = await db.select().from(members).where(eq(members.cellphone, mobile)).limit(1);
  if (!member) throw GatewayError.badRequest(MEMBER_MESSAGES.notRegistered, "username");
  const passwordHash = await deps.hasher.hash(args.password);
  await db.transaction(async (tx) => {
    await tx.update(members).set({ passwordHash, updatedAt: now }).where(eq(members.id, member.id));
    await tx
      .update(accessTokens)
      .set({ revokedAt: now })
      .where(and(eq(accessTokens.memberUid, member.memberUid), isNull(accessTokens.revokedAt)));
    await announceTokenRevoked(tx, { memberUid: member.memberUid });
    await tx.delete(loginFailures).where(eq(loginFailures.mobile, mobile));
  });
  return member.memberUid;
}

/** The member of a uid; '401' when it vanished (token of a deleted member). */
export async function getMember(db: Database, memberUid: string): Promise<MemberRow> {
  const [member] = await db.select().from(members).where(eq(members.memberUid, memberUid)).limit(1);
  if (!member) throw GatewayError.unauthorized();
  return member;
}

/** spec §7 updateMember arguments: null or absent leaves a field unchanged. */
export interface UpdateMemberInput {
  name?: string | null;
  /** YYYY-MM-DD; "" clears it. */
  birthday?: string | null;
  /** 0 保密, 1 男, 2 女. */
  gender?: number | null;
  /** Region names of the address-options tree, all three together; all "" clears them. */
  province?: string | null;
  city?: string | null;
  district?: string | null;
  /** spec §5 email rule; "" clears it. */
  email?: string | null;
}

/** The longest email a member may keep (an address's practical limit is well under it). */
export const EMAIL_MAX_LENGTH = 100;

const BIRTHDAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function validBirthday(value: string, now: Date): boolean {
  const match = BIRTHDAY_PATTERN.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  return value >= "1900-01-01" && date.getTime() <= now.getTime();
}

/**
 * spec §7 updateMember: name 2–18 characters (§5), birthday a real past date, gender 0/1/2,
 * province/city/district a chain of the region tree. Returns the updated member.
 */
export async function updateMember(db: Database, memberUid: string, input: UpdateMemberInput, now = new Date()): Promise<MemberRow> {
  const patch: Partial<typeof members.$inferInsert> = {};
  if (input.name != null) {
    if (!isName(input.name)) throw GatewayError.badRequest(MEMBER_MESSAGES.nameRule, "name");
    patch.name = input.name.trim();
  }
  if (input.birthday != null) {
    const birthday = input.birthday.trim();
    if (birthday && !validBirthday(birthday, now)) throw GatewayError.badRequest(MEMBER_MESSAGES.birthdayInvalid, "birthday");
    patch.birthday = birthday || null;
  }
  if (input.gender != null) {
    if (![0, 1, 2].includes(input.gender)) throw GatewayError.badRequest(MEMBER_MESSAGES.genderInvalid, "gender");
    patch.gender = input.gender;
  }
  if (input.email != null) {
    // spec §5 email: a standard address; stored as typed, without surrounding spaces.
    const email = input.email.trim();
    if (email && (email.length > EMAIL_MAX_LENGTH || !isEmail(email))) throw GatewayError.badRequest(MEMBER_MESSAGES.emailInvalid, "email");
    patch.email = email || null;
  }
  const region = [input.province, input.city, input.district];
  if (region.some((v) => v != null)) {
    const [province, city, district] = region.map((v) => (v ?? "").trim()) as [string, string, string];
    if (province || city || district) {
      const bad = invalidRegionField(province, city, district);
      if (bad) throw GatewayError.badRequest(MEMBER_MESSAGES.regionInvalid, bad);
    }
    patch.province = province || null;
    patch.city = city || null;
    patch.district = district || null;
  }
  const [updated] = await db
    .update(members)
    .set({ ...patch, updatedAt: now })
    .where(eq(members.memberUid, memberUid))
    .returning();
  if (!updated) throw GatewayError.unauthorized();
  return updated;
}

/** spec §7 memberLogout: revokes the token of the request. */
export async function logout(db: Database, tokenId: string, now = new Date()): Promise<void> {
  await revokeToken(db, tokenId, now);
}
