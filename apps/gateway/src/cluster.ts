import cluster, { type Worker } from "node:cluster";
import type { IncomingMessage, ServerResponse } from "node:http";
import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import { AggregatorRegistry, Gauge, Registry } from "prom-client";
import { type CaptchaLog, createCaptchaLog } from "./flows/sandbox";
import type { GatewayMetrics } from "./http/metrics";
import type { Database } from "./kernel/db";
import type { GatewayEnv } from "./kernel/env";

/**
 * More than one core (issue 27 §2): on PostgreSQL the gateway runs WEB_CONCURRENCY worker
 * processes (node:cluster) sharing its port. Each worker is a whole gateway (main.ts); what one
 * keeps in memory stays coherent with the others' through the database, as between instances:
 * - the catalogue cache answers under the database's catalogue version, moved by every write's
 *   NOTIFY (catalog-generation.ts), so every worker answers the same generation;
 * - member tokens (xunlan_token_revoked) and revoked guest tokens (xunlan_guest_token_revoked) by
 *   NOTIFY, as before;
 * - rate limits, SMS windows, stock, orders, payments live in tables; the sweeps take advisory
 *   locks, so N workers run each once.
 * Per process and harmless: the facet cache (a minute), the retail sync throttle (10 minutes per
 * member), WeChat's access tokens. The sandbox tools' captcha answers are announced to every
 * worker ({@link sharedCaptchaLog}); with the tools on the default is one worker all the same.
 *
 * PGlite is one process and stays single (env.ts). The primary serves nothing: it forks worker 1,
 * which migrates and seeds, then the others once it listens; starts a worker that dies again
 * (logged; more than five in a minute, or one that fails before any listened, stop the gateway);
 * on SIGTERM/SIGINT stops every worker (each finishes its requests, main.ts) and exits; and
 * answers the workers' /metrics with the sum of every worker's registry (prom-client's
 * AggregatorRegistry.aggregate) and `cluster_workers`.
 */

/** Response header naming the worker that answered (node:cluster's worker id, new for a restarted one); only under a cluster. */
export const WORKER_HEADER = "x-gateway-worker";
/**
 * The IPC messages of /metrics: a worker says its registry is `ready`; the primary `collect`s
 * every ready worker's metrics as JSON (answered with `json`); a worker's scrape asks the primary
 * (`scrape`) and gets the sum (`text`). The storefront's primary speaks the same.
 */
const METRICS = {
  ready: "xunlan:metrics-ready",
  collect: "xunlan:metrics-collect",
  json: "xunlan:metrics-json",
  scrape: "xunlan:metrics-scrape",
  text: "xunlan:metrics-text",
} as const;
type ClusterMessage = { type?: unknown; id?: unknown; text?: unknown; metrics?: unknown } | null;
type MetricsJson = Awaited<ReturnType<Registry["getMetricsAsJSON"]>>;
const RESTARTS_PER_MINUTE = 5;
const STOP_GRACE_MS = 30_000;

/**
 * In the primary of a cluster (`env.workers` > 1): forks and minds the workers and returns true;
 * the caller then serves nothing. Otherwise (a worker, or one process) returns false.
 */
