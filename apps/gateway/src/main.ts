import { createServer } from "node:http";
import { dirname, join } from "node:path";
import { followCatalogChanges } from "./catalog-generation";
import { clusterMetrics, inWorker, sharedCaptchaLog, startClusterPrimary } from "./cluster";
import { absentInvoices } from "./flows/brand-systems";
import { startCommerceJobs } from "./flows/commerce-jobs";
import { createSandbox } from "./flows/sandbox";
import { seedDatabase } from "./flows/seed";
import { createSandboxWarehouse } from "./flows/warehouse";
import { createCatalogCache } from "./http/catalog-cache";
import { resolveContentDir } from "./http/content";
import { createGatewayMetrics } from "./http/metrics";
import { loadInstallSecrets } from "./install-secrets";
import { createDatabase } from "./kernel/db";
import { assertSandboxAllowed, loadEnv, sandboxPaymentsRefusal, sandboxProvidersOf } from "./kernel/env";
import { APP_ROOT } from "./kernel/lib/app-root";
import { createLogger } from "./kernel/logger";
import { createTrustedProxies } from "./kernel/request-info";
import { createGuestTokenSigner, createStoredTokenCache, followGuestTokenRevocations, followTokenRevocations } from "./modules/auth";
import { createImageRoute, seedCatalogue } from "./modules/catalog";
import { startCleanupJob } from "./modules/maintenance";
import {
  createAliyunSms,
  createMemberDeps,
  createWechatJsSdk,
  createWechatOpenPlatform,
  DEFAULT_MEMBER_LIMITS,
  DEMO_MEMBER,
  scaleMemberLimits,
  seedDemoMember,
} from "./modules/members";
import { createKuaidi100Courier, createSandboxInvoices, sandboxCourier } from "./modules/orders";
import {
  createLiteposProvider,
  createLiteposRoutes,
  createPaymentRoutes,
  createSandboxPaymentProvider,
  liteposSweepStep,
} from "./modules/payments";
import { seedDemoStaff, totpCode, totpUri } from "./modules/staff";
import { createS3Storage, createSandboxStorage } from "./modules/storage";
import { startWebhookDispatcher } from "./modules/webhooks";
import { createGateway } from "./server";

// Start order: env → logger → database → migrations → seed → HTTP server.
const env = loadEnv();
const logger = createLogger({ level: env.logLevel, nodeEnv: env.nodeEnv });
// A deployment never takes orders through the sandbox cashier by accident.
const paymentsRefusal = sandboxPaymentsRefusal(env);
if (paymentsRefusal) {
  logger.fatal(paymentsRefusal);
  logger.flush();
  process.exit(1);
}

// Sandbox providers in use: each provider left on its sandbox and each of the brand's own
// systems not declared absent (WAREHOUSE_PROVIDER=none …). A deployment refuses them unless
// ALLOW_SANDBOX_PROVIDERS=1 (before touching the database); the cashier has its own switch above
// (ALLOW_SANDBOX_PAYMENTS). With real providers and the brand's systems "none", no flag is needed.
const sandboxProviders = sandboxProvidersOf(env);
try {
  assertSandboxAllowed(
    env,
    sandboxProviders.filter((name) => name !== "cashier"),
  );
} catch (err) {
  logger.fatal((err as Error).message);
  logger.flush();
  process.exit(1);
}
const absentSystems = Object.entries(env.systems)
  .filter(([, value]) => value === "none")
  .map(([name]) => name);
if (absentSystems.length > 0) logger.info({ absent: absentSystems }, "brand systems declared absent (none): their features are hidden");
if (sandboxProviders.length > 0)
  logger.warn(
    { sandbox: sandboxProviders, deployment: env.deployment },
    "演示环境 sandbox providers in use: SMS codes go to an outbox, WeChat sign-in is a sandbox page; the storefront shows a 演示环境 mark",
  );

// Secrets: TOKEN_SECRET (a deployment must set it, every instance the same) or one generated on
// first start and kept beside the PGlite data; the sandbox cashier's, store's and invoices' keys
// are their own variables or derived from it — never a value from the source (issue 21 §5).
let secrets: ReturnType<typeof loadInstallSecrets>;
try {
  secrets = loadInstallSecrets(env);
} catch (err) {
  logger.fatal({ err }, `Refusing to start: ${(err as Error).message}`);
  logger.flush();
  process.exit(1);
}

