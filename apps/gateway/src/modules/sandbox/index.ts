import type { Logger } from "pino";
import type { Database } from "../../db";
import type { HttpRoute } from "../../http/routes";
import { DEFAULT_STOREFRONT_ORIGINS } from "../members/member-deps";
import type { SmsProvider } from "../members/providers";
import { createSandboxRoutes } from "./sandbox-routes";
import { createSandboxSmsProvider } from "./sandbox-sms";
import { type SandboxWechatProvider, createSandboxWechatProvider } from "./sandbox-wechat";

/** The sandbox providers and their HTTP routes. */
export interface Sandbox {
  sms: SmsProvider;
  wechat: SandboxWechatProvider;
  /** `/sandbox/…` routes to pass to createGateway({ routes }). */
  routes: HttpRoute[];
}

/**
 * Sandbox stand-ins for the SMS carrier and the WeChat open platform (spec §7 login calls).
 * The outbox route exists only outside production; the WeChat page whenever the sandbox
 * WeChat provider is in use.
 */
export function createSandbox(options: {
  db: Database;
  logger: Logger;
  nodeEnv: "development" | "test" | "production";
  storefrontOrigins?: readonly string[];
  clock?: () => Date;
}): Sandbox {
  const sms = createSandboxSmsProvider(options);
  const wechat = createSandboxWechatProvider(options);
  const routes = createSandboxRoutes({
    db: options.db,
    nodeEnv: options.nodeEnv,
    wechat,
    storefrontOrigins: options.storefrontOrigins ?? DEFAULT_STOREFRONT_ORIGINS,
  });
  return { sms, wechat, routes };
}

export { createSandboxRoutes } from "./sandbox-routes";
export type { SandboxRoutesOptions } from "./sandbox-routes";
export { createSandboxSmsProvider, readOutbox } from "./sandbox-sms";
export type { OutboxMessage } from "./sandbox-sms";
export {
  createSandboxWechatProvider,
  sandboxIdentity,
  randomSandboxNickname,
  SANDBOX_WECHAT_AUTHORIZE_PATH,
} from "./sandbox-wechat";
export type { SandboxWechatProvider } from "./sandbox-wechat";
