import { createPrivateKey, createPublicKey, type KeyObject } from "node:crypto";
import { availableParallelism } from "node:os";
import { isAbsolute, resolve } from "node:path";
import { z } from "zod";
import { APP_ROOT } from "./lib/app-root";
import { createTrustedProxies, DEFAULT_TRUSTED_PROXIES } from "./request-info";

/**
 * The brand's own systems (issue 23 §4): the warehouse (WMS), the retail POS / CRM, the
 * e-invoicing platform and customer service. They are not providers the store buys and plugs in
 * by key: in a deployment each connects through the operations API and webhooks, or is declared
 * absent — "none" (env WAREHOUSE_PROVIDER, RETAIL_PROVIDER, INVOICE_PROVIDER,
 * CUSTOMER_SERVICE_PROVIDER) — and then its features are hidden and nothing claims them:
 *
 * - warehouse none: paid orders are not shipped by the store itself (no sandbox ships them a
 *   minute later); they wait 待发货 for the brand's shipment;
 * - retail none: no 门店订单 (in-store purchases), no store stock on the product page
 *   (getStoreStockData answers no store);
 * - invoice none: no 电子发票 on any order (order.eInvoice null);
 * - customer service none: no 在线客服 entry; sendCustomerServiceMessage answers '404'.
 *
 * "sandbox" keeps the demo's stand-ins (the default, and the 演示环境 mark with them).
 */
