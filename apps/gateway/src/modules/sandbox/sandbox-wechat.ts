import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../../db";
import { sandboxWechatCodes } from "../../db/schema";
import type { WechatIdentity, WechatProvider } from "../members/providers";

/** Path of the sandbox authorize page (GET shows it, POST approves or refuses). */
export const SANDBOX_WECHAT_AUTHORIZE_PATH = "/sandbox/wechat/authorize";

/** How long a sandbox authorisation code may be exchanged (WeChat's are valid 5 minutes). */
export const SANDBOX_WECHAT_CODE_TTL_MS = 5 * 60_000;

/** The sandbox WeChat provider plus what its authorize page needs. */
export interface SandboxWechatProvider extends WechatProvider {
  /**
   * Approves as the fake WeChat user of one browser (`browserSecret`, the random value its
   * authorize-page cookie keeps); returns the one-time code for the redirect.
   */
  approve(browserSecret: string): Promise<string>;
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
 * The fake WeChat user of one browser: openId, unionId and a display nickname (微信用户 and six
 * digits) all derive from the browser's random secret, which never leaves that browser's cookie.
 * Nothing a shopper types or sees picks an identity, so no one can approve as someone else.
 */
export function sandboxIdentity(browserSecret: string): WechatIdentity & { unionId: string; nickname: string } {
  const digest = (salt: string) => createHash("sha256").update(`${salt}:${browserSecret}`, "utf8").digest("base64url").slice(0, 24);
  const number = createHash("sha256").update(`nickname:${browserSecret}`, "utf8").digest().readUInt32BE(0) % 1_000_000;
  return { openId: `oSBX${digest("openid")}`, unionId: `uSBX${digest("unionid")}`, nickname: `微信用户${String(number).padStart(6, "0")}` };
}

/**
 * The sandbox {@link WechatProvider}: its authorize URL is the sandbox page on the redirect's
 * own origin (the storefront proxies /sandbox/* to the gateway, so a phone that can open the
 * storefront can open the page), codes are stored hashed, single use, valid 5 minutes.
 */
export function createSandboxWechatProvider(options: { db: Database; clock?: () => Date }): SandboxWechatProvider {
  const { db } = options;
  const clock = options.clock ?? (() => new Date());
  return {
    name: "sandbox",
    authorizeUrl(state, redirectUri) {
      const url = new URL(SANDBOX_WECHAT_AUTHORIZE_PATH, new URL(redirectUri).origin);
      url.searchParams.set("redirect_uri", redirectUri);
      url.searchParams.set("state", state);
      return url.toString();
    },
    async approve(browserSecret) {
      if (!isBrowserSecret(browserSecret)) throw new Error("sandbox wechat: not a browser secret");
      const identity = sandboxIdentity(browserSecret);
      const code = randomBytes(16).toString("base64url");
      const now = clock();
      await db.insert(sandboxWechatCodes).values({
        codeHash: sha256(code),
        ...identity,
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
          and(
            eq(sandboxWechatCodes.codeHash, sha256(code)),
            isNull(sandboxWechatCodes.consumedAt),
            gt(sandboxWechatCodes.expiresAt, now),
          ),
        )
        .returning();
      return row ? { openId: row.openId, unionId: row.unionId, nickname: row.nickname } : null;
    },
  };
}