// On PostgreSQL, WEB_CONCURRENCY workers (issue 27 §2): this process becomes their primary and
// serves nothing itself (cluster.ts); each worker runs the rest of this file.
if (startClusterPrimary(env, logger)) await new Promise<never>(() => {});

const database = await createDatabase({
  ...env,
  onConnectionError: (err) => logger.warn({ err }, "postgres idle connection lost; the pool replaces it"),
});
logger.info({ driver: database.driver, ...(database.driver === "pglite" ? { dataDir: env.pgliteDataDir } : {}) }, "database opened");
await database.migrate();
const seeded = await seedDatabase(database.db);
logger.info(seeded, "migrations applied, seed checked");
// The demo catalogue (generateCatalogue seed 1) on first start; nothing once products exist.
const catalogue = await seedCatalogue(database.db);
logger.info(catalogue, catalogue.loaded ? "demo catalogue loaded" : "catalogue present");
// The demo's member with store credit (issue 24 §3), only where the cashier takes no money.
if (env.payments.provider === "sandbox" && (await seedDemoMember(database.db, new Date())))
  logger.info({ mobile: DEMO_MEMBER.mobile }, "demo member with store credit created");

const contentDir = resolveContentDir(env.contentDir);
if (!contentDir) logger.warn("no content folder found (CONTENT_DIR or @xunlan/cms-content/documents): /json/publish answers 404");

// Members: SMS and WeChat sign-in go through the sandbox providers (open-platform is not built yet).
const sandbox = createSandbox({
  db: database.db,
  logger,
  nodeEnv: env.nodeEnv,
  tools: env.sandboxTools,
  storefrontOrigins: env.storefrontOrigins,
  wechatPage: env.wechat.provider === "sandbox",
  // Workers share the captcha answers of the sandbox tools (cluster.ts).
  ...(env.workers > 1 && env.sandboxTools ? { captchaLog: await sharedCaptchaLog(database) } : {}),
});
if (env.nodeEnv === "production" && env.sandboxTools)
  logger.warn("SANDBOX_TOOLS=1: SMS outbox and captcha answers are readable under /sandbox");
if (env.smsResendIntervalMs !== undefined)
  logger.warn({ seconds: env.smsResendIntervalMs / 1000 }, "SANDBOX_SMS_RESEND_SECONDS: SMS resend window shortened (test gateway)");
if (env.rateLimitFactor !== undefined)
  logger.warn({ factor: env.rateLimitFactor }, "SANDBOX_RATE_LIMIT_FACTOR: request limits raised (test gateway)");
// Text messages: 阿里云短信 when configured, else the sandbox outbox (readable under /sandbox).
const sms = env.sms.provider === "aliyun" ? createAliyunSms(env.sms) : sandbox.sms;
// WeChat sign-in: the open platform (QR login; inside WeChat the official account) or the sandbox page.
const wechat =
  env.wechat.provider === "open-platform"
    ? createWechatOpenPlatform({
        web: { appId: env.wechat.appId!, appSecret: env.wechat.appSecret! },
        ...(env.wechat.officialAccount ? { officialAccount: env.wechat.officialAccount } : {}),
        ...(env.wechat.apiBase ? { apiBase: env.wechat.apiBase } : {}),
        ...(env.wechat.authorizeBase ? { authorizeBase: env.wechat.authorizeBase } : {}),
      })
    : sandbox.wechat;
// JS-SDK (sharing, openAddress inside WeChat): the official account's jsapi_ticket, or the sandbox's.
const wechatJsSdk =
  env.wechat.provider === "open-platform"
    ? env.wechat.officialAccount
      ? createWechatJsSdk(env.wechat.officialAccount, env.wechat.apiBase ? { apiBase: env.wechat.apiBase } : {})
      : null
    : sandbox.wechat.jsSdk;
const memberLimits =
  env.rateLimitFactor === undefined ? DEFAULT_MEMBER_LIMITS : scaleMemberLimits(DEFAULT_MEMBER_LIMITS, env.rateLimitFactor);