export interface BrandSystems {
  warehouse: "sandbox" | "none";
  retail: "sandbox" | "none";
  invoice: "sandbox" | "none";
  customerService: "sandbox" | "none";
}

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
  HOST: z.string().min(1).default("127.0.0.1"),
  /** postgres://… — when unset the gateway runs on an embedded PGlite. */
  DATABASE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  PGLITE_DATA_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(LOG_LEVELS).optional()),
  /** Folder that holds json/publish/…; defaults to @xunlan/cms-content's documents. */
  CONTENT_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  /** Public origin of the gateway (e.g. for absolute image URLs); defaults to http://HOST:PORT. */
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  /** Comma-separated origins a WeChat redirect_uri may point at (members module). */
  STOREFRONT_ORIGINS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .transform((v) =>
        v
          .split(",")
          .map((o) => o.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url({ protocol: /^https?$/ }).transform((o) => new URL(o).origin)).min(1))
      .optional(),
  ),
  /** WeChat sign-in: the sandbox page (default) or the real open platform (needs the app id/secret). */
  WECHAT_PROVIDER: z.preprocess(emptyToUndefined, z.enum(["sandbox", "open-platform"]).optional()),
  WECHAT_APP_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  WECHAT_APP_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
  /** The official account (服务号) for sign-in inside WeChat and the JS-SDK (open-platform only). */
  WECHAT_OA_APP_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  WECHAT_OA_APP_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
  /** WeChat's API and authorize-page hosts: https://api.weixin.qq.com and https://open.weixin.qq.com; a fake's locally. */
  WECHAT_API_BASE: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  WECHAT_AUTHORIZE_BASE: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  /**
   * Sandbox developer tools (the SMS outbox and captcha answers under /sandbox): "1" turns them
   * on, "0" off. Default: on outside production. Browser tests of the built (production) apps
   * set it explicitly; a real deployment never should.
   */
  SANDBOX_TOOLS: z.preprocess(emptyToUndefined, z.enum(["0", "1"]).optional()),
  /** The cashier behind payOrder: the sandbox (default) or 收钱吧 LitePOS (LITEPOS_* below). */
  PAYMENT_PROVIDER: z.preprocess(emptyToUndefined, z.enum(["sandbox", "litepos"]).optional()),
  /** LitePOS API domain, e.g. https://vapi.shouqianba.com (or the fake's URL for a local run). */
  LITEPOS_BASE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  /** 轻POS 应用编号 (head.appid), given by 收钱吧 at onboarding. */
  LITEPOS_APP_ID: z.preprocess(emptyToUndefined, z.string().max(32).optional()),
  /** 品牌编号 (brand_code). */
  LITEPOS_BRAND_CODE: z.preprocess(emptyToUndefined, z.string().max(32).optional()),
  /** 门店编号 (store_sn) of the web store. */
  LITEPOS_STORE_SN: z.preprocess(emptyToUndefined, z.string().max(36).optional()),
  /** 收银机编号 (workstation_sn) of the web store; "0" when none. */
  LITEPOS_WORKSTATION_SN: z.preprocess(emptyToUndefined, z.string().max(36).optional()),
  /** The merchant's RSA-2048 private key, PEM (literal "\n" allowed) or base64 PKCS#8. */
  LITEPOS_MERCHANT_PRIVATE_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  /** 收钱吧's RSA public key, PEM or base64 SPKI. */
  LITEPOS_PLATFORM_PUBLIC_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  /** Where 收钱吧 posts notifications; default PUBLIC_URL + /payments/notify/litepos. */
  LITEPOS_NOTIFY_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  /**
   * "1" lets a deployment (NODE_ENV=production with DATABASE_URL) start with the sandbox
   * cashier, which takes no money (a demo). Without it such a start is refused.
   */
  ALLOW_SANDBOX_PAYMENTS: z.preprocess(emptyToUndefined, z.enum(["0", "1"]).optional()),
  /** HMAC secret of the sandbox cashier's callbacks; unset → derived from the install's root secret (install-secrets.ts). */
  PAYMENT_SANDBOX_SECRET: z.preprocess(emptyToUndefined, z.string().min(16).optional()),
  /**
   * "1" lets a deployment (NODE_ENV=production with DATABASE_URL) start with sandbox providers
   * (SMS outbox, WeChat authorize page, cashier, courier) — a public demo. Without it such a
   * deployment refuses to start.
   */
  ALLOW_SANDBOX_PROVIDERS: z.preprocess(emptyToUndefined, z.enum(["0", "1"]).optional()),
  /**
   * Test setting: the SMS resend window in seconds (spec §4: 60). Honoured only with the sandbox
   * tools on — the browser tests set 0 so a journey that texts one mobile twice does not wait a
   * minute of wall clock; any other gateway refuses to start with it.
   */
  SANDBOX_SMS_RESEND_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(60).optional()),
  /**
   * Test setting: multiplies the per-IP and global request limits (getCaptcha, getVerifyCode,
   * webAuthorization, memberLogin, guest order lookup). The browser tests run every journey
   * from 127.0.0.1; only with the sandbox tools on, like SANDBOX_SMS_RESEND_SECONDS.
   */
  SANDBOX_RATE_LIMIT_FACTOR: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000).optional()),
  /**
   * Webhooks out (issue 25 §3): how long a dispatcher holds a delivery it is sending; a gateway
   * that dies mid-delivery lets the others send it again after this (default 60 s).
   */
  WEBHOOK_LOCK_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(3_600).default(60)),
  /** How often a gateway looks for webhook retries that fell due (seconds, default 5). */
  WEBHOOK_INTERVAL_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(3_600).default(5)),
  /**
   * Peers whose X-Forwarded-For / X-Real-IP name the client (comma-separated addresses or CIDR
   * ranges). Default loopback: the storefront on the same machine, which sets them itself.
   */
  TRUSTED_PROXIES: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .transform((v) =>
        v
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .optional(),
  ),
  /**
   * Secret that signs guest tokens (≥ 32 characters). Required in a deployment
   * (NODE_ENV=production with DATABASE_URL); otherwise generated once and kept in the data folder.
   */
  TOKEN_SECRET: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
  /** Bearer token Prometheus sends to GET /metrics; unset → open in development, off in production. */
  METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16).optional()),
  /**
   * Worker processes (node:cluster, src/cluster.ts) on PostgreSQL. Default: one per core in a
   * deployment's shape (NODE_ENV=production, DATABASE_URL, no sandbox tools), else 1. PGlite is
   * one process: always 1.
   */
  WEB_CONCURRENCY: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(256).optional()),
  /**
   * Trusted documents: "1" runs only api-client's generated operations, sent by hash, "0" any
   * document. Default: on when NODE_ENV=production, off in development (GraphiQL, ad-hoc queries).
   */
  TRUSTED_DOCUMENTS: z.preprocess(emptyToUndefined, z.enum(["0", "1"]).optional()),
  /** Uploads (return photos): the sandbox store on disk (default) or an S3-compatible bucket (S3_*). */
  STORAGE_PROVIDER: z.preprocess(emptyToUndefined, z.enum(["sandbox", "s3"]).optional()),
  /** HMAC secret of the sandbox store's signed URLs; unset → derived from the install's root secret (install-secrets.ts). */
  STORAGE_SANDBOX_SECRET: z.preprocess(emptyToUndefined, z.string().min(16).optional()),
  S3_ENDPOINT: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  S3_BUCKET: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_REGION: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  /** "0": virtual-hosted bucket names (bucket.endpoint); default path style (endpoint/bucket). */
  S3_PATH_STYLE: z.preprocess(emptyToUndefined, z.enum(["0", "1"]).optional()),
  /** Text messages: the sandbox outbox (default) or 阿里云短信 (ALIYUN_SMS_*). */
  SMS_PROVIDER: z.preprocess(emptyToUndefined, z.enum(["sandbox", "aliyun"]).optional()),
  ALIYUN_SMS_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  ALIYUN_SMS_ACCESS_KEY_SECRET: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  ALIYUN_SMS_SIGN_NAME: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  ALIYUN_SMS_TEMPLATE_LOGIN: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^SMS_\w+$/)
      .optional(),
  ),
  ALIYUN_SMS_TEMPLATE_RESET: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^SMS_\w+$/)
      .optional(),
  ),
  ALIYUN_SMS_TEMPLATE_ORDER: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^SMS_\w+$/)
      .optional(),
  ),
  ALIYUN_SMS_TEMPLATE_ARRIVAL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^SMS_\w+$/)
      .optional(),
  ),
  /** The service's address: default https://dysmsapi.aliyuncs.com; the fake's http://127.0.0.1:port locally. */
  ALIYUN_SMS_ENDPOINT: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  /** Parcel tracking: the sandbox courier (default) or 快递100 (KUAIDI100_*). */
  COURIER_PROVIDER: z.preprocess(emptyToUndefined, z.enum(["sandbox", "kuaidi100"]).optional()),
  KUAIDI100_BASE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  KUAIDI100_CUSTOMER: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  KUAIDI100_KEY: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  /** Our secret for the provider's push signatures (≥ 16 characters). */
  KUAIDI100_SALT: z.preprocess(emptyToUndefined, z.string().min(16).optional()),
  /** The public URL the provider pushes to; default PUBLIC_URL + /providers/kuaidi100/push. */
  KUAIDI100_CALLBACK_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  /**
   * The brand's own systems (issue 23 §4): each runs its sandbox (default: development, the
   * demo) or is declared absent with "none" (its features hidden, nothing claims them). Neither
   * needs a sandbox flag in a deployment once it is "none"; a real one connects through the
   * operations API and webhooks.
   */
  WAREHOUSE_PROVIDER: z.preprocess(emptyToUndefined, z.enum(["sandbox", "none"]).optional()),
  RETAIL_PROVIDER: z.preprocess(emptyToUndefined, z.enum(["sandbox", "none"]).optional()),
  INVOICE_PROVIDER: z.preprocess(emptyToUndefined, z.enum(["sandbox", "none"]).optional()),
  CUSTOMER_SERVICE_PROVIDER: z.preprocess(emptyToUndefined, z.enum(["sandbox", "none"]).optional()),
});

