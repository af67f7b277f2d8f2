import { availableParallelism } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { assertSandboxAllowed, loadEnv, sandboxPaymentsRefusal, sandboxProvidersOf } from "./env";
import { APP_ROOT } from "./lib/app-root";

describe("loadEnv", () => {
  it("applies the documented defaults", () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      nodeEnv: "development",
      port: 4000,
      host: "127.0.0.1",
      databaseUrl: undefined,
      pgliteDataDir: join(APP_ROOT, ".data", "pglite"),
      // Development logs one line per request at info; per-request debug lines only with LOG_LEVEL=debug.
      logLevel: "info",
      contentDir: undefined,
      publicUrl: "http://127.0.0.1:4000",
    });
    expect(APP_ROOT.endsWith(join("apps", "gateway"))).toBe(true);
  });

  it("reads and resolves the variables", () => {
    const env = loadEnv({
      NODE_ENV: "production",
      PORT: "8080",
      DATABASE_URL: "postgres://u@db:5432/x",
      PGLITE_DATA_DIR: "tmp/pg",
      CONTENT_DIR: "/srv/content",
      PUBLIC_URL: "https://api.xunlan.example/",
    });
    expect(env).toMatchObject({
      port: 8080,
      databaseUrl: "postgres://u@db:5432/x",
      pgliteDataDir: join(APP_ROOT, "tmp", "pg"),
      logLevel: "info",
      contentDir: "/srv/content",
      publicUrl: "https://api.xunlan.example",
    });
  });

  it("lists every invalid variable", () => {
    expect(() => loadEnv({ PORT: "abc", DATABASE_URL: "mysql://x", LOG_LEVEL: "loud" })).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*LOG_LEVEL/);
  });

  it("refuses sandbox providers in a deployment unless ALLOW_SANDBOX_PROVIDERS=1", () => {
    const deployment = { NODE_ENV: "production", DATABASE_URL: "postgres://u@db:5432/x" };
    expect(loadEnv(deployment).deployment).toBe(true);
    expect(() => assertSandboxAllowed(loadEnv(deployment), ["sms", "wechat"])).toThrow(/ALLOW_SANDBOX_PROVIDERS=1/);
    expect(() => assertSandboxAllowed(loadEnv({ ...deployment, ALLOW_SANDBOX_PROVIDERS: "1" }), ["sms"])).not.toThrow();
    expect(() => assertSandboxAllowed(loadEnv(deployment), [])).not.toThrow();
    // Development, tests and the demo start on PGlite (even built, NODE_ENV=production) may.
    for (const demo of [{}, { NODE_ENV: "test" }, { NODE_ENV: "production" }, { DATABASE_URL: deployment.DATABASE_URL }]) {
      expect(loadEnv(demo).deployment).toBe(false);
      expect(() => assertSandboxAllowed(loadEnv(demo), ["sms", "wechat"])).not.toThrow();
    }
  });
});

describe("WEB_CONCURRENCY (issue 27 §2: worker processes)", () => {
  const deployment = { NODE_ENV: "production", DATABASE_URL: "postgres://u@db:5432/x" };
  it("runs a worker per core in a deployment's shape on PostgreSQL, one otherwise", () => {
    expect(loadEnv(deployment).workers).toBe(availableParallelism());
    expect(loadEnv({ ...deployment, WEB_CONCURRENCY: "3" }).workers).toBe(3);
    // The sandbox tools (captcha answers kept per process), development and tests: one.
    expect(loadEnv({ ...deployment, SANDBOX_TOOLS: "1" }).workers).toBe(1);
    expect(loadEnv({ DATABASE_URL: deployment.DATABASE_URL }).workers).toBe(1);
    expect(loadEnv({ NODE_ENV: "test", DATABASE_URL: deployment.DATABASE_URL, WEB_CONCURRENCY: "2" }).workers).toBe(2);
    expect(() => loadEnv({ WEB_CONCURRENCY: "0" })).toThrow(/WEB_CONCURRENCY/);
  });

  it("keeps PGlite in one process and says when more were asked for", () => {
    expect(loadEnv({ NODE_ENV: "production" })).toMatchObject({ workers: 1, workersRefused: undefined });
    expect(loadEnv({ NODE_ENV: "production", WEB_CONCURRENCY: "4" })).toMatchObject({ workers: 1, workersRefused: 4 });
    expect(loadEnv({ ...deployment, WEB_CONCURRENCY: "4" }).workersRefused).toBeUndefined();
  });
});