const members = createMemberDeps({
  limits: {
    ...memberLimits,
    ...(env.smsResendIntervalMs === undefined ? {} : { smsResendIntervalMs: env.smsResendIntervalMs }),
  },
  sms,
  wechat,
  wechatJsSdk,
  storefrontOrigins: env.storefrontOrigins,
  ...(sandbox.onCaptchaIssued ? { onCaptchaIssued: sandbox.onCaptchaIssued } : {}),
});

// Operations staff (issue 25 §1): one demo account per role in the demo only, printed here with
// its TOTP secret; a deployment never seeds staff (scripts/create-staff.ts makes the first admin).
if (!env.deployment) {
  const demoStaff = await seedDemoStaff(database.db, members.hasher, new Date());
  logger.info(
    {
      signIn: `${env.publicUrl}/ops/api/session`,
      accounts: demoStaff.map((a) => ({
        loginName: a.loginName,
        password: a.password,
        role: a.role,
        totpSecret: a.totpSecret,
        totpUri: totpUri(a.totpSecret, a.loginName),
        codeNow: totpCode(a.totpSecret, new Date()),
      })),
    },
    "演示环境 demo staff accounts of the operations API (password + TOTP; demo only)",
  );
}

// Payments: 收钱吧 LitePOS (PAYMENT_PROVIDER=litepos: its cashier, signed notifications to
// /payments/notify/litepos, the query/void/reconciliation step of the sweep), or the sandbox
// cashier (pages under /sandbox/cashier, signed callbacks to /payments/notify/sandbox).
const liteposSettings = env.payments.litepos;
const litepos = liteposSettings ? createLiteposProvider({ ...liteposSettings, returnOrigin: env.storefrontOrigins[0]! }) : null;
const sandboxPayments = litepos ? null : createSandboxPaymentProvider({ secret: secrets.payments, db: database.db });
const paymentProvider = litepos ?? sandboxPayments!;
if (litepos) logger.info({ baseUrl: liteposSettings!.baseUrl, notifyUrl: liteposSettings!.notifyUrl }, "收钱吧 LitePOS cashier in use");
else if (env.nodeEnv === "production")
  logger.warn("sandbox payment cashier in use (ALLOW_SANDBOX_PAYMENTS): orders are paid without money");
const paymentRoutes = [
  ...(litepos ? createLiteposRoutes({ db: database.db, provider: litepos }) : []),
  ...createPaymentRoutes({ db: database.db, logger, providers: sandboxPayments ? [sandboxPayments] : [], sandbox: sandboxPayments }),
];
// Expired tokens, captchas, SMS codes and (after a day) send logs and outbox rows: hourly, on one
// instance at a time (advisory lock).
const stopCleanup = startCleanupJob({ db: database.db, logger });
// Guest tokens are signed, not stored, with the install's root secret.
const guestTokens = createGuestTokenSigner(secrets.token);
await followGuestTokenRevocations(guestTokens, database);
// Verified member tokens are kept in memory; every instance's logouts and resets reach it (NOTIFY).
const storedTokens = createStoredTokenCache();
await followTokenRevocations(storedTokens, database);

// E-invoices: the sandbox platform issues a completed order's 电子发票 and serves its picture
// under /sandbox/invoices (signed links, the key derived from the install's root secret so every
// instance signs alike).
// INVOICE_PROVIDER=none: no invoice is issued and none is shown.
const invoices = env.systems.invoice === "none" ? absentInvoices : createSandboxInvoices({ db: database.db, secret: secrets.invoices });
// Parcel tracking: 快递100 (subscribed when an order ships, pushes to /providers/kuaidi100/push)
// or the sandbox courier, whose tracking advances with the clock.
const courier = env.courier.provider === "kuaidi100" ? createKuaidi100Courier(env.courier, { db: database.db, logger }) : null;
if (courier)
  logger.info(
    { callbackUrl: env.courier.provider === "kuaidi100" ? env.courier.callbackUrl : undefined },
    "快递100 courier: register this callback URL with the provider",
  );

