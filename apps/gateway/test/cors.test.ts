import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCatalogCache } from "../src/http/catalog-cache";
import type { DatabaseHandle } from "../src/kernel/db";
import { createGateway } from "../src/server";
import { createTestDatabase } from "./support/database";
import type { FetchHandler } from "./support/graphql";
import { createCapturingLogger } from "./support/logs";

const STOREFRONT = "https://shop.xunlan.example";

/** A browser's POST /graphql from `origin`. */
function post(gateway: FetchHandler, origin: string | null, query = "{ productCategories { id } }") {
  const headers: Record<string, string> = { "content-type": "application/json", channel: "WEB" };
  if (origin) headers.origin = origin;
  return gateway.fetch(new Request("http://gateway.test/graphql", { method: "POST", headers, body: JSON.stringify({ query }) }));
}

/** A browser's preflight from `origin`. */
function preflight(gateway: FetchHandler, origin: string) {
  return gateway.fetch(
    new Request("http://gateway.test/graphql", {
      method: "OPTIONS",
      headers: {
        origin,
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization, content-type, channel",
      },
    }),
  );
}

describe("CORS of /graphql (issue 12: only the storefront origins, with credentials)", () => {
  let database: DatabaseHandle;
  let gateway: FetchHandler;
  beforeAll(async () => {
    database = await createTestDatabase();
    // With the catalogue cache, so a cached answer is checked too (it never passes through yoga).
    gateway = createGateway({
      db: database.db,
      logger: createCapturingLogger().logger,
      contentDir: null,
      nodeEnv: "production",
      corsOrigins: [STOREFRONT, "http://localhost:3000"],
      catalogCache: createCatalogCache(),
    });
  }, 180_000);
  afterAll(async () => {
    await database?.close();
  });

  it("answers a storefront origin's preflight and calls with its origin and credentials", async () => {
    const pre = await preflight(gateway, STOREFRONT);
    expect(pre.status).toBe(204);
    expect(pre.headers.get("access-control-allow-origin")).toBe(STOREFRONT);
    expect(pre.headers.get("access-control-allow-credentials")).toBe("true");
    expect(pre.headers.get("access-control-allow-headers")).toContain("authorization");
    for (let i = 0; i < 2; i += 1) {
      // The first call runs, the second is a catalogue-cache hit: both carry the headers.
      const response = await post(gateway, STOREFRONT);
      expect(response.status).toBe(200);
      expect(response.headers.get("access-control-allow-origin")).toBe(STOREFRONT);
      expect(response.headers.get("access-control-allow-credentials")).toBe("true");
      expect(response.headers.get("vary")).toMatch(/origin/i);
    }
  });

  it("gives any other origin no Access-Control-Allow-Origin (yoga's default echoed it with credentials)", async () => {
    for (const origin of ["https://evil.example", "null", "https://shop.xunlan.example.evil.example", "http://localhost:3001"]) {
      const pre = await preflight(gateway, origin);
      expect(pre.headers.get("access-control-allow-origin")).toBeNull();
      expect(pre.headers.get("access-control-allow-credentials")).toBeNull();
      for (let i = 0; i < 2; i += 1) {
        const response = await post(gateway, origin);
        expect(response.headers.get("access-control-allow-origin")).toBeNull();
        expect(response.headers.get("access-control-allow-credentials")).toBeNull();
      }
    }
  });

  it("leaves calls without an Origin (the storefront's server, curl) as they were", async () => {
    const response = await post(gateway, null);
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("defaults to the members module's storefront origins (STOREFRONT_ORIGINS)", async () => {
    const defaults = createGateway({ db: database.db, logger: createCapturingLogger().logger, contentDir: null, nodeEnv: "test" });
    expect((await preflight(defaults, "http://localhost:3000")).headers.get("access-control-allow-origin")).toBe("http://localhost:3000");
    expect((await preflight(defaults, "https://evil.example")).headers.get("access-control-allow-origin")).toBeNull();
  });
});