describe("sandboxPaymentsRefusal (a deployment never takes orders through the sandbox cashier by accident)", () => {
  const deployment = { NODE_ENV: "production", DATABASE_URL: "postgres://u:p@db.example:5432/xunlan" };

  it("refuses NODE_ENV=production with DATABASE_URL unless ALLOW_SANDBOX_PAYMENTS=1", () => {
    expect(sandboxPaymentsRefusal(loadEnv(deployment))).toMatch(/ALLOW_SANDBOX_PAYMENTS=1/);
    expect(sandboxPaymentsRefusal(loadEnv({ ...deployment, ALLOW_SANDBOX_PAYMENTS: "1" }))).toBeNull();
    expect(sandboxPaymentsRefusal(loadEnv({ ...deployment, ALLOW_SANDBOX_PAYMENTS: "0" }))).not.toBeNull();
  });

  it("allows development and the demo start (production on the embedded database)", () => {
    expect(sandboxPaymentsRefusal(loadEnv({}))).toBeNull();
    expect(sandboxPaymentsRefusal(loadEnv({ NODE_ENV: "production" }))).toBeNull();
    expect(sandboxPaymentsRefusal(loadEnv({ DATABASE_URL: deployment.DATABASE_URL }))).toBeNull();
  });

  it("reads the payment settings", () => {
    expect(loadEnv({ PAYMENT_SANDBOX_SECRET: "0123456789abcdef" }).payments).toEqual({
      provider: "sandbox",
      allowSandboxInDeployment: false,
      sandboxSecret: "0123456789abcdef",
    });
    expect(() => loadEnv({ PAYMENT_SANDBOX_SECRET: "short" })).toThrow(/PAYMENT_SANDBOX_SECRET/);
    expect(() => loadEnv({ PAYMENT_PROVIDER: "wechat-pay" })).toThrow(/PAYMENT_PROVIDER/);
  });
});

describe("SANDBOX_SMS_RESEND_SECONDS", () => {
  it("shortens the SMS resend window only for a gateway with the sandbox tools (browser tests)", () => {
    expect(loadEnv({}).smsResendIntervalMs).toBeUndefined();
    expect(loadEnv({ NODE_ENV: "production", SANDBOX_TOOLS: "1", SANDBOX_SMS_RESEND_SECONDS: "0" }).smsResendIntervalMs).toBe(0);
    expect(loadEnv({ SANDBOX_SMS_RESEND_SECONDS: "5" }).smsResendIntervalMs).toBe(5_000);
    expect(() => loadEnv({ NODE_ENV: "production", SANDBOX_SMS_RESEND_SECONDS: "0" })).toThrow(/SANDBOX_SMS_RESEND_SECONDS/);
    expect(() => loadEnv({ SANDBOX_TOOLS: "0", SANDBOX_SMS_RESEND_SECONDS: "0" })).toThrow(/SANDBOX_SMS_RESEND_SECONDS/);
    expect(() => loadEnv({ SANDBOX_SMS_RESEND_SECONDS: "61" })).toThrow(/SANDBOX_SMS_RESEND_SECONDS/);
  });
});

