import { sql } from "drizzle-orm";
import type { Plugin } from "graphql-yoga";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { type Database, executeRows } from "../kernel/db";
import type { HttpRoute } from "../kernel/http/routes";
import { webhookQueueDepth } from "../modules/webhooks";

/**
 * What an operations team watches (issue 25 §6), in Prometheus' text format at `GET /metrics`:
 * requests by route and status with latency histograms, GraphQL errors by service code, the
 * database pool, the jobs' backlog (unpaid orders past their deadline that the expiry sweep has
 * not cancelled yet) and payment attempts by state, plus the process's own (CPU, memory, event
 * loop lag). Route labels are the registered prefixes, never raw paths, so the series stay few.
 * Alert rules for the failures that cost money are in docs/ops/alerts.yml.
 */
export interface GatewayMetrics {
  registry: Registry;
  /** Records one finished HTTP request. */
  observe(method: string, route: string, status: number, seconds: number): void;
  /** Counts the GraphQL errors of an execution result by `extensions.code`. */
  plugin: Plugin;
  /** `GET /metrics`; with a token, only for `Authorization: Bearer <token>` (404 otherwise). */
  route(token: string | null): HttpRoute;
}

export interface GatewayMetricsOptions {
  db: Database;
  /** The pool's counts (DatabaseHandle.poolStats); null on PGlite. */
  poolStats?: () => { total: number; idle: number; waiting: number } | null;
  /** Process metrics (CPU, memory, event loop); off in tests that create many gateways. */
  processMetrics?: boolean;
}

export function createGatewayMetrics({ db, poolStats = () => null, processMetrics = true }: GatewayMetricsOptions): GatewayMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service: "gateway" });
  if (processMetrics) collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests by method, route and status",
    labelNames: ["method", "route", "status"],
    registers: [registry],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to the response's head, by route",
    labelNames: ["route"],
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const graphqlErrors = new Counter({
    name: "graphql_errors_total",
    help: "GraphQL errors by service code (spec §8)",
    labelNames: ["code"],
    registers: [registry],
  });
  // Read at each scrape (collect), registered once.
  const scraped = [
    new Gauge({
      name: "db_pool_connections",
      help: "Database pool connections by state (PostgreSQL only)",
      labelNames: ["state"],
      registers: [],
      collect() {
        const stats = poolStats();
        if (!stats) return;
        this.set({ state: "total" }, stats.total);
        this.set({ state: "idle" }, stats.idle);
        this.set({ state: "waiting" }, stats.waiting);
      },
    }),
    new Gauge({
      name: "jobs_overdue_unpaid_orders",
      // Read from the database: every worker of a cluster reads the same rows (one, not their sum).
      aggregator: "first",
      help: "Unpaid orders past their payment deadline not yet cancelled by the expiry sweep (its backlog)",
      registers: [],
      async collect() {
        const rows = await executeRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from orders where status = 'pending_payment' and payment_expire_at < now()`,
        );
        this.set(rows[0]?.n ?? 0);
      },
    }),
    new Gauge({
      name: "payments",
      // Read from the database: every worker of a cluster reads the same rows (one, not their sum).
      aggregator: "first",
      help: "Payment attempts by state",
      labelNames: ["status"],
      registers: [],
      async collect() {
        this.reset();
        for (const row of await executeRows<{ status: string; n: number }>(
          db,
          sql`select status, count(*)::int as n from payments group by status`,
        ))
          this.set({ status: row.status }, row.n);
      },
    }),
    new Gauge({
      name: "webhook_deliveries",
      help: "Webhook deliveries not yet delivered, by state: pending (the outbox's depth) and dead (the dead-letter list)",
      labelNames: ["status"],
      aggregator: "first",
      registers: [],
      async collect() {
        const depth = await webhookQueueDepth(db);
        this.set({ status: "pending" }, depth.pending);
        this.set({ status: "dead" }, depth.dead);
      },
    }),
    new Gauge({
      name: "webhook_oldest_pending_seconds",
      help: "Age of the oldest webhook delivery still waiting (0 when none)",
      aggregator: "first",
      registers: [],
      async collect() {
        this.set((await webhookQueueDepth(db)).oldestPendingSeconds);
      },
    }),
  ];
  for (const gauge of scraped) registry.registerMetric(gauge);

  return {
    registry,
    observe(method, route, status, seconds) {
      requests.inc({ method, route, status: String(status) });
      duration.observe({ route }, seconds);
    },
    plugin: {
      onExecute: () => ({
        onExecuteDone: ({ result }) => {
          if (!result || !("errors" in result) || !result.errors) return;
          for (const error of result.errors) graphqlErrors.inc({ code: String(error.extensions?.code ?? "UNKNOWN") });
        },
      }),
    },
    route: (token) => ({
      prefix: "/metrics",
      async handle(request, { subpath }) {
        if (subpath !== "" && subpath !== "/") return new Response("not found", { status: 404 });
        if (token && request.headers.get("authorization") !== `Bearer ${token}`) return new Response("not found", { status: 404 });
        return new Response(await registry.metrics(), { headers: { "content-type": registry.contentType, "cache-control": "no-store" } });
      },
    }),
  };
}
