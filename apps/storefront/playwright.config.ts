import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
// @ts-expect-error -- a plain ES module of the repository's scripts (no types)
import { findPgBin } from "../../scripts/lib/postgres.mjs";

// The built storefront as `pnpm start` runs it (.output/server/index.mjs, scripts/serve.mjs), in
// one worker unless WEB_CONCURRENCY says otherwise: each worker has its own page cache, and the
// journeys that assert a page-cache hit (speed.spec.ts) ask again on a new connection. The
// workers themselves are tested in apps/gateway/instances/cluster.pg.test.ts.
const STOREFRONT_WORKERS = process.env.WEB_CONCURRENCY ?? "1";

/**
 * Browser tests against the BUILT apps (`pnpm build` first; turbo's test:e2e depends on build):
 * the gateway's `start` with a fresh PGlite folder (seeded on start) and the storefront's nitro
 * server with NODE_ENV=production. Debian's Chromium, never a downloaded browser.
 */
// Ports: E2E_GATEWAY_PORT / E2E_STOREFRONT_PORT, else a random pair per run (so two runs on one
// machine, or a dev server on 3000/4000, never collide). Kept in env: workers re-evaluate this file.
process.env.E2E_GATEWAY_PORT ??= process.env.E2E_REUSE_SERVERS ? "4000" : String(41_000 + Math.floor(Math.random() * 4_000));
process.env.E2E_STOREFRONT_PORT ??= process.env.E2E_REUSE_SERVERS ? "3000" : String(Number(process.env.E2E_GATEWAY_PORT) + 5_000);
const GATEWAY_PORT = Number(process.env.E2E_GATEWAY_PORT);
const STOREFRONT_PORT = Number(process.env.E2E_STOREFRONT_PORT);
const baseURL = `http://127.0.0.1:${STOREFRONT_PORT}`;

// Workers re-evaluate this file; the env var makes them share the main process's folder.
process.env.E2E_PGLITE_DATA_DIR ??= mkdtempSync(join(tmpdir(), "xunlan-e2e-pglite-"));

const reuseExistingServer = Boolean(process.env.E2E_REUSE_SERVERS);

// The operations console (issue 25 §4, apps/ops) beside the storefront, over the same gateway;
// its journeys (the "ops" project) sign in as the demo staff the gateway seeds and logs at start,
// so the gateway's log (info level) goes to a file they read the TOTP secrets from.
process.env.E2E_OPS_PORT ??= String(STOREFRONT_PORT + 10);
process.env.E2E_OPS_URL ??= `http://127.0.0.1:${process.env.E2E_OPS_PORT}`;
process.env.E2E_GATEWAY_LOG ??= `${process.env.E2E_PGLITE_DATA_DIR}-gateway.log`;

// The "desktop-postgres" project runs a subset of journeys against a second gateway on a real
// PostgreSQL server: a new database on TEST_DATABASE_URL's server (pnpm test:all starts a
// throwaway cluster), dropped when the run ends. Without the URL the project is left out, loudly;
// under CI or REQUIRE_PG=1 that is an error.
const postgresServerUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;
const truthy = (v: string | undefined) => v !== undefined && v !== "" && v !== "0" && v !== "false";
if (!postgresServerUrl) {
  if (truthy(process.env.CI) || truthy(process.env.REQUIRE_PG)) {
    throw new Error("PostgreSQL required (CI or REQUIRE_PG=1): set TEST_DATABASE_URL for the desktop-postgres project");
  }
  if (!process.env.E2E_PG_NOTICE) console.warn("⊘ skipped: project desktop-postgres — TEST_DATABASE_URL is not set");
  process.env.E2E_PG_NOTICE = "1";
}
const PG_GATEWAY_PORT = GATEWAY_PORT + 1;
const PG_STOREFRONT_PORT = STOREFRONT_PORT + 1;
const pgBaseURL = `http://127.0.0.1:${PG_STOREFRONT_PORT}`;

// The "opening" project (issue 23 §4) runs e2e/opening.spec.ts against the store as a brand opens
// it: the built gateway as a deployment (NODE_ENV=production on a fresh PostgreSQL database) with
// the providers' fakes as their base URLs, the brand's own systems declared absent, and no
// sandbox flag or tool (apps/gateway/scripts/opening-day.ts starts all of it), behind its own
// built storefront. A database on TEST_DATABASE_URL's server, else a throwaway cluster.
const openingAvailable = Boolean(postgresServerUrl) || findPgBin() !== null;
if (!openingAvailable && !process.env.E2E_OPENING_NOTICE)
  console.warn("⊘ skipped: project opening — no PostgreSQL (TEST_DATABASE_URL or Debian's postgresql)");
process.env.E2E_OPENING_NOTICE = "1";
const OPENING_GATEWAY_PORT = GATEWAY_PORT + 2;
const OPENING_STOREFRONT_PORT = STOREFRONT_PORT + 2;
process.env.E2E_OPENING_CONTROL_URL ??= `http://127.0.0.1:${GATEWAY_PORT + 3}`;
process.env.E2E_OPENING_GATEWAY_URL ??= `http://127.0.0.1:${OPENING_GATEWAY_PORT}`;
const openingBaseURL = `http://127.0.0.1:${OPENING_STOREFRONT_PORT}`;