describe("SANDBOX_RATE_LIMIT_FACTOR and TRUSTED_PROXIES (issue 12)", () => {
  it("raises the limits only on a test gateway", () => {
    expect(loadEnv({ SANDBOX_RATE_LIMIT_FACTOR: "1000" }).rateLimitFactor).toBe(1000);
    expect(loadEnv({}).rateLimitFactor).toBeUndefined();
    expect(() => loadEnv({ NODE_ENV: "production", SANDBOX_RATE_LIMIT_FACTOR: "10" })).toThrow(/SANDBOX_RATE_LIMIT_FACTOR/);
    expect(() => loadEnv({ SANDBOX_TOOLS: "0", SANDBOX_RATE_LIMIT_FACTOR: "10" })).toThrow(/SANDBOX_RATE_LIMIT_FACTOR/);
  });

  it("trusts loopback by default and refuses entries that are not addresses", () => {
    expect(loadEnv({}).trustedProxies).toEqual(["127.0.0.1/8", "::1"]);
    expect(loadEnv({ TRUSTED_PROXIES: "10.0.0.0/8, 192.168.1.10" }).trustedProxies).toEqual(["10.0.0.0/8", "192.168.1.10"]);
    expect(() => loadEnv({ TRUSTED_PROXIES: "lb.internal" })).toThrow(/TRUSTED_PROXIES/);
  });
});

describe("COURIER_PROVIDER (issue 23: 快递100)", () => {
  it("keeps the sandbox courier by default", () => {
    expect(loadEnv({}).courier).toEqual({ provider: "sandbox" });
  });

  it("names every missing 快递100 setting", () => {
    expect(() => loadEnv({ COURIER_PROVIDER: "kuaidi100", KUAIDI100_KEY: "k" })).toThrow(
      "COURIER_PROVIDER=kuaidi100 needs KUAIDI100_CUSTOMER, KUAIDI100_SALT",
    );
    expect(() => loadEnv({ COURIER_PROVIDER: "kuaidi100", KUAIDI100_CUSTOMER: "c", KUAIDI100_KEY: "k", KUAIDI100_SALT: "short" })).toThrow(
      "KUAIDI100_SALT",
    );
  });

  it("derives the callback URL from PUBLIC_URL and the provider's production address", () => {
    const env = loadEnv({
      COURIER_PROVIDER: "kuaidi100",
      KUAIDI100_CUSTOMER: "c",
      KUAIDI100_KEY: "k",
      KUAIDI100_SALT: "0123456789abcdef",
      PUBLIC_URL: "https://api.shop.example/",
    });
    expect(env.courier).toEqual({
      provider: "kuaidi100",
      baseUrl: "https://poll.kuaidi100.com",
      customer: "c",
      key: "k",
      salt: "0123456789abcdef",
      callbackUrl: "https://api.shop.example/providers/kuaidi100/push",
    });
  });
});

describe("SMS_PROVIDER (issue 23: 阿里云短信)", () => {
  const aliyun = {
    SMS_PROVIDER: "aliyun",
    ALIYUN_SMS_ACCESS_KEY_ID: "LTAIexample",
    ALIYUN_SMS_ACCESS_KEY_SECRET: "secret",
    ALIYUN_SMS_SIGN_NAME: "迅岚XUNLAN",
    ALIYUN_SMS_TEMPLATE_LOGIN: "SMS_1",
    ALIYUN_SMS_TEMPLATE_RESET: "SMS_2",
    ALIYUN_SMS_TEMPLATE_ORDER: "SMS_3",
    ALIYUN_SMS_TEMPLATE_ARRIVAL: "SMS_4",
  };

  it("keeps the sandbox outbox by default and names every missing setting", () => {
    expect(loadEnv({}).sms).toEqual({ provider: "sandbox" });
    expect(() => loadEnv({ SMS_PROVIDER: "aliyun", ALIYUN_SMS_SIGN_NAME: "迅岚" })).toThrow(
      "SMS_PROVIDER=aliyun needs ALIYUN_SMS_ACCESS_KEY_ID, ALIYUN_SMS_ACCESS_KEY_SECRET, ALIYUN_SMS_TEMPLATE_LOGIN, ALIYUN_SMS_TEMPLATE_RESET, ALIYUN_SMS_TEMPLATE_ORDER, ALIYUN_SMS_TEMPLATE_ARRIVAL",
    );
    expect(() => loadEnv({ ...aliyun, ALIYUN_SMS_TEMPLATE_LOGIN: "login" })).toThrow("ALIYUN_SMS_TEMPLATE_LOGIN");
  });

  it("reads the service's address: HTTPS by default, a local fake over HTTP", () => {
    expect(loadEnv(aliyun).sms).toMatchObject({
      provider: "aliyun",
      endpoint: "dysmsapi.aliyuncs.com",
      protocol: "HTTPS",
      templates: { login: "SMS_1", arrival: "SMS_4" },
    });
    expect(loadEnv({ ...aliyun, ALIYUN_SMS_ENDPOINT: "http://127.0.0.1:18080" }).sms).toMatchObject({
      endpoint: "127.0.0.1:18080",
      protocol: "HTTP",
    });
  });
});