/** The validated gateway environment. Read it through {@link loadEnv}; nothing else touches process.env. */
export interface GatewayEnv {
  nodeEnv: "development" | "test" | "production";
  port: number;
  host: string;
  /** Set → node-postgres; unset → PGlite in {@link GatewayEnv.pgliteDataDir}. */
  databaseUrl: string | undefined;
  /** Absolute PGlite data folder, or `memory://` for an in-memory database. */
  pgliteDataDir: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Absolute content folder when CONTENT_DIR is set; otherwise resolved from @xunlan/cms-content. */
  contentDir: string | undefined;
  publicUrl: string;
  /** Origins of the storefront (STOREFRONT_ORIGINS); default http://localhost:3000 and http://127.0.0.1:3000. */
  storefrontOrigins: string[];
  /**
   * WECHAT_PROVIDER (default sandbox); open-platform with the website app (WECHAT_APP_ID /
   * WECHAT_APP_SECRET), optionally the official account (WECHAT_OA_*) and the hosts (WECHAT_*_BASE).
   */
  wechat: {
    provider: "sandbox" | "open-platform";
    appId: string | undefined;
    appSecret: string | undefined;
    officialAccount: { appId: string; appSecret: string } | undefined;
    apiBase: string | undefined;
    authorizeBase: string | undefined;
  };
  /** Whether /sandbox exposes the SMS outbox and captcha answers (SANDBOX_TOOLS). */
  sandboxTools: boolean;
  /** PAYMENT_PROVIDER, ALLOW_SANDBOX_PAYMENTS, PAYMENT_SANDBOX_SECRET; LITEPOS_* when provider is litepos. */
  payments: {
    provider: "sandbox" | "litepos";
    allowSandboxInDeployment: boolean;
    sandboxSecret: string | undefined;
    litepos?: LiteposSettings;
  };
  /** NODE_ENV=production with a real database (DATABASE_URL): a deployment, not a demo. */
  deployment: boolean;
  /** ALLOW_SANDBOX_PROVIDERS=1: a deployment may still run the sandbox providers. */
  allowSandboxProviders: boolean;
  /** A shortened SMS resend window (SANDBOX_SMS_RESEND_SECONDS, test gateways only); undefined → spec §4's 60 s. */
  smsResendIntervalMs: number | undefined;
  /** SANDBOX_RATE_LIMIT_FACTOR (test gateways only); undefined → the production limits. */
  rateLimitFactor: number | undefined;
  /** TRUSTED_PROXIES: addresses / CIDR ranges whose forwarded client address is believed. */
  trustedProxies: string[];
  /** TOKEN_SECRET: signs guest tokens; unset → generated and kept in the data folder (not in a deployment). */
  tokenSecret: string | undefined;
  /** METRICS_TOKEN: who may read /metrics (issue 25 §6). */
  metricsAccess: { token: string } | "open" | "off";
  /** WEB_CONCURRENCY: worker processes serving (cluster.ts); 1 on PGlite. */
  workers: number;
  /** WEB_CONCURRENCY asked for more than one worker on PGlite, which is one process (the start says so). */
  workersRefused: number | undefined;
  /** TRUSTED_DOCUMENTS: only api-client's generated operations run (default: in production). */
  trustedDocuments: boolean;
  /** WEBHOOK_LOCK_SECONDS / WEBHOOK_INTERVAL_SECONDS: the webhook dispatcher (issue 25 §3). */
  webhooks: { lockMs: number; intervalMs: number };
  /** STORAGE_PROVIDER with its settings: the sandbox store (files beside the data) or an S3-compatible bucket. */
  storage:
    | { provider: "sandbox"; sandboxSecret: string | undefined }
    | {
        provider: "s3";
        endpoint: string;
        bucket: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
        pathStyle: boolean;
      };
  /** SMS_PROVIDER with its settings: the sandbox outbox or 阿里云短信. */
  sms:
    | { provider: "sandbox" }
    | {
        provider: "aliyun";
        accessKeyId: string;
        accessKeySecret: string;
        signName: string;
        templates: { login: string; reset: string; order: string; arrival: string };
        endpoint: string;
        protocol: "HTTPS" | "HTTP";
      };
  /** COURIER_PROVIDER with its settings: the sandbox courier or 快递100. */
  courier:
    | { provider: "sandbox" }
    | { provider: "kuaidi100"; baseUrl: string; customer: string; key: string; salt: string; callbackUrl: string };
  /** WAREHOUSE_PROVIDER, RETAIL_PROVIDER, INVOICE_PROVIDER, CUSTOMER_SERVICE_PROVIDER: the brand's own systems. */
  systems: BrandSystems;
}

