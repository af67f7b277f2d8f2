#!/usr/bin/env node
// Starts the built gateway (dist/main.js) on a new, empty database on the PostgreSQL server of
// TEST_DATABASE_URL — migrations and the seed run on start, as in a deployment — and drops that
// database when stopped (SIGTERM/SIGINT) or when the gateway exits. The browser tests'
// desktop-postgres project uses it (apps/storefront/playwright.config.ts).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import pg from "pg";

const serverUrl = process.env.TEST_DATABASE_URL?.trim();
if (!serverUrl) {
  console.error("start-on-fresh-database: TEST_DATABASE_URL is not set");
  process.exit(2);
}
const name = `e2e_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;

async function admin(statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

await admin(`create database "${name}"`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const { TEST_DATABASE_URL: _, ...env } = process.env;
const gateway = spawn(process.execPath, ["--enable-source-maps", "dist/main.js"], {
  cwd: new URL("..", import.meta.url).pathname,
  env: { ...env, NODE_ENV: env.NODE_ENV ?? "production", DATABASE_URL: url.toString() },
  stdio: "inherit",
});

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  if (gateway.exitCode === null && gateway.signalCode === null) {
    gateway.kill("SIGTERM");
    await once(gateway, "exit");
  }
  try {
    await admin(`drop database if exists "${name}" with (force)`);
  } catch (error) {
    console.error(`start-on-fresh-database: could not drop ${name}: ${error.message}`);
  }
  process.exit(code);
}
process.on("SIGTERM", () => void stop(0));
process.on("SIGINT", () => void stop(0));
gateway.on("exit", (code) => void stop(code ?? 1));