describe("WECHAT_PROVIDER=open-platform (issue 23)", () => {
  it("names the missing app settings and pairs the official account's id and secret", () => {
    expect(() => loadEnv({ WECHAT_PROVIDER: "open-platform" })).toThrow(
      "WECHAT_PROVIDER=open-platform needs WECHAT_APP_ID, WECHAT_APP_SECRET",
    );
    const [wx1, wx2, s, t] = [
      "wx0123456789abcdef",
      "wxfedcba9876543210",
      "0123456789abcdef0123456789abcdef",
      "fedcba9876543210fedcba9876543210",
    ];
    expect(() => loadEnv({ WECHAT_PROVIDER: "open-platform", WECHAT_APP_ID: wx1, WECHAT_APP_SECRET: s, WECHAT_OA_APP_ID: wx2 })).toThrow(
      "WECHAT_OA_APP_ID and WECHAT_OA_APP_SECRET go together",
    );
    expect(
      loadEnv({
        WECHAT_PROVIDER: "open-platform",
        WECHAT_APP_ID: wx1,
        WECHAT_APP_SECRET: s,
        WECHAT_OA_APP_ID: wx2,
        WECHAT_OA_APP_SECRET: t,
      }).wechat,
    ).toMatchObject({
      provider: "open-platform",
      appId: wx1,
      officialAccount: { appId: wx2, appSecret: t },
    });
  });

  it("stops on a malformed AppID or AppSecret, naming the variable (issue 23 §4)", () => {
    const web = {
      WECHAT_PROVIDER: "open-platform",
      WECHAT_APP_ID: "wx0123456789abcdef",
      WECHAT_APP_SECRET: "0123456789abcdef0123456789abcdef",
    };
    expect(() => loadEnv({ ...web, WECHAT_APP_ID: "wx0123456789abcde" })).toThrow("WECHAT_APP_ID: not a WeChat AppID");
    expect(() => loadEnv({ ...web, WECHAT_APP_SECRET: "0123456789abcdef0123456789abcdef " })).toThrow(
      "WECHAT_APP_SECRET: not a WeChat AppSecret",
    );
    expect(() =>
      loadEnv({ ...web, WECHAT_OA_APP_ID: "gh_0123456789ab", WECHAT_OA_APP_SECRET: "fedcba9876543210fedcba9876543210" }),
    ).toThrow("WECHAT_OA_APP_ID: not a WeChat AppID");
  });
});

