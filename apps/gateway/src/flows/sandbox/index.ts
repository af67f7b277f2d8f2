import type { Logger } from "pino";
import type { Database } from "../../kernel/db";
import type { HttpRoute } from "../../kernel/http/routes";
import type { SmsProvider } from "../../modules/members";
import { DEFAULT_STOREFRONT_ORIGINS } from "../../modules/members";
import { type CaptchaLog, createCaptchaLog } from "./captcha-log";
import { createSandboxRoutes } from "./sandbox-routes";
import { createSandboxSmsProvider } from "./sandbox-sms";
import { createSandboxWechatProvider, type SandboxWechatProvider } from "./sandbox-wechat";

/** The sandbox providers and their HTTP routes. */
export interface Sandbox {
  sms: SmsProvider;
  wechat: SandboxWechatProvider;
  /** `/sandbox/…` routes to pass to createGateway({ routes }). */
  routes: HttpRoute[];
  /** With tools on: give to createMemberDeps so GET /sandbox/captcha/:id can reveal answers. */
  onCaptchaIssued: ((captchaId: string, text: string, expiresAt: Date) => void) | undefined;
}

/**
 * Sandbox stand-ins for the SMS carrier and the WeChat open platform (spec §7 login calls).
 * The developer tools (SMS outbox, captcha answers) exist only when `tools` is on (env
 * SANDBOX_TOOLS; default outside production); the WeChat page whenever the sandbox WeChat
 * provider is in use.
 */
export function createSandbox(options: {
  db: Database;
  logger: Logger;
  nodeEnv: "development" | "test" | "production";
  /** Expose the SMS outbox and captcha answers; defaults to `nodeEnv !== "production"`. */
  tools?: boolean;
  storefrontOrigins?: readonly string[];
  clock?: () => Date;
  /** Serve the sandbox WeChat authorize page (default); off when the real open platform is in use. */
  wechatPage?: boolean;
  /** Where captcha answers are kept (with tools on); default this process's memory. */
  captchaLog?: CaptchaLog;
}): Sandbox {
  const tools = options.tools ?? options.nodeEnv !== "production";
  const sms = createSandboxSmsProvider(options);
  const wechat = createSandboxWechatProvider(options);
  const captchaLog = tools ? (options.captchaLog ?? createCaptchaLog(options.clock)) : null;
  const routes = createSandboxRoutes({
    db: options.db,
    nodeEnv: options.nodeEnv,
    tools,
    captchaLog,
    wechat: options.wechatPage === false ? null : wechat,
    storefrontOrigins: options.storefrontOrigins ?? DEFAULT_STOREFRONT_ORIGINS,
  });
  return { sms, wechat, routes, onCaptchaIssued: captchaLog?.record };
}

export type { CaptchaLog } from "./captcha-log";
export { createCaptchaLog } from "./captcha-log";
export type { SandboxRoutesOptions } from "./sandbox-routes";
export { createSandboxRoutes } from "./sandbox-routes";
export type { OutboxMessage } from "./sandbox-sms";
export { createSandboxSmsProvider, readOutbox } from "./sandbox-sms";
export type { SandboxGrant, SandboxWechatProvider } from "./sandbox-wechat";
export {
  createSandboxWechatProvider,
  isBrowserSecret,
  newBrowserSecret,
  SANDBOX_OA_APP_ID,
  SANDBOX_WEB_APP_ID,
  SANDBOX_WECHAT_AUTHORIZE_PATH,
  SANDBOX_WECHAT_COOKIE,
  sandboxGrantOf,
  sandboxIdentity,
} from "./sandbox-wechat";
