import { eq } from "drizzle-orm";
import type { Database } from "../../kernel/db";
import { productColors } from "../../kernel/db/schema";
import { type CaptchaRenderer, renderCaptchaSvg } from "./captcha-service";
import { DEFAULT_MEMBER_LIMITS, type MemberLimits } from "./member-config";
import { createArgon2Hasher, type PasswordHasher } from "./password-hasher";
import type { SmsProvider, WechatJsSdk, WechatProvider } from "./providers";

/** Tells whether a catalogue productColor id exists (favourites validate against it). */
export type ProductExists = (db: Database, productId: string) => Promise<boolean>;

/**
 * What the members, addresses and favourites resolvers need besides the database: the
 * providers behind interfaces, the password hasher, limits and a clock. main.ts builds it
 * with {@link createMemberDeps}; tests pass their own (counting hasher, fake clock…).
 */
export interface MemberDeps {
  sms: SmsProvider;
  wechat: WechatProvider;
  /** Signs the JS-SDK's `wx.config` (the official account's, or the sandbox's); null: none configured. */
  wechatJsSdk: WechatJsSdk | null;
  hasher: PasswordHasher;
  limits: MemberLimits;
  /** Origins a WeChat redirect_uri may point at (env STOREFRONT_ORIGINS). */
  storefrontOrigins: readonly string[];
  renderCaptcha: CaptchaRenderer;
  productExists: ProductExists;
  /** The time; tests move it to expire codes and captchas. */
  clock: () => Date;
  /** Sandbox only: told each issued captcha's answer (GET /sandbox/captcha/:id reveals it). */
  onCaptchaIssued?: (captchaId: string, text: string, expiresAt: Date) => void;
}

/** Options of {@link createMemberDeps}; sms and wechat are required (see src/modules/sandbox). */
export type MemberDepsOptions = Pick<MemberDeps, "sms" | "wechat"> & Partial<Omit<MemberDeps, "sms" | "wechat">>;

/** The catalogue check: a product colour with this productId (e.g. XL26RS0004-001) exists. */
export const catalogueProductExists: ProductExists = async (db, productId) => {
  const [row] = await db.select({ id: productColors.id }).from(productColors).where(eq(productColors.productId, productId)).limit(1);
  return row !== undefined;
};

/** Default origins a WeChat redirect may go back to (the storefront in development). */
export const DEFAULT_STOREFRONT_ORIGINS = ["http://localhost:3000", "http://127.0.0.1:3000"] as const;

/** Builds {@link MemberDeps} with production defaults for what is not given. */
export function createMemberDeps(options: MemberDepsOptions): MemberDeps {
  return {
    hasher: options.hasher ?? createArgon2Hasher(),
    limits: options.limits ?? { ...DEFAULT_MEMBER_LIMITS },
    storefrontOrigins: options.storefrontOrigins ?? DEFAULT_STOREFRONT_ORIGINS,
    renderCaptcha: options.renderCaptcha ?? renderCaptchaSvg,
    productExists: options.productExists ?? catalogueProductExists,
    clock: options.clock ?? (() => new Date()),
    sms: options.sms,
    wechat: options.wechat,
    wechatJsSdk: options.wechatJsSdk ?? null,
    ...(options.onCaptchaIssued ? { onCaptchaIssued: options.onCaptchaIssued } : {}),
  };
}
