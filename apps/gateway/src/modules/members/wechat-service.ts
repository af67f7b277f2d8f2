import { createHash, randomBytes } from "node:crypto";
import { MESSAGES, isRequired } from "@xunlan/validation";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { members, wechatPendingBindings } from "../../db/schema";
import { GatewayError } from "../../errors";
import { MEMBER_MESSAGES } from "./member-config";
import type { MemberDeps } from "./member-deps";
import { type LoginClient, type LoginResult, type MemberRow, completeLogin, findOrCreateMember, requireMobile } from "./member-service";
import type { WechatIdentity } from "./providers";
import { assertSmsCode } from "./sms-service";

/** What wechatQrUrl returns: the URL to render as a QR code and the state to expect back. */
export interface WechatAuthorization {
  url: string;
  state: string;
  provider: string;
}

/** spec §2 stage 1 → 2: either logged in at once, or a mobile must be bound first. */
export type WechatLoginOutcome =
  | { needsBinding: false; nickname: string | null; login: LoginResult }
  | { needsBinding: true; nickname: string | null; login: null };

function hash(value: string): string {
  return createHash("sha256").update(value, "utf8").digest("hex");
}

/**
 * True when `redirectUri` is an absolute http(s) URL on one of `origins` (env
 * STOREFRONT_ORIGINS), so the authorize page can never bounce a code to another site.
 */
export function isAllowedRedirect(redirectUri: string, origins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    return false;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  if (url.username || url.password) return false;
  return origins.some((origin) => {
    try {
      return new URL(origin).origin === url.origin;
    } catch {
      return false;
    }
  });
}

/** spec §2 stage 1: the authorize URL for the QR code, for an allowed storefront redirect. */
export function wechatAuthorization(deps: MemberDeps, redirectUri: string): WechatAuthorization {
  if (!redirectUri.trim() || !isAllowedRedirect(redirectUri, deps.storefrontOrigins)) {
    throw GatewayError.badRequest(MEMBER_MESSAGES.redirectUriInvalid, "redirectUri");
  }
  const state = randomBytes(12).toString("base64url");
  return { url: deps.wechat.authorizeUrl(state, redirectUri), state, provider: deps.wechat.name };
}

/**
 * The WeChat identity of an authCode: a pending binding made by an earlier wechatLogin
 * (the provider's code is single use), else the provider's exchange. '400' when neither knows it.
 */
async function identityOf(db: Database, deps: MemberDeps, authCode: string, now: Date): Promise<WechatIdentity> {
  const [pending] = await db
    .select()
    .from(wechatPendingBindings)
    .where(
      and(
        eq(wechatPendingBindings.authCodeHash, hash(authCode)),
        isNull(wechatPendingBindings.consumedAt),
        gt(wechatPendingBindings.expiresAt, now),
      ),
    )
    .limit(1);
  if (pending) return { openId: pending.openId, unionId: pending.unionId, nickname: pending.nickname };
  const identity = await deps.wechat.exchangeCode(authCode);
  if (!identity) throw GatewayError.badRequest(MEMBER_MESSAGES.wechatAuthInvalid, "authCode");
  await db
    .insert(wechatPendingBindings)
    .values({
      authCodeHash: hash(authCode),
      openId: identity.openId,
      unionId: identity.unionId,
      nickname: identity.nickname,
      createdAt: now,
      expiresAt: new Date(now.getTime() + deps.limits.wechatBindingTtlMs),
    })
    .onConflictDoNothing();
  return identity;
}

async function finishBinding(db: Database, authCode: string, now: Date): Promise<void> {
  await db
    .update(wechatPendingBindings)
    .set({ consumedAt: now })
    .where(eq(wechatPendingBindings.authCodeHash, hash(authCode)));
}

/**
 * spec §2 stage 1: signs in with the authCode the WeChat redirect carried. An identity bound
 * to a member logs in at once; an unbound one answers `needsBinding` (stage 2: bindMobile).
 */
