// Test-only: the catalogue test server of ./testing, started and reset around a test file.
import type { ApiClient } from "@xunlan/api-client";
import { createTestApiClient } from "@xunlan/api-client/testing";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { type CatalogTestServer, startCatalogServer } from "../testing/catalog-server";

export type { CatalogTestServer } from "../testing/catalog-server";
export { FIXTURE_COLOURS, startCatalogServer } from "../testing/catalog-server";

/**
 * A test file's catalogue server and its api client: started before the file's tests, reset
 * before each, closed after. Read `catalog.server` / `catalog.api` inside the tests.
 */
export function useCatalogServer(): { readonly server: CatalogTestServer; readonly api: ApiClient } {
  let server: CatalogTestServer | undefined;
  let api: ApiClient | undefined;
  beforeAll(async () => {
    server = await startCatalogServer();
    api = createTestApiClient(server.url);
  });
  afterAll(() => server?.close());
  beforeEach(() => server?.reset());
  return {
    get server() {
      if (!server) throw new Error("the catalogue server starts in beforeAll");
      return server;
    },
    get api() {
      if (!api) throw new Error("the catalogue server starts in beforeAll");
      return api;
    },
  };
}
