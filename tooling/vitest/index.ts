import react from "@vitejs/plugin-react";
import { defaultClientConditions, defaultServerConditions } from "vite";
import { defineConfig, type ViteUserConfig } from "vitest/config";

/** Workspace packages resolve to their `src/` through this export condition. */
export const SOURCE_CONDITION = "@xunlan/source";

export interface PackageTestOptions {
  /** "node" for pure logic and servers, "jsdom" for React components. */
  environment?: "node" | "jsdom";
  /** Extra setup files, relative to the package root. */
  setupFiles?: string[];
  /** Per-test timeout in ms (default 10 000; integration suites may raise it). */
  testTimeout?: number;
  /** Any further vitest options, merged last. */
  test?: NonNullable<ViteUserConfig["test"]>;
}

/**
 * The one vitest config every package composes: source-condition resolution, React,
 * colocated `*.test.ts(x)` files under `src/`.
 */
export function definePackageTestConfig(options: PackageTestOptions = {}): ViteUserConfig {
  return defineConfig({
    plugins: options.environment === "jsdom" ? [react()] : [],
    resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
    ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
    test: {
      environment: options.environment ?? "node",
      include: ["src/**/*.test.{ts,tsx}", "test/**/*.test.{ts,tsx}"],
      setupFiles: options.setupFiles ?? [],
      testTimeout: options.testTimeout ?? 10_000,
      hookTimeout: 60_000,
      ...options.test,
    },
  });
}
