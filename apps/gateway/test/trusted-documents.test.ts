import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as api from "@xunlan/api-client";
import { SERVICE_CODES } from "@xunlan/validation";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db";
import { loadEnv } from "../src/env";
import { createGateway } from "../src/server";
import { UNTRUSTED_DOCUMENT_MESSAGE, documentHash, loadTrustedDocuments } from "../src/trusted-documents";
import { createTestDatabase } from "./support/database";
import { type FetchHandler, gql } from "./support/graphql";
import { createCapturingLogger } from "./support/logs";

/** api-client's generated operation documents (fragments end in FragmentDoc, not Document). */
const operations = Object.entries(api).filter(([name, value]) => name.endsWith("Document") && value instanceof String);

describe("the trusted-documents manifest (api-client codegen)", () => {
  it("holds the hash of every operation api-client exports, named", () => {
    const manifest = JSON.parse(readFileSync(createRequire(import.meta.url).resolve("@xunlan/api-client/trusted-documents.json"), "utf8")) as {
      documents: Record<string, string>;
    };
    expect(operations.length).toBeGreaterThan(40);
    const expected = Object.fromEntries(operations.map(([name, document]) => [documentHash(String(document)), name.replace(/Document$/, "")]));
    expect(manifest.documents).toMatchObject(expected);
    // Only operations: a fragment alone is never sent.
    expect(Object.values(manifest.documents).every((name) => !name.endsWith("Fragment"))).toBe(true);
    expect(loadTrustedDocuments().size).toBe(Object.keys(manifest.documents).length);
  });

  it("hashes the parsed document: formatting and comments do not count, a changed selection does", () => {
    const a = documentHash("query Q { productSortOptions { key } }");
    expect(documentHash("# note\nquery   Q {\n  productSortOptions {\n    key\n  }\n}\n")).toBe(a);
    expect(documentHash("query Q { productSortOptions { key label } }")).not.toBe(a);
  });

  it("is on in production unless TRUSTED_DOCUMENTS=0, off in development unless TRUSTED_DOCUMENTS=1", () => {
    expect(loadEnv({ NODE_ENV: "production" }).trustedDocuments).toBe(true);
    expect(loadEnv({ NODE_ENV: "production", TRUSTED_DOCUMENTS: "0" }).trustedDocuments).toBe(false);
    expect(loadEnv({}).trustedDocuments).toBe(false);
    expect(loadEnv({ TRUSTED_DOCUMENTS: "1" }).trustedDocuments).toBe(true);
  });
});

describe("a gateway with trusted documents (issue 12)", () => {
  let database: DatabaseHandle;
  let gateway: FetchHandler;
  const logs = createCapturingLogger();
  beforeAll(async () => {
    database = await createTestDatabase();
    gateway = createGateway({ db: database.db, logger: logs.logger, contentDir: null, nodeEnv: "production", trustedDocuments: loadTrustedDocuments() });
  }, 180_000);
  afterAll(async () => {
    await database?.close();
  });

  it("runs api-client's documents as the client sends them", async () => {
    const sort = await gql<{ productSortOptions: unknown[] }>(gateway, String(api.ProductSortOptionsDocument));
    expect(sort.errors).toBeUndefined();
    expect(sort.data?.productSortOptions.length).toBeGreaterThan(0);
    const guest = await gql<{ webAuthorization: { token: string } }>(gateway, String(api.WebAuthorizationDocument));
    expect(guest.data?.webAuthorization.token).toBeTruthy();
    const categories = await gql<{ productCategories: unknown[] }>(gateway, String(api.SitemapCategoriesDocument));
    expect(categories.errors).toBeUndefined();
  });

  it("answers any other document '400' (the field named), never running it", async () => {
    for (const query of [
      "{ productSortOptions { key } }",
      "mutation { a: getCaptcha { captchaId } b: getCaptcha { captchaId } }",
      "{ __schema { types { name } } }",
      "query {",
    ]) {
      const result = await gql(gateway, query);
      expect(result.data ?? null).toBeNull();
      expect(result.errors?.[0]).toMatchObject({
        message: UNTRUSTED_DOCUMENT_MESSAGE,
        extensions: { code: SERVICE_CODES.BAD_REQUEST, field: "query", reason: "UNTRUSTED_DOCUMENT" },
      });
    }
    // Logged as a client error, not an unexpected one.
    expect(logs.lines().some((line) => line.level >= 50)).toBe(false);
  });

  it("a body without a query is refused the same way", async () => {
    const response = await gateway.fetch(
      new Request("http://gateway.test/graphql", { method: "POST", headers: { "content-type": "application/json", channel: "WEB" }, body: "{}" }),
    );
    expect(response.status).toBeLessThan(500);
    expect(JSON.stringify(await response.json())).not.toContain('"500"');
  });
});
