#!/usr/bin/env node
// The storefront's production server (issue 27 §2): `pnpm --filter @xunlan/storefront start`, and
// what `.output/server/index.mjs` runs (vite.config.ts writes it to import this file). nitro's
// `node-cluster` preset builds the server as `.output/server/worker.mjs`, which listens with
// `exclusive: false` so that node:cluster's workers share the port; this file is its primary.
//
// - WEB_CONCURRENCY workers (src/env.ts: one per core in production, 1 otherwise); with 1, the
//   server runs in this process and there is no primary.
// - Each worker keeps its own page and upstream caches, coherent as one process's are: each polls
//   the gateway's catalogue generation and drops what changed (@xunlan/edge).
// - A worker that dies is started again (logged); more than five restarts in a minute stop the
//   server (exit 1) rather than loop, and so does a worker that fails before any has listened.
// - SIGTERM or SIGINT: every worker finishes its requests (srvx's graceful shutdown), then this
//   process exits; a worker still busy after 30 s is killed.
// - GET /metrics reaches one worker, which asks here (src/lib/metrics.ts): the answer sums every
//   worker's registry (prom-client's AggregatorRegistry.aggregate) and adds `cluster_workers`. A
//   worker that has not served a request yet has no registry (nothing counted) and is left out.
import cluster from "node:cluster";
import { createRequire } from "node:module";
import { getEnv } from "../src/env.ts";

const WORKER = new URL("../.output/server/worker.mjs", import.meta.url);
/** src/lib/metrics.ts's CLUSTER_METRICS. */
const METRICS = {
  ready: "xunlan:metrics-ready",
  collect: "xunlan:metrics-collect",
  json: "xunlan:metrics-json",
  scrape: "xunlan:metrics-scrape",
  text: "xunlan:metrics-text",
};
const STOP_GRACE_MS = 30_000;
const RESTARTS_PER_MINUTE = 5;

const { WORKERS: workers } = getEnv();

if (workers === 1 || !cluster.isPrimary) {
  await import(WORKER.href);
} else {
  // prom-client is CommonJS: required as Node loads it (from this app's node_modules).
  const { AggregatorRegistry, Gauge, Registry } = createRequire(import.meta.url)("prom-client");
  const own = new Registry();
  own.setDefaultLabels({ service: "storefront" });
  new Gauge({
    name: "cluster_workers",
    help: "Worker processes serving (node:cluster)",
    registers: [own],
    collect() {
      this.set(Object.values(cluster.workers ?? {}).filter((w) => w?.isConnected()).length);
    },
  });
  const log = (message) => console.log(`storefront: ${message}`);
  let stopping = false;
  // Until a worker has listened, a worker that exits is a failed start: exit with its code.
  let started = false;
  const restarts = [];
  /** Workers whose registry exists (created with their first request): the ones a scrape asks. */
  const ready = new Set();
  let collections = 0;

  /** Every ready worker's metrics as JSON; a worker that does not answer within 2 s is left out. */
  function collect() {
    const id = ++collections;
    const waiting = new Set([...ready].filter((w) => w.isConnected()));
    const got = [];
    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        cluster.off("message", onMessage);
        resolve(got);
      };
      const timer = setTimeout(finish, 2_000);
      function onMessage(worker, message) {
        if (message?.type !== METRICS.json || message.id !== id || !waiting.delete(worker)) return;
        got.push(message.metrics);
        if (waiting.size === 0) finish();
      }
      cluster.on("message", onMessage);
      for (const worker of waiting) worker.send({ type: METRICS.collect, id });
      if (waiting.size === 0) finish();
    });
  }

  cluster.setupPrimary({ exec: WORKER.pathname });
  cluster.on("message", (worker, message) => {
    if (message?.type === METRICS.ready) ready.add(worker);
    if (message?.type !== METRICS.scrape) return;
    Promise.all([collect(), own.metrics()]).then(
      async ([all, mine]) => {
        const text = `${await AggregatorRegistry.aggregate(all).metrics()}\n${mine}`;
        if (worker.isConnected()) worker.send({ type: METRICS.text, id: message.id, text });
      },
      (error) => console.error(`storefront: metrics of the workers not gathered (${error.message})`),
    );
  });

  const fork = (id) => {
    const worker = cluster.fork({ WORKER_ID: String(id) });
    worker.once("listening", () => {
      started = true;
      log(`worker ${id} (pid ${worker.process.pid}) listening`);
    });
    worker.once("exit", (code, signal) => {
      ready.delete(worker);
      if (stopping) return;
      if (!started) {
        console.error(`storefront: worker ${id} (pid ${worker.process.pid}) failed to start (${signal ?? code}); stopping`);
        stop(typeof code === "number" && code !== 0 ? code : 1);
        return;
      }
      const now = Date.now();
      restarts.push(now);
      while (restarts.length > 0 && restarts[0] < now - 60_000) restarts.shift();
      if (restarts.length > RESTARTS_PER_MINUTE) {
        console.error(
          `storefront: worker ${id} (pid ${worker.process.pid}) exited (${signal ?? code}), ${restarts.length} restarts in a minute: stopping`,
        );
        stop(1);
        return;
      }
      console.error(`storefront: worker ${id} (pid ${worker.process.pid}) exited (${signal ?? code}); starting it again`);
      fork(id);
    });
  };

  function stop(code, signal = "SIGTERM") {
    if (stopping) return;
    stopping = true;
    const alive = Object.values(cluster.workers ?? {}).filter(Boolean);
    if (alive.length === 0) process.exit(code);
    let left = alive.length;
    for (const worker of alive) {
      worker.once("exit", () => {
        left -= 1;
        if (left === 0) process.exit(code);
      });
      // srvx closes the server gracefully on the signal; the IPC channel would still keep the
      // worker alive: disconnecting lets it exit once its last connection is done.
      worker.process.kill(signal);
      if (worker.isConnected()) worker.disconnect();
    }
    setTimeout(() => {
      for (const worker of alive) worker.process.kill("SIGKILL");
      process.exit(code);
    }, STOP_GRACE_MS).unref();
  }
  for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => stop(0, signal));

  log(`${workers} workers (primary pid ${process.pid}; WEB_CONCURRENCY)`);
  for (let id = 1; id <= workers; id++) fork(id);
}
