/**
 * The client's transport: graphql-request (the design card's GraphQL client) posting the
 * generated string documents (`documentMode: 'string'`). It reaches the browser only inside the
 * client the storefront loads after hydration (apps/storefront/src/lib/browser-clients.ts), so
 * neither it nor the graphql parser it uses for operation names is initial JS.
 */
import { ClientError, GraphQLClient } from "graphql-request";

export { ClientError };

/**
 * spec §8 input: a response that is not a GraphQL result at all (a 2xx REST-style
 * `{ code, msg }` from a proxy, an HTML page, no `data`), with its status and body text in the
 * shape of graphql-request's ClientError, which `normalizeError` reads.
 */
export class TransportError extends Error {
  override readonly name = "TransportError";
  /** The response: HTTP status and the body text as received. */
  readonly response: { status: number; body: string };

  constructor(status: number, body: string) {
    super(`GraphQL request failed with HTTP ${status}`);
    this.response = { status, body };
  }
}

/**
 * The body graphql-request built, with the document's hash in place of its text (GraphQL over
 * HTTP's persisted queries convention, `extensions.persistedQuery`, which the gateway's
 * persisted-operations check reads): `{"extensions":…,"operationName":…,"variables":…}`.
 */
function withHashInsteadOfText(init: RequestInit | undefined, sha256Hash: string): RequestInit | undefined {
  if (typeof init?.body !== "string") return init;
  const { query: _text, ...rest } = JSON.parse(init.body) as Record<string, unknown>;
  return { ...init, body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash } }, ...rest }) };
}

/**
 * Posts `query` with `variables` through graphql-request and resolves with `data`. Rejects with
 * graphql-request's ClientError when the status is not 2xx or the body carries `errors` (even
 * beside `data`), and with a {@link TransportError} when a 2xx body is not a GraphQL result or
 * has no `data`; both keep the status and the body text for `normalizeError`. A network
 * failure rejects with fetch's own error. With `persistedHash` the body carries that hash
 * instead of the text (persisted documents, issue 21 §2).
 */
export async function postGraphQL<TResult>(
  fetchImpl: typeof fetch,
  endpoint: string,
  query: string,
  variables: unknown,
  headers: Record<string, string>,
  persistedHash?: string,
): Promise<TResult> {
  // The response as received, for the failures graphql-request reports without it.
  let received: { status: number; text: Promise<string> } | undefined;
  const client = new GraphQLClient(endpoint, {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await fetchImpl(input, persistedHash ? withHashInsteadOfText(init, persistedHash) : init);
      received = { status: response.status, text: response.clone().text() };
      return response;
    },
  });
  const asTransportError = async () => new TransportError(received!.status, await received!.text);
  let result: { data?: TResult | null };
  try {
    result = await client.rawRequest<TResult>(query, (variables ?? undefined) as Record<string, unknown> | undefined, headers);
  } catch (error) {
    if (error instanceof ClientError || !received) throw error;
    throw await asTransportError();
  }
  if (result.data === null || result.data === undefined) throw await asTransportError();
  return result.data;
}
