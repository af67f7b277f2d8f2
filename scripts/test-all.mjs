#!/usr/bin/env node
// Runs every test of the repository, the one command the README and .ci/run give:
//   workspace lint → formatting (Biome) → codegen drift → typecheck → unit/integration tests → build and package
//   checks (publint, attw) → release rehearsal → browser tests.
//
// Suites that need a real PostgreSQL server read TEST_DATABASE_URL. When it is not set, this
// script starts a throwaway cluster from the PostgreSQL binaries on the machine (Debian's
// `postgresql` package; .ci/run installs it) on a free loopback port and removes it afterwards.
// REQUIRE_PG=1 makes every vitest run and the Playwright config fail rather than skip them.
//
// No silent skips, no hidden flakes: vitest and Playwright print one line per skipped test
// (tooling/vitest SkipReporter, e2e/outcome-reporter.ts) and per flaky e2e test; the summary
// lists them all, and the run fails on a skip not on ALLOWED_SKIPS. A flaky e2e test (failed,
// then passed on the retry) is listed under its own banner; it fails the run only with
// E2E_FAIL_ON_FLAKY=1 — on this shared 2-core machine load alone makes journeys miss a 7.5 s
// expectation, and one such miss must not throw away a whole CI run. Read the banner.
import { spawn, spawnSync } from "node:child_process";
import { findPgBin, startThrowawayPostgres } from "./lib/postgres.mjs";

const root = new URL("..", import.meta.url).pathname;
const cleanups = [];
const counts = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
const skips = [];
const flakes = [];

/**
 * Skips that are by design (keep this short; each entry says why). A test matches when its
 * printed line contains `test`.
 */
const ALLOWED_SKIPS = [
  // Checks that belong to one profile, skipped by design in the other (issue 13: each defect is
  // checked at the profile where it was seen): phone-only checks on desktop, desktop-only on 390 px.
  { test: "[desktop] › header.spec.ts › mobile menu ›" },
  { test: "[desktop] › visual.spec.ts › size chart on a phone ›" },
  { test: "[desktop] › visual.spec.ts › toast on the product page ›" },
  { test: "[desktop] › visual.spec.ts › tap targets on a phone ›" },
  { test: "[wechat-mobile] › header.spec.ts › desktop mega-menu ›" },
  { test: "[wechat-mobile] › header.spec.ts › no empty category is linked ›" },
  // Menu 7 is the mobile full menu: the desktop project has the mega-menu and no toggle.
  { test: "[desktop] › storefront.spec.ts › layout behaviour › the mobile menu toggle opens menu 7" },
  { test: "[desktop] › engage.spec.ts › sharing › 分享给好友 in the mobile menu opens WeChat's guide" },
];
const allowed = (line) => ALLOWED_SKIPS.some((entry) => line.includes(entry.test));

function log(msg) {
  console.log(`\n▶ ${msg}`);
}

async function ensurePostgres() {
  if (process.env.TEST_DATABASE_URL) {
    log(`PostgreSQL: using TEST_DATABASE_URL`);
    return;
  }
  if (!findPgBin()) {
    throw new Error("PostgreSQL binaries not found (bash scripts/setup.sh --test, or set TEST_DATABASE_URL)");
  }
  const pg = await startThrowawayPostgres({ quiet: false });
  log(`PostgreSQL: throwaway cluster from ${pg.bin} at ${pg.url}`);
  cleanups.push(() => pg.stop());
  process.env.TEST_DATABASE_URL = pg.url;
}

// Strips ANSI colours so the summary regexes see plain text.
const plain = (s) => s.replace(/\x1b\[[0-9;]*m/g, "");

function tally(output) {
  for (const line of plain(output).split("\n")) {
    // "@xunlan/gateway:test: ⊘ skipped: test/x.pg.test.ts › suite > test" (turbo's prefix first)
    const listed = line.match(/^(?:(\S+?):test(?::e2e|:instances)?:\s*)?(⊘ skipped|⚠ flaky): (.*)$/);
    if (listed) {
      const entry = `${listed[1] ? `${listed[1]} ` : ""}${listed[3]}`;
      (listed[2] === "⚠ flaky" ? flakes : skips).push(entry);
      continue;
    }
    // vitest: "      Tests  12 passed | 1 skipped (13)"
    const v = line.match(/^\S*\s*Tests\s+(.*)\(\d+\)\s*$/);
    if (v) {
      for (const [, n, kind] of v[1].matchAll(/(\d+)\s+(passed|failed|skipped|todo)/g)) {
        if (kind === "todo") counts.skipped += Number(n);
        else counts[kind] += Number(n);
      }
      continue;
    }
    // playwright: "  14 passed (20.1s)", "  1 failed", "  2 skipped"
    const p = line.match(/^\S*test:e2e:\s+(\d+) (passed|failed|skipped|flaky)\b(?: \(|\s*$)/);
    if (p) {
      counts[p[2]] += Number(p[1]);
    }
  }
}

/** Wall time of each stage, printed in the summary (CI's budget is the sum). */
const stageTimes = [];

function run(label, cmd, args, { capture = false } = {}) {
  log(label);
  const stageStarted = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: capture ? ["ignore", "pipe", "pipe"] : "inherit", env: process.env });
    let out = "";
    if (capture) {
      child.stdout.on("data", (d) => {
        out += d;
        process.stdout.write(d);
      });
      child.stderr.on("data", (d) => {
        out += d;
        process.stderr.write(d);
      });
    }
    child.on("exit", (code) => {
      stageTimes.push({ label, secs: Math.round((Date.now() - stageStarted) / 1000), ok: code === 0 });
      if (capture) tally(out);
      if (code === 0) resolve(out);
      else reject(new Error(`${label} failed (exit ${code})`));
    });
  });
}