export function startClusterPrimary(env: Pick<GatewayEnv, "workers" | "workersRefused">, logger: Logger): boolean {
  if (env.workersRefused !== undefined && cluster.isPrimary)
    logger.warn(
      { asked: env.workersRefused },
      "WEB_CONCURRENCY ignored: PGlite is one process, the gateway runs one (set DATABASE_URL for workers)",
    );
  if (env.workers <= 1 || !cluster.isPrimary) return false;

  const own = new Registry();
  own.setDefaultLabels({ service: "gateway" });
  const workersGauge = new Gauge({
    name: "cluster_workers",
    help: "Worker processes serving (node:cluster)",
    registers: [],
    collect() {
      this.set(Object.values(cluster.workers ?? {}).filter((w) => w?.isConnected()).length);
    },
  });
  own.registerMetric(workersGauge);
  /** Workers whose registry answers collections. */
  const ready = new Set<Worker>();
  let collections = 0;
  /** Every ready worker's metrics as JSON; a worker that does not answer within 2 s is left out. */
  const collect = () =>
    new Promise<MetricsJson[]>((resolve) => {
      const id = ++collections;
      const waiting = new Set([...ready].filter((w) => w.isConnected()));
      const got: MetricsJson[] = [];
      const finish = () => {
        clearTimeout(timer);
        cluster.off("message", onMessage);
        resolve(got);
      };
      const timer = setTimeout(finish, 2_000);
      function onMessage(worker: Worker, message: ClusterMessage) {
        if (message?.type !== METRICS.json || message.id !== id || !waiting.delete(worker)) return;
        got.push(message.metrics as MetricsJson);
        if (waiting.size === 0) finish();
      }
      cluster.on("message", onMessage);
      for (const worker of waiting) worker.send({ type: METRICS.collect, id });
      if (waiting.size === 0) finish();
    });
  cluster.on("message", (worker: Worker, message: ClusterMessage) => {
    if (message?.type === METRICS.ready) ready.add(worker);
    if (message?.type !== METRICS.scrape) return;
    Promise.all([collect(), own.metrics()]).then(
      async ([all, mine]) => {
        const text = `${await AggregatorRegistry.aggregate(all).metrics()}\n${mine}`;
        if (worker.isConnected()) worker.send({ type: METRICS.text, id: message.id, text });
      },
      (err: unknown) => logger.warn({ err }, "metrics of the workers not gathered"),
    );
  });

  let stopping = false;
  // Until a worker has listened, a worker that exits is a failed start (a database that cannot
  // be reached, a bad setting): the gateway exits with its code, as one process would.
  let started = false;
  const restarts: number[] = [];
  const fork = (id: number): Worker => {
    const worker = cluster.fork();
    const pid = worker.process.pid;
    worker.once("listening", () => {
      started = true;
      logger.info({ worker: id, id: worker.id, pid }, "gateway worker listening");
    });
    worker.once("exit", (code, signal) => {
      ready.delete(worker);
      if (stopping) return;
      if (!started) {
        logger.fatal({ worker: id, pid, code, signal }, "gateway worker failed to start; stopping");
        stop(typeof code === "number" && code !== 0 ? code : 1, "SIGTERM");
        return;
      }
      const now = Date.now();
      restarts.push(now);
      while (restarts.length > 0 && restarts[0]! < now - 60_000) restarts.shift();
      if (restarts.length > RESTARTS_PER_MINUTE) {
        logger.fatal(
          { worker: id, pid, code, signal, restarts: restarts.length },
          "gateway worker exited again: too many restarts in a minute, stopping",
        );
        stop(1, "SIGTERM");
        return;
      }
      logger.error({ worker: id, pid, code, signal }, "gateway worker exited; starting it again");
      fork(id);
    });
    return worker;
  };

  function stop(code: number, signal: NodeJS.Signals): void {
    if (stopping) return;
    stopping = true;
    const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    logger.info({ signal, workers: alive.length }, "stopping the workers");
    if (alive.length === 0) process.exit(code);
    let left = alive.length;
    for (const worker of alive) {
      worker.once("exit", () => {
        left -= 1;
        if (left === 0) {
          logger.info("bye");
          logger.flush();
          process.exit(code);
        }
      });
      worker.process.kill(signal);
    }
    setTimeout(() => {
      for (const worker of alive) worker.process.kill("SIGKILL");
      process.exit(code);
    }, STOP_GRACE_MS).unref();
  }
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => stop(0, signal));

  logger.info({ workers: env.workers, pid: process.pid }, "gateway primary: forking the workers (WEB_CONCURRENCY)");
  // Worker 1 alone first: it applies the migrations and the seed; the others start once it listens.
  fork(1).once("listening", () => {
    for (let id = 2; id <= env.workers; id++) fork(id);
  });
  return true;
}

