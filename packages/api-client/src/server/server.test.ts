import { createHash } from "node:crypto";
import { parse, print } from "graphql";
import { describe, expect, it } from "vitest";
import * as api from "../index";
import { createApiClient } from "../lib/create-api-client";
import { createMemoryTokenStore } from "../lib/token-store";
import { GRAPHQL_MAX_BODY_BYTES, PERSISTED_DOCUMENTS, persistedHashOf, persistedOperation } from "./index";

/** The generated operation documents the package exports (fragments end in FragmentDoc). */
const operations = Object.entries(api).filter(([name, value]) => name.endsWith("Document") && value instanceof String) as Array<
  [string, api.TypedDocumentString<unknown, unknown>]
>;

/** A document's words, sorted: the same for any order of its fields and fragments. */
const words = (text: string) =>
  print(parse(text))
    .split(/[^\w$]+/)
    .filter(Boolean)
    .sort();

describe("persisted documents (codegen's client preset, issue 21 §2)", () => {
  it("hold every generated operation under the SHA-256 its document carries, and nothing else", () => {
    expect(operations.length).toBeGreaterThan(40);
    for (const [name, document] of operations) {
      const hash = api.documentHash(document);
      expect(typeof hash).toBe("string");
      const text = PERSISTED_DOCUMENTS[hash!];
      expect(text).toBeDefined();
      // The stored text is the document the client would have sent (codegen prints it with its
      // fields sorted: the same words), and the key is its SHA-256.
      expect(words(text!)).toEqual(words(String(document)));
      expect(createHash("sha256").update(text!).digest("hex")).toBe(hash);
      expect(persistedOperation(hash!)).toMatchObject({ name: name.replace(/Document$/, "") });
    }
    expect(Object.keys(PERSISTED_DOCUMENTS).length).toBeGreaterThanOrEqual(operations.length);
  });

  it("tell a mutation from a query, and know no other hash", () => {
    expect(persistedOperation(String(api.documentHash(api.MemberLoginDocument)))?.kind).toBe("mutation");
    expect(persistedOperation(String(api.documentHash(api.ProductCategoriesDocument)))?.kind).toBe("query");
    expect(persistedOperation("0".repeat(64))).toBeUndefined();
    expect(persistedOperation("constructor")).toBeUndefined();
    expect(persistedOperation("__proto__")).toBeUndefined();
  });

  it("read the hash of a request's params only in the persisted-queries shape", () => {
    expect(persistedHashOf({ extensions: { persistedQuery: { version: 1, sha256Hash: "ab" } } })).toBe("ab");
    expect(persistedHashOf({ extensions: { persistedQuery: { version: 2, sha256Hash: "ab" } } })).toBeNull();
    expect(persistedHashOf({ query: "{ __typename }" })).toBeNull();
    expect(persistedHashOf(null)).toBeNull();
  });

  it("leave the body limit eight times the largest operation sent as text", () => {
    const largest = Math.max(...operations.map(([, document]) => Buffer.byteLength(JSON.stringify({ query: String(document) }))));
    // ProductColor, about 1.7 KB;: the rest of the 64 KB is room for variables.
    expect(largest * 8).toBeLessThan(GRAPHQL_MAX_BODY_BYTES);
  });
});

describe("a client with persistedDocuments", () => {
  const bodies: Array<Record<string, unknown>> = [];
  const fetchImpl: typeof fetch = async (_input, init) => {
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    bodies.push(body);
    const data =
      "variables" in body && (body.variables as { configKey?: string } | undefined)?.configKey
        ? { configSetting: null }
        : { webAuthorization: { token: "guest-1", expiresAt: "2099-01-01T00:00:00.000Z" } };
    return Response.json({ data });
  };

  it("sends each document's hash instead of its text, variables as they are", async () => {
    const client = createApiClient({
      endpoint: "http://gateway.test/graphql",
      fetch: fetchImpl,
      tokenStore: createMemoryTokenStore(),
      persistedDocuments: true,
    });
    await client.request(api.ConfigSettingDocument, { configKey: "size" });
    expect(bodies).toHaveLength(2);
    for (const body of bodies) {
      expect(body.query).toBeUndefined();
      expect(PERSISTED_DOCUMENTS[persistedHashOf(body)!]).toBeDefined();
    }
    expect(persistedHashOf(bodies[0])).toBe(api.documentHash(api.WebAuthorizationDocument));
    expect(bodies[1]).toMatchObject({
      extensions: { persistedQuery: { version: 1, sha256Hash: api.documentHash(api.ConfigSettingDocument) } },
      variables: { configKey: "size" },
    });
  });

  it("sends the text without it (development, tests, mocks)", async () => {
    bodies.length = 0;
    const client = createApiClient({ endpoint: "http://gateway.test/graphql", fetch: fetchImpl, tokenStore: createMemoryTokenStore() });
    await client.ensureToken();
    expect(bodies[0]?.query).toBe(String(api.WebAuthorizationDocument));
    expect(bodies[0]?.extensions).toBeUndefined();
  });
});
