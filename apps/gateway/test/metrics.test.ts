import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGatewayMetrics } from "../src/http/metrics";
import type { DatabaseHandle } from "../src/kernel/db";
import { createGateway } from "../src/server";
import { createTestDatabase } from "./support/database";
import { createCapturingLogger } from "./support/logs";

// Issue 25 §6: /metrics in Prometheus' format (requests by route and status, latency, GraphQL
// errors by code, payments by state, the expiry sweep's backlog), who may read it, and liveness
// apart from readiness.

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const get = (gateway: { fetch: (r: Request) => Promise<Response> | Response }, path: string, headers: Record<string, string> = {}) =>
  Promise.resolve(gateway.fetch(new Request(`http://gateway.test${path}`, { headers })));

/** The value of one series of a metrics text (its name with labels, in any label order). */
function series(text: string, name: string, labels: Record<string, string>): number | null {
  for (const line of text.split("\n")) {
    if (!line.startsWith(`${name}{`)) continue;
    const inside = line.slice(name.length + 1, line.indexOf("}"));
    const found = Object.fromEntries([...inside.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(line.slice(line.indexOf("}") + 2));
  }
  return null;
}

describe("GET /metrics", () => {
  it("counts requests by route and status, latency and GraphQL errors by code", async () => {
    const { logger } = createCapturingLogger();
    const gateway = createGateway({ db: database.db, logger, contentDir: null, nodeEnv: "development" });
    for (let i = 0; i < 3; i++) expect((await get(gateway, "/health")).status).toBe(200);
    expect((await get(gateway, "/nowhere")).status).toBe(404);
    const bad = await gateway.fetch(
      new Request("http://gateway.test/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", channel: "WEB" },
        body: JSON.stringify({ query: '{ orderDetail(orderNumber: "X") { orderNumber } }' }),
      }),
    );
    expect(bad.status).toBe(200);
    const res = await get(gateway, "/metrics");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const text = await res.text();
    expect(series(text, "http_requests_total", { route: "/health", status: "200", method: "GET" })).toBe(3);
    expect(series(text, "http_requests_total", { route: "other", status: "404" })).toBe(1);
    expect(series(text, "http_request_duration_seconds_count", { route: "/health" })).toBe(3);
    // orderDetail without a member: spec §8's '401'.
    expect(series(text, "graphql_errors_total", { code: "401" })).toBe(1);
    expect(series(text, "jobs_overdue_unpaid_orders", {})).toBe(0);
    expect(text).toContain("# TYPE payments gauge");
    // Issue 25 §3: the webhook outbox's depth and dead-letter list (nothing registered: none).
    expect(series(text, "webhook_deliveries", { status: "pending" })).toBe(0);
    expect(series(text, "webhook_deliveries", { status: "dead" })).toBe(0);
    expect(series(text, "webhook_oldest_pending_seconds", {})).toBe(0);
    expect(text).toContain('service="gateway"');
  });

  it("answers only a scraper with the token when one is set, and nobody in production without one", async () => {
    const { logger } = createCapturingLogger();
    const guarded = createGateway({
      db: database.db,
      logger,
      contentDir: null,
      nodeEnv: "production",
      metricsAccess: { token: "scrape-token-0123456789" },
    });
    expect((await get(guarded, "/metrics")).status).toBe(404);
    expect((await get(guarded, "/metrics", { authorization: "Bearer wrong-token-0123456789" })).status).toBe(404);
    expect((await get(guarded, "/metrics", { authorization: "Bearer scrape-token-0123456789" })).status).toBe(200);
    const closed = createGateway({ db: database.db, logger, contentDir: null, nodeEnv: "production" });
    expect((await get(closed, "/metrics")).status).toBe(404);
  });

  it("reports the pool's connections when it has a pool", async () => {
    const metrics = createGatewayMetrics({ db: database.db, poolStats: () => ({ total: 7, idle: 5, waiting: 1 }), processMetrics: false });
    const text = await metrics.registry.metrics();
    expect(series(text, "db_pool_connections", { state: "total" })).toBe(7);
    expect(series(text, "db_pool_connections", { state: "waiting" })).toBe(1);
  });
});

describe("liveness apart from readiness", () => {
  it("answers /health/live without the database, while /health and /health/ready ask it", async () => {
    const { logger } = createCapturingLogger();
    const broken = await createTestDatabase();
    const gateway = createGateway({ db: broken.db, logger, contentDir: null });
    await broken.close();
    expect((await get(gateway, "/health/live")).status).toBe(200);
    expect((await get(gateway, "/health")).status).toBe(503);
    expect((await get(gateway, "/health/ready")).status).toBe(503);
  });
});