const turbo = (tasks, { logs = "new-only" } = {}) => ["exec", "turbo", "run", ...tasks, "--concurrency=2", `--output-logs=${logs}`];

async function main() {
  const started = Date.now();
  process.env.REQUIRE_PG = "1";
  process.env.CHROMIUM_PATH ??= "/usr/bin/chromium";
  await ensurePostgres();
  await run("workspace consistency (sherif)", "pnpm", ["exec", "sherif"]);
  // One formatter with sorted imports (issue 22 §6): `pnpm format` writes what this checks.
  await run("formatting and import order (Biome)", "pnpm", ["exec", "biome", "ci", "--linter-enabled=false", "."]);
  // No import cycle, type or value, in the packages and the storefront (issue 22; the gateway
  // checks its own in its lint task).
  await run("import cycles (dpdm)", "pnpm", ["run", "lint:cycles"]);
  await run("codegen, then check generated files match the schema", "pnpm", turbo(["codegen"]));
  const drift = spawnSync("git", ["status", "--porcelain", "--", "**/generated/**"], { cwd: root, encoding: "utf8" });
  if (drift.stdout.trim()) {
    console.error(drift.stdout);
    throw new Error("generated GraphQL files differ from the schema: run `pnpm codegen` and commit");
  }
  await run("lint + typecheck", "pnpm", turbo(["lint", "typecheck"]));
  // test:instances (apps/gateway/instances): built storefront and gateway processes, two of each,
  // on one PostgreSQL database (issue 12 §8); turbo builds both apps first.
  await run("unit and integration tests", "pnpm", turbo(["test", "test:instances"], { logs: "full" }), { capture: true });
  await run("build, then publint + attw on every published package", "pnpm", turbo(["build", "check:package"]));
  // Issue 7 §9: the packages as published install and render outside the workspace (the build
  // above makes its build step a cache hit).
  await run("release rehearsal (changeset version → local registry → scratch app renders)", "node", ["scripts/release-rehearsal.mjs"]);
  await run("browser tests (Playwright, Debian Chromium)", "pnpm", turbo(["test:e2e"], { logs: "full" }), { capture: true });
  const secs = Math.round((Date.now() - started) / 1000);
  console.log(`\nAll checks passed in ${secs}s.`);
}

let exitCode = 0;
try {
  await main();
} catch (err) {
  console.error(`\n✖ ${err.message}`);
  exitCode = 1;
} finally {
  for (const fn of cleanups.reverse()) {
    try {
      fn();
    } catch {}
  }
  const line =
    `${counts.passed} passed, ${counts.failed} failed` +
    (counts.flaky ? `, ${counts.flaky} flaky` : "") +
    (counts.skipped ? `, ${counts.skipped} skipped` : "");
  const unexpected = skips.filter((entry) => !allowed(entry));
  if (skips.length > 0) {
    console.log(`\nskipped (${skips.length}):`);
    for (const entry of skips) console.log(`  ${allowed(entry) ? "allowed   " : "NOT ALLOWED"} ${entry}`);
  }
  // A flaky test failed once and passed on the retry: a race a shopper can hit too, or a test
  // that cannot be trusted. Retries stay on to tell it from a steady failure.
  const failOnFlaky = process.env.E2E_FAIL_ON_FLAKY === "1";
  if (flakes.length > 0) {
    console.log(
      `\n⚠⚠ FLAKY (${flakes.length}) — failed, then passed on retry${failOnFlaky ? "; this fails the run" : " (E2E_FAIL_ON_FLAKY=1 makes this fail the run)"}:`,
    );
    for (const entry of flakes) console.log(`  ${entry}`);
  }
  if (stageTimes.length > 0) {
    console.log("\nstages (wall time):");
    for (const stage of stageTimes) console.log(`  ${stage.ok ? "✓" : "✖"} ${String(stage.secs).padStart(5)} s  ${stage.label}`);
  }
  console.log(`\ntests: ${line}`);
  if (exitCode === 0 && (counts.failed > 0 || (failOnFlaky && counts.flaky > 0) || unexpected.length > 0)) {
    if (unexpected.length > 0) console.error(`✖ ${unexpected.length} skipped test(s) not on ALLOWED_SKIPS in scripts/test-all.mjs`);
    exitCode = 1;
  }
  process.exit(exitCode);
}
