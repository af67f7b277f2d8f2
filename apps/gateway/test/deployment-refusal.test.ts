import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { APP_ROOT } from "../src/kernel/lib/app-root";

/** Runs src/main.ts as `pnpm dev` would, with `env` on top of a clean environment. */
function start(env: Record<string, string>) {
  return spawnSync(process.execPath, ["--import", "tsx", "--conditions=@xunlan/source", "src/main.ts"], {
    cwd: APP_ROOT,
    // The cashier has its own switch (ALLOW_SANDBOX_PAYMENTS): on here, so the SMS and WeChat check is what answers.
    env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "info", PORT: "0", ALLOW_SANDBOX_PAYMENTS: "1", ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
}

describe("a deployment with sandbox providers", () => {
  it("refuses to start (NODE_ENV=production + DATABASE_URL) before touching the database, and says how to allow it", () => {
    // The database URL points nowhere: the refusal must come first.
    const run = start({ NODE_ENV: "production", DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(
      "Refusing to start: sandbox providers (sms, wechat, customer-service, storage, retail, warehouse, courier, invoice)",
    );
    expect(run.stdout).toContain("ALLOW_SANDBOX_PROVIDERS=1");
    expect(run.stdout).not.toContain("database opened");
  });

  it("with ALLOW_SANDBOX_PROVIDERS=1 goes on (and announces the sandbox in the log)", () => {
    const run = start({
      NODE_ENV: "production",
      DATABASE_URL: "postgres://nobody@127.0.0.1:1/none",
      ALLOW_SANDBOX_PROVIDERS: "1",
      TOKEN_SECRET: "a-deployment-token-secret-0123456789",
    });
    // It gets past the check to the (unreachable) database.
    expect(run.stdout).not.toContain("Refusing to start");
    expect(run.stdout).toContain("演示环境 sandbox providers in use");
    expect(run.status).not.toBe(0);
  });

  it("without TOKEN_SECRET is refused before touching the database: no secret of the source signs anything (issue 21 §5)", () => {
    const run = start({ NODE_ENV: "production", DATABASE_URL: "postgres://nobody@127.0.0.1:1/none", ALLOW_SANDBOX_PROVIDERS: "1" });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain("Refusing to start: TOKEN_SECRET");
    expect(run.stdout).not.toContain("database opened");
  });
});
