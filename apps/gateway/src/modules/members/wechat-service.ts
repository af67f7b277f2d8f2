import { createHash } from "node:crypto";
import { isRequired, MESSAGES } from "@xunlan/validation";
import { and, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../../kernel/db";
import { members, memberWechatAccounts, wechatPendingBindings } from "../../kernel/db/schema";
import { GatewayError } from "../../kernel/errors";
import { MEMBER_MESSAGES } from "./member-config";
import type { MemberDeps } from "./member-deps";
import { completeLogin, findOrCreateMember, type LoginClient, type LoginResult, type MemberRow, requireMobile } from "./member-service";
import type { WechatIdentity, WechatScope } from "./providers";
import { assertSmsCode } from "./sms-service";
import { isKeptState, newWechatState } from "./wechat-state";

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

/**
 * spec §2 stage 1: the authorize URL for an allowed storefront redirect, with a new random state:
 * the QR code (`snsapi_login`, default) or, inside WeChat, the official account's one-tap
 * (`snsapi_userinfo`) or silent (`snsapi_base`, issue 26 §2) authorisation. '400' 参数错误：scope
 * for a silent sign-in where no official account is configured.
 */
export function wechatAuthorization(deps: MemberDeps, redirectUri: string, scope: WechatScope = "snsapi_login"): WechatAuthorization {
  if (!redirectUri.trim() || !isAllowedRedirect(redirectUri, deps.storefrontOrigins)) {
    throw GatewayError.badRequest(MEMBER_MESSAGES.redirectUriInvalid, "redirectUri");
  }
  const state = newWechatState();
  const url = deps.wechat.authorizeUrl(state, redirectUri, scope);
  if (!url) throw GatewayError.badRequest(MEMBER_MESSAGES.scopeInvalid, "scope");
  return { url, state, provider: deps.wechat.name };
}

/**
 * The member a WeChat identity signs in as (issue 23 §1: one member across QR login and the
 * official account): by unionid when WeChat gave one, else by the openid of the app that issued
 * the code (a silent snsapi_base sign-in), else — for bindings made before the apps were told
 * apart — by the profile's openid.
 */
export async function findWechatMember(db: Database, identity: WechatIdentity): Promise<MemberRow | null> {
  if (identity.unionId) {
    const [byUnion] = await db
      .select({ member: members })
      .from(members)
      .where(
        or(
          eq(members.wechatUnionId, identity.unionId),
          sql`exists (select 1 from ${memberWechatAccounts} where ${memberWechatAccounts.memberId} = ${members.id} and ${memberWechatAccounts.unionId} = ${identity.unionId})`,
        ),
      )
      .limit(1);
    if (byUnion) return byUnion.member;
  }
  const [byApp] = await db
    .select({ member: members })
    .from(memberWechatAccounts)
    .innerJoin(members, eq(members.id, memberWechatAccounts.memberId))
    .where(and(eq(memberWechatAccounts.appId, identity.appId), eq(memberWechatAccounts.openId, identity.openId)))
    .limit(1);
  if (byApp) return byApp.member;
  const [legacy] = await db.select().from(members).where(eq(members.wechatOpenId, identity.openId)).limit(1);
  return legacy ?? null;
}

/**
 * Keeps the app's openid (and the unionid, once known) of a member found or bound: the next silent
 * sign-in of that app finds them by openid alone. Run inside the login's transaction.
 */
async function rememberWechatAccount(db: Database, member: MemberRow, identity: WechatIdentity, now: Date): Promise<MemberRow> {
  const [kept] = await db
    .select({ id: memberWechatAccounts.id, openId: memberWechatAccounts.openId })
    .from(memberWechatAccounts)
    .where(and(eq(memberWechatAccounts.memberId, member.id), eq(memberWechatAccounts.appId, identity.appId)))
    .limit(1);
  if (!kept) {
    // Another member holding this (app, openid) keeps it: the insert then does nothing.
    await db
      .insert(memberWechatAccounts)
      .values({
        memberId: member.id,
        appId: identity.appId,
        openId: identity.openId,
        unionId: identity.unionId,
        createdAt: now,
        lastLoginAt: now,
      })
      .onConflictDoNothing();
  } else if (kept.openId === identity.openId) {
    await db
      .update(memberWechatAccounts)
      .set({ lastLoginAt: now, unionId: sql`coalesce(${memberWechatAccounts.unionId}, ${identity.unionId})` })
      .where(eq(memberWechatAccounts.id, kept.id));
  }
  if (member.wechatUnionId || !identity.unionId) return member;
  const [updated] = await db
    .update(members)
    .set({ wechatUnionId: identity.unionId, updatedAt: now })
    .where(and(eq(members.id, member.id), isNull(members.wechatUnionId)))
    .returning();
  return updated ?? member;
}

/**
 * The key of a pending binding: the authCode together with the state of the browser that
 * exchanged it (wechat-state.ts), so only that browser can use it for stage 2.
 */
function bindingKey(authCode: string, state: string): string {
  return hash(`${state}\n${authCode}`);
}

/** A WeChat identity and the pending binding that holds it. */
interface PendingIdentity {
  identity: WechatIdentity;
  key: string;
}

/** The unconsumed, unexpired pending binding among `keys`, if any. */
async function pendingIdentity(db: Database, keys: readonly string[], now: Date): Promise<PendingIdentity | null> {
  if (keys.length === 0) return null;
  const [pending] = await db
    .select()
    .from(wechatPendingBindings)
    .where(
      and(
        inArray(wechatPendingBindings.authCodeHash, [...keys]),
        isNull(wechatPendingBindings.consumedAt),
        gt(wechatPendingBindings.expiresAt, now),
      ),
    )
    .limit(1);
  return pending
    ? {
        identity: { appId: pending.appId, openId: pending.openId, unionId: pending.unionId, nickname: pending.nickname },
        key: pending.authCodeHash,
      }
    : null;
}

/**
 * The WeChat identity of an authCode that came back with `state`: the pending binding this
 * browser made with it earlier (the provider's code is single use), else the provider's
 * exchange, kept as a pending binding under (authCode, state). '400' when neither knows it.
 */
async function exchangeIdentity(db: Database, deps: MemberDeps, authCode: string, state: string, now: Date): Promise<PendingIdentity> {
  const key = bindingKey(authCode, state);
  const pending = await pendingIdentity(db, [key], now);
  if (pending) return pending;
  const identity = await deps.wechat.exchangeCode(authCode);
  if (!identity) throw GatewayError.badRequest(MEMBER_MESSAGES.wechatAuthInvalid, "authCode");
  await db
    .insert(wechatPendingBindings)
    .values({
      authCodeHash: key,
      appId: identity.appId,
      openId: identity.openId,
      unionId: identity.unionId,
      nickname: identity.nickname,
      createdAt: now,
      expiresAt: new Date(now.getTime() + deps.limits.wechatBindingTtlMs),
    })
    .onConflictDoNothing();
  return { identity, key };
}

/**
 * Stage 2's identity (bindMobile, memberLogin with an authCode): only the pending binding that
 * wechatLogin made in this browser (one of its kept states); '400' otherwise — a code is never
 * exchanged here, so a link opened elsewhere cannot reach stage 2 either.
 */
async function boundIdentity(db: Database, authCode: string, keptStates: readonly string[], now: Date): Promise<PendingIdentity> {
  if (keptStates.length === 0) throw GatewayError.badRequest(MEMBER_MESSAGES.wechatStateInvalid, "state");
  const pending = await pendingIdentity(
    db,
    keptStates.map((state) => bindingKey(authCode, state)),
    now,
  );
  if (!pending) throw GatewayError.badRequest(MEMBER_MESSAGES.wechatStateInvalid, "authCode");
  return pending;
}

/** Uses the pending binding up, once: '400' when another request used it first (run in the login's transaction). */
async function finishBinding(db: Database, key: string, now: Date): Promise<void> {
  const used = await db
    .update(wechatPendingBindings)
    .set({ consumedAt: now })
    .where(and(eq(wechatPendingBindings.authCodeHash, key), isNull(wechatPendingBindings.consumedAt)))
    .returning({ id: wechatPendingBindings.id });
  if (used.length === 0) throw GatewayError.badRequest(MEMBER_MESSAGES.wechatAuthInvalid, "authCode");
}

/** What the WeChat redirect brought back and what this browser kept (wechat-state.ts). */
export interface WechatReturn {
  authCode: string;
  /** The redirect's `state`. */
  state: string | null | undefined;
  /** The states this browser's cookie holds. */
  keptStates: readonly string[];
}

/**
 * spec §2 stage 1: signs in with the authCode the WeChat redirect carried — only when its state
 * is one this browser started (issue 21 §3), else '400' 微信登录已失效，请重新登录. An identity
 * bound to a member logs in at once (the code is then used up); an unbound one answers
 * `needsBinding` (stage 2: bindMobile, in this browser).
 */
export async function wechatLogin(db: Database, deps: MemberDeps, input: WechatReturn, client: LoginClient): Promise<WechatLoginOutcome> {
  if (!isRequired(input.authCode)) throw GatewayError.badRequest(MEMBER_MESSAGES.authCodeRequired, "authCode");
  if (!isKeptState(input.state, input.keptStates)) throw GatewayError.badRequest(MEMBER_MESSAGES.wechatStateInvalid, "state");
  const now = deps.clock();
  const { identity, key } = await exchangeIdentity(db, deps, input.authCode.trim(), input.state, now);
  const member = await findWechatMember(db, identity);
  if (!member) return { needsBinding: true, nickname: identity.nickname, login: null };
  const login = await db.transaction(async (tx) => {
    await finishBinding(tx, key, now);
    return completeLogin(tx, await rememberWechatAccount(tx, member, identity, now), client, now);
  });
  return { needsBinding: false, nickname: identity.nickname, login };
}

/**
 * Binds a WeChat identity to `member` (in a transaction). '400' when the member already has
 * another WeChat account (another unionid, or another openid of the same app) or the identity
 * belongs to another member.
 */
async function bindIdentity(db: Database, member: MemberRow, identity: WechatIdentity, now: Date): Promise<MemberRow> {
  const owner = await findWechatMember(db, identity);
  if (owner && owner.id !== member.id) throw GatewayError.badRequest(MEMBER_MESSAGES.wechatIdentityTaken, "authCode");
  if (identity.unionId && member.wechatUnionId && member.wechatUnionId !== identity.unionId)
    throw GatewayError.badRequest(MEMBER_MESSAGES.wechatMobileTaken, "mobile");
  const [sameApp] = await db
    .select({ openId: memberWechatAccounts.openId })
    .from(memberWechatAccounts)
    .where(and(eq(memberWechatAccounts.memberId, member.id), eq(memberWechatAccounts.appId, identity.appId)))
    .limit(1);
  if (sameApp && sameApp.openId !== identity.openId) throw GatewayError.badRequest(MEMBER_MESSAGES.wechatMobileTaken, "mobile");
  // A profile bound before the apps were told apart (no unionid to compare): one WeChat account.
  if (!sameApp && member.wechatOpenId && member.wechatOpenId !== identity.openId && !member.wechatUnionId) {
    const [anyAccount] = await db
      .select({ id: memberWechatAccounts.id })
      .from(memberWechatAccounts)
      .where(eq(memberWechatAccounts.memberId, member.id))
      .limit(1);
    if (!anyAccount) throw GatewayError.badRequest(MEMBER_MESSAGES.wechatMobileTaken, "mobile");
  }
  let bound = member;
  if (!member.wechatOpenId) {
    const [updated] = await db
      .update(members)
      .set({
        wechatOpenId: identity.openId,
        wechatUnionId: member.wechatUnionId ?? identity.unionId,
        wechatNick: member.wechatNick ?? identity.nickname,
        updatedAt: now,
      })
      .where(and(eq(members.id, member.id), isNull(members.wechatOpenId)))
      .returning();
    if (!updated) throw GatewayError.badRequest(MEMBER_MESSAGES.wechatMobileTaken, "mobile");
    bound = updated;
  }
  return rememberWechatAccount(db, bound, identity, now);
}

/**
 * spec §2 stage 2 / §7 user login call (mobile, code, authCode): checks the SMS code, binds
 * the authCode's WeChat identity (wechatLogin's pending binding in this browser) to the
 * mobile's member (registering it if new) and logs in.
 */
export async function bindMobile(
  db: Database,
  deps: MemberDeps,
  args: { authCode: string; mobile: string; code: string; keptStates: readonly string[] },
  client: LoginClient,
): Promise<LoginResult> {
  const mobile = requireMobile(args.mobile, "mobile");
  if (!isRequired(args.code)) throw GatewayError.badRequest(MESSAGES.smsCodeRequired, "code");
  if (!isRequired(args.authCode)) throw GatewayError.badRequest(MEMBER_MESSAGES.authCodeRequired, "authCode");
  const now = deps.clock();
  const pending = await boundIdentity(db, args.authCode.trim(), args.keptStates, now);
  await assertSmsCode(db, deps.limits, { mobile, purpose: "login", code: args.code, now });
  const member = await findOrCreateMember(db, mobile, now);
  return loginAndBind(db, member, pending, client, now);
}

/** Binds and logs in, in one transaction, using the pending binding up (memberLogin with authCode uses it too). */
export async function loginAndBind(
  db: Database,
  member: MemberRow,
  pending: PendingIdentity,
  client: LoginClient,
  now: Date,
): Promise<LoginResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from members where id = ${member.id} for update`);
    const [fresh] = await tx.select().from(members).where(eq(members.id, member.id));
    if (!fresh) throw new Error("member vanished");
    const bound = await bindIdentity(tx, fresh, pending.identity, now);
    await finishBinding(tx, pending.key, now);
    return completeLogin(tx, bound, client, now);
  });
}

/** memberLogin with an authCode: the identity of wechatLogin's pending binding in this browser, for {@link loginAndBind}. */
export function wechatIdentityForLogin(
  db: Database,
  deps: MemberDeps,
  authCode: string,
  keptStates: readonly string[],
): Promise<PendingIdentity> {
  return boundIdentity(db, authCode.trim(), keptStates, deps.clock());
}
