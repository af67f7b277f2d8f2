import * as api from "@xunlan/api-client";
import { SERVICE_CODES } from "@xunlan/validation";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { UNKNOWN_DOCUMENT_MESSAGE, UNTRUSTED_DOCUMENT_MESSAGE } from "../src/graphql/persisted-documents";
import { createCatalogCache } from "../src/http/catalog-cache";
import type { DatabaseHandle } from "../src/kernel/db";
import { loadEnv } from "../src/kernel/env";
import { createGateway } from "../src/server";
import { countingPlugin } from "./support/counting-plugin";
import { createTestDatabase } from "./support/database";
import { type FetchHandler, type GraphQLResponse, gql } from "./support/graphql";
import { createCapturingLogger } from "./support/logs";

/** POSTs a generated document by its hash (what the storefront's clients send in production). */
async function byHash<T = Record<string, unknown>>(
  gateway: FetchHandler,
  document: { __meta__?: Record<string, unknown> | undefined } | string,
  variables?: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<GraphQLResponse<T> & { response: Response }> {
  const sha256Hash = typeof document === "string" ? document : api.documentHash(document);
  const response = await gateway.fetch(
    new Request("http://gateway.test/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", channel: "WEB", ...headers },
      body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash } }, variables }),
    }),
  );
  const body = (await response.clone().json()) as Omit<GraphQLResponse<T>, "status" | "headers">;
  return { status: response.status, headers: response.headers, ...body, response };
}

describe("TRUSTED_DOCUMENTS", () => {
  it("is on in production unless TRUSTED_DOCUMENTS=0, off in development unless TRUSTED_DOCUMENTS=1", () => {
    expect(loadEnv({ NODE_ENV: "production" }).trustedDocuments).toBe(true);
    expect(loadEnv({ NODE_ENV: "production", TRUSTED_DOCUMENTS: "0" }).trustedDocuments).toBe(false);
    expect(loadEnv({}).trustedDocuments).toBe(false);
    expect(loadEnv({ TRUSTED_DOCUMENTS: "1" }).trustedDocuments).toBe(true);
  });
});

