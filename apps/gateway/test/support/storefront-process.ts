import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { APP_ROOT } from "../../src/kernel/lib/app-root";

/** The storefront's built server (`pnpm --filter @xunlan/storefront build`, nitro's output). */
export const STOREFRONT_SERVER = join(APP_ROOT, "..", "storefront", ".output", "server", "index.mjs");

/** A built storefront started as its own process (`node .output/server/index.mjs`, NODE_ENV=production). */
export interface StorefrontProcess {
  readonly origin: string;
  /** Resolves once it answers /robots.txt (which needs no gateway). */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** The started process's pid (the cluster's primary when WEB_CONCURRENCY > 1). */
  readonly pid: number | undefined;
  /** The whole environment it is started with (nothing else of the test's own reaches it). */
  readonly env: Readonly<Record<string, string>>;
}

/**
 * Spawns the storefront's production server on 127.0.0.1:`port` in front of `gatewayUrl`. Throws
 * when the build is missing (turbo's test:instances depends on the storefront's build).
 */
export function createStorefrontProcess(options: { port: number; gatewayUrl: string; env?: Record<string, string> }): StorefrontProcess {
  if (!existsSync(STOREFRONT_SERVER)) {
    throw new Error(
      `${STOREFRONT_SERVER} is missing: build the storefront first (pnpm exec turbo run build --filter=@xunlan/storefront...)`,
    );
  }
  const origin = `http://127.0.0.1:${options.port}`;
  let child: ChildProcess | null = null;
  let stderr = "";
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(options.port),
    GATEWAY_URL: options.gatewayUrl,
    // One worker unless a test asks for more (the production default is one per core).
    WEB_CONCURRENCY: "1",
    ...options.env,
  };
  return {
    origin,
    env,
    get pid() {
      return child?.pid;
    },
    async start() {
      stderr = "";
      const proc = spawn(process.execPath, [STOREFRONT_SERVER], {
        cwd: join(STOREFRONT_SERVER, "..", "..", ".."),
        env,
        stdio: ["ignore", "ignore", "pipe"],
      });
      proc.stderr?.on("data", (chunk: Buffer) => {
        stderr = (stderr + chunk.toString("utf8")).slice(-10_000);
      });
      child = proc;
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline) {
        if (proc.exitCode !== null || proc.signalCode !== null)
          throw new Error(`storefront exited (${proc.exitCode ?? proc.signalCode}): ${stderr.slice(-2000)}`);
        try {
          if ((await fetch(`${origin}/robots.txt`)).ok) return;
        } catch {
          // Not listening yet.
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`storefront did not start: ${stderr.slice(-2000)}`);
    },
    async stop() {
      const proc = child;
      if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
      const exited = new Promise((resolve) => proc.once("exit", resolve));
      proc.kill("SIGTERM");
      await exited;
    },
  };
}
