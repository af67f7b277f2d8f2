import { createHash, randomBytes, randomInt } from "node:crypto";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../../db";
import { sandboxWechatCodes } from "../../db/schema";
import type { WechatIdentity, WechatProvider } from "../members/providers";

/** Path of the sandbox authorize page (GET shows it, POST approves or refuses). */
export const SANDBOX_WECHAT_AUTHORIZE_PATH = "/sandbox/wechat/authorize";

/** How long a sandbox authorisation code may be exchanged (WeChat's are valid 5 minutes). */
export const SANDBOX_WECHAT_CODE_TTL_MS = 5 * 60_000;

/** The sandbox WeChat provider plus what its authorize page needs. */
export interface SandboxWechatProvider extends WechatProvider {
  /** Approves as the fake WeChat user `nickname`; returns the one-time code for the redirect. */
  approve(nickname: string): Promise<string>;
  /** Nicknames that authorised lately (the page's user picker). */
  recentNicknames(limit?: number): Promise<string[]>;
}

function sha256(value: string): string {
  return createHash("sha256").update(value, "utf8").digest("hex");
}

/**
 * The fake WeChat user behind a nickname: the same nickname is always the same openId and
 * unionId, so choosing a nickname on the page picks a user.
 */
export function sandboxIdentity(nickname: string): WechatIdentity & { unionId: string; nickname: string } {
  const digest = (salt: string) => createHash("sha256").update(`${salt}:${nickname}`, "utf8").digest("base64url").slice(0, 24);
  return { openId: `oSBX${digest("openid")}`, unionId: `uSBX${digest("unionid")}`, nickname };
}

/** A random nickname like 微信用户3821 to prefill the page. */
export function randomSandboxNickname(): string {
  return `微信用户${String(randomInt(10_000)).padStart(4, "0")}`;
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
    async approve(nickname) {
      const identity = sandboxIdentity(nickname);
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
    async recentNicknames(limit = 5) {
      const rows = await db
        .select({ nickname: sandboxWechatCodes.nickname })
        .from(sandboxWechatCodes)
        .orderBy(desc(sandboxWechatCodes.createdAt))
        .limit(50);
      return [...new Set(rows.map((r) => r.nickname))].slice(0, limit);
    },
  };
}