describe("a gateway with trusted documents: persisted documents only (issue 21 §2)", () => {
  let database: DatabaseHandle;
  let gateway: FetchHandler;
  const logs = createCapturingLogger();
  const counter = countingPlugin();
  const catalogCache = createCatalogCache();
  beforeAll(async () => {
    database = await createTestDatabase();
    gateway = createGateway({
      db: database.db,
      logger: logs.logger,
      contentDir: null,
      nodeEnv: "production",
      trustedDocuments: true,
      catalogCache,
      extraPlugins: [counter.plugin],
    });
  }, 180_000);
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(() => counter.reset());

  it("runs api-client's documents sent by hash", async () => {
    const sort = await byHash<{ productSortOptions: unknown[] }>(gateway, api.ProductSortOptionsDocument);
    expect(sort.errors).toBeUndefined();
    expect(sort.data?.productSortOptions.length).toBeGreaterThan(0);
    const guest = await byHash<{ webAuthorization: { token: string } }>(gateway, api.WebAuthorizationDocument);
    expect(guest.data?.webAuthorization.token).toBeTruthy();
    const config = await byHash(
      gateway,
      api.ConfigSettingDocument,
      { configKey: "no-such-key" },
      { authorization: `Bearer ${guest.data!.webAuthorization.token}` },
    );
    expect(config.errors).toBeUndefined();
    expect(counter.counts.executions).toBe(3);
    // The counter sees the parses of what runs (so its 0 below means something).
    expect(counter.counts.parses).toBeGreaterThanOrEqual(3);
  });

  it("refuses any text '400' UNTRUSTED_DOCUMENT without parsing it — generated or not, valid or not", async () => {
    const huge = `{${" __typename".repeat(5_000)} }`;
    for (const query of [
      String(api.ProductSortOptionsDocument),
      "{ productSortOptions { key } }",
      "mutation { a: getCaptcha { captchaId } b: getCaptcha { captchaId } }",
      "{ __schema { types { name } } }",
      "query {",
      huge,
    ]) {
      const result = await gql(gateway, query);
      expect(result.status).toBeLessThan(500);
      expect(result.data ?? null).toBeNull();
      expect(result.errors?.[0]).toMatchObject({
        message: UNTRUSTED_DOCUMENT_MESSAGE,
        extensions: { code: SERVICE_CODES.BAD_REQUEST, field: "query", reason: "UNTRUSTED_DOCUMENT" },
      });
    }
    // Yoga received each, and parsed none of them.
    expect(counter.counts.requests).toBe(6);
    expect(counter.counts.parses).toBe(0);
    expect(counter.counts.executions).toBe(0);
    // Logged as a client error, not an unexpected one.
    expect(logs.lines().some((line) => line.level >= 50)).toBe(false);
  });

  it("refuses a text sent beside a hash, an unknown hash and a body naming neither, unparsed", async () => {
    const both = await gateway.fetch(
      new Request("http://gateway.test/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", channel: "WEB" },
        body: JSON.stringify({
          query: "{ __typename }",
          extensions: { persistedQuery: { version: 1, sha256Hash: api.documentHash(api.ProductSortOptionsDocument) } },
        }),
      }),
    );
    expect(((await both.json()) as GraphQLResponse).errors?.[0]?.extensions).toMatchObject({ reason: "UNTRUSTED_DOCUMENT" });
    for (const hash of ["0".repeat(64), "constructor", "__proto__", "toString"]) {
      const unknown = await byHash(gateway, hash);
      expect(unknown.status).toBeLessThan(500);
      expect(unknown.errors?.[0]).toMatchObject({
        message: UNKNOWN_DOCUMENT_MESSAGE,
        extensions: { code: SERVICE_CODES.BAD_REQUEST, reason: "PERSISTED_QUERY_NOT_FOUND" },
      });
    }
    const empty = await gateway.fetch(
      new Request("http://gateway.test/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", channel: "WEB" },
        body: "{}",
      }),
    );
    expect(empty.status).toBeLessThan(500);
    expect(((await empty.json()) as GraphQLResponse).errors?.[0]?.extensions).toMatchObject({ code: "400", reason: "UNTRUSTED_DOCUMENT" });
    expect(counter.counts.parses).toBe(0);
    expect(counter.counts.executions).toBe(0);
  });

  it("keeps hashed catalogue reads in its catalogue cache (keyed per body)", async () => {
    catalogCache.invalidate();
    const first = await byHash(gateway, api.ProductSortOptionsDocument);
    expect(first.errors).toBeUndefined();
    expect(first.headers.get("x-catalog-generation")).toBe(catalogCache.generation);
    expect(catalogCache.size).toBe(1);
    counter.reset();
    const second = await byHash(gateway, api.ProductSortOptionsDocument);
    expect(second.data).toEqual(first.data);
    expect(counter.counts.executions).toBe(0);
  });

  it("never runs a mutation sent by GET, by hash or as text", async () => {
    const hash = api.documentHash(api.GetCaptchaDocument)!;
    const extensions = encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } }));
    const byGet = await gateway.fetch(
      new Request(`http://gateway.test/graphql?extensions=${extensions}`, { headers: { channel: "WEB", accept: "application/json" } }),
    );
    expect(byGet.status).toBeGreaterThanOrEqual(400);
    expect(byGet.status).toBeLessThan(500);
    expect(JSON.stringify(await byGet.json())).not.toContain('captchaId":"');
    const query = encodeURIComponent("mutation { getCaptcha { captchaId } }");
    const text = await gateway.fetch(
      new Request(`http://gateway.test/graphql?query=${query}`, { headers: { channel: "WEB", accept: "application/json" } }),
    );
    expect(text.status).toBeLessThan(500);
    expect(counter.counts.executions).toBe(0);
    // A query by GET and hash runs (a read).
    const read = encodeURIComponent(
      JSON.stringify({ persistedQuery: { version: 1, sha256Hash: api.documentHash(api.ProductSortOptionsDocument) } }),
    );
    const ok = await gateway.fetch(
      new Request(`http://gateway.test/graphql?extensions=${read}`, { headers: { channel: "WEB", accept: "application/json" } }),
    );
    expect(((await ok.json()) as GraphQLResponse).errors).toBeUndefined();
  });
});

describe("a gateway without trusted documents (development, browser tests, bench)", () => {
  let database: DatabaseHandle;
  let gateway: FetchHandler;
  beforeAll(async () => {
    database = await createTestDatabase();
    gateway = createGateway({ db: database.db, logger: createCapturingLogger().logger, contentDir: null, nodeEnv: "production" });
  }, 180_000);
  afterAll(async () => {
    await database?.close();
  });

  it("runs a text and a hash alike; an unknown hash is still refused", async () => {
    const text = await gql<{ productSortOptions: unknown[] }>(gateway, "{ productSortOptions { label } }");
    expect(text.errors).toBeUndefined();
    const hashed = await byHash<{ productSortOptions: unknown[] }>(gateway, api.ProductSortOptionsDocument);
    expect(hashed.errors).toBeUndefined();
    expect(hashed.data?.productSortOptions.length).toBe(text.data?.productSortOptions.length);
    const unknown = await byHash(gateway, "f".repeat(64));
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ reason: "PERSISTED_QUERY_NOT_FOUND" });
  });
});