describe("a deployment that can open (issue 23 §4)", () => {
  const deployment = {
    NODE_ENV: "production",
    DATABASE_URL: "postgres://u@db:5432/x",
    TOKEN_SECRET: "a-deployment-token-secret-0123456789",
  };
  const providers = {
    PUBLIC_URL: "https://api.shop.example",
    SMS_PROVIDER: "aliyun",
    ALIYUN_SMS_ACCESS_KEY_ID: "LTAI5tExample",
    ALIYUN_SMS_ACCESS_KEY_SECRET: "secretExample",
    ALIYUN_SMS_SIGN_NAME: "迅岚XUNLAN",
    ALIYUN_SMS_TEMPLATE_LOGIN: "SMS_1",
    ALIYUN_SMS_TEMPLATE_RESET: "SMS_2",
    ALIYUN_SMS_TEMPLATE_ORDER: "SMS_3",
    ALIYUN_SMS_TEMPLATE_ARRIVAL: "SMS_4",
    WECHAT_PROVIDER: "open-platform",
    WECHAT_APP_ID: "wx0123456789abcdef",
    WECHAT_APP_SECRET: "0123456789abcdef0123456789abcdef",
    COURIER_PROVIDER: "kuaidi100",
    KUAIDI100_CUSTOMER: "C0FFEE",
    KUAIDI100_KEY: "key",
    KUAIDI100_SALT: "0123456789abcdef",
    STORAGE_PROVIDER: "s3",
    S3_ENDPOINT: "https://oss-cn-shanghai.aliyuncs.com",
    S3_BUCKET: "xunlan",
    S3_REGION: "oss-cn-shanghai",
    S3_ACCESS_KEY_ID: "id",
    S3_SECRET_ACCESS_KEY: "secret",
  };
  const absent = { WAREHOUSE_PROVIDER: "none", RETAIL_PROVIDER: "none", INVOICE_PROVIDER: "none", CUSTOMER_SERVICE_PROVIDER: "none" };

  it("keeps every brand system on its sandbox by default, and the demo's list of sandboxes as it was", () => {
    const env = loadEnv({});
    expect(env.systems).toEqual({ warehouse: "sandbox", retail: "sandbox", invoice: "sandbox", customerService: "sandbox" });
    expect(sandboxProvidersOf(env)).toEqual([
      "sms",
      "wechat",
      "customer-service",
      "storage",
      "retail",
      "warehouse",
      "courier",
      "invoice",
      "cashier",
    ]);
  });

  it("with the providers configured and the brand's systems none, runs no sandbox: no flag needed", () => {
    const env = loadEnv({ ...deployment, ...providers, ...absent });
    expect(env.systems).toEqual({ warehouse: "none", retail: "none", invoice: "none", customerService: "none" });
    // The cashier is the one left (it has its own switch): no sandbox besides it.
    expect(sandboxProvidersOf(env)).toEqual(["cashier"]);
    expect(() =>
      assertSandboxAllowed(
        env,
        sandboxProvidersOf(env).filter((name) => name !== "cashier"),
      ),
    ).not.toThrow();
  });

  it("a system left on its sandbox is still named, and still refused in a deployment", () => {
    const { RETAIL_PROVIDER: _retail, ...rest } = absent;
    const env = loadEnv({ ...deployment, ...providers, ...rest });
    expect(sandboxProvidersOf(env)).toEqual(["retail", "cashier"]);
    expect(() => assertSandboxAllowed(env, ["retail"])).toThrow("sandbox providers (retail)");
  });

  it("refuses a value other than sandbox or none, naming the variable", () => {
    expect(() => loadEnv({ WAREHOUSE_PROVIDER: "wms" })).toThrow(/WAREHOUSE_PROVIDER/);
    expect(() => loadEnv({ CUSTOMER_SERVICE_PROVIDER: "off" })).toThrow(/CUSTOMER_SERVICE_PROVIDER/);
  });

  it("needs PUBLIC_URL (or the provider's own callback) where a provider calls back", () => {
    const { PUBLIC_URL: _url, ...withoutUrl } = providers;
    expect(() => loadEnv({ ...deployment, ...withoutUrl })).toThrow("PUBLIC_URL (or KUAIDI100_CALLBACK_URL) is required in a deployment");
    expect(
      loadEnv({ ...deployment, ...withoutUrl, KUAIDI100_CALLBACK_URL: "https://api.shop.example/providers/kuaidi100/push" }).courier,
    ).toMatchObject({ callbackUrl: "https://api.shop.example/providers/kuaidi100/push" });
    // Development keeps its loopback default.
    expect(() => loadEnv(withoutUrl)).not.toThrow();
  });

  it("stops on a credential pasted with a space, line break or quotes, naming it", () => {
    expect(() => loadEnv({ ...providers, ALIYUN_SMS_ACCESS_KEY_SECRET: "secret\n" })).toThrow(
      "ALIYUN_SMS_ACCESS_KEY_SECRET: contains a space",
    );
    expect(() => loadEnv({ ...providers, KUAIDI100_KEY: '"key"' })).toThrow("KUAIDI100_KEY: contains a space");
  });
});
