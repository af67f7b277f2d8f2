import { spawnSync } from "node:child_process";
import { generateKeyPairSync, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { APP_ROOT } from "../src/kernel/lib/app-root";

// Issue 23 §4: a deployment (NODE_ENV=production with DATABASE_URL) with every provider real —
// 收钱吧 LitePOS, 快递100, 阿里云短信, the WeChat open platform, an S3 bucket — and the brand's own
// systems declared absent starts with no ALLOW_SANDBOX_* flag. src/main.ts as `pnpm start` runs
// it, on a clean environment, keys made for the run. The database URL points nowhere: what
// matters is how far the start gets (the browser journey, e2e/opening.spec.ts, goes all the way).
const merchant = generateKeyPairSync("rsa", { modulusLength: 2048 });
const platform = generateKeyPairSync("rsa", { modulusLength: 2048 });
const hex = (bytes: number) => randomBytes(bytes).toString("hex");
const OPENING = {
  NODE_ENV: "production",
  DATABASE_URL: "postgres://nobody@127.0.0.1:1/none",
  TOKEN_SECRET: hex(24),
  PUBLIC_URL: "https://api.xunlan.example",
  PAYMENT_PROVIDER: "litepos",
  LITEPOS_BASE_URL: "http://127.0.0.1:1",
  LITEPOS_APP_ID: "28lp00000001",
  LITEPOS_BRAND_CODE: "999888",
  LITEPOS_STORE_SN: "XLWEB01",
  LITEPOS_WORKSTATION_SN: "0",
  LITEPOS_MERCHANT_PRIVATE_KEY: String(merchant.privateKey.export({ type: "pkcs8", format: "pem" })),
  LITEPOS_PLATFORM_PUBLIC_KEY: String(platform.publicKey.export({ type: "spki", format: "pem" })),
  SMS_PROVIDER: "aliyun",
  ALIYUN_SMS_ACCESS_KEY_ID: `LTAI${hex(10)}`,
  ALIYUN_SMS_ACCESS_KEY_SECRET: hex(15),
  ALIYUN_SMS_SIGN_NAME: "迅岚XUNLAN",
  ALIYUN_SMS_TEMPLATE_LOGIN: "SMS_100001",
  ALIYUN_SMS_TEMPLATE_RESET: "SMS_100002",
  ALIYUN_SMS_TEMPLATE_ORDER: "SMS_100003",
  ALIYUN_SMS_TEMPLATE_ARRIVAL: "SMS_100004",
  WECHAT_PROVIDER: "open-platform",
  WECHAT_APP_ID: `wx${hex(8)}`,
  WECHAT_APP_SECRET: hex(16),
  COURIER_PROVIDER: "kuaidi100",
  KUAIDI100_CUSTOMER: hex(16).toUpperCase(),
  KUAIDI100_KEY: hex(8),
  KUAIDI100_SALT: hex(12),
  STORAGE_PROVIDER: "s3",
  S3_ENDPOINT: "https://oss-cn-shanghai.aliyuncs.com",
  S3_BUCKET: "xunlan-uploads",
  S3_REGION: "oss-cn-shanghai",
  S3_ACCESS_KEY_ID: hex(8),
  S3_SECRET_ACCESS_KEY: hex(16),
  WAREHOUSE_PROVIDER: "none",
  RETAIL_PROVIDER: "none",
  INVOICE_PROVIDER: "none",
  CUSTOMER_SERVICE_PROVIDER: "none",
};

function start(env: Record<string, string>) {
  return spawnSync(process.execPath, ["--import", "tsx", "--conditions=@xunlan/source", "src/main.ts"], {
    cwd: APP_ROOT,
    env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "info", PORT: "0", ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
}

// Each test starts src/main.ts through tsx (3–15 s on a busy machine): one start per test, and
// room for a slow one.
describe("a deployment with real providers and the brand's systems declared absent (issue 23 §4)", { timeout: 90_000 }, () => {
  it("starts without any ALLOW_SANDBOX_* flag, runs no sandbox and says what is absent", () => {
    const run = start(OPENING);
    expect(run.stdout).not.toContain("Refusing to start");
    expect(run.stdout).not.toContain("演示环境 sandbox providers in use");
    const absent = run.stdout.split("\n").find((line) => line.includes("brand systems declared absent"));
    expect(JSON.parse(absent!)).toMatchObject({ absent: ["warehouse", "retail", "invoice", "customerService"] });
    // Past every check, to the (unreachable) database's migrations.
    expect(run.stdout).toContain("database opened");
    expect(run.status).not.toBe(0);
  });

  it("stops before the database when a credential is missing, naming it", () => {
    const { ALIYUN_SMS_SIGN_NAME: _sign, ...withoutSign } = OPENING;
    const missing = start(withoutSign);
    expect(missing.status).not.toBe(0);
    expect(missing.stderr).toContain("SMS_PROVIDER=aliyun needs ALIYUN_SMS_SIGN_NAME");
    expect(missing.stdout).not.toContain("database opened");
  });

  it("stops before the database when a credential is malformed, naming it", () => {
    const malformed = start({ ...OPENING, WECHAT_APP_SECRET: `${OPENING.WECHAT_APP_SECRET} ` });
    expect(malformed.status).not.toBe(0);
    expect(malformed.stderr).toContain("WECHAT_APP_SECRET: not a WeChat AppSecret");
    expect(malformed.stdout).not.toContain("database opened");
  });

  it("one brand system left on its sandbox is refused without ALLOW_SANDBOX_PROVIDERS, by name", () => {
    const run = start({ ...OPENING, INVOICE_PROVIDER: "sandbox" });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain("Refusing to start: sandbox providers (invoice)");
    expect(run.stdout).not.toContain("database opened");
  });
});
