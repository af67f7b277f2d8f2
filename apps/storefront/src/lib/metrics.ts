import { Counter, collectDefaultMetrics, Histogram, Registry } from "prom-client";

/**
 * The storefront's side of what an operations team watches (issue 25 §6), at `GET /metrics` in
 * Prometheus' format: requests by kind of page and status with latency histograms (time to the
 * response's head), and the page cache's answers (hit, stale, miss, bypass: @xunlan/edge's
 * `x-page-cache`), plus the process's own (CPU, memory, event loop lag). The gateway serves its
 * own /metrics (GraphQL errors, database pool, jobs, payments); alert rules: docs/ops/alerts.yml.
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
  return {
    serve(request) {
      if (access === "off" || new URL(request.url).pathname !== "/metrics") return null;
      if (access !== "open" && request.headers.get("authorization") !== `Bearer ${access.token}`)
        return Promise.resolve(new Response("not found", { status: 404 }));
      return registry
        .metrics()
        .then((text) => new Response(text, { headers: { "content-type": registry.contentType, "cache-control": "no-store" } }));
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