/** In a cluster worker: every answer names the worker (WORKER_HEADER); otherwise `listener` itself. */
export function inWorker<L extends (req: IncomingMessage, res: ServerResponse) => unknown>(listener: L): L {
  const id = cluster.isWorker ? cluster.worker?.id : undefined;
  if (id === undefined) return listener;
  const name = String(id);
  return ((req: IncomingMessage, res: ServerResponse) => {
    res.setHeader(WORKER_HEADER, name);
    return listener(req, res);
  }) as L;
}

/**
 * In a cluster worker: `GET /metrics` answers every worker's metrics, summed by the primary (this
 * worker's own if the primary does not answer within 5 s). Otherwise `metrics` itself.
 */
export function clusterMetrics(metrics: GatewayMetrics): GatewayMetrics {
  if (!cluster.isWorker) return metrics;
  process.on("message", (message: ClusterMessage) => {
    if (message?.type !== METRICS.collect) return;
    void metrics.registry.getMetricsAsJSON().then((json) => process.send?.({ type: METRICS.json, id: message.id, metrics: json }));
  });
  process.send?.({ type: METRICS.ready });
  let asked = 0;
  const scrape = () =>
    new Promise<string>((resolve) => {
      const id = ++asked;
      const done = (text: Promise<string> | string) => {
        clearTimeout(timer);
        process.off("message", onMessage);
        resolve(text);
      };
      const timer = setTimeout(() => done(metrics.registry.metrics()), 5_000);
      function onMessage(message: ClusterMessage) {
        if (message?.type === METRICS.text && message.id === id && typeof message.text === "string") done(message.text);
      }
      process.on("message", onMessage);
      process.send?.({ type: METRICS.scrape, id });
    });
  return {
    ...metrics,
    route: (token) => ({
      prefix: "/metrics",
      async handle(request, { subpath }) {
        if (subpath !== "" && subpath !== "/") return new Response("not found", { status: 404 });
        if (token && request.headers.get("authorization") !== `Bearer ${token}`) return new Response("not found", { status: 404 });
        return new Response(await scrape(), {
          headers: { "content-type": metrics.registry.contentType, "cache-control": "no-store" },
        });
      },
    }),
  };
}

/** NOTIFY channel on which a worker shares the captcha answers it issued (sandbox tools only). */
export const SANDBOX_CAPTCHA_CHANNEL = "xunlan_sandbox_captcha";

/**
 * The sandbox tools' captcha answers (GET /sandbox/captcha/:id, read by browser tests and the
 * bench) shared by every worker: each issued answer is announced (NOTIFY) and kept by all; a
 * worker asked for one it has not heard of yet waits for it (at most 2 s). Only with the sandbox
 * tools on and more than one worker.
 */
export async function sharedCaptchaLog(database: {
  db: Database;
  listen: (channel: string, onNotify: (payload: string | null) => void) => Promise<void>;
}): Promise<CaptchaLog> {
  const local = createCaptchaLog();
  const waiting = new Map<string, Array<() => void>>();
  const keep = (captchaId: string, text: string, expiresAt: Date) => {
    local.record(captchaId, text, expiresAt);
    for (const wake of waiting.get(captchaId) ?? []) wake();
    waiting.delete(captchaId);
  };
  await database.listen(SANDBOX_CAPTCHA_CHANNEL, (payload) => {
    if (payload === null) return;
    try {
      const { id, text, expiresAt } = JSON.parse(payload) as { id: string; text: string; expiresAt: number };
      keep(id, text, new Date(expiresAt));
    } catch {
      // Not ours.
    }
  });
  return {
    record(captchaId, text, expiresAt) {
      keep(captchaId, text, expiresAt);
      const payload = JSON.stringify({ id: captchaId, text, expiresAt: expiresAt.getTime() });
      void database.db.execute(sql`select pg_notify(${SANDBOX_CAPTCHA_CHANNEL}, ${payload})`).catch(() => undefined);
    },
    async reveal(captchaId) {
      const known = local.reveal(captchaId);
      if (known !== null) return known;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 2_000);
        const list = waiting.get(captchaId) ?? [];
        list.push(() => {
          clearTimeout(timer);
          resolve();
        });
        waiting.set(captchaId, list);
      });
      return local.reveal(captchaId);
    },
  };
}
