// Stories only: an api client whose fetch answers from the given root-field handlers (the
// contract's field names; fixtures from ../test/fixtures), so the panels run in Storybook
// without a gateway. A handler that throws answers a GraphQL error.
import { createApiClient, createMemoryTokenStore, type ApiClient } from "@xunlan/api-client";

/** Root-field handlers by field name; they receive the operation's variables. */
export type StoryHandlers = Record<string, (variables: Record<string, unknown>) => unknown>;

/** An api client over canned root-field handlers (plus webAuthorization). */
export function createStoryClient(handlers: StoryHandlers, delayMs = 150): ApiClient {
  const all: StoryHandlers = { webAuthorization: () => ({ token: "story-guest", expiresAt: "2099-01-01T00:00:00.000Z" }), ...handlers };
  const storyFetch: typeof fetch = async (input, init) => {
    // the transport may hand over a Request (graphql-request) or a URL and init
    const raw = init?.body ?? (input instanceof Request ? await input.text() : undefined);
    const { query, variables = {} } = JSON.parse(String(raw)) as { query: string; variables?: Record<string, unknown> };
    const field = /^\s*(?:query|mutation)\b[^{]*\{\s*(\w+)/m.exec(query.replace(/#.*$/gm, ""))?.[1] ?? "";
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    const handler = all[field];
    let body: unknown;
    try {
      if (!handler) throw new Error(`no story handler for ${field}`);
      body = { data: { [field]: await handler(variables) } };
    } catch (error) {
      body = { errors: [{ message: (error as Error).message, extensions: { code: "500" } }], data: null };
    }
    return new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
  };
  return createApiClient({ endpoint: "http://story.localhost/graphql", fetch: storyFetch, tokenStore: createMemoryTokenStore(), logger: { warn: () => {} } });
}
