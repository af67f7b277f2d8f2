// @xunlan/api-client/testing: the contract as a test double for the packages that call the
// gateway. Node only (it starts an HTTP server); never import it from runtime code.
import { type ApiClient, type ApiClientOptions, createApiClient } from "../lib/create-api-client";
import { createMemoryTokenStore } from "../lib/token-store";

export type {
  RawResponse,
  RecordedCall,
  RootResolver,
  SchemaServer,
  SchemaServerContext,
  SchemaServerResolvers,
} from "./schema-server";
export { readSchemaSource, startSchemaServer } from "./schema-server";

/**
 * A real api client for a test server: in-memory guest token, warnings silenced. Options
 * override the defaults (e.g. `serviceCodes`, `onToast`).
 */
export function createTestApiClient(url: string, options: Partial<ApiClientOptions> = {}): ApiClient {
  return createApiClient({ endpoint: url, tokenStore: createMemoryTokenStore(), logger: { warn: () => {} }, ...options });
}
