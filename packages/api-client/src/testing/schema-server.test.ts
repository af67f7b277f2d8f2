import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProductSortOptionsDocument } from "../generated/graphql";
import { createApiClient } from "../lib/create-api-client";
import { createMemoryTokenStore } from "../lib/token-store";
import { createTestApiClient, type SchemaServer, startSchemaServer } from "./index";

let server: SchemaServer;
beforeAll(async () => {
  server = await startSchemaServer({
    Query: { productSortOptions: () => [{ label: "最新上架", sort_field: "availableFrom", sort_direction: "desc" }] },
    Mutation: { webAuthorization: () => ({ token: "guest-1", expiresAt: "2026-01-08T00:00:00.000Z" }) },
  });
});
afterAll(() => server.close());

describe("startSchemaServer (./testing)", () => {
  it("answers typed documents over the contract and records each root field with its headers", async () => {
    const client = createTestApiClient(server.url);
    const data = await client.request(ProductSortOptionsDocument);
    expect(data.productSortOptions).toEqual([{ label: "最新上架", sort_field: "availableFrom", sort_direction: "desc" }]);
    expect(server.calls.map((call) => call.field)).toEqual(["webAuthorization", "productSortOptions"]);
    expect(server.calls[1]?.headers.authorization).toBe("Bearer guest-1");
  });

  it("validates against the schema: a field the contract does not have is refused", async () => {
    const response = await fetch(server.url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ noSuchField }" }),
    });
    const body = (await response.json()) as { errors?: Array<{ message: string }> };
    expect(body.errors?.[0]?.message).toMatch(/noSuchField/);
  });

  it("finds a document sent by hash, as the gateway does, and refuses an unknown hash", async () => {
    server.reset();
    const client = createApiClient({ endpoint: server.url, tokenStore: createMemoryTokenStore(), persistedDocuments: true });
    const data = await client.request(ProductSortOptionsDocument);
    expect(data.productSortOptions).toHaveLength(1);
    expect(server.calls.map((call) => call.field)).toEqual(["webAuthorization", "productSortOptions"]);
    const response = await fetch(server.url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: "0".repeat(64) } } }),
    });
    const body = (await response.json()) as { errors?: Array<{ extensions?: { reason?: string } }> };
    expect(body.errors?.[0]?.extensions?.reason).toBe("PERSISTED_QUERY_NOT_FOUND");
  });
});