/** The built gateway in production mode with the sandbox test tools (and their shortened waits). */
const gatewayEnv = (port: number, storefrontPort: number, storefrontURL: string) => ({
  NODE_ENV: "production",
  PORT: String(port),
  HOST: "127.0.0.1",
  LOG_LEVEL: "warn",
  // The built gateway runs in production mode; the tests read SMS codes and captcha answers.
  SANDBOX_TOOLS: "1",
  // A journey that texts one mobile twice (register, then reset) need not wait spec §4's 60 s;
  // the window itself is tested in the gateway's member tests.
  SANDBOX_SMS_RESEND_SECONDS: "0",
  // Every journey comes from 127.0.0.1: the per-IP limits (captcha, SMS, guest tokens, logins)
  // would soon refuse it. Raised here only; the limits themselves have gateway tests.
  SANDBOX_RATE_LIMIT_FACTOR: "1000",
  // The journeys' set-up and checks post their own GraphQL documents (a product's slugs, a
  // member's login) besides the storefront's; trusted documents are tested in the gateway's tests
  // and on in the desktop-postgres project's gateway (below).
  TRUSTED_DOCUMENTS: "0",
  // Guest tokens are signed; a gateway on PostgreSQL in production mode needs the secret.
  TOKEN_SECRET: "e2e-only-guest-token-secret-0123456789abcdef",
  STOREFRONT_ORIGINS: `${storefrontURL},http://localhost:${storefrontPort}`,
});