export async function wechatLogin(
  db: Database,
  deps: MemberDeps,
  authCode: string,
  client: LoginClient,
): Promise<WechatLoginOutcome> {
  if (!isRequired(authCode)) throw GatewayError.badRequest(MEMBER_MESSAGES.authCodeRequired, "authCode");
  const now = deps.clock();
  const identity = await identityOf(db, deps, authCode.trim(), now);
  const [member] = await db.select().from(members).where(eq(members.wechatOpenId, identity.openId)).limit(1);
  if (!member) return { needsBinding: true, nickname: identity.nickname, login: null };
  const login = await db.transaction(async (tx) => {
    await finishBinding(tx, authCode.trim(), now);
    return completeLogin(tx, member, client, now);
  });
  return { needsBinding: false, nickname: identity.nickname, login };
}

/**
 * Binds a WeChat identity to `member` (in a transaction). '400' when the member already has
 * another WeChat account or the identity belongs to another member.
 */
async function bindIdentity(db: Database, member: MemberRow, identity: WechatIdentity, now: Date): Promise<MemberRow> {
  if (member.wechatOpenId === identity.openId) return member;
  if (member.wechatOpenId) throw GatewayError.badRequest(MEMBER_MESSAGES.wechatMobileTaken, "mobile");
  const [owner] = await db.select({ id: members.id }).from(members).where(eq(members.wechatOpenId, identity.openId)).limit(1);
  if (owner) throw GatewayError.badRequest(MEMBER_MESSAGES.wechatIdentityTaken, "authCode");
  const [updated] = await db
    .update(members)
    .set({
      wechatOpenId: identity.openId,
      wechatUnionId: identity.unionId,
      wechatNick: member.wechatNick ?? identity.nickname,
      updatedAt: now,
    })
    .where(and(eq(members.id, member.id), isNull(members.wechatOpenId)))
    .returning();
  if (!updated) throw GatewayError.badRequest(MEMBER_MESSAGES.wechatMobileTaken, "mobile");
  return updated;
}

/**
 * spec §2 stage 2 / §7 user login call (mobile, code, authCode): checks the SMS code, binds
 * the authCode's WeChat identity to the mobile's member (registering it if new) and logs in.
 */
export async function bindMobile(
  db: Database,
  deps: MemberDeps,
  args: { authCode: string; mobile: string; code: string },
  client: LoginClient,
): Promise<LoginResult> {
  const mobile = requireMobile(args.mobile, "mobile");
  if (!isRequired(args.code)) throw GatewayError.badRequest(MESSAGES.smsCodeRequired, "code");
  if (!isRequired(args.authCode)) throw GatewayError.badRequest(MEMBER_MESSAGES.authCodeRequired, "authCode");
  const now = deps.clock();
  const authCode = args.authCode.trim();
  const identity = await identityOf(db, deps, authCode, now);
  await assertSmsCode(db, deps.limits, { mobile, purpose: "login", code: args.code, now });
  const member = await findOrCreateMember(db, mobile, now);
  return loginAndBind(db, member, identity, authCode, client, now);
}

/** Binds and logs in, in one transaction (memberLogin with authCode uses it too). */
export async function loginAndBind(
  db: Database,
  member: MemberRow,
  identity: WechatIdentity,
  authCode: string,
  client: LoginClient,
  now: Date,
): Promise<LoginResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from members where id = ${member.id} for update`);
    const [fresh] = await tx.select().from(members).where(eq(members.id, member.id));
    if (!fresh) throw new Error("member vanished");
    const bound = await bindIdentity(tx, fresh, identity, now);
    await finishBinding(tx, authCode, now);
    return completeLogin(tx, bound, client, now);
  });
}

/** memberLogin with an authCode: the identity of the code, for {@link loginAndBind}. */
export function wechatIdentityForLogin(db: Database, deps: MemberDeps, authCode: string): Promise<WechatIdentity> {
  return identityOf(db, deps, authCode.trim(), deps.clock());
}