/** The validated LITEPOS_* variables (keys parsed: a bad key never reaches the first payment). */
export interface LiteposSettings {
  baseUrl: string;
  appId: string;
  brandCode: string;
  storeSn: string;
  workstationSn: string;
  merchantPrivateKey: KeyObject;
  platformPublicKey: KeyObject;
  notifyUrl: string;
}

const LITEPOS_REQUIRED = [
  "LITEPOS_BASE_URL",
  "LITEPOS_APP_ID",
  "LITEPOS_BRAND_CODE",
  "LITEPOS_STORE_SN",
  "LITEPOS_WORKSTATION_SN",
  "LITEPOS_MERCHANT_PRIVATE_KEY",
  "LITEPOS_PLATFORM_PUBLIC_KEY",
] as const;

/** Credentials (not keys in PEM) that never contain whitespace or quotes. */
const PASTED_CREDENTIALS = [
  "LITEPOS_APP_ID",
  "LITEPOS_BRAND_CODE",
  "LITEPOS_STORE_SN",
  "LITEPOS_WORKSTATION_SN",
  "ALIYUN_SMS_ACCESS_KEY_ID",
  "ALIYUN_SMS_ACCESS_KEY_SECRET",
  "KUAIDI100_CUSTOMER",
  "KUAIDI100_KEY",
  "KUAIDI100_SALT",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "TOKEN_SECRET",
] as const;