/** The WeChat in-app browser on an iPhone (spec §1: must work inside a mobile chat-app browser). */
export const WECHAT_IPHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323d) NetType/WIFI Language/zh_CN";

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // A journey takes 20–45 s with one worker on an idle 2-core machine (sign-in by SMS, pages,
  // hydration): 30 s was a coin toss with two workers and two servers on the same cores. A wait
  // budget, not a speed goal (those live in pnpm bench).
  timeout: 60_000,
  expect: { timeout: 7_500 },
  // outcome-reporter lists every skipped and flaky test by name (test-all fails on them).
  reporter: process.env.CI
    ? [["list"], ["./e2e/outcome-reporter.ts"], ["html", { open: "never" }]]
    : [["list"], ["./e2e/outcome-reporter.ts"]],
  use: {
    baseURL,
    locale: "zh-CN",
    timezoneId: "Asia/Shanghai",
    // Shoppers who asked their system for less motion get a paused announcement marquee; the
    // tests do too (announcement.spec.ts opts back in). A playing marquee repaints the page
    // every frame, and on 2 cores that frame work slowed every journey by about a third.
    reducedMotion: "reduce",
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      testIgnore: /(opening|ops-console)\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 }, channel: undefined },
    },
    {
      name: "wechat-mobile",
      // Once is enough, in the desktop project: HTTP-level suites (no browser page: the URL matrix,
      // the page fuzzer, robots and sitemap, the server's upstream calls and page cache), the
      // server's security headers and token cookie (security.spec.ts: the same answers whatever
      // the window; the phone's sign-in sheet is members.spec.ts's), and tests tagged
      // @desktop-only (a page whose phone layout has nothing of its own to check).
      testIgnore: /(url-matrix|page-fuzz|seo|speed|security|opening|ops-console)\.spec\.ts$/,
      grepInvert: /@desktop-only/,
      use: {
        viewport: { width: 390, height: 844 },
        userAgent: WECHAT_IPHONE_UA,
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        defaultBrowserType: "chromium",
      },
    },
    {
      // The operations console's journeys (desktop-first back office; apps/ops).
      name: "ops",
      testMatch: /ops-console\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 }, channel: undefined },
    },
    ...(postgresServerUrl
      ? [
          {
            // Sessions, SMS codes, addresses and favourites on a real server (the listing read model
            // on PostgreSQL is the gateway's *.pg tests' subject).
            name: "desktop-postgres",
            testMatch: /members\.spec\.ts$/,
            use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 }, channel: undefined, baseURL: pgBaseURL },
          },
        ]
      : []),
    ...(openingAvailable
      ? [
          {
            // A paid order end to end on the opening-day store (no sandbox anywhere).
            name: "opening",
            testMatch: /opening\.spec\.ts$/,
            use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 }, channel: undefined, baseURL: openingBaseURL },
          },
        ]
      : []),
  ],
  webServer: [
    {
      name: "gateway",
      // Its log to a file (the demo staff's TOTP secrets for the ops project; stdout was ignored).
      command: `pnpm --filter @xunlan/gateway start > "${process.env.E2E_GATEWAY_LOG}"`,
      url: `http://127.0.0.1:${GATEWAY_PORT}/health`,
      env: { ...gatewayEnv(GATEWAY_PORT, STOREFRONT_PORT, baseURL), PGLITE_DATA_DIR: process.env.E2E_PGLITE_DATA_DIR, LOG_LEVEL: "info" },
      reuseExistingServer,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      name: "storefront",
      command: "node .output/server/index.mjs",
      url: baseURL,
      env: {
        NODE_ENV: "production",
        WEB_CONCURRENCY: STOREFRONT_WORKERS,
        PORT: String(STOREFRONT_PORT),
        GATEWAY_URL: `http://127.0.0.1:${GATEWAY_PORT}`,
        // Pictures from the gateway's own origin, as a deployment serves them from a CDN: on a
        // clean clone each is rendered on first request and must not hold the page's connections.
        IMAGE_ORIGIN: `http://127.0.0.1:${GATEWAY_PORT}`,
      },
      reuseExistingServer,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      name: "ops-console",
      command: "node ../ops/src/server.ts",
      url: `${process.env.E2E_OPS_URL}/health`,
      env: {
        NODE_ENV: "production",
        OPS_PORT: process.env.E2E_OPS_PORT,
        OPS_HOST: "127.0.0.1",
        GATEWAY_URL: `http://127.0.0.1:${GATEWAY_PORT}`,
      },
      reuseExistingServer,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    ...(postgresServerUrl
      ? [
          {
            name: "gateway-postgres",
            cwd: "../gateway",
            command: "node scripts/start-on-fresh-database.mjs",
            url: `http://127.0.0.1:${PG_GATEWAY_PORT}/health`,
            env: {
              ...gatewayEnv(PG_GATEWAY_PORT, PG_STOREFRONT_PORT, pgBaseURL),
              TEST_DATABASE_URL: postgresServerUrl,
              // NODE_ENV=production with DATABASE_URL is a deployment's shape: say this one is a test.
              ALLOW_SANDBOX_PROVIDERS: "1",
              ALLOW_SANDBOX_PAYMENTS: "1",
              // As in production: only api-client's generated operations run (issue 12). The member
              // journeys of this project go through the storefront's own pages and, for set-up,
              // api-client's documents (members-helpers.ts `operation`), so every one of them proves
              // the storefront works with trusted documents on.
              TRUSTED_DOCUMENTS: "1",
            },
            // SIGTERM lets the script stop the gateway and drop its database.
            gracefulShutdown: { signal: "SIGTERM" as const, timeout: 10_000 },
            reuseExistingServer,
            timeout: 120_000,
            stdout: "ignore" as const,
            stderr: "pipe" as const,
          },
          {
            name: "storefront-postgres",
            command: "node .output/server/index.mjs",
            url: pgBaseURL,
            env: {
              NODE_ENV: "production",
              WEB_CONCURRENCY: STOREFRONT_WORKERS,
              PORT: String(PG_STOREFRONT_PORT),
              GATEWAY_URL: `http://127.0.0.1:${PG_GATEWAY_PORT}`,
              IMAGE_ORIGIN: `http://127.0.0.1:${PG_GATEWAY_PORT}`,
            },
            reuseExistingServer,
            timeout: 60_000,
            stdout: "ignore" as const,
            stderr: "pipe" as const,
          },
        ]
      : []),
    ...(openingAvailable
      ? [
          {
            name: "gateway-opening",
            cwd: "../gateway",
            command: "node --import tsx --conditions=@xunlan/source scripts/opening-day.ts",
            url: `http://127.0.0.1:${OPENING_GATEWAY_PORT}/health`,
            // Only what the script reads: it builds the gateway's environment itself (no sandbox flag leaks in).
            env: {
              OPENING_PORT: String(OPENING_GATEWAY_PORT),
              OPENING_CONTROL_PORT: new URL(process.env.E2E_OPENING_CONTROL_URL).port,
              STOREFRONT_ORIGINS: `${openingBaseURL},http://localhost:${OPENING_STOREFRONT_PORT}`,
              LOG_LEVEL: "warn",
              ...(postgresServerUrl ? { TEST_DATABASE_URL: postgresServerUrl } : {}),
            },
            // SIGTERM lets the script stop the gateway and the fakes and drop its database.
            gracefulShutdown: { signal: "SIGTERM" as const, timeout: 10_000 },
            reuseExistingServer,
            timeout: 120_000,
            stdout: "ignore" as const,
            stderr: "pipe" as const,
          },
          {
            name: "storefront-opening",
            command: "node .output/server/index.mjs",
            url: openingBaseURL,
            env: {
              NODE_ENV: "production",
              WEB_CONCURRENCY: STOREFRONT_WORKERS,
              PORT: String(OPENING_STOREFRONT_PORT),
              GATEWAY_URL: `http://127.0.0.1:${OPENING_GATEWAY_PORT}`,
              IMAGE_ORIGIN: `http://127.0.0.1:${OPENING_GATEWAY_PORT}`,
            },
            reuseExistingServer,
            timeout: 60_000,
            stdout: "ignore" as const,
            stderr: "pipe" as const,
          },
        ]
      : []),
  ],
});
