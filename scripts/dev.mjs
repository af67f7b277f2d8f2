#!/usr/bin/env node
// `pnpm dev`: starts the gateway, waits for its /health, then starts the storefront and the
// operations console (apps/ops, OPS_PORT 3100) and announces http://localhost:3000 once both answer;
// in the demo it prints the demo staff accounts the gateway seeded. Ctrl-C (or SIGTERM) stops all; if one
// process exits on its own, the others are stopped too and this script exits with its code.
//
// `pnpm start` (this script with --production): the store as shoppers get it. Builds the gateway
// and the storefront with turbo (a cache hit when nothing changed, so a second start skips the
// build), then serves both with NODE_ENV=production: the gateway on the embedded PGlite with the
// demo data unless DATABASE_URL is set. Without DATABASE_URL this is the README's demo start, so
// the sandbox providers and their tools (SMS outbox) are on, and every page shows 演示环境.
// The storefront runs a worker per core (WEB_CONCURRENCY), the gateway too on PostgreSQL; the
// ready line names every process that serves.
import { spawn, spawnSync } from "node:child_process";
import { describeServer, repoRoot as root, serverProcesses, waitFor } from "./lib/process.mjs";

const GATEWAY_HEALTH = `${(process.env.GATEWAY_URL ?? "http://127.0.0.1:4000").replace(/\/+$/, "")}/health`;
const STOREFRONT_PORT = Number(process.env.PORT ?? 3000);
const STOREFRONT_URL = `http://localhost:${STOREFRONT_PORT}`;
// The operations console (apps/ops, issue 25 §4) on its own port beside the store.
const OPS_PORT = Number(process.env.OPS_PORT ?? 3100);
const OPS_URL = `http://localhost:${OPS_PORT}`;
const READY_TIMEOUT_MS = 180_000;
const KILL_GRACE_MS = 5_000;

const colours = { gateway: "\x1b[36m", storefront: "\x1b[35m", ops: "\x1b[33m" };
const reset = "\x1b[0m";
const children = new Map();
const SHUTDOWN_NOISE = /ERR_PNPM_RECURSIVE_RUN_FIRST_FAIL|Command failed with signal|^\S*\/apps\/[\w-]+:$|ELIFECYCLE/;
let stopping = false;

/** The demo staff accounts the gateway logs at start (demo only), for the ready message. */
let demoStaff = null;

function noteDemoStaff(line) {
  if (demoStaff || !line.includes('"accounts"')) return;
  try {
    const entry = JSON.parse(line.slice(line.indexOf("{")));
    if (Array.isArray(entry.accounts)) demoStaff = entry.accounts;
  } catch {
    // Not the JSON line (a pretty-printed log): the ready message points at the log instead.
  }
}

function prefixLines(name, stream, target) {
  let buffered = "";
  stream.setEncoding("utf8");
  stream.on("data", (chunk) => {
    buffered += chunk;
    const lines = buffered.split("\n");
    buffered = lines.pop() ?? "";
    for (const line of lines) {
      if (name === "gateway") noteDemoStaff(line);
      // pnpm reports the signal we sent as a failure; that is just the shutdown we asked for.
      if (stopping && SHUTDOWN_NOISE.test(line)) continue;
      target.write(`${colours[name]}[${name}]${reset} ${line}\n`);
    }
  });
  stream.on("end", () => {
    if (buffered) target.write(`${colours[name]}[${name}]${reset} ${buffered}\n`);
  });
}

