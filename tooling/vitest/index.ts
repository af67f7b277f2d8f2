import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defaultServerConditions } from "vite";
import { defineConfig, type ViteUserConfig } from "vitest/config";
import type { Reporter, TestModule, Vitest } from "vitest/node";

/** Fails a CI / REQUIRE_PG=1 run that would skip a `*.pg.test.ts` file for want of TEST_DATABASE_URL. */
const POSTGRES_GUARD = fileURLToPath(new URL("./postgres-guard.ts", import.meta.url));
/** Testing Library settings of every jsdom package (jsdom-setup.ts). */
const JSDOM_SETUP = fileURLToPath(new URL("./jsdom-setup.ts", import.meta.url));

/**
 * Test files that need a real PostgreSQL server (TEST_DATABASE_URL) are named `*.pg.test.ts`.
 * Locally, without the URL, they skip, and the skip shows in the summary.
 */
export const POSTGRES_TEST_FILE = /\.pg\.test\.[cm]?[jt]sx?$/;

const truthy = (value: string | undefined) => value !== undefined && value !== "" && value !== "0" && value !== "false";

/** Whether this run must not skip the PostgreSQL suites: CI is set, or REQUIRE_PG=1. */
export function postgresRequired(env: NodeJS.ProcessEnv = process.env): boolean {
  return truthy(env.CI) || truthy(env.REQUIRE_PG);
}

/**
 * The failure message when `files` include a PostgreSQL suite that cannot run, or null.
 * Pure, so the rule is testable without starting vitest.
 */
export function missingPostgresProblem(files: readonly string[], env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.TEST_DATABASE_URL?.trim() || !postgresRequired(env)) return null;
  const needing = files.filter((file) => POSTGRES_TEST_FILE.test(file));
  if (needing.length === 0) return null;
  const why = truthy(env.CI) ? "CI is set" : "REQUIRE_PG=1";
  return (
    `PostgreSQL required: ${why} but TEST_DATABASE_URL is not, so these suites would skip:\n` +
    needing.map((file) => `  - ${file}`).join("\n") +
    "\nSet TEST_DATABASE_URL (pnpm test:all starts a throwaway server), or unset CI/REQUIRE_PG to skip them visibly."
  );
}

/** Prefix of the lines scripts/test-all.mjs collects into its summary (and checks against its allow-list). */
export const SKIP_LINE_PREFIX = "⊘ skipped:";

/**
 * Prints one line per skipped or todo test at the end of a run — `⊘ skipped: <file> › <name>` —
 * because vitest's summary only counts them. A skip that nobody sees is how suites rot.
 */
export class SkipReporter implements Reporter {
  private nameFilter = false;

  onInit(vitest: Vitest): void {
    // `vitest -t name` marks every other test skipped: those are the developer's choice, not rot.
    this.nameFilter = Boolean(vitest.config.testNamePattern);
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    if (this.nameFilter) return;
    const lines: string[] = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const result = test.result();
        if (result.state !== "skipped") continue;
        const mode = test.options.mode === "todo" ? " (todo)" : "";
        const note = result.note ? ` — ${result.note}` : "";
        lines.push(`${SKIP_LINE_PREFIX} ${module.relativeModuleId} › ${test.fullName}${mode}${note}`);
      }
    }
    if (lines.length > 0) console.log(`\n${lines.join("\n")}\n`);
  }
}

/** Workspace packages resolve to their `src/` through this export condition. */
export const SOURCE_CONDITION = "@xunlan/source";

export interface PackageTestOptions {
  /** "node" for pure logic and servers, "jsdom" for React components. */
  environment?: "node" | "jsdom";
  /** Extra setup files, relative to the package root. */
  setupFiles?: string[];
  /** Per-test timeout in ms (default 30 000: a ceiling for a stuck test on a loaded 2-core machine, not a speed goal; integration suites may raise it). */
  testTimeout?: number;
  /** Any further vitest options, merged last. */
  test?: NonNullable<ViteUserConfig["test"]>;
}

/**
 * The one vitest config every package composes: source-condition resolution, React,
 * colocated `*.test.ts(x)` files under `src/`; files named `*.pg.test.ts` need TEST_DATABASE_URL
 * (a global setup fails a CI or REQUIRE_PG=1 run without it); every skipped test is listed.
 */
export function definePackageTestConfig(options: PackageTestOptions = {}): ViteUserConfig {
  return defineConfig({
    plugins: options.environment === "jsdom" ? [react()] : [],
    resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
    ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
    test: {
      environment: options.environment ?? "node",
      include: ["src/**/*.test.{ts,tsx}", "test/**/*.test.{ts,tsx}"],
      setupFiles: [...(options.environment === "jsdom" ? [JSDOM_SETUP] : []), ...(options.setupFiles ?? [])],
      globalSetup: [POSTGRES_GUARD],
      reporters: ["default", new SkipReporter()],
      testTimeout: options.testTimeout ?? 30_000,
      hookTimeout: 60_000,
      // One worker runs many files instead of a fresh process (and jsdom) per file: 3–5× less
      // wall time on a 2-core machine (ucenter: 40 s instead of 3 min 25 s). Files must not leak
      // state into each other: no module mocks here, and stubbed globals and env are undone.
      isolate: false,
      unstubGlobals: true,
      unstubEnvs: true,
      ...options.test,
    },
  });
}