/** Reads an RSA key of at least 2048 bits (PEM with real or literal "\n" newlines, or base64 DER). */
function readRsaKey(name: string, text: string, kind: "private" | "public"): KeyObject {
  const pem = text.trim().replaceAll("\\n", "\n");
  let key: KeyObject;
  try {
    key = pem.includes("-----BEGIN")
      ? kind === "private"
        ? createPrivateKey(pem)
        : createPublicKey(pem)
      : kind === "private"
        ? createPrivateKey({ key: Buffer.from(pem, "base64"), format: "der", type: "pkcs8" })
        : createPublicKey({ key: Buffer.from(pem, "base64"), format: "der", type: "spki" });
  } catch (error) {
    throw new Error(`Invalid gateway environment:\n  ${name}: not a readable RSA ${kind} key (${(error as Error).message})`, {
      cause: error,
    });
  }
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (key.asymmetricKeyType !== "rsa" || bits < 2048)
    throw new Error(`Invalid gateway environment:\n  ${name}: must be an RSA key of at least 2048 bits (收钱吧 uses RSA-2048)`);
  return key;
}

/**
 * Refuses sandbox providers in a deployment (NODE_ENV=production and DATABASE_URL set) unless
 * ALLOW_SANDBOX_PROVIDERS=1: a real store must never hand out SMS codes through an outbox or
 * sign shoppers in through a fake WeChat page. Development, tests and the README's demo start
 * (PGlite) may. `providers` are the names of the sandbox providers in use.
 */
export function assertSandboxAllowed(env: Pick<GatewayEnv, "deployment" | "allowSandboxProviders">, providers: readonly string[]): void {
  if (providers.length === 0 || !env.deployment || env.allowSandboxProviders) return;
  throw new Error(
    `Refusing to start: sandbox providers (${providers.join(", ")}) in a deployment (NODE_ENV=production with DATABASE_URL). ` +
      "Configure real providers, or set ALLOW_SANDBOX_PROVIDERS=1 for a public demo.",
  );
}

