import { spawnSync } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { APP_ROOT } from "../src/kernel/lib/app-root";

// A deployment with the LitePOS cashier: src/main.ts as `pnpm start` would run it, on a clean
// environment (keys generated for the run). The database URL points nowhere: what matters is
// how far the start gets.
const merchant = generateKeyPairSync("rsa", { modulusLength: 2048 });
const platform = generateKeyPairSync("rsa", { modulusLength: 2048 });
const LITEPOS = {
  PAYMENT_PROVIDER: "litepos",
  LITEPOS_BASE_URL: "http://127.0.0.1:1",
  LITEPOS_APP_ID: "28lp00000001",
  LITEPOS_BRAND_CODE: "999888",
  LITEPOS_STORE_SN: "XLWEB01",
  LITEPOS_WORKSTATION_SN: "0",
  LITEPOS_MERCHANT_PRIVATE_KEY: String(merchant.privateKey.export({ type: "pkcs8", format: "pem" })),
  LITEPOS_PLATFORM_PUBLIC_KEY: String(platform.publicKey.export({ type: "spki", format: "pem" })),
  PUBLIC_URL: "https://api.xunlan.example",
};

function start(env: Record<string, string>) {
  return spawnSync(process.execPath, ["--import", "tsx", "--conditions=@xunlan/source", "src/main.ts"], {
    cwd: APP_ROOT,
    // The other sandboxes (SMS, WeChat, …) are allowed: the cashier is what is under test.
    env: {
      PATH: process.env.PATH ?? "",
      LOG_LEVEL: "info",
      PORT: "0",
      NODE_ENV: "production",
      DATABASE_URL: "postgres://nobody@127.0.0.1:1/none",
      ALLOW_SANDBOX_PROVIDERS: "1",
      TOKEN_SECRET: "litepos-start-test-token-secret-0123456789",
      ...env,
    },
    encoding: "utf8",
    timeout: 60_000,
  });
}

describe("a deployment with PAYMENT_PROVIDER=litepos", () => {
  it("starts without ALLOW_SANDBOX_PAYMENTS, and the cashier is no sandbox", () => {
    const run = start(LITEPOS);
    expect(run.stdout).not.toContain("PAYMENT_PROVIDER=sandbox in a deployment");
    const announced = run.stdout.split("\n").find((line) => line.includes("演示环境 sandbox providers in use"));
    const sandbox = (JSON.parse(announced!) as { sandbox: string[] }).sandbox;
    expect(sandbox).toContain("sms");
    expect(sandbox).not.toContain("cashier");
    // Past every check, to the (unreachable) database's migrations.
    expect(run.stdout).toContain("database opened");
    expect(run.stderr).toContain('Failed query: CREATE SCHEMA IF NOT EXISTS "drizzle"');
  });

  it("stops before the database when a key is malformed or a variable missing, naming it", () => {
    const bad = start({ ...LITEPOS, LITEPOS_MERCHANT_PRIVATE_KEY: "-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----" });
    expect(bad.status).not.toBe(0);
    expect(bad.stderr).toContain("LITEPOS_MERCHANT_PRIVATE_KEY: not a readable RSA private key");
    expect(bad.stdout).not.toContain("database opened");
    const { LITEPOS_PLATFORM_PUBLIC_KEY: _drop, ...missing } = LITEPOS;
    const none = start(missing);
    expect(none.status).not.toBe(0);
    expect(none.stderr).toContain("PAYMENT_PROVIDER=litepos needs LITEPOS_PLATFORM_PUBLIC_KEY");
  });
});
