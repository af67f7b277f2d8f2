import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { APP_ROOT } from "../../src/kernel/lib/app-root";

/** A gateway started as its own process (src/main.ts through tsx, or the built dist/main.js), as a deployment runs it. */
export interface GatewayProcess {
  readonly origin: string;
  /** Starts it (again) and resolves once /health answers 200. */
  start(): Promise<void>;
  /** kill -9: no shutdown hook runs, in-flight requests and transactions are cut. */
  kill(): Promise<void>;
  /** A normal stop (SIGTERM). */
  stop(): Promise<void>;
  /** Resolves when the process is up (immediately when it is). */
  ready(): Promise<void>;
  /** The started process's pid (the cluster's primary under WEB_CONCURRENCY > 1). */
  readonly pid: number | undefined;
  /** How many times it was started. */
  readonly starts: number;
  /** The whole environment it is started with (nothing else of the test's own reaches it). */
  readonly env: Readonly<Record<string, string>>;
}

/**
 * Spawns `node --conditions=@xunlan/source --import tsx src/main.ts` on `databaseUrl` (one node
 * process, so SIGKILL reaches the gateway itself, not a wrapper) with `env` added. `built`: the
 * production bundle instead, `node dist/main.js` with NODE_ENV=production (`pnpm build` first).
 * `onLog` receives each line the gateway writes to stdout (pino's JSON lines). Test-only: the app
 * reads its environment in src/env.ts.
 */
export function createGatewayProcess(options: {
  databaseUrl: string;
  port: number;
  env?: Record<string, string>;
  built?: boolean;
  onLog?: (line: string) => void;
}): GatewayProcess {
  const tsx = createRequire(join(APP_ROOT, "package.json")).resolve("tsx");
  const origin = `http://127.0.0.1:${options.port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "xunlan-gw-process-"));
  let child: ChildProcess | null = null;
  let up: Promise<void> = Promise.reject(new Error("not started"));
  up.catch(() => {});
  let starts = 0;
  let stderr = "";
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    NODE_ENV: options.built ? "production" : "development",
    DATABASE_URL: options.databaseUrl,
    PGLITE_DATA_DIR: join(dataDir, "pglite"),
    PORT: String(options.port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    // One process unless a test asks for workers (a deployment's default is one per core).
    WEB_CONCURRENCY: "1",
    ...options.env,
  };

  async function waitHealthy(proc: ChildProcess): Promise<void> {
    const deadline = Date.now() + 180_000;
    while (Date.now() < deadline) {
      if (proc.exitCode !== null || proc.signalCode !== null)
        throw new Error(`gateway exited (${proc.exitCode ?? proc.signalCode}): ${stderr.slice(-2000)}`);
      try {
        const res = await fetch(`${origin}/health`);
        if (res.ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`gateway did not become healthy: ${stderr.slice(-2000)}`);
  }

  const gateway: GatewayProcess = {
    origin,
    env,
    get starts() {
      return starts;
    },
    get pid() {
      return child?.pid;
    },
    start() {
      starts += 1;
      stderr = "";
      const args = options.built
        ? ["--enable-source-maps", "dist/main.js"]
        : ["--conditions=@xunlan/source", "--import", tsx, "src/main.ts"];
      const proc = spawn(process.execPath, args, {
        cwd: APP_ROOT,
        env,
        stdio: ["ignore", options.onLog ? "pipe" : "ignore", "pipe"],
      });
      if (options.onLog) {
        const onLog = options.onLog;
        let partial = "";
        proc.stdout?.on("data", (chunk: Buffer) => {
          const lines = (partial + chunk.toString("utf8")).split("\n");
          partial = lines.pop() ?? "";
          for (const line of lines) if (line) onLog(line);
        });
      }
      proc.stderr?.on("data", (chunk: Buffer) => {
        stderr = (stderr + chunk.toString("utf8")).slice(-10_000);
      });
      child = proc;
      up = waitHealthy(proc);
      return up;
    },
    async kill() {
      const proc = child;
      if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
      const exited = new Promise((resolve) => proc.once("exit", resolve));
      proc.kill("SIGKILL");
      await exited;
    },
    async stop() {
      const proc = child;
      if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
      const exited = new Promise((resolve) => proc.once("exit", resolve));
      proc.kill("SIGTERM");
      await exited;
    },
    ready: () => up,
  };
  return gateway;
}

/** A free loopback port (the OS picks one). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
