import { sql } from "drizzle-orm";
import type { BrandSystems } from "../flows/brand-systems";
import type { Database } from "../kernel/db";
import { json } from "../kernel/http/responses";
import type { HttpRoute } from "../kernel/http/routes";

/** Options of {@link createHealthRoute}. */
export interface HealthRouteOptions {
  db: Database;
  version: string;
  /** Sandbox providers in use (demo mode); reported so the storefront can mark its pages 演示环境. */
  sandbox?: readonly string[];
  /** The brand's own systems: "sandbox" or "none" (absent: the storefront hides their features). */
  systems?: BrandSystems;
}

/**
 * `GET /health` and `GET /health/ready` (readiness): `{ status, db: { ok, latencyMs }, version,
 * uptime, sandbox, systems }` (uptime in seconds; sandbox: the sandbox providers in use, [] in a
 * real deployment; systems: each of the brand's own systems, "sandbox" or "none" — what the
 * storefront may show) — 200 with status "ok" when the database answers, 503 with status
 * "degraded" when it does not. `GET /health/live` (liveness): 200 while the process serves,
 * without touching the database. Never cached.
 */
export function createHealthRoute({ db, version, sandbox = [], systems }: HealthRouteOptions): HttpRoute {
  return {
    prefix: "/health",
    async handle(_request, { subpath, log }) {
      // Liveness (issue 25 §6): the process answers; nothing else is asked, so a slow or lost
      // database never gets a live gateway restarted. /health and /health/ready are readiness.
      if (subpath === "/live")
        return json({ status: "ok", uptime: Math.round(process.uptime()) }, { headers: { "cache-control": "no-store" } });
      if (subpath !== "" && subpath !== "/" && subpath !== "/ready") return json({ status: "not_found" }, { status: 404 });
      const started = performance.now();
      let ok = true;
      try {
        await db.execute(sql`select 1`);
      } catch (err) {
        ok = false;
        log.error({ err }, "health: database ping failed");
      }
      const latencyMs = Math.round((performance.now() - started) * 100) / 100;
      return json(
        {
          status: ok ? "ok" : "degraded",
          db: { ok, latencyMs },
          version,
          uptime: Math.round(process.uptime()),
          sandbox,
          ...(systems ? { systems } : {}),
        },
        { status: ok ? 200 : 503, headers: { "cache-control": "no-store" } },
      );
    },
  };
}
