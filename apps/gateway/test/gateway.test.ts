import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/kernel/db";
import { INTERNAL_ERROR_MESSAGE } from "../src/kernel/errors";
import { createGateway } from "../src/server";
import { describeCoreOperations } from "./support/core-operations";
import { createTestDatabase } from "./support/database";
import { type FetchHandler, gql } from "./support/graphql";
import { createCapturingLogger } from "./support/logs";

describeCoreOperations("core operations on PGlite", async () => {
  const handle = await createTestDatabase();
  return { db: handle.db, close: () => handle.close() };
});

describe("gateway HTTP surface (PGlite)", () => {
  let database: DatabaseHandle;
  let gateway: FetchHandler;
  let contentDir: string;
  const logs = createCapturingLogger();
  const get = (path: string, headers?: Record<string, string>) => gateway.fetch(new Request(`http://gateway.test${path}`, { headers }));

  beforeAll(async () => {
    database = await createTestDatabase();
    contentDir = await mkdtemp(join(tmpdir(), "gw-content-"));
    await mkdir(join(contentDir, "json", "publish", "plp"), { recursive: true });
    await writeFile(join(contentDir, "json", "publish", "index.json"), JSON.stringify({ pageType: "index", title: "首页" }));
    await writeFile(join(contentDir, "json", "publish", "plp", "men-shoes.json"), JSON.stringify({ code: "men-shoes" }));
    await writeFile(join(contentDir, "secret.json"), JSON.stringify({ secret: true }));
    gateway = createGateway({ db: database.db, logger: logs.logger, contentDir, nodeEnv: "test" });
  });
  afterAll(async () => {
    await database?.close();
    await rm(contentDir, { recursive: true, force: true });
  });

  it("GET /health reports status, database, version and uptime", async () => {
    const res = await get("/health");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ status: "ok", db: { ok: true }, version: "0.1.0", sandbox: ["sms", "wechat"] });
    expect(typeof body.uptime).toBe("number");
  });

  it("serves content documents with JSON type, ETag and Cache-Control (spec §7)", async () => {
    const res = await get("/json/publish/index.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const etag = res.headers.get("etag");
    expect(etag).toMatch(/^".+"$/);
    expect(await res.json()).toEqual({ pageType: "index", title: "首页" });

    expect((await get("/json/publish/index.json", { "if-none-match": etag! })).status).toBe(304);
    const coded = await get("/json/publish/plp/men-shoes.json");
    expect(await coded.json()).toEqual({ code: "men-shoes" });
  });

  it("answers 404 for unknown documents and refuses path traversal", async () => {
    const missing = await get("/json/publish/nope.json");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: "404" });

    const attempts = [
      "/json/publish/..%2fsecret.json",
      "/json/publish/..%2F..%2Fsecret.json",
      "/json/publish/plp/..%5c..%5csecret.json",
      "/json/publish/.hidden.json",
      "/json/publish/%2e%2e%2fsecret.json",
    ];
    const answers = await Promise.all(attempts.map(async (path) => [path, (await get(path)).status] as const));
    expect(Object.fromEntries(answers)).toEqual(Object.fromEntries(attempts.map((path) => [path, 400])));
    // Plain dot segments are resolved by URL parsing and leave /json/publish entirely.
    expect((await get("/json/publish/../../secret.json")).status).toBe(404);
    expect((await get("/json/publish/")).status).toBe(400);
  });

  it("keeps /images and /sandbox reserved (404 until those issues add routes) and 404s unknown paths", async () => {
    expect((await get("/images/x.webp")).status).toBe(404);
    expect((await get("/sandbox/pay")).status).toBe(404);
    expect((await get("/nope")).status).toBe(404);
  });

  it("logs one line per request with method, path, status, duration and request id", async () => {
    const res = await get("/json/publish/index.json?token=should-not-be-logged", { "x-request-id": "req-test-0001" });
    expect(res.headers.get("x-request-id")).toBe("req-test-0001");
    const line = logs.lines().find((l) => l.msg === "request" && l.reqId === "req-test-0001");
    expect(line).toMatchObject({ level: 30, method: "GET", path: "/json/publish/index.json", status: res.status });
    expect(typeof line?.durationMs).toBe("number");
    expect(logs.text()).not.toContain("should-not-be-logged");

    // Probes that storefronts and load balancers repeat every few seconds stay out of the info log.
    const probe = await get("/health", { "x-request-id": "req-test-0002" });
    expect(probe.status).toBe(200);
    expect(logs.lines().find((l) => l.reqId === "req-test-0002" && l.msg === "request" && l.level >= 30)).toBeUndefined();
  });

  it("refuses a channel other than WEB with 400 and the field (spec §7)", async () => {
    const res = await gql(gateway, "{ productCategories { id } }", { headers: { channel: "APP" } });
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: "400", statusCode: 400, field: "channel" });
    const noChannel = await gateway.fetch(
      new Request("http://gateway.test/graphql", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: "{ __typename }" }),
      }),
    );
    expect(await noChannel.json()).toEqual({ data: { __typename: "Query" } });
  });

  it("answers 401 for a malformed bearer token, and GraphQL validation errors carry code 400", async () => {
    const res = await gql(gateway, "{ productCategories { id } }", { headers: { authorization: "Bearer not-a-token" } });
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: "401", statusCode: 401 });

    const invalid = await gql(gateway, "{ noSuchField }");
    expect(invalid.errors?.[0]?.extensions).toMatchObject({ code: "400", statusCode: 400 });
  });

  it("answers a GraphQL GET whose variables or extensions are not JSON with '400' naming the parameter, not a masked '500' (issue 12 fuzzer)", async () => {
    const query = encodeURIComponent("query ($n: Int) { productSortOptions { key } }");
    for (const [param, value] of [
      ["variables", "%7B"],
      ["variables", "%ZZ"],
      ["extensions", "%7B"],
    ] as const) {
      const res = await get(`/graphql?query=${query}&${param}=${value}`, { channel: "WEB" });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { errors: Array<{ message: string; extensions: Record<string, unknown> }> };
      expect(body.errors[0]).toMatchObject({
        message: `参数错误：${param} 不是合法的 JSON`,
        extensions: { code: "400", statusCode: 400, field: param },
      });
    }
    // Well-formed parameters still reach yoga.
    const fine = await get(`/graphql?query=${query}&variables=${encodeURIComponent('{"n":1}')}`, { channel: "WEB" });
    expect(fine.status).toBe(200);
    expect(logs.lines().some((line) => line.msg === "unexpected error")).toBe(false);
  });

  it("masks unexpected errors as 500 and logs the detail with the request id (spec §8)", async () => {
    // A database without the tables: the resolver's query fails inside the driver.
    const broken = await createTestDatabase({ migrate: false });
    const brokenLogs = createCapturingLogger();
    try {
      const brokenGateway = createGateway({ db: broken.db, logger: brokenLogs.logger, contentDir: null, nodeEnv: "test" });
      const res = await gql(brokenGateway, '{ configSetting(configKey: "site.name") { configValue } }', {
        headers: { "x-request-id": "req-broken-0001" },
      });
      expect(res.errors).toHaveLength(1);
      expect(res.errors?.[0]).toMatchObject({
        message: INTERNAL_ERROR_MESSAGE,
        extensions: { code: "500", statusCode: 500, requestId: "req-broken-0001" },
      });
      expect(JSON.stringify(res)).not.toContain("config_settings");

      const logged = brokenLogs.lines().find((l) => l.msg === "unexpected error");
      expect(logged).toMatchObject({ level: 50, reqId: "req-broken-0001" });
      expect(JSON.stringify(logged)).toContain("config_settings");

      const health = await brokenGateway.fetch(new Request("http://gateway.test/health"));
      expect(health.status).toBe(200);
    } finally {
      await broken.close();
    }
  });
});