/**
 * Parses and validates the environment (defaults: PORT 4000, HOST 127.0.0.1, PGlite in
 * apps/gateway/.data/pglite). Throws one readable error listing every bad variable.
 */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): GatewayEnv {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid gateway environment:\n${problems}`);
  }
  const e = parsed.data;
  const sandboxTools = e.SANDBOX_TOOLS === undefined ? e.NODE_ENV !== "production" : e.SANDBOX_TOOLS === "1";
  if (e.SANDBOX_SMS_RESEND_SECONDS !== undefined && !sandboxTools) {
    throw new Error(
      "Invalid gateway environment:\n  SANDBOX_SMS_RESEND_SECONDS: a test setting, only with the sandbox tools on (SANDBOX_TOOLS=1); a deployment keeps the 60 s window of spec §4",
    );
  }
  if (e.SANDBOX_RATE_LIMIT_FACTOR !== undefined && !sandboxTools) {
    throw new Error(
      "Invalid gateway environment:\n  SANDBOX_RATE_LIMIT_FACTOR: a test setting, only with the sandbox tools on (SANDBOX_TOOLS=1); a deployment keeps the production limits",
    );
  }
  try {
    createTrustedProxies(e.TRUSTED_PROXIES ?? []);
  } catch (error) {
    throw new Error(`Invalid gateway environment:\n  ${(error as Error).message}`, { cause: error });
  }
  // Keys and ids pasted with a space, a line break or quotes around them are refused by the
  // provider at the first call (a shopper's first SMS or payment): stop the start instead.
  for (const name of PASTED_CREDENTIALS) {
    const value = e[name];
    if (value !== undefined && /[\s"'`]/.test(value))
      throw new Error(`Invalid gateway environment:\n  ${name}: contains a space, line break or quote (pasted wrongly?)`);
  }
  let storage: GatewayEnv["storage"] = { provider: "sandbox", sandboxSecret: e.STORAGE_SANDBOX_SECRET };
  if (e.STORAGE_PROVIDER === "s3") {
    const missing = (["S3_ENDPOINT", "S3_BUCKET", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const).filter(
      (name) => !e[name],
    );
    if (missing.length > 0) throw new Error(`Invalid gateway environment:\n  STORAGE_PROVIDER=s3 needs ${missing.join(", ")}`);
    storage = {
      provider: "s3",
      endpoint: e.S3_ENDPOINT!,
      bucket: e.S3_BUCKET!,
      region: e.S3_REGION!,
      accessKeyId: e.S3_ACCESS_KEY_ID!,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
      pathStyle: e.S3_PATH_STYLE !== "0",
    };
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/+$/, "");
  let courier: GatewayEnv["courier"] = { provider: "sandbox" };
  if (e.COURIER_PROVIDER === "kuaidi100") {
    const missing = (["KUAIDI100_CUSTOMER", "KUAIDI100_KEY", "KUAIDI100_SALT"] as const).filter((name) => !e[name]);
    if (missing.length > 0) throw new Error(`Invalid gateway environment:\n  COURIER_PROVIDER=kuaidi100 needs ${missing.join(", ")}`);
    courier = {
      provider: "kuaidi100",
      baseUrl: e.KUAIDI100_BASE_URL ?? "https://poll.kuaidi100.com",
      customer: e.KUAIDI100_CUSTOMER!,
      key: e.KUAIDI100_KEY!,
      salt: e.KUAIDI100_SALT!,
      callbackUrl: e.KUAIDI100_CALLBACK_URL ?? `${publicUrl}/providers/kuaidi100/push`,
    };
  }
  let sms: GatewayEnv["sms"] = { provider: "sandbox" };
  if (e.SMS_PROVIDER === "aliyun") {
    const required = [
      "ALIYUN_SMS_ACCESS_KEY_ID",
      "ALIYUN_SMS_ACCESS_KEY_SECRET",
      "ALIYUN_SMS_SIGN_NAME",
      "ALIYUN_SMS_TEMPLATE_LOGIN",
      "ALIYUN_SMS_TEMPLATE_RESET",
      "ALIYUN_SMS_TEMPLATE_ORDER",
      "ALIYUN_SMS_TEMPLATE_ARRIVAL",
    ] as const;
    const missing = required.filter((name) => !e[name]);
    if (missing.length > 0) throw new Error(`Invalid gateway environment:\n  SMS_PROVIDER=aliyun needs ${missing.join(", ")}`);
    const endpoint = new URL(e.ALIYUN_SMS_ENDPOINT ?? "https://dysmsapi.aliyuncs.com");
    sms = {
      provider: "aliyun",
      accessKeyId: e.ALIYUN_SMS_ACCESS_KEY_ID!,
      accessKeySecret: e.ALIYUN_SMS_ACCESS_KEY_SECRET!,
      signName: e.ALIYUN_SMS_SIGN_NAME!,
      templates: {
        login: e.ALIYUN_SMS_TEMPLATE_LOGIN!,
        reset: e.ALIYUN_SMS_TEMPLATE_RESET!,
        order: e.ALIYUN_SMS_TEMPLATE_ORDER!,
        arrival: e.ALIYUN_SMS_TEMPLATE_ARRIVAL!,
      },
      endpoint: endpoint.host,
      protocol: endpoint.protocol === "http:" ? "HTTP" : "HTTPS",
    };
  }
  if (e.WECHAT_PROVIDER === "open-platform") {
    const missing = (["WECHAT_APP_ID", "WECHAT_APP_SECRET"] as const).filter((name) => !e[name]);
    if (missing.length > 0) throw new Error(`Invalid gateway environment:\n  WECHAT_PROVIDER=open-platform needs ${missing.join(", ")}`);
    if (Boolean(e.WECHAT_OA_APP_ID) !== Boolean(e.WECHAT_OA_APP_SECRET))
      throw new Error("Invalid gateway environment:\n  WECHAT_OA_APP_ID and WECHAT_OA_APP_SECRET go together");
    // WeChat's AppID is "wx" and 16 hex digits, its AppSecret 32 hex digits (开放平台 / 公众平台
    // 基本配置): a value pasted with a space, a quote or the wrong field stops the start here.
    for (const name of ["WECHAT_APP_ID", "WECHAT_OA_APP_ID"] as const) {
      if (e[name] && !/^wx[0-9a-f]{16}$/.test(e[name]))
        throw new Error(`Invalid gateway environment:\n  ${name}: not a WeChat AppID ("wx" and 16 hex digits)`);
    }
    for (const name of ["WECHAT_APP_SECRET", "WECHAT_OA_APP_SECRET"] as const) {
      if (e[name] && !/^[0-9a-f]{32}$/.test(e[name]))
        throw new Error(`Invalid gateway environment:\n  ${name}: not a WeChat AppSecret (32 hex digits)`);
    }
  }
  let litepos: LiteposSettings | undefined;
  if (e.PAYMENT_PROVIDER === "litepos") {
    const missing = LITEPOS_REQUIRED.filter((name) => !e[name]);
    if (missing.length > 0) throw new Error(`Invalid gateway environment:\n  PAYMENT_PROVIDER=litepos needs ${missing.join(", ")}`);
    litepos = {
      baseUrl: e.LITEPOS_BASE_URL!.replace(/\/+$/, ""),
      appId: e.LITEPOS_APP_ID!,
      brandCode: e.LITEPOS_BRAND_CODE!,
      storeSn: e.LITEPOS_STORE_SN!,
      workstationSn: e.LITEPOS_WORKSTATION_SN!,
      merchantPrivateKey: readRsaKey("LITEPOS_MERCHANT_PRIVATE_KEY", e.LITEPOS_MERCHANT_PRIVATE_KEY!, "private"),
      platformPublicKey: readRsaKey("LITEPOS_PLATFORM_PUBLIC_KEY", e.LITEPOS_PLATFORM_PUBLIC_KEY!, "public"),
      notifyUrl: e.LITEPOS_NOTIFY_URL ?? `${publicUrl}/payments/notify/litepos`,
    };
  }
  // A deployment's providers call back to the gateway: without PUBLIC_URL (or the provider's own
  // callback variable) the address they would be given is this machine's loopback default.
  const deployment = e.NODE_ENV === "production" && e.DATABASE_URL !== undefined;
  if (deployment && !e.PUBLIC_URL) {
    const missing = [
      ...(e.PAYMENT_PROVIDER === "litepos" && !e.LITEPOS_NOTIFY_URL ? ["LITEPOS_NOTIFY_URL"] : []),
      ...(e.COURIER_PROVIDER === "kuaidi100" && !e.KUAIDI100_CALLBACK_URL ? ["KUAIDI100_CALLBACK_URL"] : []),
    ];
    if (missing.length > 0)
      throw new Error(
        `Invalid gateway environment:\n  PUBLIC_URL (or ${missing.join(", ")}) is required in a deployment: the provider calls back there`,
      );
  }
  const fromApp = (p: string) => (isAbsolute(p) || p.startsWith("memory://") ? p : resolve(APP_ROOT, p));
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    pgliteDataDir: fromApp(e.PGLITE_DATA_DIR ?? ".data/pglite"),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === "test" ? "silent" : "info"),
    contentDir: e.CONTENT_DIR === undefined ? undefined : resolve(APP_ROOT, e.CONTENT_DIR),
    publicUrl,
    storefrontOrigins: e.STOREFRONT_ORIGINS ?? ["http://localhost:3000", "http://127.0.0.1:3000"],
    wechat: {
      provider: e.WECHAT_PROVIDER ?? "sandbox",
      appId: e.WECHAT_APP_ID,
      appSecret: e.WECHAT_APP_SECRET,
      officialAccount:
        e.WECHAT_OA_APP_ID && e.WECHAT_OA_APP_SECRET ? { appId: e.WECHAT_OA_APP_ID, appSecret: e.WECHAT_OA_APP_SECRET } : undefined,
      apiBase: e.WECHAT_API_BASE,
      authorizeBase: e.WECHAT_AUTHORIZE_BASE,
    },
    sandboxTools,
    payments: {
      provider: e.PAYMENT_PROVIDER ?? "sandbox",
      allowSandboxInDeployment: e.ALLOW_SANDBOX_PAYMENTS === "1",
      sandboxSecret: e.PAYMENT_SANDBOX_SECRET,
      ...(litepos ? { litepos } : {}),
    },
    deployment,
    allowSandboxProviders: e.ALLOW_SANDBOX_PROVIDERS === "1",
    smsResendIntervalMs: e.SANDBOX_SMS_RESEND_SECONDS === undefined ? undefined : e.SANDBOX_SMS_RESEND_SECONDS * 1000,
    rateLimitFactor: e.SANDBOX_RATE_LIMIT_FACTOR,
    trustedProxies: e.TRUSTED_PROXIES ?? [...DEFAULT_TRUSTED_PROXIES],
    tokenSecret: e.TOKEN_SECRET,
    metricsAccess: e.METRICS_TOKEN ? { token: e.METRICS_TOKEN } : e.NODE_ENV === "production" ? "off" : "open",
    workers:
      e.DATABASE_URL === undefined ? 1 : (e.WEB_CONCURRENCY ?? (e.NODE_ENV === "production" && !sandboxTools ? availableParallelism() : 1)),
    workersRefused: e.DATABASE_URL === undefined && (e.WEB_CONCURRENCY ?? 1) > 1 ? e.WEB_CONCURRENCY : undefined,
    trustedDocuments: e.TRUSTED_DOCUMENTS === undefined ? e.NODE_ENV === "production" : e.TRUSTED_DOCUMENTS === "1",
    webhooks: { lockMs: e.WEBHOOK_LOCK_SECONDS * 1000, intervalMs: e.WEBHOOK_INTERVAL_SECONDS * 1000 },
    storage,
    courier,
    sms,
    systems: {
      warehouse: e.WAREHOUSE_PROVIDER ?? "sandbox",
      retail: e.RETAIL_PROVIDER ?? "sandbox",
      invoice: e.INVOICE_PROVIDER ?? "sandbox",
      customerService: e.CUSTOMER_SERVICE_PROVIDER ?? "sandbox",
    },
  };
}

