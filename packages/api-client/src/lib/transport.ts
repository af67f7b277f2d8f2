/**
 * The client's transport: one `POST` of a string document as JSON (GraphQL over HTTP). The
 * generated documents are already strings (`documentMode: 'string'`), so nothing needs parsing
 * and no GraphQL library reaches the browser.
 */

/** spec §8 input: the HTTP side of a failed call, in the shape `normalizeError` reads. */
export class TransportError extends Error {
  override readonly name = "TransportError";
  /** The response: HTTP status and the body text as received. */
  readonly response: { status: number; body: string };

  constructor(status: number, body: string) {
    super(`GraphQL request failed with HTTP ${status}`);
    this.response = { status, body };
  }
}

/** A GraphQL response body, as far as the transport looks into it. */
interface GraphQLBody<TResult> {
  data?: TResult | null;
  errors?: unknown[];
}

const OPERATION_NAME = /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;

/** The first operation's name of a document (servers log it), or undefined for anonymous ones. */
export function operationName(query: string): string | undefined {
  return OPERATION_NAME.exec(query)?.[1];
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Posts `query` with `variables` and resolves with `data`. Rejects with a
 * {@link TransportError} when the HTTP status is not 2xx, the body is not JSON, or the body
 * carries `errors` or no `data` (a REST-style `{ code, msg }` from a proxy included).
 */
export async function postGraphQL<TResult>(
  fetchImpl: typeof fetch,
  endpoint: string,
  query: string,
  variables: unknown,
  headers: Record<string, string>,
): Promise<TResult> {
  const response = await fetchImpl(endpoint, {
    method: "POST",
    headers: {
      ...headers,
      "content-type": "application/json",
      accept: "application/graphql-response+json, application/json",
    },
    body: JSON.stringify({ query, variables: variables ?? undefined, operationName: operationName(query) }),
  });
  const text = await response.text();
  const body = parseJson(text) as GraphQLBody<TResult> | undefined;
  const failed =
    !response.ok ||
    typeof body !== "object" ||
    body === null ||
    (Array.isArray(body.errors) && body.errors.length > 0) ||
    body.data === null ||
    body.data === undefined;
  if (failed) throw new TransportError(response.status, text);
  return body.data as TResult;
}
