import cluster from "node:cluster";
import { Counter, collectDefaultMetrics, Histogram, Registry } from "prom-client";

/**
 * The storefront's side of what an operations team watches (issue 25 §6), at `GET /metrics` in
 * Prometheus' format: requests by kind of page and status with latency histograms (time to the
 * response's head), and the page cache's answers (hit, stale, miss, bypass: @xunlan/edge's
 * `x-page-cache`), plus the process's own (CPU, memory, event loop lag). The gateway serves its
 * own /metrics (GraphQL errors, database pool, jobs, payments); alert rules: docs/ops/alerts.yml.
 *
 * In a worker of the production server (scripts/serve.mjs, node:cluster) a scrape reaches one
 * worker: it asks the primary, which collects every worker's registry, sums them (prom-client's
 * AggregatorRegistry.aggregate) and adds `cluster_workers`: Prometheus reads the whole server.
 */
export interface StorefrontMetrics {
  /** Serves GET /metrics; null for any other request. */
  serve(request: Request): Promise<Response> | null;
  /** Records one answered request. */
  observe(request: Request, response: Response, seconds: number): void;
}

/** A bounded label for a path: the kind of page, never the raw path. */
export function routeKind(pathname: string): string {
  if (pathname === "/") return "home";
  if (pathname === "/graphql") return "graphql";
  const first = pathname.split("/")[1] ?? "";
  if (first === "products") return "product";
  if (first === "explore" || first === "search") return "listing";
  if (first === "assets" || first === "images" || first === "fonts" || /\.\w+$/.test(pathname)) return "static";
  if (["cart", "checkout", "success", "ucenter", "orders", "login"].includes(first)) return first;
  return "other";
}

export function createStorefrontMetrics(access: { token: string } | "open" | "off", { processMetrics = true } = {}): StorefrontMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service: "storefront" });
  if (processMetrics) collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests by method, kind of page and status",
    labelNames: ["method", "route", "status"],
    registers: [registry],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to the response's head, by kind of page",
    labelNames: ["route"],
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const pageCache = new Counter({
    name: "page_cache_total",
    help: "Page cache answers (x-page-cache) by result",
    labelNames: ["result"],
    registers: [registry],
  });
  const text = cluster.isWorker ? clusterText(registry) : () => registry.metrics();
  return {
    serve(request) {
      if (access === "off" || new URL(request.url).pathname !== "/metrics") return null;
      if (access !== "open" && request.headers.get("authorization") !== `Bearer ${access.token}`)
        return Promise.resolve(new Response("not found", { status: 404 }));
      return text().then((body) => new Response(body, { headers: { "content-type": registry.contentType, "cache-control": "no-store" } }));
    },
    observe(request, response, seconds) {
      const route = routeKind(new URL(request.url).pathname);
      requests.inc({ method: request.method, route, status: String(response.status) });
      duration.observe({ route }, seconds);
      const cached = response.headers.get("x-page-cache");
      if (cached) pageCache.inc({ result: cached });
    },
  };
}

/**
 * The IPC messages between the production server's primary (scripts/serve.mjs, which has the
 * same list) and its workers: a worker says its registry is `ready`; the primary `collect`s every
 * ready worker's metrics as JSON (answered with `json`); a worker's scrape asks the primary
 * (`scrape`) and gets the sum (`text`).
 */
export const CLUSTER_METRICS = {
  ready: "xunlan:metrics-ready",
  collect: "xunlan:metrics-collect",
  json: "xunlan:metrics-json",
  scrape: "xunlan:metrics-scrape",
  text: "xunlan:metrics-text",
} as const;

type ClusterMessage = { type?: unknown; id?: unknown; text?: unknown } | null;

/**
 * In a cluster worker: answers the primary's collections from `registry` and returns a scrape
 * that asks the primary for every worker's metrics summed. This worker's own metrics if the
 * primary does not answer within 5 s.
 */
function clusterText(registry: Registry): () => Promise<string> {
  process.on("message", (message: ClusterMessage) => {
    if (message?.type !== CLUSTER_METRICS.collect) return;
    void registry.getMetricsAsJSON().then((metrics) => process.send?.({ type: CLUSTER_METRICS.json, id: message.id, metrics }));
  });
  process.send?.({ type: CLUSTER_METRICS.ready });
  let asked = 0;
  return () =>
    new Promise<string>((resolve) => {
      const id = ++asked;
      const done = (text: Promise<string> | string) => {
        clearTimeout(timer);
        process.off("message", onMessage);
        resolve(text);
      };
      const timer = setTimeout(() => done(registry.metrics()), 5_000);
      function onMessage(message: ClusterMessage) {
        if (message?.type === CLUSTER_METRICS.text && message.id === id && typeof message.text === "string") done(message.text);
      }
      process.on("message", onMessage);
      process.send?.({ type: CLUSTER_METRICS.scrape, id });
    });
}