/**
 * The sandbox providers this environment runs, by the names the deployment refusal, the start's
 * log and /health use: each provider left on its sandbox, and each of the brand's own systems
 * not declared absent ("none"). The cashier is last (it has its own switch, ALLOW_SANDBOX_PAYMENTS).
 */
export function sandboxProvidersOf(env: Pick<GatewayEnv, "sms" | "wechat" | "storage" | "courier" | "payments" | "systems">): string[] {
  const sandbox = (on: boolean, name: string) => (on ? [name] : []);
  return [
    ...sandbox(env.sms.provider === "sandbox", "sms"),
    ...sandbox(env.wechat.provider === "sandbox", "wechat"),
    ...sandbox(env.systems.customerService === "sandbox", "customer-service"),
    ...sandbox(env.storage.provider === "sandbox", "storage"),
    ...sandbox(env.systems.retail === "sandbox", "retail"),
    ...sandbox(env.systems.warehouse === "sandbox", "warehouse"),
    ...sandbox(env.courier.provider === "sandbox", "courier"),
    ...sandbox(env.systems.invoice === "sandbox", "invoice"),
    ...sandbox(env.payments.provider === "sandbox", "cashier"),
  ];
}

/**
 * Why this environment may not start with the sandbox cashier, or null when it may: a
 * deployment (NODE_ENV=production with DATABASE_URL) takes real orders, and a sandbox cashier
 * would mark them paid without taking money — unless ALLOW_SANDBOX_PAYMENTS=1 says it is a demo.
 */
export function sandboxPaymentsRefusal(env: Pick<GatewayEnv, "nodeEnv" | "databaseUrl" | "payments">): string | null {
  if (env.payments.provider !== "sandbox") return null;
  if (env.nodeEnv !== "production" || !env.databaseUrl) return null;
  if (env.payments.allowSandboxInDeployment) return null;
  return "PAYMENT_PROVIDER=sandbox in a deployment (NODE_ENV=production with DATABASE_URL): the sandbox cashier takes no money. Configure a real provider, or set ALLOW_SANDBOX_PAYMENTS=1 for a demo.";
}