// Unpaid orders past their deadline (also those that expired while the gateway was down) and 到货提醒.
// The sandbox warehouse ships paid orders a minute after payment (the sandbox courier's tracking
// then advances with time); the sandbox invoice platform issues completed orders' invoices. All
// are named among the sandbox providers a deployment refuses.
const stopCommerceJobs = startCommerceJobs({
  db: database.db,
  logger,
  sms,
  // WAREHOUSE_PROVIDER=none: the store ships nothing itself (the brand's warehouse does).
  ...(env.systems.warehouse === "none" ? {} : { warehouse: createSandboxWarehouse() }),
  payments: paymentProvider,
  ...(env.systems.invoice === "none" ? {} : { invoices: invoices.provider }),
  ...(courier ? { courier } : {}),
  ...(litepos ? { cashier: liteposSweepStep(litepos) } : {}),
});

// Webhooks out (issue 25 §3): the outbox rows the triggers write with each change, delivered
// signed and at least once to the endpoints registered (scripts/webhooks.ts), by every instance
// (claims skip what another holds); woken by NOTIFY, and every WEBHOOK_INTERVAL_SECONDS for retries.
const webhooks = startWebhookDispatcher({
  db: database.db,
  logger,
  listen: database.listen,
  intervalMs: env.webhooks.intervalMs,
  deliver: { lockMs: env.webhooks.lockMs },
});
await webhooks.ready;

// Shopper-independent catalogue reads are answered from memory until a catalogue write's NOTIFY.
// The generation is the database's catalogue version, the same in every worker and instance.
const catalogCache = createCatalogCache();
await followCatalogChanges(catalogCache, database);

// Uploads (return photos): the sandbox store keeps files beside the data (signed URLs under
// /sandbox/storage); a deployment points STORAGE_PROVIDER=s3 at an S3-compatible bucket.
const storage =
  env.storage.provider === "s3"
    ? createS3Storage(env.storage)
    : createSandboxStorage({
        dir: env.pgliteDataDir.startsWith("memory://") ? join(APP_ROOT, ".data", "uploads") : join(dirname(env.pgliteDataDir), "uploads"),
        secret: secrets.storage,
      });

// Rendered product/content images, cached on disk (apps/gateway/.data/images, kept across starts).
// Rendered on demand only: the first request of a picture at a width renders it (≈ 40–250 ms of
// CPU at the widths pages ask for) and every later one reads the file. Nothing renders in the
// background, so an idle gateway stays idle (issue 27: the pre-renderer that ran after every
// start took half a core for over an hour).
const imageCacheDir = join(APP_ROOT, ".data", "images");

// Trusted documents: in production only api-client's generated operations run, sent by hash
// (persisted documents, TRUSTED_DOCUMENTS).
if (env.trustedDocuments) logger.info("trusted documents: only api-client's operations run, by hash");
else if (env.nodeEnv === "production") logger.warn("TRUSTED_DOCUMENTS=0: any GraphQL document runs");

const gateway = createGateway({
  trustedDocuments: env.trustedDocuments,
  guestTokens,
  storedTokens,
  catalogCache,
  db: database.db,
  logger,
  contentDir,
  nodeEnv: env.nodeEnv,
  sandbox: sandboxProviders,
  routes: [createImageRoute({ cacheDir: imageCacheDir }), ...paymentRoutes, ...(courier?.routes ?? []), ...sandbox.routes],
  members,
  payments: { provider: paymentProvider },
  courier: courier ?? sandboxCourier,
  invoices,
  systems: env.systems,
  storage,
  trustedProxies: createTrustedProxies(env.trustedProxies),
  metrics: clusterMetrics(createGatewayMetrics({ db: database.db, poolStats: database.poolStats })),
  metricsAccess: env.metricsAccess,
});
const server = createServer(inWorker(gateway));
server.on("error", (err) => {
  logger.fatal({ err }, "HTTP server failed (is the port taken?)");
  void database.close().finally(() => process.exit(1));
});
server.listen(env.port, env.host, () => {
  logger.info({ url: env.publicUrl, graphql: `${env.publicUrl}/graphql`, contentDir }, "gateway listening");
});

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  logger.info({ signal }, "shutting down");
  // Stop accepting, let in-flight requests finish (at most 5 s), then close the database.
  const force = setTimeout(() => server.closeAllConnections(), 5_000);
  force.unref();
  server.closeIdleConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await stopCommerceJobs();
  await webhooks.stop();
  await stopCleanup();
  await database.close();
  logger.info("bye");
  logger.flush();
  process.exit(0);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    shutdown(signal).catch((err: unknown) => {
      logger.fatal({ err }, "shutdown failed");
      process.exit(1);
    });
  });
}
