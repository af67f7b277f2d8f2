// @xunlan/api-client/mock: an api client whose fetch answers from canned root-field handlers,
// for stories and browser demos. Browser-safe (no server, no Node API), unlike ./testing, whose
// schema-backed server needs Node. The client is the real one (graphql-request transport, §7
// headers, §8 error mapping); only the network is replaced.
import type { Mutation, Query } from "../generated/graphql";
import { type ApiClient, createApiClient } from "../lib/create-api-client";
import { createMemoryTokenStore } from "../lib/token-store";

/** A root field of the contract (schema.graphql's Query or Mutation). */
export type RootFieldName = Exclude<keyof Query | keyof Mutation, "__typename">;

/** Handlers by root field name; each receives the operation's variables. */
export type MockHandlers = Partial<Record<RootFieldName, (variables: Record<string, unknown>) => unknown>>;

export interface MockClientOptions {
  /** Milliseconds before each answer (stories show their loading state). Default 150. */
  delayMs?: number;
  /**
   * `extensions.code` of the GraphQL error a throwing handler answers (§8 service codes).
   * Default "400"; an error carrying its own string `code` property answers that instead.
   */
  errorCode?: string;
}

/** The root field an operation document selects first (comments ignored). */
export function rootFieldOf(query: string): string {
  return /^\s*(?:query|mutation)\b[^{]*\{\s*(\w+)/m.exec(query.replace(/#.*$/gm, ""))?.[1] ?? "";
}

/**
 * An api client over canned root-field handlers. `webAuthorization` (the guest token) is answered
 * unless a handler is given for it; a field without a handler, or a handler that throws, answers a
 * GraphQL error with the thrown message.
 */
export function createMockClient(handlers: MockHandlers, options: MockClientOptions = {}): ApiClient {
  const { delayMs = 150, errorCode = "400" } = options;
  const all: MockHandlers = {
    webAuthorization: () => ({ token: "mock-guest", expiresAt: "2099-01-01T00:00:00.000Z" }),
    ...handlers,
  };
  const mockFetch: typeof fetch = async (input, init) => {
    // the transport may hand over a Request (graphql-request) or a URL and init
    const raw = init?.body ?? (input instanceof Request ? await input.text() : undefined);
    const { query, variables = {} } = JSON.parse(String(raw)) as { query: string; variables?: Record<string, unknown> };
    const field = rootFieldOf(query);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const handler = all[field as RootFieldName];
    let body: unknown;
    try {
      if (!handler) throw new Error(`no mock handler for ${field || "this operation"}`);
      body = { data: { [field]: await handler(variables) } };
    } catch (error) {
      const own = (error as { code?: unknown }).code;
      body = {
        errors: [{ message: (error as Error).message, extensions: { code: typeof own === "string" ? own : errorCode } }],
        data: null,
      };
    }
    return new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
  };
  return createApiClient({
    endpoint: "http://mock.localhost/graphql",
    fetch: mockFetch,
    tokenStore: createMemoryTokenStore(),
    logger: { warn: () => {} },
  });
}
