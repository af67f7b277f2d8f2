import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../../kernel/db";
import { sandboxWechatCodes } from "../../kernel/db/schema";
import type { WechatIdentity, WechatJsSdk, WechatProvider, WechatScope } from "../../modules/members";
import { jsSdkSignature, wechatNonce } from "../../modules/members";

/** Path of the sandbox authorize page (GET shows it, POST approves or refuses). */
export const SANDBOX_WECHAT_AUTHORIZE_PATH = "/sandbox/wechat/authorize";

/** How long a sandbox authorisation code may be exchanged (WeChat's are valid 5 minutes). */
export const SANDBOX_WECHAT_CODE_TTL_MS = 5 * 60_000;

/**
 * The sandbox's two apps, as a brand has them on WeChat's open platform: the website app (QR
 * sign-in on a desktop, `snsapi_login`) and the official account (inside WeChat,
 * `snsapi_userinfo` or the silent `snsapi_base`). One sandbox user has an openid per app and one
 * unionid, given — as WeChat does — only by the scopes that ask for it.
 */
export const SANDBOX_WEB_APP_ID = "wxsandboxweb";
export const SANDBOX_OA_APP_ID = "wxsandboxoa";

/** An authorisation the sandbox page may grant: which app, which scope (WeChat's pairing rules). */
export interface SandboxGrant {
  appId: string;
  scope: WechatScope;
}

/** The grant an authorize URL asks for, or null when WeChat would refuse it (unknown app, a scope the app may not use). */
export function sandboxGrantOf(appId: string | null, scope: string | null): SandboxGrant | null {
  const app = appId || SANDBOX_WEB_APP_ID;
  const asked = scope || "snsapi_login";
  if (app === SANDBOX_WEB_APP_ID && asked === "snsapi_login") return { appId: app, scope: asked };
  if (app === SANDBOX_OA_APP_ID && (asked === "snsapi_userinfo" || asked === "snsapi_base")) return { appId: app, scope: asked };
  return null;
}

/** The sandbox WeChat provider plus what its authorize page needs. */
export interface SandboxWechatProvider extends WechatProvider {
  /**
   * Approves as the fake WeChat user of one browser (`browserSecret`, the random value its
   * authorize-page cookie keeps) for `grant` (default: the website app's QR sign-in); returns
   * the one-time code for the redirect.
   */
  approve(browserSecret: string, grant?: SandboxGrant): Promise<string>;
  /** The JS-SDK's `wx.config` signed with this start's sandbox jsapi_ticket. */
  jsSdk: WechatJsSdk;
  /** The sandbox jsapi_ticket (the tools route shows it, so a browser test can check a signature). */
  readonly jsapiTicket: string;
}

/** Name of the cookie that keeps a browser's sandbox WeChat identity (on the authorize page's path). */
export const SANDBOX_WECHAT_COOKIE = "xl_sandbox_wechat";

/** A browser secret: 128 random bits, base64url. */
const BROWSER_SECRET_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** A new random browser secret for {@link SANDBOX_WECHAT_COOKIE}. */
export function newBrowserSecret(): string {
  return randomBytes(16).toString("base64url");
}

/** True when `value` has the shape of a secret {@link newBrowserSecret} makes. */
export function isBrowserSecret(value: string | null | undefined): value is string {
  return typeof value === "string" && BROWSER_SECRET_PATTERN.test(value);
}

function sha256(value: string): string {
  return createHash("sha256").update(value, "utf8").digest("hex");
}

/**
 * The fake WeChat user of one browser as `appId` sees them: openId (per app), unionId and a
 * display nickname (微信用户 and six digits) all derive from the browser's random secret, which
 * never leaves that browser's cookie. Nothing a shopper types or sees picks an identity, so no
 * one can approve as someone else.
 */
export function sandboxIdentity(
  browserSecret: string,
  appId: string = SANDBOX_WEB_APP_ID,
): WechatIdentity & { unionId: string; nickname: string } {
  const digest = (salt: string) => createHash("sha256").update(`${salt}:${browserSecret}`, "utf8").digest("base64url").slice(0, 24);
  const number = createHash("sha256").update(`nickname:${browserSecret}`, "utf8").digest().readUInt32BE(0) % 1_000_000;
  // The website app keeps the openid the sandbox always gave (members bound before stay bound).
  const openId = `oSBX${digest(appId === SANDBOX_WEB_APP_ID ? "openid" : `openid:${appId}`)}`;
  return { appId, openId, unionId: `uSBX${digest("unionid")}`, nickname: `微信用户${String(number).padStart(6, "0")}` };
}

/**
 * The sandbox {@link WechatProvider}: its authorize URL is the sandbox page on the redirect's
 * own origin (the storefront proxies /sandbox/* to the gateway, so a phone that can open the
 * storefront can open the page), codes are stored hashed, single use, valid 5 minutes.
 */
export function createSandboxWechatProvider(options: { db: Database; clock?: () => Date }): SandboxWechatProvider {
  const { db } = options;
  const clock = options.clock ?? (() => new Date());
  // One ticket per start, as WeChat's lives 7 200 s; nothing is kept.
  const jsapiTicket = randomBytes(32).toString("base64url");
  return {
    name: "sandbox",
    jsapiTicket,
    jsSdk: {
      async configFor(url) {
        const nonceStr = wechatNonce();
        const timestamp = Math.floor(clock().getTime() / 1000);
        return {
          appId: SANDBOX_OA_APP_ID,
          timestamp,
          nonceStr,
          signature: jsSdkSignature({ ticket: jsapiTicket, nonceStr, timestamp, url }),
        };
      },
    },
    authorizeUrl(state, redirectUri, scope = "snsapi_login") {
      const url = new URL(SANDBOX_WECHAT_AUTHORIZE_PATH, new URL(redirectUri).origin);
      url.searchParams.set("appid", scope === "snsapi_login" ? SANDBOX_WEB_APP_ID : SANDBOX_OA_APP_ID);
      url.searchParams.set("redirect_uri", redirectUri);
      url.searchParams.set("scope", scope);
      url.searchParams.set("state", state);
      return url.toString();
    },
    async approve(browserSecret, grant = { appId: SANDBOX_WEB_APP_ID, scope: "snsapi_login" }) {
      if (!isBrowserSecret(browserSecret)) throw new Error("sandbox wechat: not a browser secret");
      const identity = sandboxIdentity(browserSecret, grant.appId);
      const code = randomBytes(16).toString("base64url");
      const now = clock();
      await db.insert(sandboxWechatCodes).values({
        codeHash: sha256(code),
        ...identity,
        // As WeChat: snsapi_base gives the openid alone (no unionid, no nickname).
        unionId: grant.scope === "snsapi_base" ? null : identity.unionId,
        nickname: grant.scope === "snsapi_base" ? null : identity.nickname,
        createdAt: now,
        expiresAt: new Date(now.getTime() + SANDBOX_WECHAT_CODE_TTL_MS),
      });
      return code;
    },
    async exchangeCode(code) {
      if (!/^[A-Za-z0-9_-]{10,64}$/.test(code)) return null;
      const now = clock();
      const [row] = await db
        .update(sandboxWechatCodes)
        .set({ consumedAt: now })
        .where(
          and(eq(sandboxWechatCodes.codeHash, sha256(code)), isNull(sandboxWechatCodes.consumedAt), gt(sandboxWechatCodes.expiresAt, now)),
        )
        .returning();
      return row ? { appId: row.appId, openId: row.openId, unionId: row.unionId, nickname: row.nickname } : null;
    },
  };
}