function start(name, args, env = {}) {
  // Own process group, so a signal reaches pnpm and everything it started (tsx, vite).
  const child = spawn("pnpm", args, {
    cwd: root,
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  children.set(name, child);
  prefixLines(name, child.stdout, process.stdout);
  prefixLines(name, child.stderr, process.stderr);
  child.on("exit", (code, signal) => {
    children.delete(name);
    if (!stopping) {
      console.error(`\n${name} exited (${signal ?? code}); stopping the rest.`);
      stop(typeof code === "number" && code !== 0 ? code : 1);
    } else if (children.size === 0) {
      process.exit(process.exitCode ?? 0);
    }
  });
  return child;
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

function stop(exitCode = 0, signal = "SIGTERM") {
  if (stopping) return;
  stopping = true;
  process.exitCode = exitCode;
  if (children.size === 0) process.exit(exitCode);
  for (const child of children.values()) signalGroup(child, signal);
  setTimeout(() => {
    for (const child of children.values()) signalGroup(child, "SIGKILL");
    process.exit(exitCode);
  }, KILL_GRACE_MS).unref();
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    if (stopping) {
      // Second Ctrl-C: do not wait for the grace period.
      for (const child of children.values()) signalGroup(child, "SIGKILL");
      process.exit(130);
    }
    console.log(`\nReceived ${signal}, stopping gateway, storefront and console…`);
    stop(signal === "SIGINT" ? 130 : 143, signal === "SIGHUP" ? "SIGTERM" : signal);
  });
}

/** Waits for a server with the scripts' shared poller; a timeout stops everything. */
async function ready(url, label, accept = (res) => res.ok) {
  try {
    return await waitFor(url, { timeoutMs: READY_TIMEOUT_MS, intervalMs: 500, accept, shouldStop: () => stopping, label });
  } catch (err) {
    console.error(`${err.message}.`);
    stop(1);
    return false;
  }
}

const production = process.argv.includes("--production");
const startedAt = Date.now();
const seconds = () => ((Date.now() - startedAt) / 1000).toFixed(1);

if (production) {
  console.log("▶ building gateway, storefront and operations console (production; turbo skips what is already built)…");
  const build = spawnSync(
    "pnpm",
    [
      "exec",
      "turbo",
      "run",
      "build",
      "--filter=@xunlan/gateway",
      "--filter=@xunlan/storefront",
      "--filter=@xunlan/ops",
      "--output-logs=new-only",
    ],
    { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } },
  );
  if (build.status !== 0) {
    console.error(`build failed (exit ${build.status ?? build.signal}); nothing started.`);
    process.exit(build.status || 1);
  }
  console.log(`▶ built in ${seconds()} s; starting gateway, storefront and operations console…`);
}

// The demo start (production build, no DATABASE_URL) keeps the sandbox tools on: the SMS outbox
// is how a visitor reads the code of a demo sign-in. A deployment sets DATABASE_URL and gets none.
const demoEnv = production && !process.env.DATABASE_URL ? { SANDBOX_TOOLS: process.env.SANDBOX_TOOLS ?? "1" } : {};
const script = production ? "start" : "dev";
start("gateway", ["--filter", "@xunlan/gateway", script], { ...demoEnv, ...(production ? { NODE_ENV: "production" } : {}) });
if (await ready(GATEWAY_HEALTH, "gateway")) {
  console.log(`gateway healthy at ${GATEWAY_HEALTH}`);
  start("storefront", ["--filter", "@xunlan/storefront", script], production ? { NODE_ENV: "production" } : {});
  start("ops", ["--filter", "@xunlan/ops", script], {
    OPS_PORT: String(OPS_PORT),
    GATEWAY_URL: GATEWAY_HEALTH.replace(/\/health$/, ""),
    ...(production ? { NODE_ENV: "production" } : {}),
  });
  const opsReady = ready(`${OPS_URL}/`, "operations console");
  if ((await ready(STOREFRONT_URL, "storefront", (res) => res.status < 500)) && (await opsReady)) {
    // Every process that serves (issue 27 §2): WEB_CONCURRENCY workers per app in production.
    const serving = production
      ? `\n  gateway: ${describeServer(serverProcesses(children.get("gateway")?.pid))} · storefront: ${describeServer(serverProcesses(children.get("storefront")?.pid))}`
      : "";
    console.log(
      `\n  迅岚 XUNLAN storefront ready → ${STOREFRONT_URL}  (${production ? "production build" : "development"}, ${seconds()} s after this command started)${serving}\n  运营后台 operations console → ${OPS_URL}\n  (gateway ${GATEWAY_HEALTH.replace(/\/health$/, "")}; Ctrl-C stops all three)\n`,
    );
    // The demo's staff (seeded only outside a deployment): how to sign in to the console.
    if (demoStaff?.length) {
      console.log(`  演示员工 demo staff (password ${demoStaff[0].password}; 动态码: add the TOTP secret to an authenticator app):`);
      for (const account of demoStaff)
        console.log(`    ${account.loginName.padEnd(24)} ${account.role.padEnd(17)} TOTP ${account.totpSecret}`);
      console.log("");
    } else if (!process.env.DATABASE_URL) {
      console.log(
        '  演示员工 demo staff: demo-<role>, password xunlan-demo-staff; TOTP secrets in the gateway\'s start log ("demo staff accounts")\n',
      );
    }
  }
}
